import crypto from 'node:crypto';
import type { Context, Hono } from 'hono';

import type { Services } from '../services.ts';
import type { Queryable } from '../db/driver.ts';
import { readBody } from './body.ts';
import { AuthError, badRequest, forbidden, unprocessable } from './errors.ts';
import { composeMail, sendMail } from './mailer.ts';
import type { LimiterName } from './rate-limit.ts';
import { referrer } from './redirect.ts';
import { startSession, type ClientInfo, type TokenResponse } from './tokens.ts';
import { findUserByEmail, findUserById, validateEmail } from './users.ts';

/** GoTrue's GenerateTokenHash: hex SHA-224 of the e-mail followed by the code. */
export const tokenHash = (email: string, otp: string) =>
  crypto
    .createHash('sha224')
    .update(email + otp)
    .digest('hex');

/** GoTrue's GenerateOtp: `length` random decimal digits. */
const generateOtp = (length: number) =>
  Array.from({ length }, () => crypto.randomInt(10).toString()).join('');

const LINK_EXPIRED = 'Email link is invalid or has expired';
const CODE_EXPIRED = 'Token has expired or is invalid';
const EMAIL_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'];

/**
 * GoTrue's password recovery: POST /recover mails a single-use link (and code) valid for
 * `[auth.email] otp_expiry` seconds; /verify trades it for a session, GET by redirecting to the
 * app with the tokens in the fragment (implicit flow), POST by answering them as JSON.
 */
