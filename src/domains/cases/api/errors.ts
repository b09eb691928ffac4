/** What a PostgREST / Postgres refusal is, read from its SQLSTATE code. */
function errorCode(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/** A unique constraint refused the row (a slug already taken). */
export function isUniqueViolation(error: unknown): boolean {
  return errorCode(error) === '23505';
}
