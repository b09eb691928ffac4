/**
 * The new-user rules, shared by the form and the mutation. They mirror what the `create-user`
 * function refuses (supabase/functions/create-user/handler.ts), with the product's messages.
 */
import * as z from 'zod/mini';

import { STAFF_ROLES } from '@/lib/staff-roles';

export const MIN_PASSWORD = 6;
/** bcrypt reads only 72 bytes; the function refuses longer passwords. */
const MAX_PASSWORD_BYTES = 72;
const MAX_EMAIL = 254;
/**
 * Printable ASCII only, as Supabase Auth accepts: a control or invisible character (a zero-width
 * space pasted with the address) is refused here with a message, not by the server in English.
 */
const EMAIL = /^[!-?A-~]{1,64}@[!-?A-~]+\.[!-?A-~]{2,}$/;

export const userMessages = {
  /** Both fields missing or blank (toast). */
  required: 'Email e senha são obrigatórios',
  /** Fewer than 6 characters. */
  shortPassword: `A senha deve ter pelo menos ${MIN_PASSWORD} caracteres`,
  longPassword: `A senha deve ter no máximo ${MAX_PASSWORD_BYTES} caracteres`,
  invalidEmail: 'Email inválido',
} as const;

/** A staff e-mail, trimmed and lower-cased as Supabase Auth stores it; blank is refused with `blank`. */
export function emailSchema(blank: string) {
  return z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', input: value, message: blank });
      else if (value.length > MAX_EMAIL || !EMAIL.test(value)) {
        ctx.addIssue({ code: 'custom', input: value, message: userMessages.invalidEmail });
      }
    }),
  );
}

/**
 * A staff password: at least 6 characters, at most 72 bytes (bcrypt). Not trimmed: it is sent
 * exactly as typed, and a blank one is refused with `blank`, like the server refuses it.
 */
export function passwordSchema(blank: string) {
  return z.string().check(
    z.superRefine((value, ctx) => {
      if (value.trim() === '') ctx.addIssue({ code: 'custom', input: value, message: blank });
      else if (value.length < MIN_PASSWORD) {
        ctx.addIssue({ code: 'custom', input: value, message: userMessages.shortPassword });
      } else if (new TextEncoder().encode(value).length > MAX_PASSWORD_BYTES) {
        ctx.addIssue({ code: 'custom', input: value, message: userMessages.longPassword });
      }
    }),
  );
}

export const createUserSchema = z.object({
  email: emailSchema(userMessages.required),
  password: passwordSchema(userMessages.required),
  tipo: z.enum(STAFF_ROLES),
});

export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUserValues = z.output<typeof createUserSchema>;

export const emptyCreateUserForm: CreateUserInput = { email: '', password: '', tipo: 'editor' };
