import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';

import { FormActions } from '@/components/admin/form-actions';

import { caseCreateSchema, caseEditSchema, caseMessages, type CaseFormValues } from '../api/case-form-schema';
import type { SavedCase } from '../api/save-case';
import { useUploadTracker } from '../hooks/use-upload-tracker';
import { CaseFormFields, type CaseFormMode } from './case-form-fields';
import { flagRefusedField } from './flag-refused-field';

const MODES = {
  create: {
    schema: caseCreateSchema,
    label: 'Novo case',
    submit: 'Criar Case',
    pending: 'Criando...',
    /** Título and subtítulo are named first. */
    required: caseMessages.createRequired,
    failure: 'Erro ao criar case',
    failureLog: 'Erro ao criar case:',
  },
  edit: {
    schema: caseEditSchema,
    label: 'Editar case',
    submit: 'Salvar alterações',
    pending: 'Salvando...',
    /** Título, subtítulo and slug are named first. */
    required: caseMessages.editRequired,
    failure: 'Não foi possível atualizar o case.',
    failureLog: 'Erro ao atualizar case:',
  },
} as const;

/** The toast of a refused form: the mode's required-fields message when a required field is blank. */
function invalidMessage(errors: FieldErrors<CaseFormValues>, required: string): string {
  const blank = [errors.titulo, errors.subtitulo, errors.slug].some((error) => error?.message === required);
  return blank ? required : caseMessages.checkFields;
}

interface CaseFormProps {
  mode: CaseFormMode;
  /** Read once, on the first render. */
  defaultValues: CaseFormValues;
  /** Saves the valid values; throws (a `SaveError` when the database refused them) on failure. */
  onSave: (values: CaseFormValues) => Promise<SavedCase>;
  /** After a save: its toasts and where it goes next are the caller's. */
  onSaved: (saved: SavedCase) => void;
}

/**
 * The case create and edit form: its fields, 'Cancelar' back to the list and the submit, which
 * waits while the form is sending or an image is still uploading. A refused save keeps what was
 * typed, flags the field a constraint names (a taken slug) and says so.
 */
export function CaseForm({ mode, defaultValues, onSave, onSaved }: CaseFormProps) {
  const texts = MODES[mode];
  const form = useForm<CaseFormValues>({
    resolver: zodResolver(texts.schema),
    defaultValues,
    shouldFocusError: true,
  });
  const { uploading, track } = useUploadTracker();
  const submitting = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(
    async (values) => {
      let saved;
      try {
        saved = await onSave(values);
      } catch (error) {
        console.error(texts.failureLog, error);
        flagRefusedField(form, error);
        toast.error('Erro', { description: texts.failure });
        return;
      }
      onSaved(saved);
    },
    (errors) => {
      toast.error('Erro', { description: invalidMessage(errors, texts.required) });
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={texts.label} className="flex flex-col gap-6">
      <CaseFormFields form={form} mode={mode} trackUpload={track} />
      <div className="flex flex-col gap-3 border-t border-ink-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
        {uploading && (
          <p role="status" className="text-sm text-ink-600 sm:mr-auto">
            Aguarde o envio da imagem terminar para salvar.
          </p>
        )}
        <FormActions
          pending={submitting}
          submitDisabled={submitting || uploading}
          submitLabel={texts.submit}
          pendingLabel={texts.pending}
          cancelTo="/admin/cases"
        />
      </div>
    </form>
  );
}
