import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';

import { FieldError, Label } from '@/components/ui/input';
import { cn } from '@/lib/utils';

/** What a field's control spreads: its id and the aria props linking it to the label, error and hint. */
interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  'aria-required'?: true;
}

interface FormFieldProps {
  label: ReactNode;
  /**
   * The control's id; the error is `{id}-erro`, the hint `{id}-dica` and the label `{id}-rotulo` (for
   * a control that is named with `aria-labelledby`, such as the rich-text editor). A generated one by
   * default; the lead forms pass their own, derived from the form's id and the field's name.
   */
  id?: string;
  /**
   * Marks the field as required in the label and for assistive tech (the schema says why). A
   * control that carries the native `required` attribute itself leaves this off.
   */
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  className?: string;
  /** Renders the control with the id and aria props it is given. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, control, hint and (when invalid) the error with its icon, linked for assistive technology
 * with ids of their own. The label's required mark is hidden from screen readers: the control
 * carries `aria-required`.
 */
export function FormField({ label, id, required = false, error, hint, className, children }: FormFieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-dica`;
  const errorId = `${controlId}-erro`;
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ');
  return (
    <div className={cn('min-w-0', className)}>
      <Label id={`${controlId}-rotulo`} htmlFor={controlId}>
        {label}
        {required && (
          <span aria-hidden="true" className="text-danger-800">
            {' '}
            *
          </span>
        )}
      </Label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy || undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs break-words text-ink-600">
          {hint}
        </p>
      )}
      {error && (
        <FieldError id={errorId} className="flex items-start gap-1.5">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </FieldError>
      )}
    </div>
  );
}
