import type { MiddlewareHandler } from 'hono';
import type { Config } from '../config.ts';
import type { DbRole } from '../db/request-transaction.ts';
import { JwtError, roleOf, type JwtClaims, type JwtKeys } from './jwt.ts';

/**
 * Supabase's API gateway in front of /rest/v1, /auth/v1 and /storage/v1. It checks the `apikey`
 * (header, or query parameter) against the project's keys and hands the service behind a JWT in
 * `Authorization`:
 * - a user's session (or a legacy key) already there is passed on, to be verified by the service;
 * - otherwise, or when `Authorization` carries the same publishable or secret key as `apikey`
 *   (supabase-js sends both), the key becomes a short-lived token of its role: publishable → anon,
 *   secret → service_role; a legacy anon or service_role key (a JWT) is passed on as is.
 * A secret key sent by a browser is refused, as hosted refuses it.
 */
export class ApiKeyError extends Error {
  readonly status = 401;
  constructor(
    /** The gateway's `sb-error-code` header. */
    readonly errorCode: string,
    message: string,
    readonly hint?: string,
  ) {
    super(message);
  }

  response(): Response {
    const body =
      this.hint === undefined ? { message: this.message } : { message: this.message, hint: this.hint };
    return Response.json(body, { status: 401, headers: { 'sb-error-code': this.errorCode } });
  }
}

export interface Caller {
  role: DbRole;
  claims: JwtClaims;
  /** The bearer token the service received (a user's access token, a key or the gateway's token). */
  token: string;
}

export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '');
  return match ? match[1].trim() : null;
}

type ApiKeyKind = 'publishable' | 'secret' | 'legacy';

/** The project's API keys: what each is and the role it stands for. */
function projectKey(config: Config, key: string): { kind: ApiKeyKind; role: 'anon' | 'service_role' } | null {
  if (key === config.publishableKey) return { kind: 'publishable', role: 'anon' };
  if (key === config.secretKey) return { kind: 'secret', role: 'service_role' };
  if (key === config.anonKey) return { kind: 'legacy', role: 'anon' };
  if (key === config.serviceRoleKey) return { kind: 'legacy', role: 'service_role' };
  return null;
}

const OPAQUE_KEY = /^sb_(publishable|secret)_/;
/** Every browser's User-Agent starts so (also tools that pose as one), which is what hosted matches on. */
const BROWSER_AGENT = /^Mozilla\//;
/** Life of the token the gateway makes from a publishable or secret key. */
const KEY_TOKEN_SECONDS = 300;

/**
 * The `Authorization` the service behind the gateway receives (null: none, as Kong leaves it for a
 * legacy key alone); throws ApiKeyError when refused.
 */
export async function gatewayAuthorization(
  headers: Headers,
  url: URL,
  config: Config,
  keys: JwtKeys,
): Promise<string | null> {
  const apiKey = headers.get('apikey') ?? url.searchParams.get('apikey');
  if (!apiKey)
    throw new ApiKeyError(
      'UNAUTHORIZED_MISSING_API_KEY',
      'No API key found in request',
      'No `apikey` request header or url param was found.',
    );
  const key = projectKey(config, apiKey);
  if (!key)
    throw OPAQUE_KEY.test(apiKey)
      ? new ApiKeyError('UNAUTHORIZED_INVALID_API_KEY', 'Invalid API key')
      : new ApiKeyError(
          'UNAUTHORIZED_INVALID_API_KEY',
          'Invalid API key',
          'Double check your Supabase `anon` or `service_role` API key.',
        );
  if (key.kind === 'secret' && BROWSER_AGENT.test(headers.get('user-agent') ?? ''))
    throw new ApiKeyError(
      'UNAUTHORIZED_INVALID_API_KEY_TYPE',
      'Forbidden use of secret API key in browser',
      'Secret API keys can only be used in a protected environment and should never be used in a browser. Delete this secret API key immediately!',
    );

  const authorization = headers.get('authorization');
  const bearer = bearerToken(headers);
  if (authorization && !(bearer && OPAQUE_KEY.test(bearer))) return authorization;
  if (bearer && bearer !== apiKey)
    throw new ApiKeyError(
      'UNAUTHORIZED_INVALID_API_KEY',
      'Invalid API key',
      'Authorization carries a publishable or secret key other than the apikey header. API keys are not JWTs: send them in the apikey header (or the same key in both).',
    );
  if (key.kind === 'legacy') return authorization;
  const iat = Math.floor(Date.now() / 1000);
  return `Bearer ${await keys.sign({ iss: 'supabase', role: key.role, iat, exp: iat + KEY_TOKEN_SECONDS })}`;
}

/**
 * The gateway as middleware. `open`: routes reached without a key (links in e-mails, public files,
 * the JWKS), which it passes untouched.
 */
export function apiGateway(
  config: Config,
  keys: JwtKeys,
  open: (path: string, method: string) => boolean,
): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || open(c.req.path, c.req.method)) return next();
    try {
      const headers = c.req.raw.headers;
      const url = new URL(c.req.url);
      const authorization = await gatewayAuthorization(headers, url, config, keys);
      if (authorization) headers.set('authorization', authorization);
      // A key sent in the address (`?apikey=`, what a beacon or a plain link can send) reaches the
      // services as the header would; the REST route drops it from the query (withoutApiKeyParam).
      if (!headers.has('apikey') && url.searchParams.has('apikey')) {
        headers.set('apikey', url.searchParams.get('apikey')!);
      }
    } catch (error) {
      if (error instanceof ApiKeyError) return error.response();
      throw error;
    }
    await next();
  };
}

/**
 * Who is calling, from the token the gateway passed on, else the legacy key in `apikey` (a JWT, as
 * PostgREST and storage-api take it). Throws JwtError when it is refused.
 */
export async function identifyCaller(headers: Headers, keys: JwtKeys): Promise<Caller> {
  const token = bearerToken(headers) ?? headers.get('apikey');
  if (!token) throw new JwtError('malformed', 'No bearer token');
  const claims = await keys.verify(token);
  return { role: roleOf(claims), claims, token };
}

/**
 * The request's address without the `apikey` query parameter: hosted Supabase's gateway hides the
 * credential it checked, so PostgREST never reads it as a filter.
 */
export function withoutApiKeyParam(address: string): URL {
  const url = new URL(address);
  url.searchParams.delete('apikey');
  return url;
}

export { JwtError };