export function recoveryRoutes(
  app: Hono,
  services: Services,
  limit: (c: Context, name: LimiterName) => void,
  clientInfo: (c: Context) => ClientInfo,
): void {
  const auth = () => services.project.auth;

  app.post('/recover', async (c) => {
    limit(c, 'recover');
    const body = await readBody(c);
    if (body.email === undefined || body.email === '') {
      throw badRequest('validation_failed', 'Password recovery requires an email');
    }
    const email = validateEmail(body.email);
    if (body.code_challenge !== undefined && body.code_challenge !== null && body.code_challenge !== '') {
      throw badRequest(
        'validation_failed',
        'local-supabase implements password recovery for the implicit flow only (no code_challenge / PKCE)',
      );
    }
    const user = await findUserByEmail(services.db, email);
    // The same answer whether or not the address has an account.
    if (!user) return c.json({});

    const config = auth().email;
    const redirectTo = referrer(auth(), c.req.query('redirect_to'), c.req.header('referer'));
    await services.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ wait: number | null }>(
        `select trunc(extract(epoch from recovery_sent_at + make_interval(secs => $2) - now()))::int as wait
         from auth.users where id = $1 and recovery_sent_at + make_interval(secs => $2) > now()
         for update`,
        [user.id, config.maxFrequencyMs / 1000],
      );
      if (rows[0]) {
        throw new AuthError(
          429,
          'over_email_send_rate_limit',
          `For security purposes, you can only request this after ${rows[0].wait} seconds.`,
        );
      }
      const otp = generateOtp(config.otpLength);
      const hash = tokenHash(user.email, otp);
      await tx.query(
        'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
        [user.id, hash],
      );
      const mail = composeMail(services, 'recovery', {
        SiteURL: auth().siteUrl,
        ConfirmationURL: confirmationUrl(services, hash, redirectTo),
        Email: user.email,
        Token: otp,
        TokenHash: hash,
        RedirectTo: redirectTo,
      });
      await sendMail(services, { to: user.email, ...mail }, 'Error sending recovery email');
    });
    return c.json({});
  });

  /**
   * The recovery token's owner, or the refusal. Spends the token (single use) and confirms the
   * address, as GoTrue's recoverVerify does.
   */
  async function spendRecoveryToken(tx: Queryable, hash: string, notFound: string): Promise<string> {
    const { rows } = await tx.query<{ id: string; expired: boolean }>(
      `select id::text as id, coalesce(recovery_sent_at + make_interval(secs => $2) < now(), true) as expired
       from auth.users where recovery_token = $1 and recovery_token <> '' for update`,
      [hash, auth().email.otpExpiry],
    );
    const row = rows[0];
    const user = row ? await findUserById(tx, row.id) : null;
    if (!row || !user) throw forbidden('otp_expired', notFound);
    if (user.banned) throw forbidden('user_banned', 'User is banned');
    if (row.expired) throw forbidden('otp_expired', notFound);
    await tx.query(
      `update auth.users set recovery_token = '', updated_at = now(),
         email_confirmed_at = coalesce(email_confirmed_at, now()),
         raw_user_meta_data = case when email_confirmed_at is null
           then coalesce(raw_user_meta_data, '{}'::jsonb) || '{"email_verified": true}'::jsonb
           else raw_user_meta_data end
       where id = $1`,
      [row.id],
    );
    return row.id;
  }

  /** GoTrue's VerifyParams type check; only recovery is implemented here, the rest is refused. */
  function checkType(type: unknown): void {
    if (typeof type !== 'string' || type === '') {
      throw badRequest('validation_failed', 'Verify requires a verification type');
    }
    if (type !== 'recovery') {
      throw badRequest(
        'validation_failed',
        EMAIL_TYPES.includes(type)
          ? `local-supabase implements /verify for type=recovery only (got "${type}")`
          : 'Invalid email verification type',
      );
    }
  }

  app.get('/verify', async (c) => {
    limit(c, 'verify');
    const type = c.req.query('type');
    const token = c.req.query('token') ?? '';
    checkType(type);
    if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    const redirectTo = referrer(auth(), c.req.query('redirect_to'), c.req.header('referer'));
    let session: TokenResponse;
    try {
      session = await services.db.transaction(async (tx) =>
        startSession(services, tx, await spendRecoveryToken(tx, token, LINK_EXPIRED), clientInfo(c), 'otp'),
      );
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      return c.redirect(errorRedirect(redirectTo, error), 303);
    }
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: session.token_type,
      type: 'recovery',
    });
    return c.redirect(`${redirectTo}#${fragment}`, 303);
  });

  app.post('/verify', async (c) => {
    limit(c, 'verify');
    const body = await readBody(c);
    checkType(body.type);
    const hasToken = typeof body.token === 'string' && body.token !== '';
    const hasHash = typeof body.token_hash === 'string' && body.token_hash !== '';
    if (hasToken === hasHash)
      throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
    let hash: string;
    let notFound: string;
    if (hasHash) {
      if (body.email || body.phone || body.redirect_to) {
        throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
      }
      hash = body.token_hash as string;
      notFound = LINK_EXPIRED;
    } else {
      if (typeof body.email !== 'string' || body.email === '' || body.phone) {
        throw badRequest(
          'validation_failed',
          'Only an email address or phone number should be provided on verify',
        );
      }
      let email: string;
      try {
        email = validateEmail(body.email);
      } catch {
        throw unprocessable('validation_failed', 'Invalid email format');
      }
      hash = tokenHash(email, body.token as string);
      notFound = CODE_EXPIRED;
    }
    return c.json(
      await services.db.transaction(async (tx) =>
        startSession(services, tx, await spendRecoveryToken(tx, hash, notFound), clientInfo(c), 'otp'),
      ),
    );
  });
}

/**
 * The mail's link: GoTrue's /verify with `token`, `type` and `redirect_to` in that order; the
 * redirect is escaped only when it holds `&`, `=` or `#` (GoTrue's encodeRedirectURL).
 */
function confirmationUrl(services: Services, hash: string, redirectTo: string): string {
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo;
  return `${services.config.apiUrl}/auth/v1/verify?token=${hash}&type=recovery&redirect_to=${redirect}`;
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/** GoTrue's prepErrorRedirectURL (implicit flow): the error in the fragment, keys sorted. */
function errorRedirect(url: string, error: AuthError): string {
  const params = new URLSearchParams();
  if (OAUTH_ERRORS[error.status]) params.set('error', OAUTH_ERRORS[error.status]);
  params.set('error_code', error.errorCode);
  params.set('error_description', error.message);
  params.set('sb', '');
  return `${url}#${params}`;
}
