import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

import { SaveError } from '@/lib/db-error';

/**
 * After a refused save: flags the field the refusal names (a `SaveError` whose constraint table
 * knows the constraint) and returns its message; undefined when no field of the form is named.
 * The save must name only fields of this form.
 */
export function flagRefusedField<Values extends FieldValues>(
  form: UseFormReturn<Values>,
  error: unknown,
): string | undefined {
  if (!(error instanceof SaveError) || !error.field || !error.fieldMessage) return undefined;
  form.setError(
    error.field as Path<Values>,
    { type: 'server', message: error.fieldMessage },
    { shouldFocus: true },
  );
  return error.fieldMessage;
}
