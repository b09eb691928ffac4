import type { Context, Hono } from 'hono';
import { Secret, TOTP } from 'otpauth';
import qrcode from 'qrcode-generator';

import type { Queryable } from '../db/driver.ts';
import type { Services } from '../services.ts';
import { readBody } from './body.ts';
import { AuthError, badRequest, forbidden, notFound, unprocessable } from './errors.ts';
import type { LimiterName } from './rate-limit.ts';
import {
  addAmrClaim,
  authenticate,
  newRefreshTokenString,
  tokenResponse,
  validIp,
  type Authenticated,
} from './tokens.ts';
import { FACTOR_JSON, isUuid, type Json } from './users.ts';

/** GoTrue's MFA timings: an unused unverified factor and a challenge both last 300 s. */
const FACTOR_EXPIRY_SECONDS = 300;
const CHALLENGE_EXPIRY_SECONDS = 300;

/** TOTP as GoTrue's pquerna/otp: SHA1, 6 digits, 30 s, one step of skew either way. */
const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });

/** Go's url.PathEscape, for the otpauth URI's label and values (`:` and `@` stay as they are). */
const pathEscape = (value: string) =>
  encodeURIComponent(value).replace(/%(3A|40|21|24|26|27|28|29|2A|2B|2C|3B|3D)/g, (match) =>
    decodeURIComponent(match),
  );

/** The factor JSON list of a user, as GET /user and the admin API show it. */
export async function userFactors(db: Queryable, userId: string): Promise<Json[]> {
  const { rows } = await db.query<{ factor: Json | string }>(
    `select ${FACTOR_JSON} as factor from auth.mfa_factors f where f.user_id = $1 order by f.created_at`,
    [userId],
  );
  return rows.map((row) => (typeof row.factor === 'string' ? JSON.parse(row.factor) : row.factor) as Json);
}

interface FactorRow {
  id: string;
  status: 'verified' | 'unverified';
  secret: string;
  factor: Json | string;
}

