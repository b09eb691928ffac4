/** Pieces shared by the SALTO and Raio-X lead forms. */
import { CircleAlert } from 'lucide-react';
import { useRef, type ComponentProps, type FormEventHandler, type ReactNode } from 'react';
import { Controller, type UseFormRegisterReturn, type UseFormReturn } from 'react-hook-form';
import { Link } from 'react-router';

import { Button } from '@/components/ui/button';
import { FieldError, Input, Label } from '@/components/ui/input';
import { PhoneInput, preloadPhoneInput } from '@/components/ui/phone-input';
import { Spinner } from '@/components/ui/spinner';
import { consentNotice, honeypotTexts, phoneInputTexts, SUBMITTING_LABEL } from '@/content/lead-forms';
import { cn } from '@/lib/utils';

import { preloadLeadInsert } from '../api/insert-lead';
import type { LeadFormInput, LeadFormValues } from '../api/lead-schema';

/** Ids of a field's input and its error message (for `aria-describedby`). */
export function fieldIds(formId: string, name: string) {
  return { input: `${formId}-${name}`, error: `${formId}-${name}-erro` };
}

/** Label, control and (when invalid) the error, announced and linked to the control. */
export function LeadFormField({
  inputId,
  errorId,
  label,
  error,
  children,
}: {
  inputId: string;
  errorId: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={inputId}>{label}</Label>
      {children}
      {error && (
        <FieldError id={errorId} className="flex items-start gap-1.5">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </FieldError>
      )}
    </div>
  );
}

/** Props for a text input of a lead form: invalid state and description wired for assistive tech. */
export function fieldA11y(errorId: string, error: string | undefined) {
  return {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;
}

/**
 * Anti-spam field: off-screen, out of the tab order and hidden from assistive tech.
 * People never fill it; naive bots do, and the database then drops the lead silently.
 */
export function HoneypotField({ id, registration }: { id: string; registration: UseFormRegisterReturn }) {
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
export function ConsentNotice({ className }: { className?: string }) {
  return (
    <p className={cn('text-xs leading-relaxed text-ink-600', className)}>
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

export function SubmitButton({
  submitting,
  label,
  className,
}: {
  submitting: boolean;
  label: string;
  className?: string;
}) {
  return (
    <Button type="submit" size="lg" disabled={submitting} className={cn('w-full', className)}>
      {submitting ? (
        <>
          <Spinner />
          {SUBMITTING_LABEL}
        </>
      ) : (
        label
      )}
    </Button>
  );
}

/** A refusal by the server that the visitor must read (burst limit, refused value). */
export function FormAlert({ message }: { message?: string }) {
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
export function useWarmUpOnFocus() {
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

export interface ToastText {
  title: string;
  description: string;
}

/** Shows a toast. sonner is loaded after hydration by the root (same chunk): not on first load. */
export async function showToast(kind: 'success' | 'error', { title, description }: ToastText): Promise<void> {
  const { toast } = await import('sonner');
  if (kind === 'success') toast.success(title, { description });
  else toast.error(title, { description });
}

export interface LeadFieldContent {
  readonly name: 'nome' | 'email' | 'telefone' | 'empresa';
  readonly label: string;
  readonly placeholder: string;
  readonly type: 'text' | 'email' | 'tel';
  readonly autoComplete: string;
}

/** The four lead fields, in the content's order; the telefone one is the phone input. */
export function LeadFields({
  formId,
  form,
  fields,
}: {
  formId: string;
  form: UseFormReturn<LeadFormInput, unknown, LeadFormValues>;
  fields: readonly LeadFieldContent[];
}) {
  const { errors } = form.formState;
  return fields.map((field) => {
    const ids = fieldIds(formId, field.name);
    const error = errors[field.name]?.message;
    return (
      <LeadFormField
        key={field.name}
        inputId={ids.input}
        errorId={ids.error}
        label={field.label}
        error={error}
      >
        {field.name === 'telefone' ? (
          <Controller
            control={form.control}
            name="telefone"
            render={({ field: control }) => (
              <PhoneInput
                id={ids.input}
                name={control.name}
                value={control.value}
                onChange={control.onChange}
                onBlur={control.onBlur}
                ref={control.ref}
                placeholder={field.placeholder}
                autoComplete={field.autoComplete}
                defaultCountry={phoneInputTexts.defaultCountry}
                required
                {...fieldA11y(ids.error, error)}
              />
            )}
          />
        ) : (
          <Input
            id={ids.input}
            type={field.type}
            inputMode={field.type === 'email' ? 'email' : undefined}
            autoComplete={field.autoComplete}
            autoCapitalize={field.type === 'email' ? 'none' : 'words'}
            spellCheck={false}
            placeholder={field.placeholder}
            required
            {...fieldA11y(ids.error, error)}
            {...form.register(field.name)}
          />
        )}
      </LeadFormField>
    );
  });
}

export type LeadFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children' | 'noValidate' | 'method'>;

interface LeadFormShellProps extends LeadFormProps {
  /** Accessible name when the page does not name the form with `aria-labelledby`. */
  title: string;
  submitting: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}

/** The `<form>` element both lead forms share: our own validation, safe before hydration. */
export function LeadFormShell({
  title,
  submitting,
  onSubmit,
  className,
  children,
  ...props
}: LeadFormShellProps) {
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
      onFocus={warmUp}
      className={cn('relative flex flex-col gap-4', className)}
    >
      {children}
    </form>
  );
}
