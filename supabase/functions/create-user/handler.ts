/**
 * create-user: the only way a staff account is created (public signup is off).
 * An admin calls it with their access token and `{ email, password, tipo }`; the function checks
 * the caller's profile is admin, creates the auth user (confirmed) with the service role and
 * inserts the profile, undoing the user if the profile cannot be written.
 *
 * Served by index.ts under Deno, deployed and in local-supabase alike; the API tests also call it
 * under Node. So it imports only `@supabase/supabase-js` (mapped by deno.json, resolved from the
 * project's node_modules locally) and nothing from local-supabase.
 */
import { adminFunction, fail, json, type AdminFunctionEnv } from '../_shared/admin-caller.ts';

export type FunctionEnv = AdminFunctionEnv;

export type Tipo = 'editor' | 'admin';

export const MESSAGES = {
  missingToken: 'Autenticação necessária: faça login para criar usuários.',
  invalidToken: 'Sessão inválida ou expirada. Faça login novamente.',
  notAdmin: 'Apenas administradores podem criar usuários.',
  required: 'Email e senha são obrigatórios',
  shortPassword: 'A senha deve ter pelo menos 6 caracteres',
  invalidEmail: 'Email inválido',
  invalidTipo: "Tipo de usuário inválido: use 'editor' ou 'admin'.",
  invalidBody: 'Corpo da requisição inválido: envie JSON com email, senha e tipo.',
  duplicate: 'Já existe um usuário com este e-mail.',
  methodNotAllowed: 'Método não permitido.',
  internal: 'Erro interno ao criar o usuário. Tente novamente.',
} as const;

const MIN_PASSWORD = 6;
const MAX_PASSWORD = 72; // bcrypt only reads 72 bytes
// Printable ASCII only, as GoTrue accepts (src/domains/staff/api/user-schema.ts, the form's twin).
const EMAIL = /^[!-?A-~]{1,64}@[!-?A-~]+\.[!-?A-~]{2,}$/;

interface Input {
  email: string;
  password: string;
  tipo: Tipo;
}

/** The body's fields, or the Portuguese message for the first thing wrong. */
export function parseInput(body: unknown): Input | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return MESSAGES.invalidBody;
  const { email, password, tipo } = body as Record<string, unknown>;
  const cleanEmail = typeof email === 'string' ? email.trim().toLowerCase() : '';
  const cleanPassword = typeof password === 'string' ? password : '';
  if (!cleanEmail || !cleanPassword.trim()) return MESSAGES.required;
  if (cleanEmail.length > 254 || !EMAIL.test(cleanEmail)) return MESSAGES.invalidEmail;
  if (cleanPassword.length < MIN_PASSWORD) return MESSAGES.shortPassword;
  if (new TextEncoder().encode(cleanPassword).length > MAX_PASSWORD) {
    return `A senha deve ter no máximo ${MAX_PASSWORD} caracteres`;
  }
  if (tipo !== undefined && tipo !== null && tipo !== 'editor' && tipo !== 'admin')
    return MESSAGES.invalidTipo;
  return { email: cleanEmail, password: cleanPassword, tipo: (tipo as Tipo | null | undefined) ?? 'editor' };
}

function isDuplicate(error: { code?: string; status?: number; message?: string }): boolean {
  return (
    error.code === 'email_exists' ||
    error.code === 'user_already_exists' ||
    /already (been )?registered|already exists/i.test(error.message ?? '')
  );
}

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return adminFunction('create-user', env, MESSAGES, async ({ admin, body, record }) => {
    const input = parseInput(body);
    if (typeof input === 'string') return fail(400, input);

    // The auth user (confirmed: staff accounts need no e-mail round trip)…
    const { data: created, error: createError } = await admin.auth.admin.createUser({
      email: input.email,
      password: input.password,
      email_confirm: true,
    });
    if (createError || !created?.user) {
      if (createError && isDuplicate(createError)) return fail(409, MESSAGES.duplicate);
      if (createError?.code === 'weak_password' || createError?.code === 'validation_failed') {
        return fail(400, createError.message);
      }
      throw createError ?? new Error('createUser returned no user');
    }

    // …and its profile; without one the account is useless, so undo the user.
    const { error: insertError } = await admin
      .from('profiles')
      .insert({ id: created.user.id, email: input.email, tipo: input.tipo });
    if (insertError) {
      await admin.auth.admin.deleteUser(created.user.id).catch(() => undefined);
      if (insertError.code === '23505') return fail(409, MESSAGES.duplicate);
      throw insertError;
    }

    await record({
      kind: 'user_created',
      user: { id: created.user.id, email: input.email },
      details: { tipo: input.tipo },
    });
    return json(201, { user: { id: created.user.id, email: input.email, tipo: input.tipo } });
  });
}
