import type { ComponentProps } from 'react';

import { cn } from '@/lib/utils';

export const fieldClasses = cn(
  'block w-full rounded-lg border border-ink-300 bg-white px-3.5 text-base text-ink-950 shadow-xs sm:text-sm',
  'placeholder:text-ink-500 focus:border-accent-600 focus:ring-2 focus:ring-accent-500/30 focus:outline-none',
  'aria-invalid:border-danger-600 aria-invalid:focus:ring-danger-600/20 disabled:bg-ink-50 disabled:text-ink-500',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, 'h-11', className)} {...props} />;
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
  return <textarea className={cn(fieldClasses, 'py-2.5', className)} {...props} />;
}

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('mb-1.5 block text-sm font-medium text-ink-900', className)} {...props} />;
}

/** The message under a field; link it with `aria-describedby` on the input. */
export function FieldError({ className, ...props }: ComponentProps<'p'>) {
  return <p role="alert" className={cn('mt-1.5 text-sm text-danger-800', className)} {...props} />;
}
