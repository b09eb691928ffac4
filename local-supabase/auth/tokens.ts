import crypto from 'node:crypto';
import type { Queryable } from '../db/driver.ts';
import type { Services } from '../services.ts';
import { JwtError, type JwtClaims } from '../http/jwt.ts';
import { AuthError, badRequest, forbidden } from './errors.ts';
import { findUserById, isUuid, type Json, type UserRecord } from './users.ts';

export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: Json;
}

export interface ClientInfo {
  userAgent: string | null;
  ip: string | null;
}

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** GoTrue's refresh tokens: 12 random alphanumeric characters (crypto.SecureAlphanumeric(12)). */
export function newRefreshTokenString(): string {
  const bytes = crypto.randomBytes(12);
  return Array.from(bytes, (byte) => ALPHANUMERIC[byte % ALPHANUMERIC.length]).join('');
}

/** The access token GoTrue issues (AccessTokenClaims), signed with the project's signing key. */
export async function signAccessToken(
  services: Services,
  user: UserRecord,
  sessionId: string,
  amr: { method: string; timestamp: number }[],
): Promise<{ token: string; expiresAt: number; expiresIn: number }> {
  // GoTrue's CalculateAALAndAMR: a second factor among the session's methods makes it aal2.
  const aal = amr.some((entry) => AAL2_METHODS.includes(entry.method)) ? 'aal2' : 'aal1';
  const iat = Math.floor(Date.now() / 1000);
  const expiresIn = services.project.auth.jwtExpiry;
  const claims: JwtClaims = {
    iss: `${services.config.apiUrl}/auth/v1`,
    sub: user.id,
    aud: user.aud || 'authenticated',
    exp: iat + expiresIn,
    iat,
    email: user.email,
    phone: user.phone,
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    role: user.role || 'authenticated',
    aal,
    amr,
    session_id: sessionId,
    is_anonymous: user.isAnonymous,
  };
  return { token: await services.keys.sign(claims), expiresAt: iat + expiresIn, expiresIn };
}

export async function tokenResponse(
  services: Services,
  db: Queryable,
  userId: string,
  sessionId: string,
  refreshToken: string,
): Promise<TokenResponse> {
  const user = await findUserById(db, userId);
  if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
  const amr = await sessionAmr(db, sessionId);
  const access = await signAccessToken(services, user, sessionId, amr);
  return {
    access_token: access.token,
    token_type: 'bearer',
    expires_in: access.expiresIn,
    expires_at: access.expiresAt,
    refresh_token: refreshToken,
    user: user.json,
  };
}

/** The methods that are a second factor (GoTrue's AMRClaim.IsAAL2Claim). */
const AAL2_METHODS = ['totp', 'mfa/phone', 'mfa/webauthn'];

/** How a session was authenticated, GoTrue's AuthenticationMethod (the `amr` claim's `method`). */
export type AuthenticationMethod = 'password' | 'otp' | 'totp';

/** GoTrue's AddClaimToSession: one row per method and session, its time renewed on reuse. */
export async function addAmrClaim(
  db: Queryable,
  sessionId: string,
  method: AuthenticationMethod,
): Promise<void> {
  await db.query(
    `insert into auth.mfa_amr_claims (id, session_id, created_at, updated_at, authentication_method)
     values (gen_random_uuid(), $1, now(), now(), $2)
     on conflict on constraint mfa_amr_claims_session_id_authentication_method_pkey
     do update set updated_at = now()`,
    [sessionId, method],
  );
}

/** The `amr` claim: the session's methods, newest first (GoTrue's CalculateAALAndAMR). */
async function sessionAmr(
  db: Queryable,
  sessionId: string,
): Promise<{ method: string; timestamp: number }[]> {
  const { rows } = await db.query<{ method: string; timestamp: number }>(
    `select authentication_method as method, floor(extract(epoch from updated_at))::int as timestamp
     from auth.mfa_amr_claims where session_id = $1 order by updated_at desc, authentication_method`,
    [sessionId],
  );
  return rows.map((row) => ({ method: row.method, timestamp: Number(row.timestamp) }));
}

