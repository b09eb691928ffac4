/**
 * manage-user: how an admin changes a staff account after creating it. `{ user_id, action }` with
 * action `set_role` (and `tipo`), `deactivate`, `reactivate`, `remove` or `remove_second_factor`
 * (the person's authenticator app, when they lost their phone). The caller must be an
 * active admin (checked here, with the service role). The database keeps one active admin at least
 * and ends the person's sessions on any change (migration staff_lifecycle); deactivation also bans
 * the auth user, so the person cannot sign in again until reactivated.
 *
 * Served by index.ts under Deno, deployed and in local-supabase alike; the API tests also call it
 * under Node. So it imports only `@supabase/supabase-js` and the functions' shared code.
 */
import type { SupabaseClient } from '@supabase/supabase-js';

import { adminFunction, fail, json, type AdminFunctionEnv } from '../_shared/admin-caller.ts';

export type FunctionEnv = AdminFunctionEnv;

export const MESSAGES = {
  missingToken: 'Autenticação necessária: faça login para gerenciar usuários.',
  invalidToken: 'Sessão inválida ou expirada. Faça login novamente.',
  notAdmin: 'Apenas administradores podem gerenciar usuários.',
  invalidBody:
    "Corpo da requisição inválido: envie JSON com user_id e action ('set_role', 'deactivate', 'reactivate', 'remove' ou 'remove_second_factor').",
  noSecondFactor: 'Esta pessoa não usa verificação em duas etapas.',
  invalidTipo: "Tipo de usuário inválido: use 'editor' ou 'admin'.",
  notFound: 'Usuário não encontrado.',
  self: 'Você não pode alterar o tipo, desativar nem remover a sua própria conta.',
  lastAdmin: 'É preciso manter pelo menos um administrador ativo.',
  methodNotAllowed: 'Método não permitido.',
  internal: 'Erro interno ao alterar o usuário. Tente novamente.',
} as const;

/** GoTrue's ban for "until reactivated": a Go duration of about 100 years. */
const BAN_FOREVER = '876000h';

type Input =
  | { userId: string; action: 'set_role'; tipo: 'editor' | 'admin' }
  | { userId: string; action: 'deactivate' | 'reactivate' | 'remove' | 'remove_second_factor' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function parseInput(body: unknown): Input | string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return MESSAGES.invalidBody;
  const { user_id: userId, action, tipo } = body as Record<string, unknown>;
  if (typeof userId !== 'string' || !UUID.test(userId)) return MESSAGES.invalidBody;
  if (action === 'set_role') {
    if (tipo !== 'editor' && tipo !== 'admin') return MESSAGES.invalidTipo;
    return { userId, action, tipo };
  }
  if (
    action === 'deactivate' ||
    action === 'reactivate' ||
    action === 'remove' ||
    action === 'remove_second_factor'
  ) {
    return { userId, action };
  }
  return MESSAGES.invalidBody;
}

/** The database's refusal to leave no active admin (PT409 from the trigger). */
const isLastAdmin = (error: { code?: string; hint?: string | null } | null) =>
  error?.code === 'PT409' && error.hint === 'last_admin';

interface Target {
  id: string;
  email: string;
  tipo: 'editor' | 'admin';
  desativado_em: string | null;
}

const profileOf = (target: Target) => ({
  id: target.id,
  email: target.email,
  tipo: target.tipo,
  desativado_em: target.desativado_em,
});

async function changeProfile(
  admin: SupabaseClient,
  id: string,
  changes: Partial<Pick<Target, 'tipo' | 'desativado_em'>>,
): Promise<Target | Response> {
  const { data, error } = await admin
    .from('profiles')
    .update(changes)
    .eq('id', id)
    .select('id, email, tipo, desativado_em')
    .single();
  if (isLastAdmin(error)) return fail(409, MESSAGES.lastAdmin);
  if (error) throw error;
  return data as Target;
}

async function activeAdmins(admin: SupabaseClient): Promise<number> {
  const { count, error } = await admin
    .from('profiles')
    .select('id', { count: 'exact', head: true })
    .eq('tipo', 'admin')
    .is('desativado_em', null);
  if (error) throw error;
  return count ?? 0;
}

export function createHandler(env: FunctionEnv): (req: Request) => Promise<Response> {
  return adminFunction('manage-user', env, MESSAGES, async ({ admin, callerId, body, record }) => {
    const input = parseInput(body);
    if (typeof input === 'string') return fail(400, input);

    const { data: target, error: targetError } = await admin
      .from('profiles')
      .select('id, email, tipo, desativado_em')
      .eq('id', input.userId)
      .maybeSingle<Target>();
    if (targetError) throw targetError;
    if (!target) return fail(404, MESSAGES.notFound);
    // Nobody locks themselves out by mistake: another admin makes these changes.
    if (input.userId === callerId) return fail(409, MESSAGES.self);

    switch (input.action) {
      case 'set_role': {
        const changed = await changeProfile(admin, target.id, { tipo: input.tipo });
        if (changed instanceof Response) return changed;
        await record({
          kind: 'user_role_changed',
          user: target,
          details: { de: target.tipo, para: input.tipo },
        });
        return json(200, { user: profileOf(changed) });
      }
      case 'deactivate': {
        const changed = await changeProfile(admin, target.id, { desativado_em: new Date().toISOString() });
        if (changed instanceof Response) return changed;
        const { error } = await admin.auth.admin.updateUserById(target.id, { ban_duration: BAN_FOREVER });
        if (error) {
          // Without the ban the person could sign in again: undo, and say it failed.
          await changeProfile(admin, target.id, { desativado_em: null });
          throw error;
        }
        await record({ kind: 'user_deactivated', user: target });
        return json(200, { user: profileOf(changed) });
      }
      case 'reactivate': {
        const { error } = await admin.auth.admin.updateUserById(target.id, { ban_duration: 'none' });
        if (error) throw error;
        const changed = await changeProfile(admin, target.id, { desativado_em: null });
        if (changed instanceof Response) return changed;
        await record({ kind: 'user_reactivated', user: target });
        return json(200, { user: profileOf(changed) });
      }
      case 'remove_second_factor': {
        // A lost phone: the person signs in with the password alone until they add an app again.
        const { data, error } = await admin.auth.admin.mfa.listFactors({ userId: target.id });
        if (error) throw error;
        if (data.factors.length === 0) return fail(404, MESSAGES.noSecondFactor);
        for (const factor of data.factors) {
          const { error: deleteError } = await admin.auth.admin.mfa.deleteFactor({
            userId: target.id,
            id: factor.id,
          });
          if (deleteError) throw deleteError;
        }
        await record({ kind: 'user_second_factor_removed', user: target });
        return json(200, { user: { ...profileOf(target), verificacao_em_duas_etapas: false } });
      }
      case 'remove': {
        // The database would refuse too (the auth user's deletion removes the profile), but
        // GoTrue answers that as a bare 500: the rule is checked here first, and again when the
        // deletion fails, for another admin's change committed in between.
        const isLastActiveAdmin = async () =>
          target.tipo === 'admin' && target.desativado_em === null && (await activeAdmins(admin)) <= 1;
        if (await isLastActiveAdmin()) return fail(409, MESSAGES.lastAdmin);
        const { error } = await admin.auth.admin.deleteUser(target.id);
        if (error) {
          if (await isLastActiveAdmin()) return fail(409, MESSAGES.lastAdmin);
          throw error;
        }
        await record({ kind: 'user_removed', user: target, details: { tipo: target.tipo } });
        return json(200, { user: profileOf(target) });
      }
    }
  });
}
