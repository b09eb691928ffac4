import type { Config } from '../config.ts';
import { JwtError, roleOf, verifyJwt, type JwtClaims } from './jwt.ts';
import type { DbRole } from '../db/request-transaction.ts';

/** Kong's answer when the `apikey` is missing or unknown (Supabase's API gateway). */
export class ApiKeyError extends Error {
  readonly status = 401;
}

export interface Caller {
  role: DbRole;
  claims: JwtClaims;
  /** The bearer token actually used (the user's access token, or the API key). */
  token: string;
}

export function bearerToken(headers: Headers): string | null {
  const match = /^Bearer\s+(.+)$/i.exec(headers.get('authorization') ?? '');
  return match ? match[1].trim() : null;
}

/** Checks the `apikey` header as Supabase's gateway does: it must be the anon or service key. */
export function requireApiKey(headers: Headers, config: Config): string {
  const apiKey = headers.get('apikey') ?? bearerToken(headers);
  if (!apiKey) throw new ApiKeyError('No API key found in request');
  if (apiKey !== config.anonKey && apiKey !== config.serviceRoleKey) {
    throw new ApiKeyError('Invalid authentication credentials');
  }
  return apiKey;
}

/**
 * Who is calling: the bearer token (a user's access token or a key) verified as a JWT, falling
 * back to the `apikey`. Throws ApiKeyError or JwtError.
 */
export async function identifyCaller(headers: Headers, config: Config): Promise<Caller> {
  const apiKey = requireApiKey(headers, config);
  const token = bearerToken(headers) ?? apiKey;
  const claims = await verifyJwt(token, config.jwtSecret);
  return { role: roleOf(claims), claims, token };
}

export { JwtError };
