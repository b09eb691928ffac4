/**
 * A staff member's own password: the recovery e-mail ("Esqueci minha senha"), the page its link
 * opens ("Definir nova senha") and the change in /admin/configuracoes, all through Supabase Auth.
 */
import type { Session } from '@supabase/supabase-js';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';
import { readJwtClaims } from '@/lib/jwt-claims';
import { throwOnError } from '@/lib/supabase-result';

import { emailSchema, passwordSchema, userMessages } from './user-schema';

/** Where the recovery e-mail's link lands (allowed in the project's redirect URLs). */
export const SET_PASSWORD_PATH = '/admin/definir-senha';
export { FORGOT_PASSWORD_PATH } from '../utils/auth-paths';

export const passwordMessages = {
  emailRequired: 'Informe seu e-mail',
  passwordRequired: 'Informe a nova senha',
  currentRequired: 'Informe sua senha atual',
  currentWrong: 'A senha atual não confere',
  mismatch: 'As senhas não coincidem',
  samePassword: 'A nova senha deve ser diferente da atual',
  codeWrong: 'Código inválido ou já usado. Apague-o e salve de novo para receber outro.',
  tooMany: 'Muitas tentativas seguidas. Aguarde alguns minutos e tente de novo.',
  sessionGone: 'Sua sessão expirou. Peça um novo link para definir a senha.',
  network: 'Não foi possível conectar ao servidor. Verifique sua conexão e tente novamente.',
  unexpected: 'Não foi possível concluir agora. Tente novamente em instantes.',
} as const;

export const forgotPasswordSchema = z.object({ email: emailSchema(passwordMessages.emailRequired) });
export type ForgotPasswordInput = z.input<typeof forgotPasswordSchema>;

/** The new password, typed twice: the second must match. */
const confirmationMatches = z.superRefine((values: { password: string; confirmation: string }, ctx) => {
  if (values.confirmation !== values.password) {
    ctx.addIssue({
      code: 'custom',
      input: values,
      path: ['confirmation'],
      message: passwordMessages.mismatch,
    });
  }
});

export const newPasswordSchema = z
  .object({
    password: passwordSchema(passwordMessages.passwordRequired),
    confirmation: z.string(),
  })
  .check(confirmationMatches);
export type NewPasswordInput = z.input<typeof newPasswordSchema>;
export const emptyNewPassword: NewPasswordInput = { password: '', confirmation: '' };

/**
 * The change in /admin/configuracoes also asks for the password in use, and, when Supabase Auth
 * wants the person to prove it is them again (a session signed in more than 24 hours ago), the
 * code it e-mailed (`code`, empty until then).
 */
export const changePasswordSchema = z
  .object({
    current: z.string().check(z.refine((value) => value !== '', passwordMessages.currentRequired)),
    password: passwordSchema(passwordMessages.passwordRequired),
    confirmation: z.string(),
    code: z.string().check(z.trim()),
  })
  .check(confirmationMatches);
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;
export const emptyChangePassword: ChangePasswordInput = {
  current: '',
  password: '',
  confirmation: '',
  code: '',
};

/** A refusal of Supabase Auth in Portuguese, with the field it is about (if any). */
export class PasswordError extends Error {
  constructor(
    message: string,
    readonly field?: 'email' | 'current' | 'password' | 'code',
  ) {
    super(message);
    this.name = 'PasswordError';
  }
}

