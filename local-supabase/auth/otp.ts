import crypto from 'node:crypto';

import type { Queryable } from '../db/driver.ts';
import type { Services } from '../services.ts';
import { AuthError } from './errors.ts';

/** GoTrue's GenerateTokenHash: hex SHA-224 of the e-mail followed by the code. */
export const tokenHash = (email: string, otp: string) =>
  crypto
    .createHash('sha224')
    .update(email + otp)
    .digest('hex');

/** GoTrue's GenerateOtp: `length` random decimal digits. */
export const generateOtp = (length: number) =>
  Array.from({ length }, () => crypto.randomInt(10).toString()).join('');

/** The auth.users column that says when a kind of mail was last sent to the person. */
type SentAtColumn = 'recovery_sent_at' | 'email_change_sent_at' | 'reauthentication_sent_at';

/**
 * GoTrue's validateSentWithinFrequencyLimit: one mail of a kind per person per `[auth.email]
 * max_frequency`; sooner, 429 with the whole seconds left. Locks the person's row, so two requests
 * at once cannot both send.
 */
export async function checkSendFrequency(
  services: Services,
  tx: Queryable,
  userId: string,
  column: SentAtColumn,
): Promise<void> {
  const { rows } = await tx.query<{ wait: number | null }>(
    `select case when ${column} + make_interval(secs => $2) > now()
       then trunc(extract(epoch from ${column} + make_interval(secs => $2) - now()))::int end as wait
     from auth.users where id = $1 for update`,
    [userId, services.project.auth.email.maxFrequencyMs / 1000],
  );
  const wait = rows[0]?.wait;
  if (wait !== null && wait !== undefined) {
    throw new AuthError(
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${wait} seconds.`,
    );
  }
}

/**
 * A mail's link: GoTrue's /verify with `token`, `type` and `redirect_to` in that order; the
 * redirect is escaped only when it holds `&`, `=` or `#` (GoTrue's encodeRedirectURL).
 */
export function verificationUrl(
  services: Services,
  hash: string,
  type: 'recovery' | 'email_change',
  redirectTo: string,
): string {
  const redirect = /[&=#]/.test(redirectTo) ? encodeURIComponent(redirectTo) : redirectTo;
  return `${services.config.apiUrl}/auth/v1/verify?token=${hash}&type=${type}&redirect_to=${redirect}`;
}
