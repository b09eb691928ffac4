/**
 * A supabase-js answer's `error` as a throw (see ./supabase-result.ts, which re-exports it). A
 * module of its own, without the row schemas' library: the admin's sign-in page uses it.
 */

/** What a supabase-js request resolves to (PostgREST, an RPC, auth…). */
interface Answer {
  error: unknown;
}

/** The member of an answer's union that carries no error (where supabase-js types one). */
type Success<Result extends Answer> = Exclude<Result, { error: object }>;

/**
 * The answer, once its `error` is known to be empty; otherwise throws it, through `toError` when
 * the caller gives the refusal a meaning of its own (e.g. the form field it is about).
 */
export async function throwOnError<Result extends Answer>(
  request: PromiseLike<Result>,
  toError: (error: NonNullable<Result['error']>) => unknown = (error) => error,
): Promise<Success<Result>> {
  const result = await request;
  if (result.error) throw toError(result.error);
  return result as Success<Result>;
}