/** GoTrue's loadFactor: a UUID, and a factor of the caller's. */
async function loadFactor(db: Queryable, userId: string, factorId: string): Promise<FactorRow> {
  if (!isUuid(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const { rows } = await db.query<FactorRow>(
    `select f.id::text as id, f.status::text as status, f.secret, ${FACTOR_JSON} as factor
     from auth.mfa_factors f where f.user_id = $1 and f.id = $2`,
    [userId, factorId],
  );
  if (!rows[0]) throw notFound('mfa_factor_not_found', 'Factor not found');
  return rows[0];
}

/** The session's assurance level, as stored by GoTrue (aal1 until a second factor is verified). */
async function sessionAal(db: Queryable, sessionId: string | null): Promise<string | null> {
  if (!sessionId) return null;
  const { rows } = await db.query<{ aal: string | null }>(
    'select aal::text as aal from auth.sessions where id = $1',
    [sessionId],
  );
  return rows[0]?.aal ?? null;
}

/** GoTrue's DowngradeSessionsToAAL1: sessions verified with the factor lose its claim and aal2. */
async function downgradeSessions(db: Queryable, userId: string, factorId: string): Promise<void> {
  await db.query(
    `delete from auth.mfa_amr_claims where authentication_method = 'totp'
       and session_id in (select id from auth.sessions where user_id = $1 and factor_id = $2)`,
    [userId, factorId],
  );
  await db.query(
    `update auth.sessions set aal = 'aal1', factor_id = null, updated_at = now() where user_id = $1 and factor_id = $2`,
    [userId, factorId],
  );
}

/** /auth/v1/factors — GoTrue's TOTP multi-factor API (enroll, challenge, verify, unenroll). */
export function mfaRoutes(
  app: Hono,
  services: Services,
  limit: (c: Context, name: LimiterName) => void,
  clientIp: (c: Context) => string | null,
): void {
  const auth = () => services.project.auth;
  const caller = async (c: Context): Promise<Authenticated> => {
    const authenticated = await authenticate(services, c.req.raw.headers);
    if (authenticated.user.isAnonymous) {
      throw forbidden('no_authorization', 'Anonymous user not allowed to perform these actions');
    }
    return authenticated;
  };

  app.post('/factors', async (c) => {
    const { user, sessionId } = await caller(c);
    const body = await readBody(c);
    if (!sessionId) {
      throw new AuthError(
        500,
        'unexpected_failure',
        'A valid session and a registered user are required to enroll a factor',
      );
    }
    if (body.factor_type === 'phone' || body.factor_type === 'webauthn') {
      throw badRequest(
        'validation_failed',
        `local-supabase implements TOTP factors only (got "${body.factor_type}")`,
      );
    }
    if (body.factor_type !== 'totp') {
      throw badRequest('validation_failed', 'factor_type needs to be totp, phone, or webauthn');
    }
    if (!auth().mfa.totp.enrollEnabled)
      throw unprocessable('mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
    const friendlyName = typeof body.friendly_name === 'string' ? body.friendly_name : '';
    const issuer =
      typeof body.issuer === 'string' && body.issuer !== '' ? body.issuer : new URL(auth().siteUrl).host;

    const response = await services.db.transaction(async (tx) => {
      // GoTrue's DeleteExpiredFactors: unverified factors never challenged, for every user.
      await tx.query(
        `delete from auth.mfa_factors f where f.status <> 'verified'
           and not exists (select 1 from auth.mfa_challenges ch where ch.factor_id = f.id)
           and f.created_at + make_interval(secs => $1) < now()`,
        [FACTOR_EXPIRY_SECONDS],
      );
      const { rows: factors } = await tx.query<{ friendly_name: string | null; status: string }>(
        'select friendly_name, status::text as status from auth.mfa_factors where user_id = $1',
        [user.id],
      );
      if (factors.some((factor) => (factor.friendly_name ?? '') === friendlyName)) {
        throw unprocessable(
          'mfa_factor_name_conflict',
          `A factor with the friendly name ${JSON.stringify(friendlyName)} for this user already exists`,
        );
      }
      if (factors.length >= auth().mfa.maxEnrolledFactors) {
        throw unprocessable(
          'too_many_enrolled_mfa_factors',
          'Maximum number of verified factors reached, unenroll to continue',
        );
      }
      if (
        factors.some((factor) => factor.status === 'verified') &&
        (await sessionAal(tx, sessionId)) !== 'aal2'
      ) {
        throw forbidden('insufficient_aal', 'AAL2 required to enroll a new factor');
      }
      const secret = new Secret({ size: 20 }).base32;
      const query = [
        'algorithm=SHA1',
        'digits=6',
        `issuer=${pathEscape(issuer)}`,
        'period=30',
        `secret=${secret}`,
      ];
      const uri = `otpauth://totp/${pathEscape(issuer)}:${pathEscape(user.email)}?${query.join('&')}`;
      const qr = qrcode(0, 'H');
      qr.addData(uri);
      qr.make();
      const { rows } = await tx.query<{ id: string }>(
        `insert into auth.mfa_factors (id, user_id, friendly_name, factor_type, status, created_at, updated_at, secret)
         values (gen_random_uuid(), $1, $2, 'totp', 'unverified', now(), now(), $3) returning id::text`,
        [user.id, friendlyName, secret],
      );
      return {
        id: rows[0].id,
        type: 'totp',
        friendly_name: friendlyName,
        totp: { qr_code: qr.createSvgTag({ cellSize: 3, margin: 12 }), secret, uri },
      };
    });
    return c.json(response);
  });

  app.post('/factors/:factorId/challenge', async (c) => {
    const { user } = await caller(c);
    const factor = await loadFactor(services.db, user.id, c.req.param('factorId'));
    limit(c, 'mfa_challenge');
    if (!auth().mfa.totp.verifyEnabled)
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    const { rows } = await services.db.transaction(async (tx) => {
      await tx.query('update auth.mfa_factors set last_challenged_at = now() where id = $1', [factor.id]);
      return tx.query<{ id: string; expires_at: number }>(
        `insert into auth.mfa_challenges (id, factor_id, created_at, ip_address)
         values (gen_random_uuid(), $1, now(), $2::inet)
         returning id::text, floor(extract(epoch from created_at))::bigint + $3 as expires_at`,
        [factor.id, validIp(clientIp(c)) ?? '0.0.0.0', CHALLENGE_EXPIRY_SECONDS],
      );
    });
    return c.json({ id: rows[0].id, type: 'totp', expires_at: Number(rows[0].expires_at) });
  });

  app.post('/factors/:factorId/verify', async (c) => {
    const { user, sessionId } = await caller(c);
    const factor = await loadFactor(services.db, user.id, c.req.param('factorId'));
    limit(c, 'mfa_verify');
    const body = await readBody(c);
    const challengeId = typeof body.challenge_id === 'string' ? body.challenge_id : '';
    const parseError = `Could not parse request body as JSON: uuid: incorrect UUID length ${challengeId.length} in string ${JSON.stringify(challengeId)}`;
    if (!isUuid(challengeId)) throw badRequest('bad_json', parseError);
    const code = typeof body.code === 'string' ? body.code : '';
    if (code === '') throw badRequest('validation_failed', 'Code needs to be non-empty');
    if (!auth().mfa.totp.verifyEnabled)
      throw unprocessable('mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
    if (!sessionId)
      throw forbidden('session_not_found', 'Session from session_id claim in JWT does not exist');

    const { rows } = await services.db.query<{ verified: boolean; ip: string | null; expired: boolean }>(
      `select verified_at is not null as verified, host(ip_address) as ip,
         created_at + make_interval(secs => $3) < now() as expired
       from auth.mfa_challenges where id = $1 and factor_id = $2`,
      [challengeId, factor.id, CHALLENGE_EXPIRY_SECONDS],
    );
    const challenge = rows[0];
    if (!challenge) {
      throw unprocessable('mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
    }
    if (challenge.verified || challenge.ip !== (validIp(clientIp(c)) ?? '0.0.0.0')) {
      throw unprocessable('mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch.');
    }
    if (challenge.expired) {
      await services.db.query('delete from auth.mfa_challenges where id = $1', [challengeId]);
      throw unprocessable(
        'mfa_challenge_expired',
        `MFA challenge ${challengeId} has expired, verify against another challenge or create a new challenge.`,
      );
    }
    if (totpOf(factor.secret).validate({ token: code, window: 1 }) === null) {
      throw unprocessable('mfa_verification_failed', 'Invalid TOTP code entered');
    }

    const response = await services.db.transaction(async (tx) => {
      await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [challengeId]);
      await tx.query(
        `update auth.mfa_factors set status = 'verified', updated_at = now() where id = $1 and status <> 'verified'`,
        [factor.id],
      );
      await addAmrClaim(tx, sessionId, 'totp');
      // GoTrue swaps the refresh token: the one issued at aal1 cannot mint aal2 tokens.
      const { rows: current } = await tx.query<{ token: string }>(
        `update auth.refresh_tokens set revoked = true, updated_at = now()
         where session_id = $1 and revoked = false returning token`,
        [sessionId],
      );
      const token = newRefreshTokenString();
      await tx.query(
        `insert into auth.refresh_tokens (instance_id, token, user_id, revoked, created_at, updated_at, parent, session_id)
         values ($1, $2, $3, false, now(), now(), $4, $5)`,
        ['00000000-0000-0000-0000-000000000000', token, user.id, current[0]?.token ?? null, sessionId],
      );
      await tx.query(
        `update auth.sessions set aal = 'aal2', factor_id = $2, updated_at = now() where id = $1`,
        [sessionId, factor.id],
      );
      // Every other session of the person still at aal1 ends, and pending TOTP enrolments go.
      await tx.query(`delete from auth.sessions where user_id = $1 and aal < 'aal2'`, [user.id]);
      await tx.query(
        `delete from auth.mfa_factors where user_id = $1 and factor_type = 'totp' and status = 'unverified'`,
        [user.id],
      );
      return tokenResponse(services, tx, user.id, sessionId, token);
    });
    return c.json(response);
  });

  app.delete('/factors/:factorId', async (c) => {
    const { user, sessionId } = await caller(c);
    const factor = await loadFactor(services.db, user.id, c.req.param('factorId'));
    if (factor.status === 'verified' && (await sessionAal(services.db, sessionId)) !== 'aal2') {
      throw unprocessable('insufficient_aal', 'AAL2 required to unenroll verified factor');
    }
    await services.db.transaction(async (tx) => {
      await downgradeSessions(tx, user.id, factor.id);
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    });
    return c.json({ id: factor.id });
  });
}

/** /auth/v1/admin/users/{id}/factors — list, and remove a person's factor (a lost phone). */
export function adminFactorRoutes(
  app: Hono,
  services: Services,
  loadUser: (id: string) => Promise<{ id: string }>,
): void {
  app.get('/users/:id/factors', async (c) => {
    const user = await loadUser(c.req.param('id'));
    return c.json(await userFactors(services.db, user.id));
  });

  app.delete('/users/:id/factors/:factorId', async (c) => {
    const user = await loadUser(c.req.param('id'));
    const factor = await loadFactor(services.db, user.id, c.req.param('factorId'));
    await services.db.transaction(async (tx) => {
      await downgradeSessions(tx, user.id, factor.id);
      await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    });
    return c.json(typeof factor.factor === 'string' ? JSON.parse(factor.factor) : factor.factor);
  });
}
