import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { DeleteRowButton } from '@/components/admin/admin-list';
import { useDeleteConfirmation } from '@/components/admin/use-delete-confirmation';
import { useFormSafeguards } from '@/components/admin/use-form-safeguards';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { SaveError } from '@/lib/db-error';
import { formatDateTime } from '@/lib/dates';
import { formatCount } from '@/lib/numbers';
import { cn } from '@/lib/utils';

import { useAddLeadNote } from '../api/add-lead-note';
import { useDeleteLeadNote } from '../api/delete-lead-note';
import { leadNotesQueryOptions, type LeadNote } from '../api/get-lead-notes';
import { characterCount, leadNoteFormSchema, type LeadNoteFormValues } from '../api/lead-pipeline-schema';
import { LEAD_NOTE_LIMITS } from '../limits';
import { DetailsSection } from './lead-details-section';

interface LeadNotesSectionProps {
  leadId: string;
  /** The signed-in admin: their own notes can be deleted. */
  currentUserId: string | undefined;
}

/** 'Notas': a new note (multi-line, up to 5 000 characters), then the notes newest first. */
export function LeadNotesSection({ leadId, currentUserId }: LeadNotesSectionProps) {
  const notes = useQuery(leadNotesQueryOptions(leadId));
  const deleteNote = useDeleteLeadNote(leadId);
  const deletion = useDeleteConfirmation<LeadNote>({
    mutation: deleteNote,
    successMessage: 'Nota excluída.',
    failureMessage: 'Não foi possível excluir a nota',
  });

  return (
    <DetailsSection title="Notas" count={notes.data?.length}>
      <div className="space-y-4 rounded-lg border border-ink-200 p-4">
        <NoteForm leadId={leadId} />
        {notes.isPending ? (
          <div aria-busy="true" className="space-y-2">
            <span role="status" className="sr-only">
              Carregando notas…
            </span>
            <Skeleton className="h-14 w-full" />
          </div>
        ) : notes.isError ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger-800">
            Não foi possível carregar as notas.
            <Button variant="outline" size="sm" onClick={() => void notes.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : notes.data.length === 0 ? (
          <p className="text-sm text-ink-600">Nenhuma nota ainda.</p>
        ) : (
          <ul aria-label="Notas do lead" className="space-y-2">
            {notes.data.map((note) => (
              <li key={note.id} className="flex gap-2 rounded-md bg-ink-50 py-2 pr-1 pl-3">
                <div className="min-w-0 flex-1">
                  <p className="text-xs text-ink-600">
                    <span className="font-medium text-ink-800">{note.author?.email ?? 'Conta removida'}</span>
                    {' · '}
                    <time dateTime={note.created_at} className="whitespace-nowrap tabular-nums">
                      {formatDateTime(note.created_at)}
                    </time>
                  </p>
                  <p className="mt-1 text-sm break-words whitespace-pre-line text-ink-900">{note.body}</p>
                </div>
                {currentUserId !== undefined && note.author_id === currentUserId && (
                  <DeleteRowButton
                    label={`Excluir a nota de ${formatDateTime(note.created_at)}`}
                    onClick={() => deletion.ask(note)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        {...deletion.dialogProps}
        title="Excluir nota"
        description="Tem certeza que deseja excluir esta nota? Esta ação não pode ser desfeita."
      />
    </DetailsSection>
  );
}

/** The new note: the text stays on any error, and clears once the note is stored. */
function NoteForm({ leadId }: { leadId: string }) {
  const add = useAddLeadNote(leadId);
  const form = useForm<LeadNoteFormValues>({
    resolver: zodResolver(leadNoteFormSchema),
    defaultValues: { body: '' },
    shouldFocusError: true,
  });
  const safeguards = useFormSafeguards({
    form,
    formName: 'nota-de-lead',
    itemId: leadId,
    baseVersion: undefined,
  });
  const body = useWatch({ control: form.control, name: 'body' });
  const count = characterCount(body ?? '');
  const over = count > LEAD_NOTE_LIMITS.bodyMax;
  const error = form.formState.errors.body?.message;

  const onValid = async (values: LeadNoteFormValues) => {
    try {
      await add.mutateAsync({ leadId, values });
    } catch (failure) {
      console.error('Erro ao adicionar a nota:', failure);
      if (failure instanceof SaveError && failure.field) {
        form.setError(failure.field, { message: failure.fieldMessage }, { shouldFocus: true });
      }
      toast.error('Não foi possível adicionar a nota', {
        description:
          failure instanceof SaveError && failure.code === '42501'
            ? 'Apenas administradores podem escrever notas.'
            : 'Seu texto foi mantido. Tente novamente.',
      });
      return;
    }
    safeguards.saved();
    form.reset({ body: '' });
    toast.success('Nota adicionada');
  };

  return (
    <form noValidate aria-label="Escrever nota" onSubmit={form.handleSubmit(onValid)} className="space-y-2">
      {safeguards.notices}
      <FormField
        label="Nova nota"
        error={error}
        hint={
          <span className={cn('tabular-nums', over && 'font-semibold text-danger-800')}>
            {formatCount(count)}/{formatCount(LEAD_NOTE_LIMITS.bodyMax)} caracteres
          </span>
        }
      >
        {(control) => (
          <Textarea
            {...control}
            rows={3}
            placeholder="Ex.: Ligou às 10h; quer proposta até sexta."
            className="min-h-20 resize-y"
            {...form.register('body')}
          />
        )}
      </FormField>
      <div className="flex justify-end">
        <SubmitButton
          pending={add.isPending}
          label="Adicionar nota"
          pendingLabel="Adicionando..."
          size="sm"
        />
      </div>
      {safeguards.dialog}
    </form>
  );
}
