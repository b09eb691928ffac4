import { SignJWT } from 'jose';
import type { JwtKeys } from '../http/jwt.ts';
import { JwtError } from '../http/gateway.ts';
import { ERRORS } from './errors.ts';

/**
 * storage-api's signed URL tokens: JWTs signed with the project's URL signing key (the legacy JWT
 * secret, HS256, as the Supabase CLI configures storage), bound to one object (`url` is
 * `<bucket>/<name>`) and one action (`scope`), expiring `expiresIn` seconds after signing.
 */
export type SignedScope = 'download' | 'upload';

export interface DownloadClaims {
  url: string;
  scope?: SignedScope;
  transformations?: string;
  format?: string;
  exp: number;
}

export interface UploadClaims {
  url: string;
  scope?: SignedScope;
  owner?: string;
  upsert: boolean;
  exp: number;
}

/** storage-api's `signJWT`: header `{alg: 'HS256'}`, `iat` now, `exp` after `expiresIn` seconds. */
export function signToken(
  secret: string,
  claims: Record<string, unknown>,
  expiresIn: number,
): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuedAt()
    .setExpirationTime(`${Math.floor(expiresIn)}s`)
    .sign(new TextEncoder().encode(secret));
}

/**
 * storage-api's `verifyObjectSignature`: a token jose refuses (signature, expiry, shape) is
 * InvalidJWT with jose's message; one for another action is `Token is not scoped for <scope>`; one
 * for another object is InvalidSignature. Tokens without `scope` are legacy ones: an upload token
 * is the one carrying `upsert`.
 */
export async function verifyObjectToken(
  keys: JwtKeys,
  token: string,
  bucket: string,
  name: string,
  scope: 'download',
): Promise<DownloadClaims>;
export async function verifyObjectToken(
  keys: JwtKeys,
  token: string,
  bucket: string,
  name: string,
  scope: 'upload',
): Promise<UploadClaims>;
export async function verifyObjectToken(
  keys: JwtKeys,
  token: string,
  bucket: string,
  name: string,
  scope: SignedScope,
): Promise<DownloadClaims | UploadClaims> {
  let payload: Record<string, unknown>;
  try {
    payload = await keys.verify(token);
  } catch (error) {
    if (error instanceof JwtError) throw ERRORS.invalidJwt(error.message);
    throw error;
  }
  const legacyUpload = payload.scope === undefined && 'upsert' in payload;
  const scoped =
    scope === 'upload'
      ? payload.scope === 'upload' || legacyUpload
      : payload.scope === 'download' || (payload.scope === undefined && !legacyUpload);
  if (!scoped) throw ERRORS.invalidSignature(`Token is not scoped for ${scope}`);
  if (payload.url !== `${bucket}/${name}`) throw ERRORS.invalidSignature();
  // Reached only by a token jose let through without `exp` checks failing (as in storage-api).
  if (typeof payload.exp === 'number' && payload.exp * 1000 < Date.now()) throw ERRORS.expiredSignature();
  return payload as unknown as DownloadClaims | UploadClaims;
}
