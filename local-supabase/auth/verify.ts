import type { Context, Hono } from 'hono';

import type { Queryable } from '../db/driver.ts';
import type { Services } from '../services.ts';
import { readBody } from './body.ts';
import { emailChangeVerify } from './email-change.ts';
import { AuthError, badRequest, forbidden, unprocessable } from './errors.ts';
import { tokenHash } from './otp.ts';
import type { LimiterName } from './rate-limit.ts';
import { recoverVerify } from './recovery.ts';
import { referrer } from './redirect.ts';
import { startSession, type ClientInfo, type TokenResponse } from './tokens.ts';
import { DEFAULT_AUD, NIL_UUID, validateEmail } from './users.ts';

const LINK_EXPIRED = 'Email link is invalid or has expired';
const CODE_EXPIRED = 'Token has expired or is invalid';
const EMAIL_TYPES = ['signup', 'invite', 'recovery', 'magiclink', 'email_change', 'email'];
/** GoTrue's answer to the first of the two links of an e-mail change. */
const SINGLE_CONFIRMATION =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

type VerifyType = 'recovery' | 'email_change';

/** Where each type keeps its tokens (hashes) and when they were sent. */
const TOKENS: Record<VerifyType, { columns: string[]; sentAt: string }> = {
  recovery: { columns: ['recovery_token'], sentAt: 'recovery_sent_at' },
  email_change: {
    columns: ['email_change_token_current', 'email_change_token_new'],
    sentAt: 'email_change_sent_at',
  },
};

/** GoTrue's VerifyParams type check; of the e-mail types, recovery and email_change are implemented. */
function checkType(type: unknown): VerifyType {
  if (typeof type !== 'string' || type === '') {
    throw badRequest('validation_failed', 'Verify requires a verification type');
  }
  if (type !== 'recovery' && type !== 'email_change') {
    throw badRequest(
      'validation_failed',
      EMAIL_TYPES.includes(type)
        ? `local-supabase implements /verify for type=recovery and type=email_change only (got "${type}")`
        : 'Invalid email verification type',
    );
  }
  return type;
}

/** How the token came: a link or `token_hash` (the hash itself), or the e-mail and its code. */
type Presented = { hash: string; email: null } | { hash: string; email: string };

/**
 * The token's owner, locked, or the refusal: GoTrue's verifyTokenHash (a link or token_hash: found
 * by the hash) and verifyUserAndToken (e-mail and code: the recovery owner found by the address,
 * the e-mail change owner by the hash, whose current-address half counts only with
 * double_confirm_changes). Unknown, then banned, then spent or expired, in that order.
 */
async function findTokenOwner(
  services: Services,
  tx: Queryable,
  type: VerifyType,
  token: Presented,
): Promise<string> {
  const { columns, sentAt } = TOKENS[type];
  const byCode = token.email !== null;
  const params: unknown[] = [token.hash, services.project.auth.email.otpExpiry];
  let where: string;
  if (byCode && type === 'recovery') {
    params.push(NIL_UUID, token.email, DEFAULT_AUD);
    where = 'instance_id = $3 and lower(email) = lower($4) and aud = $5 and is_sso_user = false';
  } else {
    const lookup =
      byCode && !services.project.auth.email.doubleConfirmChanges ? ['email_change_token_new'] : columns;
    where = `$1 <> '' and $1 in (${lookup.join(', ')})`;
  }
  const { rows } = await tx.query<{ id: string; banned: boolean; valid: boolean }>(
    `select id::text as id, coalesce(banned_until > now(), false) as banned,
       coalesce($1 <> '' and $1 in (${columns.join(', ')}) and ${sentAt} + make_interval(secs => $2) >= now(),
         false) as valid
     from auth.users where ${where} limit 1 for update`,
    params,
  );
  const notFound = byCode ? CODE_EXPIRED : LINK_EXPIRED;
  const row = rows[0];
  if (!row) throw forbidden('otp_expired', notFound);
  if (row.banned) throw forbidden('user_banned', 'User is banned');
  if (!row.valid) throw forbidden('otp_expired', notFound);
  return row.id;
}

/** GoTrue's prepErrorRedirectURL and prepRedirectURL (implicit flow): the answer in the fragment. */
function fragmentRedirect(url: string, params: Record<string, string>): string {
  return `${url}#${new URLSearchParams({ ...params, sb: '' })}`;
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

/**
 * GoTrue's /verify for password recovery and e-mail change links and codes. The token is spent and
 * a session started (authentication method `otp`); GET redirects to the app with the tokens in the
 * fragment (implicit flow), POST answers them as JSON. The first of an e-mail change's two links
 * starts no session: GoTrue answers with a message that the other link is still due.
 */
export function verifyRoutes(
  app: Hono,
  services: Services,
  limit: (c: Context, name: LimiterName) => void,
  clientInfo: (c: Context) => ClientInfo,
): void {
  /** The session, or null when an e-mail change still waits for its other link. */
  const verify = (c: Context, type: VerifyType, token: Presented): Promise<TokenResponse | null> =>
    services.db.transaction(async (tx) => {
      const userId = await findTokenOwner(services, tx, type, token);
      if (type === 'recovery') await recoverVerify(tx, userId);
      else if (!(await emailChangeVerify(services, tx, userId, token.hash))) return null;
      return startSession(services, tx, userId, clientInfo(c), 'otp');
    });

  app.get('/verify', async (c) => {
    limit(c, 'verify');
    const type = checkType(c.req.query('type'));
    const token = c.req.query('token') ?? '';
    if (token === '') throw badRequest('validation_failed', 'Verify requires a token or a token hash');
    const redirectTo = referrer(services.project.auth, c.req.query('redirect_to'), c.req.header('referer'));
    let session: TokenResponse | null;
    try {
      session = await verify(c, type, { hash: token, email: null });
    } catch (error) {
      if (!(error instanceof AuthError)) throw error;
      const params: Record<string, string> = {};
      if (OAUTH_ERRORS[error.status]) params.error = OAUTH_ERRORS[error.status];
      params.error_code = error.errorCode;
      params.error_description = error.message;
      return c.redirect(fragmentRedirect(redirectTo, params), 303);
    }
    if (!session) return c.redirect(fragmentRedirect(redirectTo, { message: SINGLE_CONFIRMATION }), 303);
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: session.token_type,
      type,
    });
    return c.redirect(`${redirectTo}#${fragment}`, 303);
  });

  app.post('/verify', async (c) => {
    limit(c, 'verify');
    const body = await readBody(c);
    const type = checkType(body.type);
    const hasToken = typeof body.token === 'string' && body.token !== '';
    const hasHash = typeof body.token_hash === 'string' && body.token_hash !== '';
    if (hasToken === hasHash)
      throw badRequest('validation_failed', 'Verify requires either a token or a token hash');
    let token: Presented;
    if (hasHash) {
      if (body.email || body.phone || body.redirect_to) {
        throw badRequest('validation_failed', 'Only the token_hash and type should be provided');
      }
      token = { hash: body.token_hash as string, email: null };
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
      token = { hash: tokenHash(email, body.token as string), email };
    }
    const session = await verify(c, type, token);
    return c.json(session ?? { msg: SINGLE_CONFIRMATION, code: '200' });
  });
}
