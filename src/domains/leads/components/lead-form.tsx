/** The form both lead forms (SALTO and Raio-X) render: the same fields, states and safeguards. */
import { CircleAlert } from 'lucide-react';
import { useId, useRef, type ComponentProps, type ReactNode } from 'react';
import { Controller, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PhoneInput, preloadPhoneInput } from '@/components/ui/phone-input';
import { SubmitButton } from '@/components/ui/submit-button';
import { consentNotice, honeypotTexts, phoneInputTexts, SUBMITTING_LABEL } from '@/content/lead-forms';
import type { LeadFormField } from '@/content/types';
import { cn } from '@/lib/utils';

import { preloadLeadInsert } from '../api/insert-lead';
import type { LeadFormInput, LeadFormValues } from '../api/lead-schema';
import { useLeadForm, type LeadFormOptions } from '../hooks/use-lead-form';

/**
 * Anti-spam field: off-screen, out of the tab order and hidden from assistive tech.
 * People never fill it; naive bots do, and the database then drops the lead silently.
 */
function HoneypotField({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none absolute -left-[9999px] h-px w-px overflow-hidden opacity-0"
    >
      <label htmlFor={id}>{honeypotTexts.label}</label>
      <input id={id} type="text" tabIndex={-1} autoComplete="off" {...registration} />
    </div>
  );
}

/** The consent line under the button; the version shown is stored with the lead. */
function ConsentNotice() {
  return (
    <p className="text-xs leading-relaxed text-ink-600">
      {consentNotice.before}
      <Link
        to={consentNotice.href}
        className="font-medium text-accent-800 underline underline-offset-2 hover:text-accent-900"
      >
        {consentNotice.linkLabel}
      </Link>
      {consentNotice.after}
    </p>
  );
}

/** A refusal by the server that the visitor must read (burst limit, refused value). */
function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-lg border border-danger-200 bg-danger-50 px-3 py-2.5 text-sm text-danger-800"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <span>{message}</span>
    </p>
  );
}

/**
 * On the first focus inside the form, start loading what a submit needs (supabase-js) and the
 * full phone input, so neither is on the page's first load nor delays the visitor.
 */
function useWarmUpOnFocus() {
  const warmed = useRef(false);
  return () => {
    if (warmed.current) return;
    warmed.current = true;
    preloadLeadInsert();
    preloadPhoneInput().catch(() => {
      // The field retries on its own.
    });
  };
}

/**
 * The four lead fields, in the content's order; the telefone one is the phone input. The
 * controls carry the native `required` (semantics only: the form validates on its own).
 */
function LeadFields({
  formId,
  form,
  fields,
}: {
  formId: string;
  form: UseFormReturn<LeadFormInput, unknown, LeadFormValues>;
  fields: readonly LeadFormField[];
}) {
  const { errors } = form.formState;
  return fields.map((field) => (
    <FormField
      key={field.name}
      id={`${formId}-${field.name}`}
      label={field.label}
      error={errors[field.name]?.message}
    >
      {(control) =>
        field.name === 'telefone' ? (
          <Controller
            control={form.control}
            name="telefone"
            render={({ field: phone }) => (
              <PhoneInput
                {...control}
                name={phone.name}
                value={phone.value}
                onChange={phone.onChange}
                onBlur={phone.onBlur}
                ref={phone.ref}
                placeholder={field.placeholder}
                autoComplete={field.autoComplete}
                defaultCountry={phoneInputTexts.defaultCountry}
                required
              />
            )}
          />
        ) : (
          <Input
            {...control}
            type={field.type}
            inputMode={field.type === 'email' ? 'email' : undefined}
            autoComplete={field.autoComplete}
            autoCapitalize={field.type === 'email' ? 'none' : 'words'}
            spellCheck={false}
            placeholder={field.placeholder}
            required
            {...form.register(field.name)}
          />
        )
      }
    </FormField>
  ));
}

export type LeadFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children' | 'noValidate' | 'method'>;

interface LeadFormViewProps extends LeadFormProps {
  /** What is sent and said (`useLeadForm`). */
  options: LeadFormOptions;
  /** Accessible name when the page does not name the form with `aria-labelledby`. */
  title: string;
  fields: readonly LeadFormField[];
  submitLabel: string;
  /** Inputs sent with the fields but not shown (the Raio-X form's tracking values). */
  hiddenInputs?: ReactNode;
  /** A line between the button and the consent notice (the SALTO form's reassurance). */
  note?: ReactNode;
}

/**
 * A lead form: the fields, the honeypot, the server's refusal, the submit and the consent line.
 * Our own validation, and safe before hydration. Renders only the `<form>`; the card around it
 * belongs to the page.
 */
export function LeadForm({
  options,
  title,
  fields,
  submitLabel,
  hiddenInputs,
  note,
  className,
  ...props
}: LeadFormViewProps) {
  const formId = useId();
  const { form, onSubmit, onInput, submitting, serverMessage } = useLeadForm(options);
  const warmUp = useWarmUpOnFocus();
  return (
    <form
      aria-label={props['aria-labelledby'] ? undefined : title}
      {...props}
      // Our messages replace the browser's bubbles; type="email" and required stay for semantics.
      noValidate
      // Before hydration a native submit must never put personal data in the URL.
      method="post"
      aria-busy={submitting}
      onSubmit={onSubmit}
      onInput={onInput}
      onFocus={warmUp}
      className={cn('relative flex flex-col gap-4', className)}
    >
      <LeadFields formId={formId} form={form} fields={fields} />
      {hiddenInputs}
      <HoneypotField id={`${formId}-website`} registration={form.register('website')} />
      <FormAlert message={serverMessage} />
      <SubmitButton
        pending={submitting}
        label={submitLabel}
        pendingLabel={SUBMITTING_LABEL}
        size="lg"
        className="mt-2 w-full"
      />
      {note}
      <ConsentNotice />
    </form>
  );
}
