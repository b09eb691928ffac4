import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** GoTrue's API version header: supabase-js sends `2024-01-01` and GoTrue echoes it back. */
export const API_VERSION_HEADER = 'x-supabase-api-version';
const API_VERSION_2024_01_01 = Date.UTC(2024, 0, 1);

/** An error GoTrue would answer with: HTTP status, `error_code`, message. */
export class AuthError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly errorCode: string,
    message: string,
    /** Extra top-level fields (e.g. `weak_password: { reasons }`). */
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

export const badRequest = (code: string, msg: string) => new AuthError(400, code, msg);
export const forbidden = (code: string, msg: string) => new AuthError(403, code, msg);
export const notFound = (code: string, msg: string) => new AuthError(404, code, msg);
export const unprocessable = (code: string, msg: string) => new AuthError(422, code, msg);

export function weakPassword(minimumLength: number): AuthError {
  return new AuthError(422, 'weak_password', `Password should be at least ${minimumLength} characters.`, {
    weak_password: { reasons: ['length'] },
  });
}

/** The API version the request asks for (GoTrue's DetermineClosestAPIVersion), or null for the initial one. */
function requestedApiVersion(c: Context): number | null {
  const header = c.req.header(API_VERSION_HEADER);
  if (!header || !/^\d{4}-\d{2}-\d{2}$/.test(header)) return null;
  const date = Date.parse(`${header}T00:00:00Z`);
  return Number.isNaN(date) || date < API_VERSION_2024_01_01 ? null : API_VERSION_2024_01_01;
}

/**
 * GoTrue's HandleResponseError: with `X-Supabase-Api-Version: 2024-01-01` (what supabase-js sends)
 * the body is `{ code: <error_code>, message }` and the header is echoed; without it, the initial
 * shape `{ code: <status>, error_code, msg }`.
 */
export function authErrorResponse(c: Context, error: AuthError): Response {
  if (requestedApiVersion(c) !== null) {
    c.header(API_VERSION_HEADER, '2024-01-01');
    return c.json({ code: error.errorCode, message: error.message, ...error.extra }, error.status);
  }
  return c.json(
    { code: error.status, error_code: error.errorCode, msg: error.message, ...error.extra },
    error.status,
  );
}
