import { useId, type ReactNode } from 'react';

import { FieldError } from '@/components/ui/input';

import { FieldLabel } from './form-field';

interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface FieldProps {
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** Renders the control with the id and aria props it is given. */
  children: (props: FieldControlProps) => ReactNode;
}

/**
 * Label, control, error and hint, linked for assistive technology, with ids of its own (the insight
 * and news forms). Forms that name their ids use `FormField`.
 */
export function Field({ label, required = false, error, hint, children }: FieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required ? true : undefined,
      })}
      {error && <FieldError id={errorId}>{error}</FieldError>}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs break-words text-ink-600">
          {hint}
        </p>
      )}
    </div>
  );
}
