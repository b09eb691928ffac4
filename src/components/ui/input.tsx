import { clsx } from 'clsx';
import type { ComponentProps } from 'react';

/**
 * The look of a text field (border, focus ring, invalid and disabled states) for any control; the
 * classes are in src/styles/app.css, and utilities a caller adds override them.
 */
export const fieldClasses = 'ui-field';

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={clsx('ui-field ui-input', className)} {...props} />;
}

/** A web address box: the URL keyboard on phones, no autofill of unrelated addresses. */
export function UrlInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="url" inputMode="url" autoComplete="off" {...props} />;
}

/** An e-mail box: the e-mail keyboard on phones, no autofill or spell-checking of someone else's address. */
export function EmailInput(props: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <Input
      type="email"
      inputMode="email"
      autoComplete="off"
      spellCheck={false}
      placeholder="nome@empresa.com.br"
      {...props}
    />
  );
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea className={clsx('ui-field ui-textarea', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={clsx('ui-label', className)} {...props} />;
}

/** The message under a field; link it with `aria-describedby` on the input. */
export function FieldError({ className, ...props }: ComponentProps<'p'>) {
  return <p role="alert" className={clsx('ui-field-error', className)} {...props} />;
}
