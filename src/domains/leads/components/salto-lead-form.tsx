import { Lock } from 'lucide-react';
import { useId } from 'react';

import { saltoForm } from '@/content/salto';

import { saltoLeadFormSchema } from '../api/lead-schema';
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

type SaltoLeadFormProps = LeadFormProps;

/**
 * SALTO signup form (/salto): nome, e-mail, telefone (WhatsApp) and empresa, all
 * required; stored with `pagina_origem: '/salto'`. Renders only the `<form>`; the card and the
 * heading around it belong to the page. Name it with `aria-labelledby` (the card's title id);
 * otherwise it is named after the section title.
 */
export function SaltoLeadForm({ className, ...props }: SaltoLeadFormProps) {
  const formId = useId();
  const { form, onSubmit, submitting, serverMessage } = useLeadForm({
    schema: saltoLeadFormSchema,
    toSubmission: ({ website, ...fields }) => ({ origin: 'salto', fields, honeypot: website }),
    toasts: {
      success: saltoForm.toasts.success,
      error: saltoForm.toasts.error,
      unexpected: saltoForm.toasts.error,
    },
    logLabel: 'Erro ao enviar a inscrição do SALTO',
  });

  return (
    <LeadFormShell
      title={saltoForm.title}
      submitting={submitting}
      onSubmit={onSubmit}
      className={className}
      {...props}
    >
      <LeadFields formId={formId} form={form} fields={saltoForm.fields} />
      <HoneypotField id={`${formId}-website`} registration={form.register('website')} />
      <FormAlert message={serverMessage} />
      <SubmitButton submitting={submitting} label={saltoForm.submitLabel} className="mt-2" />
      <p className="flex items-center justify-center gap-1.5 text-sm text-ink-600">
        <Lock aria-hidden="true" className="size-3.5" />
        {saltoForm.reassurance}
      </p>
      <ConsentNotice />
    </LeadFormShell>
  );
}
