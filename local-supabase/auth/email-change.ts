import type { Queryable } from '../db/driver.ts';
import type { Services } from '../services.ts';
import { isPgError } from '../db/driver.ts';
import { AuthError } from './errors.ts';
import { composeMail, sendMail } from './mailer.ts';
import { checkSendFrequency, generateOtp, tokenHash, verificationUrl } from './otp.ts';
import { CONFIRM_EMAIL_SET, insertEmailIdentity, type UserRecord } from './users.ts';

/**
 * GoTrue's sendEmailChange, how PUT /user asks for a new address: the address is not changed yet.
 * It is kept in `email_change` with a code for it, and, with `[auth.email] double_confirm_changes`,
 * a second code for the address in use; each address gets a mail (template `email_change`) with
 * its own link, which /verify (type email_change) takes.
 */
export async function sendEmailChange(
  services: Services,
  tx: Queryable,
  user: UserRecord,
  newEmail: string,
  redirectTo: string,
): Promise<void> {
  const auth = services.project.auth;
  await checkSendFrequency(services, tx, user.id, 'email_change_sent_at');
  const mails = [{ to: newEmail, otp: generateOtp(auth.email.otpLength) }];
  if (auth.email.doubleConfirmChanges && user.email !== '') {
    mails.push({ to: user.email, otp: generateOtp(auth.email.otpLength) });
  }
  const [forNew, forCurrent] = mails.map((mail) => ({ ...mail, hash: tokenHash(mail.to, mail.otp) }));
  await tx.query(
    `update auth.users set email_change = $2, email_change_token_new = $3,
       email_change_token_current = coalesce($4, email_change_token_current),
       email_change_confirm_status = 0, email_change_sent_at = now(), updated_at = now()
     where id = $1`,
    [user.id, newEmail, forNew.hash, forCurrent?.hash ?? null],
  );
  await Promise.all(
    [forNew, forCurrent]
      .filter((mail) => mail !== undefined)
      .map((mail) => {
        const content = composeMail(services, 'email_change', {
          SiteURL: auth.siteUrl,
          ConfirmationURL: verificationUrl(services, mail.hash, 'email_change', redirectTo),
          Email: user.email,
          NewEmail: newEmail,
          Token: mail.otp,
          TokenHash: mail.hash,
          SendingTo: mail.to,
          RedirectTo: redirectTo,
        });
        return sendMail(services, { to: mail.to, ...content }, 'Error sending email change email');
      }),
  );
}

/**
 * GoTrue's emailChangeVerify for the owner of the e-mail change token `hash` (already checked).
 * With both addresses to confirm, the first link only marks itself used (status 1) and false is
 * returned; the second, or the only one, completes the change: the new address replaces the old
 * one (confirmed), in the `email` identity too, and every pending code is spent. GoTrue asks for
 * the second link only without autoconfirm: with `enable_confirmations = false`, the link from
 * either address completes the change on its own.
 */
export async function emailChangeVerify(
  services: Services,
  tx: Queryable,
  userId: string,
  hash: string,
): Promise<boolean> {
  const { rows } = await tx.query<{ email: string; newEmail: string; status: number; current: string }>(
    `select coalesce(email, '') as email, email_change as "newEmail",
       coalesce(email_change_confirm_status, 0) as status, email_change_token_current as current
     from auth.users where id = $1`,
    [userId],
  );
  const user = rows[0];
  const config = services.project.auth.email;
  if (config.enableConfirmations && config.doubleConfirmChanges && user.status === 0 && user.email !== '') {
    const used = hash === user.current ? 'email_change_token_current' : 'email_change_token_new';
    await tx.query(
      `update auth.users set email_change_confirm_status = 1, ${used} = '', updated_at = now() where id = $1`,
      [userId],
    );
    return false;
  }

  const { affectedRows } = await tx.query(
    `update auth.identities set identity_data = identity_data
       || jsonb_build_object('email', $2::text, 'email_verified', true), updated_at = now()
     where provider_id = $1::text and provider = 'email'`,
    [userId, user.newEmail],
  );
  if (affectedRows === 0) await insertEmailIdentity(tx, userId, user.newEmail, true);
  try {
    await tx.query(
      `update auth.users set email = email_change, email_change = '', email_change_token_current = '',
         email_change_token_new = '', email_change_confirm_status = 0, updated_at = now(), ${CONFIRM_EMAIL_SET}
       where id = $1`,
      [userId],
    );
  } catch (error) {
    // Someone else took the address since it was asked for.
    if (isPgError(error) && error.code === '23505') {
      throw new AuthError(500, 'unexpected_failure', 'Error confirm email');
    }
    throw error;
  }
  return true;
}
