import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Controller, useFieldArray, useForm, type FieldErrors } from 'react-hook-form';
import { toast } from 'sonner';

import { useEditConflict, type ConflictFields } from '@/components/admin/edit-conflict';
import { useFormSafeguards } from '@/components/admin/use-form-safeguards';
import { Button } from '@/components/ui/button';
import { EmailInput, FieldError, Label, UrlInput } from '@/components/ui/input';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { SubmitButton } from '@/components/ui/submit-button';
import { Switch } from '@/components/ui/switch';
import { formatDateTime } from '@/lib/dates';
import { flagRefusedField } from '@/lib/flag-refused-field';

import { leadSettingsQueryOptions, type LeadDeliverySettings } from '../api/get-lead-settings';
import {
  leadSettingsFormSchema,
  leadSettingsToFormValues,
  type LeadSettingsFormValues,
} from '../api/lead-settings-schema';
import { useUpdateLeadSettings } from '../api/update-lead-settings';
import { LEAD_SETTINGS_LIMITS } from '../limits';
import { LeadDeliveryTestEmail } from './lead-delivery-test-email';

/**
 * The delivery settings (admins): e-mail every admin or not, extra addresses, the CRM webhook;
 * then 'Enviar e-mail de teste'. Loads the one settings row and shows its loading and error states.
 */
export function LeadDeliverySettingsForm({ configured }: { configured: boolean | undefined }) {
  const settings = useQuery(leadSettingsQueryOptions());

  if (settings.isPending) {
    return (
      <div aria-busy="true" className="space-y-4 p-4 sm:p-6">
        <span role="status" className="sr-only">
          Carregando as configurações de notificação…
        </span>
        <Skeleton className="h-6 w-72 max-w-full" />
        <Skeleton className="h-11 w-full" />
        <Skeleton className="h-11 w-full" />
      </div>
    );
  }
  if (settings.isError) {
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 p-4 text-sm text-danger-800 sm:p-6">
        Não foi possível carregar as configurações de notificação.
        <Button variant="outline" size="sm" onClick={() => void settings.refetch()}>
          Tentar novamente
        </Button>
      </div>
    );
  }
  return <SettingsForm saved={settings.data} configured={configured} />;
}

/** Addresses as the form holds them, without the blank boxes. */
const addressesOf = (entries: LeadSettingsFormValues['extra_emails']) =>
  entries.map((entry) => entry.address.trim()).filter((address) => address !== '');

/** The form's fields as it labels them, for the conflict view. */
const SETTINGS_CONFLICT_FIELDS: ConflictFields<LeadSettingsFormValues> = {
  notify_admins: {
    label: 'Avisar todos os administradores por e-mail',
    format: (notify) => (notify ? 'Sim' : 'Não'),
  },
  extra_emails: {
    label: 'E-mails adicionais',
    format: (entries) => addressesOf(entries).join('\n'),
    equals: (a, b) => addressesOf(a).join('\n').toLowerCase() === addressesOf(b).join('\n').toLowerCase(),
  },
  webhook_url: { label: 'Webhook do CRM (https)', equals: (a, b) => a.trim() === b.trim() },
};

/** The list's own message: too many addresses, or the database refused the list. */
function listError(errors: FieldErrors<LeadSettingsFormValues>): string | undefined {
  return errors.extra_emails?.root?.message ?? errors.extra_emails?.message;
}

/** The first field with an error, in the order the form shows them. */
function firstInvalidField(
  errors: FieldErrors<LeadSettingsFormValues>,
): `extra_emails.${number}.address` | 'webhook_url' | undefined {
  const entries = errors.extra_emails;
  if (Array.isArray(entries)) {
    const index = entries.findIndex((entry) => entry?.address);
    if (index >= 0) return `extra_emails.${index}.address`;
  }
  return errors.webhook_url ? 'webhook_url' : undefined;
}

