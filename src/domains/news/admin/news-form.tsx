import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';

import { FormField } from '@/components/ui/form-field';
import { useEditConflict, type ConflictFields, type SavedVersion } from '@/components/admin/edit-conflict';
import { useFormSafeguards } from '@/components/admin/use-form-safeguards';
import { FormActions } from '@/components/admin/form-actions';
import { ImageField } from '@/components/admin/media/image-field';
import { Input, UrlInput } from '@/components/ui/input';
import { flagRefusedField } from '@/lib/flag-refused-field';

import { newsFormSchema, newsMessages, type NewsFormValues } from '../api/news-schema';
import { NEWS_LIMITS } from '../limits';

type Mode = 'create' | 'edit';

const TEXTS: Record<Mode, { submit: string; pending: string; success: string; failure: string }> = {
  create: {
    submit: 'Cadastrar Notícia',
    pending: 'Cadastrando...',
    success: 'Notícia cadastrada com sucesso!',
    failure: 'Erro ao cadastrar notícia. Tente novamente.',
  },
  edit: {
    submit: 'Salvar Alterações',
    pending: 'Salvando...',
    success: 'Notícia atualizada com sucesso!',
    failure: 'Erro ao atualizar notícia. Tente novamente.',
  },
};

/** The news form's fields as it labels them, for the conflict view. */
const NEWS_CONFLICT_FIELDS: ConflictFields<NewsFormValues> = {
  titulo: { label: 'Título' },
  link_externo: { label: 'Link externo' },
  imagem: { label: 'Imagem (logo do portal)' },
};

const noSavedVersion = () => Promise.reject(new Error('Uma notícia nova ainda não tem versão salva.'));

export interface NewsFormProps {
  mode: Mode;
  defaultValues: NewsFormValues;
  /** Editing: the version `defaultValues` were read from, and how to read the item as saved now. */
  /** Editing: the item's id (who else is editing it; its kept draft). */
  itemId?: string;
  version?: number;
  loadSaved?: () => Promise<SavedVersion<NewsFormValues>>;
  /** Accessible name of the form, e.g. 'Cadastrar notícia'. */
  label: string;
  /**
   * Saves the validated values from `baseVersion` (undefined for a new item); throws a `SaveError`
   * (`newsSaveError`) when the database refuses them, with `conflict` when someone saved first.
   */
  onSave: (values: NewsFormValues, baseVersion: number | undefined) => Promise<void>;
  /** After the success toast (the create card clears and closes, the dialog closes). */
  onSaved: () => void;
  onCancel: () => void;
  /** Focus the title when the form appears (opened by a button). */
  autoFocus?: boolean;
}

/** Which toast a refused form gets: 'Título e link são obrigatórios' when a required field is empty. */
function invalidToast(errors: FieldErrors<NewsFormValues>): string {
  const missing =
    errors.titulo?.message === newsMessages.tituloRequired ||
    errors.link_externo?.message === newsMessages.linkRequired;
  if (missing) return newsMessages.required;
  return (
    errors.titulo?.message ?? errors.link_externo?.message ?? errors.imagem?.message ?? newsMessages.required
  );
}

/**
 * News item form: título and link required ('Título e link são obrigatórios'), the
 * link an http(s) address; the image uploaded to the news bucket or given by URL. Used by the
 * create card and the edit dialog. Values stay on error.
 */
export function NewsForm({
  mode,
  defaultValues,
  itemId,
  version,
  loadSaved = noSavedVersion,
  label,
  onSave,
  onSaved,
  onCancel,
  autoFocus = false,
}: NewsFormProps) {
  const texts = TEXTS[mode];
  const form = useForm<NewsFormValues>({
    resolver: zodResolver(newsFormSchema),
    defaultValues,
    shouldFocusError: true,
  });
  const { register, control, setValue, formState } = form;
  const { errors, isSubmitting } = formState;
  const imagem = useWatch({ control, name: 'imagem' });
  const [uploading, setUploading] = useState(false);
  const conflict = useEditConflict({
    form,
    version,
    fields: NEWS_CONFLICT_FIELDS,
    subject: { noun: 'esta notícia', pronoun: 'a' },
    loadSaved,
  });
  const safeguards = useFormSafeguards({
    form,
    formName: 'noticia',
    subject: 'noticia',
    itemId,
    baseVersion: conflict.baseVersion,
    onRestoreVersion: conflict.savedVersion,
  });

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSave(values, conflict.baseVersion);
      } catch (error) {
        console.error(`${texts.failure}`, error);
        if (conflict.handleSaveError(error)) return;
        // `onSave` names only fields of this form (`newsSaveError`'s constraint table).
        flagRefusedField(form, error);
        toast.error('Erro', { description: texts.failure });
        return;
      }
      toast.success('Sucesso', { description: texts.success });
      safeguards.saved();
      form.reset(defaultValues);
      onSaved();
    },
    (invalid) => {
      toast.error('Erro', { description: invalidToast(invalid) });
    },
  );

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={label} className="space-y-5">
        {safeguards.notices}
        {/* Read-only while someone else edits the item: what the fields hold stays. */}
        <fieldset disabled={safeguards.readOnly} className="min-w-0 space-y-5">
          <FormField label="Título" required error={errors.titulo?.message}>
            {(props) => (
              <Input
                {...props}
                {...register('titulo')}
                autoFocus={autoFocus}
                autoComplete="off"
                maxLength={NEWS_LIMITS.tituloMax}
                placeholder="Título da matéria"
              />
            )}
          </FormField>
          <FormField
            label="Link externo"
            required
            error={errors.link_externo?.message}
            hint="Endereço da matéria no portal (https://…)."
          >
            {(props) => (
              <UrlInput
                {...props}
                {...register('link_externo')}
                placeholder="https://portal.com.br/materia"
              />
            )}
          </FormField>
          <ImageField
            target="news"
            label="Imagem da notícia"
            urlLabel="Ou informe a URL da imagem"
            hint="O logo do portal."
            fit="contain"
            registration={register('imagem')}
            value={imagem ?? ''}
            onChange={(url) => setValue('imagem', url, { shouldDirty: true, shouldValidate: true })}
            onUploadingChange={setUploading}
            error={errors.imagem?.message}
          />
          <FormActions
            pending={isSubmitting}
            submitDisabled={isSubmitting || uploading}
            submitLabel={texts.submit}
            pendingLabel={texts.pending}
            onCancel={onCancel}
          />
        </fieldset>
      </form>
      {conflict.view}
      {safeguards.dialog}
    </>
  );
}
