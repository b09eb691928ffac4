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
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

export const userMessages = {
  /** Both fields missing or blank (toast). */
  required: 'Email e senha são obrigatórios',
  /** Fewer than 6 characters. */
  shortPassword: `A senha deve ter pelo menos ${MIN_PASSWORD} caracteres`,
  longPassword: `A senha deve ter no máximo ${MAX_PASSWORD_BYTES} caracteres`,
  invalidEmail: 'Email inválido',
} as const;

export const createUserSchema = z.object({
  email: z.string().check(
    z.trim(),
    z.toLowerCase(),
    z.superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', input: value, message: userMessages.required });
      else if (value.length > MAX_EMAIL || !EMAIL.test(value)) {
        ctx.addIssue({ code: 'custom', input: value, message: userMessages.invalidEmail });
      }
    }),
  ),
  // Not trimmed: the password is sent exactly as typed (a blank one is refused, like the server).
  password: z.string().check(
    z.superRefine((value, ctx) => {
      if (value.trim() === '') ctx.addIssue({ code: 'custom', input: value, message: userMessages.required });
      else if (value.length < MIN_PASSWORD) {
        ctx.addIssue({ code: 'custom', input: value, message: userMessages.shortPassword });
      } else if (new TextEncoder().encode(value).length > MAX_PASSWORD_BYTES) {
        ctx.addIssue({ code: 'custom', input: value, message: userMessages.longPassword });
      }
    }),
  ),
  tipo: z.enum(STAFF_ROLES),
});

export type CreateUserInput = z.input<typeof createUserSchema>;
export type CreateUserValues = z.output<typeof createUserSchema>;

export const emptyCreateUserForm: CreateUserInput = { email: '', password: '', tipo: 'editor' };