function SettingsForm({
  saved,
  configured,
}: {
  saved: LeadDeliverySettings;
  configured: boolean | undefined;
}) {
  const update = useUpdateLeadSettings();
  const queryClient = useQueryClient();
  const ids = useId();
  const notifyId = `${ids}-admins`;
  const listHintId = `${ids}-extras-dica`;
  const listErrorId = `${ids}-extras-erro`;
  const form = useForm<LeadSettingsFormValues>({
    resolver: zodResolver(leadSettingsFormSchema),
    defaultValues: leadSettingsToFormValues(saved),
    // The first refused field in reading order gets the focus (see `firstInvalidField`).
    shouldFocusError: false,
  });
  const { register, control, formState } = form;
  const { errors, isDirty, isSubmitting } = formState;
  const extras = useFieldArray({ control, name: 'extra_emails' });
  const full = extras.fields.length >= LEAD_SETTINGS_LIMITS.extraEmailsMax;
  const extrasError = listError(errors);
  // A save elsewhere (another tab, another admin) shows once this form has nothing unsaved; a save
  // refused because someone saved first opens the comparison, field by field.
  const conflict = useEditConflict({
    form,
    version: saved.version,
    fields: SETTINGS_CONFLICT_FIELDS,
    subject: { noun: 'estas configurações', pronoun: 'as' },
    showSaved: { values: leadSettingsToFormValues(saved), version: saved.version },
    loadSaved: async () => {
      const now = await queryClient.fetchQuery({ ...leadSettingsQueryOptions(), staleTime: 0 });
      return { values: leadSettingsToFormValues(now), version: now.version };
    },
  });
  const safeguards = useFormSafeguards({
    form,
    formName: 'notificacoes-de-leads',
    baseVersion: conflict.baseVersion,
    onRestoreVersion: conflict.savedVersion,
  });

  const submit = form.handleSubmit(
    async (values) => {
      let stored: LeadDeliverySettings;
      try {
        stored = await update.mutateAsync({ values, baseVersion: conflict.baseVersion ?? saved.version });
      } catch (error) {
        console.error('Erro ao salvar as notificações de leads:', error);
        if (conflict.handleSaveError(error)) return;
        const flagged = flagRefusedField(form, error) !== undefined;
        toast.error('Erro', {
          description: flagged
            ? 'O banco de dados recusou as configurações. Confira os campos destacados.'
            : 'Não foi possível salvar as notificações. Tente novamente.',
        });
        return;
      }
      conflict.savedVersion(stored.version);
      safeguards.saved();
      form.reset(leadSettingsToFormValues(stored));
      toast.success('Notificações salvas', {
        description: 'Os próximos leads são avisados conforme estas configurações.',
      });
    },
    (invalid) => {
      const field = firstInvalidField(invalid);
      if (field) form.setFocus(field);
      toast.error('Erro', { description: 'Confira os campos destacados no formulário.' });
    },
  );

  return (
    <>
      <form noValidate aria-label="Notificações de leads" onSubmit={submit} className="space-y-6 p-4 sm:p-6">
        {safeguards.notices}
        <Controller
          control={control}
          name="notify_admins"
          render={({ field }) => (
            <div className="flex items-start gap-3">
              <Switch
                id={notifyId}
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                ref={field.ref}
                aria-describedby={`${notifyId}-dica`}
                className="mt-0.5"
              />
              <div className="min-w-0">
                <Label htmlFor={notifyId} className="mb-0">
                  Avisar todos os administradores por e-mail
                </Label>
                <p id={`${notifyId}-dica`} className="mt-0.5 text-xs text-ink-600">
                  Cada administrador da equipe recebe um e-mail a cada novo lead.
                </p>
              </div>
            </div>
          )}
        />

        <fieldset aria-describedby={extrasError ? `${listHintId} ${listErrorId}` : listHintId}>
          <legend className="text-sm font-medium text-ink-900">E-mails adicionais</legend>
          <p id={listHintId} className="mt-0.5 text-xs text-ink-600">
            Até {LEAD_SETTINGS_LIMITS.extraEmailsMax} endereços, da equipe ou não (ex.:
            comercial@empresa.com.br). Cada um recebe um e-mail a cada novo lead.
          </p>
          {extras.fields.length === 0 ? (
            <p className="mt-3 text-sm text-ink-600">Nenhum endereço adicional.</p>
          ) : (
            <ul className="mt-3 space-y-3">
              {extras.fields.map((entry, index) => {
                const inputId = `${ids}-extra-${entry.id}`;
                const error = errors.extra_emails?.[index]?.address?.message;
                return (
                  <li key={entry.id}>
                    <div className="flex items-start gap-2">
                      <EmailInput
                        id={inputId}
                        aria-label={`E-mail adicional ${index + 1}`}
                        aria-invalid={error ? true : undefined}
                        aria-describedby={error ? `${inputId}-erro` : undefined}
                        className="min-w-0 flex-1"
                        {...register(`extra_emails.${index}.address`)}
                      />
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-11"
                        aria-label={`Remover e-mail adicional ${index + 1}`}
                        onClick={() => extras.remove(index)}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </div>
                    {error && <FieldError id={`${inputId}-erro`}>{error}</FieldError>}
                  </li>
                );
              })}
            </ul>
          )}
          {extrasError && <FieldError id={listErrorId}>{extrasError}</FieldError>}
          <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
            <Button
              variant="outline"
              size="sm"
              disabled={full}
              onClick={() => extras.append({ address: '' }, { shouldFocus: true })}
            >
              <Plus aria-hidden="true" />
              Adicionar e-mail
            </Button>
            <span className="text-xs text-ink-600" aria-live="polite">
              {full
                ? `Limite de ${LEAD_SETTINGS_LIMITS.extraEmailsMax} endereços atingido.`
                : `${extras.fields.length} de ${LEAD_SETTINGS_LIMITS.extraEmailsMax}`}
            </span>
          </div>
        </fieldset>

        <FormField
          label="Webhook do CRM (https)"
          error={errors.webhook_url?.message}
          hint={
            <>
              A cada novo lead, o CRM recebe um POST com o lead em JSON. As requisições são assinadas com o
              segredo <code className="font-mono">LEAD_WEBHOOK_SECRET</code> das funções, no cabeçalho{' '}
              <code className="my-1 block w-fit max-w-full rounded bg-ink-50 px-1.5 py-0.5 font-mono text-ink-800 [overflow-wrap:anywhere]">
                X-Lead-Signature: t=&lt;unix&gt;,v1=&lt;HMAC-SHA256 em hex de &quot;t.corpo&quot;&gt;
              </code>{' '}
              (t é o horário do envio; v1, a assinatura de t, um ponto e o corpo): o CRM recalcula com o mesmo
              segredo e compara. Use o nome público do CRM: endereços IP, localhost e redes internas são
              recusados. Deixe em branco para desligar o webhook.
            </>
          }
        >
          {(props) => (
            <UrlInput
              {...props}
              {...register('webhook_url')}
              placeholder="https://crm.exemplo.com.br/webhooks/leads"
              spellCheck={false}
            />
          )}
        </FormField>

        <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <SubmitButton pending={isSubmitting} label="Salvar notificações" pendingLabel="Salvando..." />
          <p className="text-sm text-ink-600">
            Última alteração: <time dateTime={saved.updated_at}>{formatDateTime(saved.updated_at)}</time>
            {saved.editor && ` por ${saved.editor.email}`}
          </p>
        </div>
      </form>
      <LeadDeliveryTestEmail unsavedChanges={isDirty} configured={configured} />
      {conflict.view}
      {safeguards.dialog}
    </>
  );
}
