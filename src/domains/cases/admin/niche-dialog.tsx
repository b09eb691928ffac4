import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { useEditConflict, type ConflictFields } from '@/components/admin/edit-conflict';
import { useFormSafeguards } from '@/components/admin/use-form-safeguards';
import { DialogFormActions } from '@/components/admin/form-actions';
import { FormField } from '@/components/ui/form-field';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { Input, Textarea } from '@/components/ui/input';
import { flagRefusedField } from '@/lib/flag-refused-field';
import { slugify } from '@/lib/slug';

import type { Niche } from '../api/case-schema';
import {
  nicheFormSchema,
  nicheMessages,
  nicheToFormValues,
  type NicheFormValues,
} from '../api/niche-form-schema';
import { getSavedNiche, useSaveNiche } from '../api/save-niche';

/** The niche form's fields as it labels them, for the conflict view. */
const NICHE_CONFLICT_FIELDS: ConflictFields<NicheFormValues> = {
  nome: { label: 'Nome' },
  descricao: { label: 'Descrição (opcional)' },
};

interface NicheDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The niche being edited, or null for a new one. */
  niche: Niche | null;
  /** After a save, before the dialog closes: the niche as saved (the list shows it). */
  onSaved?: (saved: Niche) => void;
}

/** 'Novo Nicho' / 'Editar Nicho': nome required, slug derived from it, descrição optional. */
export function NicheDialog({ open, onOpenChange, niche, onSaved }: NicheDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={niche ? 'Editar Nicho' : 'Novo Nicho'}
        description={
          niche ? 'Altere o nome ou a descrição do nicho.' : 'Cadastre um nicho para classificar os cases.'
        }
      >
        {/* Mounted on open (Radix unmounts closed content): every opening starts from the niche. */}
        <NicheForm
          niche={niche}
          onDone={(saved) => {
            onSaved?.(saved);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}

function NicheForm({ niche, onDone }: { niche: Niche | null; onDone: (saved: Niche) => void }) {
  const form = useForm<NicheFormValues>({
    resolver: zodResolver(nicheFormSchema),
    defaultValues: nicheToFormValues(niche ?? { nome: '', descricao: null }),
    shouldFocusError: true,
  });
  const {
    register,
    control,
    formState: { errors, isSubmitting },
  } = form;
  const saveNiche = useSaveNiche();
  const conflict = useEditConflict({
    form,
    version: niche?.version,
    fields: NICHE_CONFLICT_FIELDS,
    subject: { noun: 'este nicho', pronoun: 'o' },
    loadSaved: () => getSavedNiche(niche?.id ?? ''),
  });
  const safeguards = useFormSafeguards({
    form,
    formName: 'nicho',
    subject: 'nicho',
    itemId: niche?.id,
    baseVersion: conflict.baseVersion,
    onRestoreVersion: conflict.savedVersion,
  });
  const nome = useWatch({ control, name: 'nome' });
  const slug = slugify(nome ?? '');

  const onSubmit = form.handleSubmit(
    async (values) => {
      let saved: Niche;
      try {
        saved = await saveNiche.mutateAsync(
          niche ? { id: niche.id, baseVersion: conflict.baseVersion ?? niche.version, values } : { values },
        );
      } catch (error) {
        console.error('Erro ao salvar nicho:', error);
        if (conflict.handleSaveError(error)) return;
        // A name already in use (its slug is taken) is explained under Nome and in the toast.
        const fieldMessage = flagRefusedField(form, error);
        toast.error('Erro', { description: fieldMessage ?? 'Erro ao salvar nicho' });
        return;
      }
      toast.success('Sucesso', {
        description: niche ? 'Nicho atualizado com sucesso' : 'Nicho criado com sucesso',
      });
      safeguards.saved();
      onDone(saved);
    },
    (invalid) => {
      toast.error('Erro', {
        description: invalid.nome?.message ?? invalid.descricao?.message ?? nicheMessages.nomeRequired,
      });
    },
  );

  return (
    <>
      <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
        {safeguards.notices}
        {/* Read-only while someone else edits the niche: what the fields hold stays. */}
        <fieldset disabled={safeguards.readOnly} className="flex min-w-0 flex-col gap-5">
          <FormField
            label="Nome"
            required
            error={errors.nome?.message}
            hint={
              <>
                Slug: <span className="font-mono">{slug || '...'}</span>
              </>
            }
          >
            {(control) => <Input autoComplete="off" {...control} {...register('nome')} />}
          </FormField>
          <FormField label="Descrição (opcional)" error={errors.descricao?.message}>
            {(control) => <Textarea rows={3} {...control} {...register('descricao')} />}
          </FormField>
          <DialogFormActions
            pending={isSubmitting}
            submitLabel={niche ? 'Salvar' : 'Criar nicho'}
            pendingLabel={niche ? 'Salvando...' : 'Criando...'}
          />
        </fieldset>
      </form>
      {conflict.view}
      {safeguards.dialog}
    </>
  );
}