/** A new session with its first refresh token; records the sign-in on the user. */
export async function startSession(
  services: Services,
  db: Queryable,
  userId: string,
  client: ClientInfo,
  method: AuthenticationMethod = 'password',
): Promise<TokenResponse> {
  await db.query('update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1', [userId]);
  const { rows } = await db.query<{ id: string }>(
    `insert into auth.sessions (id, user_id, created_at, updated_at, user_agent, ip, aal)
     values (gen_random_uuid(), $1, now(), now(), $2, $3::inet, 'aal1') returning id::text`,
    [userId, client.userAgent, validIp(client.ip)],
  );
  const sessionId = rows[0].id;
  await addAmrClaim(db, sessionId, method);
  const token = newRefreshTokenString();
  await db.query(
    `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
     values ($1, $2, $3, false, now(), now(), null, $4)`,
    ['00000000-0000-0000-0000-000000000000', token, userId, sessionId],
  );
  return tokenResponse(services, db, userId, sessionId, token);
}

export function validIp(ip: string | null): string | null {
  if (!ip) return null;
  const first = ip.split(',')[0].trim();
  return /^[0-9a-f.:]+$/i.test(first) ? first : null;
}

interface RefreshRow {
  id: string;
  token: string;
  user_id: string;
  revoked: boolean;
  session_id: string | null;
  session_exists: boolean;
  session_expired: boolean;
  reuse_expired: boolean;
}

/**
 * GoTrue's refresh_token grant: rotation (the used token is revoked, its child returned), the
 * reuse interval (a revoked token presented again within `refresh_token_reuse_interval` seconds
 * gets the session's current token, so concurrent tabs don't sign each other out), and reuse
 * detection (later than that: the whole session is revoked and the caller is refused).
 */
