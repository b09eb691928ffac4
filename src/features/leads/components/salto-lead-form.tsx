import { Lock } from 'lucide-react';
import { useId, type ComponentProps } from 'react';

import { saltoForm } from '@/content/salto';
import { cn } from '@/lib/utils';

import { saltoLeadFormSchema } from '../api/lead-schema';
import { useLeadForm } from '../hooks/use-lead-form';
import {
  ConsentNotice,
  FormAlert,
  HoneypotField,
  LeadFields,
  SubmitButton,
  useWarmUpOnFocus,
} from './lead-form-parts';

type SaltoLeadFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children' | 'noValidate' | 'method'>;

/**
 * SALTO signup form (spec §2 /salto, §5, §8): nome, e-mail, telefone (WhatsApp) and empresa, all
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
  const warmUp = useWarmUpOnFocus();

  return (
    <form
      aria-label={props['aria-labelledby'] ? undefined : saltoForm.title}
      {...props}
      // Our messages replace the browser's bubbles; type="email" and required stay for semantics.
      noValidate
      // Before hydration a native submit must never put personal data in the URL.
      method="post"
      aria-busy={submitting}
      onSubmit={onSubmit}
      onFocus={warmUp}
      className={cn('relative flex flex-col gap-4', className)}
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
    </form>
  );
}
