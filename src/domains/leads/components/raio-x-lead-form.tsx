import { useId, useMemo, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

import { raioXForm } from '@/content/agentes-de-ia';
import { parseTrackingParams, TRACKING_PARAMS } from '@/domains/leads/attribution';

import { raioXLeadFormSchema } from '../api/lead-schema';
import { useLeadForm } from '../hooks/use-lead-form';
import {
  ConsentNotice,
  FormAlert,
  HoneypotField,
  LeadFields,
  SubmitButton,
  LeadFormShell,
  type LeadFormProps,
} from './lead-form-parts';

type RaioXLeadFormProps = LeadFormProps;

const noopSubscribe = () => () => {};
/** false while prerendering and hydrating, true afterwards (no mismatch on the query string). */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noopSubscribe,
    () => true,
    () => false,
  );
}

/**
 * Raio-X form (/agentes-de-ia): Nome, Email, WhatsApp (phone input with
 * country picker, Brazil by default) and Empresa; hidden inputs carry the page's tracking values
 * (utm_*, gclid, fbclid), sent with the lead. Renders only the `<form>`; the card around it
 * belongs to the page. Name it with `aria-labelledby` (the card's title id) when there is one.
 */
export function RaioXLeadForm({ className, ...props }: RaioXLeadFormProps) {
  const formId = useId();
  const { search } = useLocation();
  const hydrated = useHydrated();
  // The prerendered HTML has no query string: read it only once hydrated.
  const tracking = useMemo(() => (hydrated ? parseTrackingParams(search) : {}), [hydrated, search]);

  const { form, onSubmit, submitting, serverMessage } = useLeadForm({
    schema: raioXLeadFormSchema,
    toSubmission: ({ website, ...fields }) => ({ origin: 'raio-x', fields, honeypot: website, tracking }),
    toasts: raioXForm.toasts,
    logLabel: 'Erro ao enviar o formulário de contato (Raio-X)',
  });

  return (
    <LeadFormShell
      title={raioXForm.title}
      submitting={submitting}
      onSubmit={onSubmit}
      className={className}
      {...props}
    >
      <LeadFields formId={formId} form={form} fields={raioXForm.fields} />
      {TRACKING_PARAMS.map((key) => (
        <input key={key} type="hidden" name={key} value={tracking[key] ?? ''} />
      ))}
      <HoneypotField id={`${formId}-website`} registration={form.register('website')} />
      <FormAlert message={serverMessage} />
      <SubmitButton submitting={submitting} label={raioXForm.submitLabel} className="mt-2" />
      <ConsentNotice />
    </LeadFormShell>
  );
}
