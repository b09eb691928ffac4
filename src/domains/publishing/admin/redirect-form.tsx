import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { useEditConflict, type ConflictFields, type SavedVersion } from '@/components/admin/edit-conflict';
import { useFormSafeguards } from '@/components/admin/use-form-safeguards';
import { FormActions } from '@/components/admin/form-actions';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { flagRefusedField } from '@/lib/flag-refused-field';

import {
  REDIRECT_LIMITS,
  REDIRECT_STATUS_CODES,
  REDIRECT_STATUS_LABELS,
  type RedirectStatusCode,
} from '../limits';
import { redirectFormSchema, redirectMessages, type RedirectFormValues } from '../api/redirect-schema';

type Mode = 'create' | 'edit';

const TEXTS: Record<Mode, { submit: string; pending: string; success: string; failure: string }> = {
  create: {
    submit: 'Criar redirecionamento',
    pending: 'Criando...',
    success: 'Redirecionamento criado.',
    failure: 'Não foi possível criar o redirecionamento. Tente novamente.',
  },
  edit: {
    submit: 'Salvar alterações',
    pending: 'Salvando...',
    success: 'Redirecionamento atualizado.',
    failure: 'Não foi possível salvar o redirecionamento. Tente novamente.',
  },
};

/** What a path box is: a path of this site, typed as is (no capitals, spelling or autofill). */
const PATH_INPUT_PROPS = {
  autoComplete: 'off',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
  maxLength: REDIRECT_LIMITS.pathMax,
} as const;

/** The redirect form's fields as it labels them, for the conflict view. */
const REDIRECT_CONFLICT_FIELDS: ConflictFields<RedirectFormValues> = {
  from_path: { label: 'De' },
  to_path: { label: 'Para' },
  status_code: {
    label: 'Tipo',
    format: (code) => REDIRECT_STATUS_LABELS[Number(code) as RedirectStatusCode] ?? code,
  },
};

const noSavedVersion = () =>
  Promise.reject(new Error('Um redirecionamento novo ainda não tem versão salva.'));

export interface RedirectFormProps {
  /** Create: every field; edit: the origin stays (shown read-only), destination and type change. */
  mode: Mode;
  defaultValues: RedirectFormValues;
  /** Editing: the redirect's id, the version `defaultValues` were read from, and how to read the redirect as saved now. */
  itemId?: string;
  version?: number;
  loadSaved?: () => Promise<SavedVersion<RedirectFormValues>>;
  /** Accessible name of the form, e.g. 'Novo redirecionamento'. */
  label: string;
  /**
   * Saves the validated values from `baseVersion` (undefined for a new redirect); throws a
   * `SaveError` (`redirectSaveError`) when the database refuses them, with `conflict` when someone
   * saved first.
   */
  onSave: (values: RedirectFormValues, baseVersion: number | undefined) => Promise<void>;
  /** After the success toast (the create card closes, the dialog closes). */
  onSaved: () => void;
  onCancel: () => void;
  /** Focus the first editable field when the form appears (opened by a button). */
  autoFocus?: boolean;
}

/**
 * A redirect: De (the old address), Para (where it goes) and Tipo (301 or 302). Paths are checked
 * here with the database's rule; a chain, a loop or an address already redirected comes back from
 * the database and shows under its field. What was typed stays on any error.
 */
export function RedirectForm({
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
}: RedirectFormProps) {
  const texts = TEXTS[mode];
  const form = useForm<RedirectFormValues>({
    resolver: zodResolver(redirectFormSchema),
    defaultValues,
    shouldFocusError: true,
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;
  const conflict = useEditConflict({
    form,
    version,
    fields: REDIRECT_CONFLICT_FIELDS,
    subject: { noun: 'este redirecionamento', pronoun: 'o' },
    loadSaved,
  });
  const safeguards = useFormSafeguards({
    form,
    formName: 'redirect',
    subject: 'redirect',
    itemId,
    baseVersion: conflict.baseVersion,
    onRestoreVersion: conflict.savedVersion,
  });

  const submit = form.handleSubmit(
    async (values) => {
      try {
        await onSave(values, conflict.baseVersion);
      } catch (error) {
        console.error(texts.failure, error);
        if (conflict.handleSaveError(error)) return;
        const fieldMessage = flagRefusedField(form, error);
        toast.error('Erro', { description: fieldMessage ?? texts.failure });
        return;
      }
      toast.success('Sucesso', { description: texts.success });
      safeguards.saved();
      form.reset(defaultValues);
      onSaved();
    },
    () => {
      toast.error('Erro', { description: redirectMessages.checkFields });
    },
  );

  return (
    <>
      <form onSubmit={submit} noValidate aria-label={label} className="space-y-5">
        {safeguards.notices}
        {/* Read-only while someone else edits the redirect: what the fields hold stays. */}
        <fieldset disabled={safeguards.readOnly} className="min-w-0 space-y-5">
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField
              label="De"
              required
              error={errors.from_path?.message}
              hint={
                mode === 'edit'
                  ? 'O endereço antigo não muda: para outro, crie um novo.'
                  : 'O endereço antigo, ex.: /servicos-antigos.'
              }
            >
              {(props) => (
                <Input
                  {...props}
                  {...register('from_path')}
                  {...PATH_INPUT_PROPS}
                  readOnly={mode === 'edit'}
                  autoFocus={autoFocus && mode === 'create'}
                  placeholder="/endereco-antigo"
                  className="font-mono read-only:bg-ink-50 read-only:text-ink-700"
                />
              )}
            </FormField>
            <FormField
              label="Para"
              required
              error={errors.to_path?.message}
              hint="O destino final, um caminho deste site, ex.: /agentes-de-ia."
            >
              {(props) => (
                <Input
                  {...props}
                  {...register('to_path')}
                  {...PATH_INPUT_PROPS}
                  autoFocus={autoFocus && mode === 'edit'}
                  placeholder="/endereco-novo"
                  className="font-mono"
                />
              )}
            </FormField>
          </div>
          <FormField
            label="Tipo"
            error={errors.status_code?.message}
            hint="301 quando a mudança é definitiva (os buscadores passam a mostrar o novo endereço); 302 quando é provisória."
            className="sm:max-w-xs"
          >
            {(props) => (
              <Select {...props} {...register('status_code')}>
                {REDIRECT_STATUS_CODES.map((code) => (
                  <option key={code} value={String(code)}>
                    {REDIRECT_STATUS_LABELS[code]}
                  </option>
                ))}
              </Select>
            )}
          </FormField>
          <FormActions
            pending={isSubmitting}
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
