import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { toPasswordError } from '../api/password';

/**
 * Shows a refusal of Supabase Auth on the form: under the field it is about when the form has that
 * field, else above the submit button (`root`). What was typed stays.
 */
export function showRefusal<Values extends FieldValues>(
  setError: UseFormSetError<Values>,
  error: unknown,
  fields: readonly Path<Values>[],
): void {
  const refusal = toPasswordError(error);
  const field = fields.find((name) => name === refusal.field);
  setError(
    field ?? ('root' as Path<Values>),
    { type: 'server', message: refusal.message },
    { shouldFocus: Boolean(field) },
  );
}

/** The refusal that belongs to no field, announced when it appears. */
export function RootRefusal({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-danger-800">
      {message}
    </p>
  );
}
