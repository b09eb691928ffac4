import { describe, expect, it } from 'vitest';

import {
  changePasswordSchema,
  forgotPasswordSchema,
  newPasswordSchema,
  passwordMessages,
  toPasswordError,
} from './password';

const messages = (result: {
  success: boolean;
  error?: { issues: { message: string; path: PropertyKey[] }[] };
}) => result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('password forms', () => {
  it('asks for an address and checks its shape, normalised as Supabase Auth stores it', () => {
    expect(messages(forgotPasswordSchema.safeParse({ email: '  ' }))).toEqual([
      ['email', 'Informe seu e-mail'],
    ]);
    expect(messages(forgotPasswordSchema.safeParse({ email: 'ana@' }))).toEqual([
      ['email', 'Email inválido'],
    ]);
    expect(forgotPasswordSchema.parse({ email: ' Ana@Salto.COM ' })).toEqual({ email: 'ana@salto.com' });
  });

  it('wants the new password twice, at least 6 characters and at most 72 bytes', () => {
    expect(messages(newPasswordSchema.safeParse({ password: '', confirmation: '' }))).toEqual([
      ['password', 'Informe a nova senha'],
    ]);
    expect(messages(newPasswordSchema.safeParse({ password: '12345', confirmation: '12345' }))).toEqual([
      ['password', 'A senha deve ter pelo menos 6 caracteres'],
    ]);
    expect(
      messages(newPasswordSchema.safeParse({ password: 'é'.repeat(37), confirmation: 'é'.repeat(37) })),
    ).toEqual([['password', 'A senha deve ter no máximo 72 caracteres']]);
    expect(
      messages(newPasswordSchema.safeParse({ password: 'senha-nova', confirmation: 'senha-nov' })),
    ).toEqual([['confirmation', 'As senhas não coincidem']]);
    // Sent exactly as typed: spaces are part of a password.
    expect(newPasswordSchema.parse({ password: ' senha nova ', confirmation: ' senha nova ' }).password).toBe(
      ' senha nova ',
    );
  });

  it('asks for the password in use when changing it', () => {
    expect(
      messages(
        changePasswordSchema.safeParse({
          current: '',
          password: 'senha-nova',
          confirmation: 'senha-nova',
          code: '',
        }),
      ),
    ).toEqual([['current', 'Informe sua senha atual']]);
  });
});

describe('toPasswordError', () => {
  it("puts Supabase Auth's refusals in Portuguese, on the field they are about", () => {
    expect(toPasswordError({ code: 'current_password_invalid' })).toMatchObject({
      message: passwordMessages.currentWrong,
      field: 'current',
    });
    expect(toPasswordError({ code: 'reauthentication_not_valid' })).toMatchObject({
      message: passwordMessages.codeWrong,
      field: 'code',
    });
    expect(toPasswordError({ code: 'same_password' })).toMatchObject({
      message: passwordMessages.samePassword,
      field: 'password',
    });
    expect(toPasswordError({ code: 'over_request_rate_limit' }).message).toBe(passwordMessages.tooMany);
    const missing = Object.assign(new Error('Auth session missing!'), { name: 'AuthSessionMissingError' });
    expect(toPasswordError(missing).message).toBe(passwordMessages.sessionGone);
    expect(toPasswordError(new TypeError('Failed to fetch')).message).toBe(passwordMessages.network);
    expect(toPasswordError({ code: 'unexpected_failure' }).message).toBe(passwordMessages.unexpected);
  });
});
