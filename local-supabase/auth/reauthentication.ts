import type { Hono } from 'hono';

import type { Services } from '../services.ts';
import { badRequest, unprocessable } from './errors.ts';
import { composeMail, sendMail } from './mailer.ts';
import { checkSendFrequency, generateOtp, tokenHash } from './otp.ts';
import { authenticate } from './tokens.ts';
import { passwordMatches, type UserRecord } from './users.ts';

const INVALID_NONCE = 'Nonce has expired or is invalid';
const CURRENT_PASSWORD = 'Current password required when setting new password.';
/** Authentication methods that make a session a recovery session (GoTrue's AuthenticationMethod.IsRecovery). */
const RECOVERY_METHODS = ['otp', 'magiclink', 'recovery'];

/**
 * GoTrue's GET /reauthenticate: mails the signed-in person a code (template `reauthentication`)
 * that PUT /user takes as `nonce` to change the password; one per `[auth.email] max_frequency`.
 */
export function reauthenticationRoutes(app: Hono, services: Services): void {
  app.get('/reauthenticate', async (c) => {
    const { user } = await authenticate(services, c.req.raw.headers);
    // Everyone here has an e-mail address: the phone provider is not implemented.
    if (user.email === '') {
      throw badRequest(
        'validation_failed',
        'Reauthentication requires the user to have an email or a phone number',
      );
    }
    if (!user.emailConfirmed) throw unprocessable('email_not_confirmed', 'Please verify your email first.');
    const auth = services.project.auth;
    await services.db.transaction(async (tx) => {
      await checkSendFrequency(services, tx, user.id, 'reauthentication_sent_at');
      const otp = generateOtp(auth.email.otpLength);
      await tx.query(
        `update auth.users set reauthentication_token = $2, reauthentication_sent_at = now(), updated_at = now()
         where id = $1`,
        [user.id, tokenHash(user.email, otp)],
      );
      const mail = composeMail(services, 'reauthentication', {
        SiteURL: auth.siteUrl,
        Email: user.email,
        Token: otp,
      });
      await sendMail(services, { to: user.email, ...mail }, 'Error sending reauthentication email');
    });
    return c.json({});
  });
}

/**
 * What GoTrue's UserUpdate asks before a new password, in its order. With `[auth.email]
 * secure_password_change`, a session started more than 24 hours ago (or none) needs the code from
 * /reauthenticate as `nonce`, spent even if a later check fails, as GoTrue spends it. Then, with
 * `requireCurrentPassword`, a person who has a password gives it as `current_password`, unless the
 * session came from a recovery link (a forgotten password).
 */
export async function authorizePasswordChange(
  services: Services,
  user: UserRecord,
  sessionId: string | null,
  given: { nonce: string; currentPassword: string },
): Promise<void> {
  const auth = services.project.auth;
  const { rows } = await services.db.query<{ recent: boolean; recovery: boolean }>(
    `select s.created_at + interval '24 hours' >= now() as recent,
       exists (select 1 from auth.mfa_amr_claims m
         where m.session_id = s.id and m.authentication_method = any($2::text[])) as recovery
     from auth.sessions s where s.id = $1`,
    [sessionId, RECOVERY_METHODS],
  );
  const session = rows[0] ?? { recent: false, recovery: false };

  if (auth.email.securePasswordChange && !session.recent) {
    if (given.nonce === '') {
      throw badRequest('reauthentication_needed', 'Password update requires reauthentication');
    }
    const { affectedRows } = await services.db.query(
      `update auth.users set reauthentication_token = '', updated_at = now()
       where id = $1 and reauthentication_token <> '' and reauthentication_token = $2
         and reauthentication_sent_at + make_interval(secs => $3) >= now()`,
      [user.id, tokenHash(user.email, given.nonce), auth.email.otpExpiry],
    );
    if (affectedRows === 0) throw unprocessable('reauthentication_not_valid', INVALID_NONCE);
  }

  if (auth.requireCurrentPassword && user.encryptedPassword && !session.recovery) {
    if (given.currentPassword === '') throw badRequest('current_password_required', CURRENT_PASSWORD);
    if (!(await passwordMatches(given.currentPassword, user.encryptedPassword))) {
      throw badRequest('current_password_invalid', CURRENT_PASSWORD);
    }
  }
}
