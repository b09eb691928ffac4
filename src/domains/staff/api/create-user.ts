import * as z from 'zod/mini';

import { functionFallbacks, readFunctionError } from '@/lib/function-error';
import { getSupabase } from '@/lib/get-supabase';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

import { profileSchema } from './get-profile';
import { staffKeys } from './keys';
import { createUserSchema, userMessages, type CreateUserInput } from './user-schema';

const createdUserSchema = z.object({
  user: z.pick(profileSchema, { id: true, email: true, tipo: true }),
});

type CreatedUser = z.infer<typeof createdUserSchema>['user'];

/** Messages of our own when the function's answer carries none we can show. */
export const createUserFallbacks = {
  ...functionFallbacks,
  notFound: 'O serviço de criação de usuários não está disponível no servidor.',
  internal: 'Erro interno ao criar o usuário. Tente novamente.',
  duplicate: 'Já existe um usuário com este e-mail.',
} as const;

/** A refusal of `create-user`, with the message to show and the field it is about (if any). */
export class CreateUserError extends Error {
  readonly status: number | undefined;
  readonly field: 'email' | 'password' | undefined;

  constructor(message: string, status?: number) {
    super(message);
    this.name = 'CreateUserError';
    this.status = status;
    this.field = fieldOf(message, status);
  }
}

function fieldOf(message: string, status: number | undefined): CreateUserError['field'] {
  if (status === 409 || message === userMessages.invalidEmail) return 'email';
  if (/senha/i.test(message) && status === 400) return 'password';
  return undefined;
}

/** The function's refusal; the gateway's English "already registered" is the duplicate case. */
async function toCreateUserError(error: unknown): Promise<CreateUserError> {
  const refusal = await readFunctionError(error, createUserFallbacks);
  if (/already (been )?registered|already exists/i.test(refusal.gatewayMessage)) {
    return new CreateUserError(createUserFallbacks.duplicate, 409);
  }
  return new CreateUserError(refusal.message, refusal.status);
}

/**
 * Creates a staff account through the `create-user` edge function, called with the
 * admin's own token: the admin stays signed in as themselves (no sign-up on this client).
 */
export async function createStaffUser(input: CreateUserInput): Promise<CreatedUser> {
  const body = createUserSchema.parse(input);
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke('create-user', { body });
  if (error) throw await toCreateUserError(error);
  return createdUserSchema.parse(data).user;
}

export const useCreateStaffUser = () =>
  useRefreshingMutation(createStaffUser, staffKeys.all, { waitForRefresh: true });
