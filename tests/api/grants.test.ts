/**
 * The explicit grants seen from the API: what works only because a migration granted it (the
 * service role on profiles, hence create-user) and what the private schema keeps out of reach
 * (the role helpers and the other internal functions are not RPCs any more).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_KEY, SECRET_KEY } from '../setup/keys.ts';
import { anonClient, apiUrl, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN } from '../setup/seed-users.ts';

const PASSWORD = 'grants-password-123';
const email = (label: string) => `grants-${label}-${Math.random().toString(36).slice(2, 9)}@salto.local`;

let service: Client;
let adminToken: string;

async function tokenOf(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

beforeAll(async () => {
  service = serviceClient();
  adminToken = await tokenOf(await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password));
});

/**
 * POST /rest/v1/rpc/<name> with the given bearer token (the public key when none); the secret key
 * goes in `apikey` too, as servers send it (the gateway refuses a different key as the bearer).
 */
async function callRpc(
  name: string,
  token: string = PUBLIC_KEY,
  body: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { code?: string; message?: string } }> {
  const response = await fetch(`${apiUrl()}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: token === SECRET_KEY ? SECRET_KEY : PUBLIC_KEY,
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

describe('service role on profiles (what create-user needs)', () => {
  it('reads profiles', async () => {
    const { data, error } = await service.from('profiles').select('id, tipo').eq('email', SEED_ADMIN.email);
    expect(error).toBeNull();
    expect(data).toEqual([{ id: expect.any(String), tipo: 'admin' }]);
  });

  it('inserts a profile for a new auth user', async () => {
    const address = email('insert');
    const { data: created, error: createError } = await service.auth.admin.createUser({
      email: address,
      password: PASSWORD,
      email_confirm: true,
    });
    expect(createError).toBeNull();
    const { data, error } = await service
      .from('profiles')
      .insert({ id: created.user!.id, email: address, tipo: 'editor' })
      .select('id, email, tipo')
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({ id: created.user!.id, email: address, tipo: 'editor' });
  });

  it('changes only tipo and desativado_em (manage-user), and deletes nothing: deletion follows the auth user', async () => {
    const address = email('update');
    const { data: created } = await service.auth.admin.createUser({
      email: address,
      password: PASSWORD,
      email_confirm: true,
    });
    const id = created.user!.id;
    await service.from('profiles').insert({ id, email: address, tipo: 'editor' });

    const promote = await service
      .from('profiles')
      .update({ tipo: 'admin' })
      .eq('id', id)
      .select('tipo')
      .single();
    expect(promote).toMatchObject({ error: null, data: { tipo: 'admin' } });
    const rename = await service
      .from('profiles')
      .update({ email: email('other') })
      .eq('id', id);
    expect(rename.error?.code).toBe('42501');
    const remove = await service.from('profiles').delete().eq('id', id);
    expect(remove.error?.code).toBe('42501');
    const { data: after } = await service.from('profiles').select('email, tipo').eq('id', id).single();
    expect(after).toEqual({ email: address, tipo: 'admin' });
    await service.auth.admin.deleteUser(id);
  });
});

describe('create-user end to end with only the explicit grants', () => {
  it('an admin creates an editor: 201, the profile is stored, the editor signs in and reads it', async () => {
    const address = email('editor');
    const response = await fetch(`${apiUrl()}/functions/v1/create-user`, {
      method: 'POST',
      headers: {
        apikey: PUBLIC_KEY,
        Authorization: `Bearer ${adminToken}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: address, password: PASSWORD, tipo: 'editor' }),
    });
    const body = (await response.json()) as { user?: { id: string; email: string; tipo: string } };
    expect(response.status).toBe(201);
    expect(body.user).toMatchObject({ email: address, tipo: 'editor' });

    const { data: stored } = await service.from('profiles').select('id, tipo').eq('email', address).single();
    expect(stored).toEqual({ id: body.user!.id, tipo: 'editor' });

    const editor = await signedInClient(address, PASSWORD);
    const { data: own, error } = await editor.from('profiles').select('id, tipo').eq('id', body.user!.id);
    expect(error).toBeNull();
    expect(own).toEqual([{ id: body.user!.id, tipo: 'editor' }]);
  });

  it('refuses the service key itself as the caller (401): it is not a signed-in admin', async () => {
    const response = await fetch(`${apiUrl()}/functions/v1/create-user`, {
      method: 'POST',
      headers: {
        apikey: PUBLIC_KEY,
        Authorization: `Bearer ${SECRET_KEY}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ email: email('service'), password: PASSWORD, tipo: 'editor' }),
    });
    expect(response.status).toBe(401);
  });
});

describe('internal functions are not RPCs', () => {
  // Everything that moved to the private schema: role checks, the niche guard, the slug, URL and
  // upload-name rules, and the trigger functions.
  const INTERNAL = [
    'is_admin',
    'is_staff',
    'require_staff',
    'slugify',
    'is_http_url',
    'are_http_urls',
    'is_valid_image_object_name',
    'set_slug',
    'insights_set_author',
    'cases_normalize_galeria',
    'leads_before_insert',
  ];

  for (const name of INTERNAL) {
    it(`/rest/v1/rpc/${name}: 404 PGRST202 for anon, a signed-in admin and the service role`, async () => {
      for (const token of [PUBLIC_KEY, adminToken, SECRET_KEY]) {
        const result = await callRpc(name, token);
        expect({ token: token.slice(-8), ...result }).toMatchObject({
          token: token.slice(-8),
          status: 404,
          body: { code: 'PGRST202' },
        });
      }
    });
  }

  it('the private schema cannot be selected with Content-Profile (406 PGRST106)', async () => {
    const result = await callRpc('is_admin', adminToken, {}, { 'Content-Profile': 'private' });
    expect(result.status).toBe(406);
    expect(result.body.code).toBe('PGRST106');
  });

  it('the API functions are still there: anon reads niches, anon may not create one (42501)', async () => {
    const anon = anonClient();
    const { data, error } = await anon.rpc('get_all_nichos');
    expect(error).toBeNull();
    expect(data!.length).toBeGreaterThan(0);
    const denied = await callRpc('create_nicho', PUBLIC_KEY, { nome: 'Nicho anônimo' });
    expect(denied.status).toBe(401);
    expect(denied.body.code).toBe('42501');
  });
});