/** GoTrue's refusals (error `code`, English message) in the product's words. */
export function toPasswordError(error: unknown): PasswordError {
  if (error instanceof PasswordError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
  const name = error instanceof Error ? error.name : '';
  switch (code) {
    case 'current_password_invalid':
      return new PasswordError(passwordMessages.currentWrong, 'current');
    case 'current_password_required':
      return new PasswordError(passwordMessages.currentRequired, 'current');
    case 'reauthentication_not_valid':
      return new PasswordError(passwordMessages.codeWrong, 'code');
    case 'over_email_send_rate_limit':
    case 'over_request_rate_limit':
      return new PasswordError(passwordMessages.tooMany);
    case 'same_password':
      return new PasswordError(passwordMessages.samePassword, 'password');
    case 'weak_password':
      return new PasswordError(userMessages.shortPassword, 'password');
    case 'session_not_found':
    case 'refresh_token_not_found':
      return new PasswordError(passwordMessages.sessionGone);
  }
  if (name === 'AuthSessionMissingError') return new PasswordError(passwordMessages.sessionGone);
  if (name === 'AuthRetryableFetchError' || error instanceof TypeError) {
    return new PasswordError(passwordMessages.network);
  }
  return new PasswordError(passwordMessages.unexpected);
}

/**
 * Asks Supabase Auth to e-mail a recovery link. The page says the same whatever happens to the
 * address: Supabase Auth answers alike for an address without an account, and its refusal of a
 * second link within a minute (which only an existing account can get) is taken as sent, since
 * the first link is on its way; otherwise the answer would tell who is on the team.
 */
export async function requestPasswordReset(input: ForgotPasswordInput): Promise<void> {
  const { email } = forgotPasswordSchema.parse(input);
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resetPasswordForEmail(email, {
    redirectTo: `${window.location.origin}${SET_PASSWORD_PATH}`,
  });
  if (error && error.code !== 'over_email_send_rate_limit') throw toPasswordError(error);
}

/** Sets the signed-in person's password; Supabase Auth ends their other sessions. */
export async function setNewPassword(input: NewPasswordInput): Promise<void> {
  const { password } = newPasswordSchema.parse(input);
  const supabase = await getSupabase();
  await throwOnError(supabase.auth.updateUser({ password }), toPasswordError);
}

/**
 * The change in /admin/configuracoes. Supabase Auth checks the password in use itself (the
 * project requires it) and, for a session signed in over 24 hours ago, a code it e-mails (spent
 * by the attempt that sends it, even when the password in use was wrong): `'code-sent'` means a
 * code is on its way and the form asks for it; `'code-recent'` that one went out less than a
 * minute ago and no other can be sent yet.
 */
export async function changePassword(
  input: ChangePasswordInput,
): Promise<'changed' | 'code-sent' | 'code-recent'> {
  const { current, password, code } = changePasswordSchema.parse(input);
  const supabase = await getSupabase();
  const { error } = await supabase.auth.updateUser({
    password,
    current_password: current,
    ...(code ? { nonce: code } : {}),
  });
  if (!error) return 'changed';
  if (error.code !== 'reauthentication_needed') throw toPasswordError(error);
  const sent = await supabase.auth.reauthenticate();
  if (sent.error?.code === 'over_email_send_rate_limit') return 'code-recent';
  if (sent.error) throw toPasswordError(sent.error);
  return 'code-sent';
}

/** How the recovery link ended up, read from the address it opened. */
export type RecoveryLink =
  { status: 'ready' } | { status: 'invalid'; reason: 'expired' | 'banned' | 'missing' | 'failed' };

/** The JWT's `amr`: how this session signed in. A recovery link's session says `otp`. */
function signedInByLink(session: Session | null): boolean {
  const amr = session ? (readJwtClaims(session.access_token)?.amr ?? []) : [];
  return amr.some((entry) => entry.method === 'otp' || entry.method === 'recovery');
}

/**
 * Takes the session the recovery link brought in the address fragment (Supabase Auth redirects
 * with `#access_token=…&type=recovery`, or `#error_code=otp_expired…` when the link is used or
 * old) and removes it from the address bar and history. Without a fragment, a session already
 * opened by a link in this tab (a reload) still counts.
 */
export async function openRecoveryLink(hash: string, clearHash: () => void): Promise<RecoveryLink> {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const supabase = await getSupabase();
  if (params.has('error_code') || params.has('error')) {
    clearHash();
    const code = params.get('error_code');
    return {
      status: 'invalid',
      reason: code === 'user_banned' ? 'banned' : code === 'otp_expired' ? 'expired' : 'failed',
    };
  }
  const accessToken = params.get('access_token');
  const refreshToken = params.get('refresh_token');
  if (accessToken && refreshToken) {
    clearHash();
    const { error } = await supabase.auth.setSession({
      access_token: accessToken,
      refresh_token: refreshToken,
    });
    return error ? { status: 'invalid', reason: 'expired' } : { status: 'ready' };
  }
  const { data } = await supabase.auth.getSession();
  return signedInByLink(data.session) ? { status: 'ready' } : { status: 'invalid', reason: 'missing' };
}
