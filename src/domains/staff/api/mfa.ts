/**
 * Two-factor sign-in (Supabase Auth TOTP): a staff member adds an authenticator app in
 * /admin/configuracoes; afterwards each sign-in asks for its 6-digit code ('/admin/verificacao'),
 * and admin rights hold only in a session verified with it (the database checks the JWT's `aal`).
 */
import type { Factor } from '@supabase/supabase-js';

import { getSupabase } from '@/lib/get-supabase';
import { throwOnError } from '@/lib/throw-on-error';

/** The name of the one authenticator app a person enrolls. */
const FACTOR_NAME = 'Aplicativo autenticador';

export const mfaMessages = {
  codeRequired: 'Informe o código de 6 dígitos',
  codeShape: 'O código tem 6 dígitos',
  wrongCode: 'Código incorreto. Confira o aplicativo autenticador e tente de novo.',
  expired: 'O pedido de código expirou. Tente de novo.',
  tooMany: 'Muitas tentativas seguidas. Aguarde um minuto e tente de novo.',
  unexpected: 'Não foi possível verificar agora. Tente novamente em instantes.',
} as const;

/** The 6 digits, spaces removed (apps show them as "123 456"); or the message for what is wrong. */
export function parseCode(input: string): string | { error: string } {
  const code = input.replace(/\s/g, '');
  if (code === '') return { error: mfaMessages.codeRequired };
  if (!/^\d{6}$/.test(code)) return { error: mfaMessages.codeShape };
  return code;
}

/** GoTrue's refusals of a code, in the product's words. */
export function codeErrorMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  if (code === 'mfa_verification_failed') return mfaMessages.wrongCode;
  if (code === 'mfa_challenge_expired') return mfaMessages.expired;
  if (code === 'over_request_rate_limit') return mfaMessages.tooMany;
  return mfaMessages.unexpected;
}

/** The person's verified authenticator app, if any. */
export async function verifiedFactor(): Promise<Factor | null> {
  const supabase = await getSupabase();
  const { data } = await throwOnError(supabase.auth.mfa.listFactors());
  return data.totp[0] ?? null;
}

/** Verifies this session with the code of the person's authenticator app. */
export async function verifySignIn(code: string): Promise<void> {
  const supabase = await getSupabase();
  const factor = await verifiedFactor();
  if (!factor) throw new Error('Nenhum aplicativo autenticador cadastrado.');
  await throwOnError(supabase.auth.mfa.challengeAndVerify({ factorId: factor.id, code }));
}

export interface Enrollment {
  factorId: string;
  /** An SVG data URL of the otpauth URI. */
  qrCode: string;
  /** The secret, for typing into the app by hand. */
  secret: string;
}

/** Starts adding an authenticator app; an unfinished earlier attempt is dropped first. */
export async function startEnrollment(): Promise<Enrollment> {
  const supabase = await getSupabase();
  const { data: factors } = await throwOnError(supabase.auth.mfa.listFactors());
  for (const factor of factors.all.filter((item) => item.status === 'unverified')) {
    await throwOnError(supabase.auth.mfa.unenroll({ factorId: factor.id }));
  }
  const { data } = await throwOnError(
    supabase.auth.mfa.enroll({ factorType: 'totp', friendlyName: FACTOR_NAME }),
  );
  return { factorId: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret };
}

/** Finishes adding the app with a code it shows; the session becomes aal2. */
export async function finishEnrollment(factorId: string, code: string): Promise<void> {
  const supabase = await getSupabase();
  await throwOnError(supabase.auth.mfa.challengeAndVerify({ factorId, code }));
}

/** Removes the person's authenticator app (needs a session verified with it). */
export async function removeFactor(factorId: string): Promise<void> {
  const supabase = await getSupabase();
  await throwOnError(supabase.auth.mfa.unenroll({ factorId }));
}
