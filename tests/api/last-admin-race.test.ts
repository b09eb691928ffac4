/**
 * The database keeps one active admin, on a database of this file's own (its admins change under
 * no other suite): a statement that would deactivate them all is refused; two admins ending each
 * other's access at the same moment, the only two active, get one change through and the other
 * refused with 409 and the database's message, never a 500, whatever the action.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { MESSAGES } from '../../supabase/functions/manage-user/handler.ts';
import { PUBLIC_KEY } from '../setup/keys.ts';
import { serviceClient, signedInClient } from '../setup/clients.ts';
import { createStaffAccount } from '../setup/staff.ts';

const PASSWORD = 'senha-da-equipe-1';
let api: LocalSupabase;

beforeAll(async () => {
  api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
});

afterAll(async () => {
  await api?.close();
});

/** An active admin of this database: id and access token. */
async function admin(account: { email: string; password: string }) {
  const client = await signedInClient(account.email, account.password, api.url);
  const { data } = await client.auth.getSession();
  return { id: data.session!.user.id, token: data.session!.access_token };
}

async function manage(token: string, body: Record<string, unknown>) {
  const response = await fetch(`${api.url}/functions/v1/manage-user`, {
    method: 'POST',
    headers: { apikey: PUBLIC_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const activeAdmins = async () => {
  const { data, error } = await serviceClient(api.url)
    .from('profiles')
    .select('id')
    .eq('tipo', 'admin')
    .is('desativado_em', null);
  if (error) throw error;
  return data.length;
};

describe('the last active admin', () => {
  it('refuses a statement that would deactivate every active admin (PT409): nothing changes', async () => {
    const service = serviceClient(api.url);
    const before = await activeAdmins();
    const { error } = await service
      .from('profiles')
      .update({ desativado_em: new Date().toISOString() })
      .eq('tipo', 'admin')
      .is('desativado_em', null);
    expect(error).toMatchObject({
      code: 'PT409',
      message: 'É preciso manter pelo menos um administrador ativo.',
    });
    expect(await activeAdmins()).toBe(before);
  });
});

describe('two admins ending each other at once', () => {
  for (const change of [
    { action: 'remove' },
    { action: 'deactivate' },
    { action: 'set_role', tipo: 'editor' },
  ]) {
    it(`${change.action}: one wins, the other gets 409`, async () => {
      const service = serviceClient(api.url);
      const accounts = await Promise.all([
        createStaffAccount('corrida', 'admin', PASSWORD, api.url),
        createStaffAccount('corrida', 'admin', PASSWORD, api.url),
      ]);
      const { error } = await service
        .from('profiles')
        .update({ desativado_em: new Date().toISOString() })
        .eq('tipo', 'admin')
        .not('id', 'in', `(${accounts.map((account) => account.id).join(',')})`);
      if (error) throw error;
      expect(await activeAdmins()).toBe(2);
      const [first, second] = await Promise.all(
        accounts.map((account) => admin({ email: account.email, password: PASSWORD })),
      );

      const answers = await Promise.all([
        manage(first.token, { user_id: second.id, ...change }),
        manage(second.token, { user_id: first.id, ...change }),
      ]);

      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body).toEqual({ error: MESSAGES.lastAdmin });
      expect(await activeAdmins()).toBe(1);
    });
  }
});
