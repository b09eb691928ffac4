import { useMemo } from 'react';
import { useLocation } from 'react-router';

import { raioXForm } from '@/content/agentes-de-ia';
import { useHydrated } from '@/lib/use-hydrated';

import { raioXLeadFormSchema } from '../api/lead-schema';
import { parseTrackingParams, TRACKING_PARAMS } from '../attribution';
import { LeadForm, type LeadFormProps } from './lead-form';

/**
 * Raio-X form (/agentes-de-ia): Nome, Email, WhatsApp (phone input with
 * country picker, Brazil by default) and Empresa; hidden inputs carry the page's tracking values
 * (utm_*, gclid, fbclid), sent with the lead. Renders only the `<form>`; the card around it
 * belongs to the page. Name it with `aria-labelledby` (the card's title id) when there is one.
 */
export function RaioXLeadForm(props: LeadFormProps) {
  const { search } = useLocation();
  const hydrated = useHydrated();
  // The prerendered HTML has no query string: read it only once hydrated.
  const tracking = useMemo(() => (hydrated ? parseTrackingParams(search) : {}), [hydrated, search]);

  return (
    <LeadForm
      options={{
        schema: raioXLeadFormSchema,
        toSubmission: ({ website, ...fields }) => ({ origin: 'raio-x', fields, honeypot: website, tracking }),
        toasts: raioXForm.toasts,
        logLabel: 'Erro ao enviar o formulário de contato (Raio-X)',
        trafficName: 'raio-x',
      }}
      title={raioXForm.title}
      fields={raioXForm.fields}
      submitLabel={raioXForm.submitLabel}
      hiddenInputs={TRACKING_PARAMS.map((key) => (
        <input key={key} type="hidden" name={key} value={tracking[key] ?? ''} />
      ))}
      {...props}
    />
  );
}
