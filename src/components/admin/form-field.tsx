import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

import { FieldError, Label } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** Ids of a field's control, error and hint (for `aria-describedby`). */
export function fieldIds(formId: string, name: string) {
  return { input: `${formId}-${name}`, error: `${formId}-${name}-erro`, hint: `${formId}-${name}-dica` };
}

/** Props wiring a control to its error and hint for assistive tech. */
export function fieldA11y(ids: ReturnType<typeof fieldIds>, error: string | undefined, hasHint = false) {
  const describedBy = [error ? ids.error : null, hasHint ? ids.hint : null].filter(Boolean).join(' ');
  return {
    id: ids.input,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}

/** A field's label; the required mark is hidden from screen readers (the control says it). */
export function FieldLabel({
  htmlFor,
  required,
  children,
}: {
  htmlFor: string;
  required: boolean;
  children: ReactNode;
}) {
  return (
    <Label htmlFor={htmlFor}>
      {children}
      {required && (
        <span aria-hidden="true" className="text-danger-800">
          {' '}
          *
        </span>
      )}
    </Label>
  );
}

interface FormFieldProps {
  ids: ReturnType<typeof fieldIds>;
  label: ReactNode;
  /** Marks the field as required in the label (the schema says why). */
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  children: ReactNode;
}

/**
 * Label, control, hint and (when invalid) the error with its icon, for forms that name their ids
 * (`fieldIds`; the control spreads `fieldA11y`). The insight and news forms use `Field` instead.
 */
export function FormField({
  ids,
  label,
  required = false,
  error,
  hint,
  className,
  children,
}: FormFieldProps) {
  return (
    <div className={cn('min-w-0', className)}>
      <FieldLabel htmlFor={ids.input} required={required}>
        {label}
      </FieldLabel>
      {children}
      {hint && (
        <p id={ids.hint} className="mt-1.5 text-xs text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <FieldError id={ids.error} className="flex items-start gap-1.5">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </FieldError>
      )}
    </div>
  );
}
