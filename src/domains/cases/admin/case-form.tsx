import type { FieldErrors, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';

import { SubmitButton } from '@/components/ui/submit-button';
import { Button } from '@/components/ui/button';

import type { CaseFormValues } from '../api/case-form-schema';
import { useUploadTracker } from '../hooks/use-upload-tracker';
import { CaseFormFields, type CaseFormMode } from './case-form-fields';

const TEXTS: Record<CaseFormMode, { label: string; submit: string; pending: string }> = {
  create: { label: 'Novo case', submit: 'Criar Case', pending: 'Criando...' },
  edit: { label: 'Editar case', submit: 'Salvar alterações', pending: 'Salvando...' },
};

interface CaseFormProps {
  form: UseFormReturn<CaseFormValues>;
  mode: CaseFormMode;
  /** Saves the valid values (its toasts and where it goes next are the caller's). */
  onSave: SubmitHandler<CaseFormValues>;
  /** The toast of a refused form (which fields are named first differs per mode). */
  invalidMessage: (errors: FieldErrors<CaseFormValues>) => string;
}

/**
 * The case create and edit form: its fields, 'Cancelar' back to the list and the submit, which
 * waits while the form is sending or an image is still uploading.
 */
export function CaseForm({ form, mode, onSave, invalidMessage }: CaseFormProps) {
  const texts = TEXTS[mode];
  const { uploading, track } = useUploadTracker();
  const submitting = form.formState.isSubmitting;

  const onSubmit = form.handleSubmit(onSave, (errors) => {
    toast.error('Erro', { description: invalidMessage(errors) });
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={texts.label} className="flex flex-col gap-6">
      <CaseFormFields form={form} mode={mode} trackUpload={track} />
      <div className="flex flex-col gap-3 border-t border-ink-200 pt-5 sm:flex-row sm:items-center sm:justify-end">
        {uploading && (
          <p role="status" className="text-sm text-ink-600 sm:mr-auto">
            Aguarde o envio da imagem terminar para salvar.
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button variant="outline" asChild>
            <Link to="/admin/cases">Cancelar</Link>
          </Button>
          <SubmitButton
            pending={submitting}
            disabled={submitting || uploading}
            label={texts.submit}
            pendingLabel={texts.pending}
          />
        </div>
      </div>
    </form>
  );
}