export async function refreshTokenGrant(services: Services, refreshToken: unknown): Promise<TokenResponse> {
  if (typeof refreshToken !== 'string' || refreshToken === '') {
    throw badRequest('validation_failed', 'refresh_token required');
  }
  const interval = services.project.auth.refreshTokenReuseInterval;
  let reuseDetected = false;
  const result = await services.db.transaction(async (tx) => {
    const { rows } = await tx.query<RefreshRow>(
      `select rt.id::text as id, rt.token, rt.user_id, rt.revoked, rt.session_id::text as session_id,
         s.id is not null as session_exists,
         coalesce(s.not_after < now(), false) as session_expired,
         rt.updated_at + make_interval(secs => $2) < clock_timestamp() as reuse_expired
       from auth.refresh_tokens rt left join auth.sessions s on s.id = rt.session_id
       where rt.token = $1
       for update of rt`,
      [refreshToken, interval],
    );
    const row = rows[0];
    if (!row) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');

    const user = isUuid(row.user_id) ? await findUserById(tx, row.user_id) : null;
    if (!user) throw badRequest('refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found');
    if (user.banned) throw badRequest('user_banned', 'Invalid Refresh Token: User Banned');
    if (!row.session_id || !row.session_exists) {
      await tx.query('delete from auth.refresh_tokens where id = $1', [row.id]);
      return null; // committed, then refused below
    }
    if (row.session_expired) throw badRequest('session_expired', 'Invalid Refresh Token: Session Expired');

    let issued: string | null = null;
    if (row.revoked) {
      if (row.reuse_expired) {
        // Reuse detection: GoTrue revokes the token family; we end the session itself, so its
        // other refresh tokens and its access tokens (session_id claim) stop working at once.
        await tx.query('delete from auth.sessions where id = $1', [row.session_id]);
        reuseDetected = true;
        return null;
      }
      const active = await tx.query<{ token: string }>(
        `select token from auth.refresh_tokens where session_id = $1 and revoked = false order by id desc limit 1`,
        [row.session_id],
      );
      issued = active.rows[0]?.token ?? null;
    }

    if (!issued) {
      issued = newRefreshTokenString();
      await tx.query('update auth.refresh_tokens set revoked = true, updated_at = now() where id = $1', [
        row.id,
      ]);
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ($1, $2, $3, false, now(), now(), $4, $5)`,
        ['00000000-0000-0000-0000-000000000000', issued, row.user_id, row.token, row.session_id],
      );
    }
    await tx.query('update auth.sessions set refreshed_at = now(), updated_at = now() where id = $1', [
      row.session_id,
    ]);
    return tokenResponse(services, tx, row.user_id, row.session_id, issued);
  });
  if (result) return result;
  if (reuseDetected) throw badRequest('refresh_token_already_used', 'Invalid Refresh Token: Already Used');
  throw badRequest('session_not_found', 'Invalid Refresh Token: No Valid Session Found');
}

/** The verified bearer of a user endpoint: its claims, user and session. */
export interface Authenticated {
  claims: JwtClaims;
  user: UserRecord;
  sessionId: string | null;
}

/** Go's golang-jwt wording, which GoTrue appends to "invalid JWT: unable to parse or verify signature, ". */
function jwtFailure(error: unknown): string {
  if (!(error instanceof JwtError)) return 'token is malformed: could not parse the token';
  const { alg, kid } = error.header;
  switch (error.failure) {
    case 'expired':
      return 'token has invalid claims: token is expired';
    case 'claims':
      return `token has invalid claims: ${error.message}`;
    case 'algorithm':
      return `token signature is invalid: signing method ${alg ?? 'none'} is invalid`;
    case 'unknown-key':
      return `token is unverifiable: error while executing keyfunc: unrecognized JWT kid ${kid ?? '<nil>'} for algorithm ${alg}`;
    case 'signature':
      return `token signature is invalid: ${SIGNATURE_ERRORS[alg ?? ''] ?? 'signature is invalid'}`;
    case 'malformed':
      return 'token is malformed: could not parse the token';
  }
}

/** Go's verification errors per algorithm. */
const SIGNATURE_ERRORS: Record<string, string> = {
  ES256: 'crypto/ecdsa: verification error',
  RS256: 'crypto/rsa: verification error',
};

export function bearerOf(headers: Headers): string {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(headers.get('authorization') ?? '');
  if (!match) throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  return match[1];
}

/** GoTrue's parseJWTClaims: the legacy secret (HS256) or a signing key by `kid`; nothing else. */
export async function verifyBearer(services: Services, token: string): Promise<JwtClaims> {
  try {
    return await services.keys.verify(token);
  } catch (error) {
    throw forbidden('bad_jwt', `invalid JWT: unable to parse or verify signature, ${jwtFailure(error)}`);
  }
}

/** GoTrue's requireAuthentication: verified token, existing user, existing session. */
export async function authenticate(services: Services, headers: Headers): Promise<Authenticated> {
  const claims = await verifyBearer(services, bearerOf(headers));
  if (!claims.sub) throw forbidden('bad_jwt', 'invalid claim: missing sub claim');
  if (!isUuid(claims.sub)) throw badRequest('bad_jwt', 'invalid claim: sub claim must be a UUID');
  const user = await findUserById(services.db, claims.sub);
  if (!user) throw forbidden('user_not_found', 'User from sub claim in JWT does not exist');
  const sessionId = typeof claims.session_id === 'string' ? claims.session_id : null;
  if (sessionId && sessionId !== '00000000-0000-0000-0000-000000000000') {
    const { rows } = isUuid(sessionId)
      ? await services.db.query('select 1 from auth.sessions where id = $1', [sessionId])
      : { rows: [] };
    if (rows.length === 0)
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');
  }
  return { claims, user, sessionId };
}

/** GoTrue's requireAdmin: a valid JWT whose role is an admin role. */
export async function requireAdmin(services: Services, headers: Headers): Promise<JwtClaims> {
  const claims = await verifyBearer(services, bearerOf(headers));
  if (claims.role !== 'service_role' && claims.role !== 'supabase_admin') {
    throw forbidden('not_admin', 'User not allowed');
  }
  return claims;
}
