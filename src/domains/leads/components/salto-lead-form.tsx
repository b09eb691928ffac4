import { Lock } from 'lucide-react';

import { saltoForm } from '@/content/salto';

import { saltoLeadFormSchema } from '../api/lead-schema';
import { LeadForm, type LeadFormProps } from './lead-form';

/**
 * SALTO signup form (/salto): nome, e-mail, telefone (WhatsApp) and empresa, all
 * required; stored with `pagina_origem: '/salto'`. Renders only the `<form>`; the card and the
 * heading around it belong to the page. Name it with `aria-labelledby` (the card's title id);
 * otherwise it is named after the section title.
 */
export function SaltoLeadForm(props: LeadFormProps) {
  return (
    <LeadForm
      options={{
        schema: saltoLeadFormSchema,
        toSubmission: ({ website, ...fields }) => ({ origin: 'salto', fields, honeypot: website }),
        toasts: {
          success: saltoForm.toasts.success,
          error: saltoForm.toasts.error,
          unexpected: saltoForm.toasts.error,
        },
        logLabel: 'Erro ao enviar a inscrição do SALTO',
        trafficName: 'salto',
      }}
      title={saltoForm.title}
      fields={saltoForm.fields}
      submitLabel={saltoForm.submitLabel}
      note={
        <p className="flex items-center justify-center gap-1.5 text-sm text-ink-600">
          <Lock aria-hidden="true" className="size-3.5" />
          {saltoForm.reassurance}
        </p>
      }
      {...props}
    />
  );
}
