import type { Context, Hono } from 'hono';

import type { Services } from '../services.ts';
import type { Queryable } from '../db/driver.ts';
import { readBody } from './body.ts';
import { badRequest } from './errors.ts';
import { composeMail, sendMail } from './mailer.ts';
import { checkSendFrequency, generateOtp, tokenHash, verificationUrl } from './otp.ts';
import type { LimiterName } from './rate-limit.ts';
import { referrer } from './redirect.ts';
import { CONFIRM_EMAIL_SET, findUserByEmail, validateEmail } from './users.ts';

/**
 * GoTrue's password recovery: POST /recover mails a single-use link (and code) valid for
 * `[auth.email] otp_expiry` seconds; /verify (verify.ts) trades it for a session.
 */
export function recoveryRoutes(
  app: Hono,
  services: Services,
  limit: (c: Context, name: LimiterName) => void,
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

    const redirectTo = referrer(auth(), c.req.query('redirect_to'), c.req.header('referer'));
    await services.db.transaction(async (tx) => {
      await checkSendFrequency(services, tx, user.id, 'recovery_sent_at');
      const otp = generateOtp(auth().email.otpLength);
      const hash = tokenHash(user.email, otp);
      await tx.query(
        'update auth.users set recovery_token = $2, recovery_sent_at = now(), updated_at = now() where id = $1',
        [user.id, hash],
      );
      const mail = composeMail(services, 'recovery', {
        SiteURL: auth().siteUrl,
        ConfirmationURL: verificationUrl(services, hash, 'recovery', redirectTo),
        Email: user.email,
        Token: otp,
        TokenHash: hash,
        RedirectTo: redirectTo,
      });
      await sendMail(services, { to: user.email, ...mail }, 'Error sending recovery email');
    });
    return c.json({});
  });
}

/** GoTrue's recoverVerify: spends the recovery token (single use) and confirms the address. */
export async function recoverVerify(tx: Queryable, userId: string): Promise<void> {
  await tx.query(
    `update auth.users set recovery_token = '', updated_at = now(), ${CONFIRM_EMAIL_SET} where id = $1`,
    [userId],
  );
}
