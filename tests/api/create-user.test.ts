/**
 * The create-user edge function: the only way staff accounts are created (public signup is off).
 * Through the local functions gateway (/functions/v1/create-user), which runs the deployed entry
 * point index.ts under Deno, with real tokens; plus handler.ts called directly under Node for what
 * the gateway answers before the function (no Authorization header).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LEGACY_KEYS, PUBLIC_KEY, SECRET_KEY } from '../setup/keys.ts';
import { createHandler, MESSAGES } from '../../supabase/functions/create-user/handler.ts';
import { anonClient, apiUrl, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';

let service: Client;
let adminToken: string;
let editorToken: string;

const email = (label: string) => `novo-${label}-${Math.random().toString(36).slice(2, 9)}@salto.local`;

async function tokenOf(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  if (!data.session) throw new Error('no session');
  return data.session.access_token;
}

async function createUser(
  token: string | null,
  body: unknown,
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${apiUrl()}/functions/v1/create-user`, {
    method: 'POST',
    headers: {
      apikey: PUBLIC_KEY,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}

beforeAll(async () => {
  service = serviceClient();
  adminToken = await tokenOf(await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password));
  editorToken = await tokenOf(await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password));
});

describe('create-user: an admin creates staff', () => {
  it('creates an admin: 201, profile with tipo, the new user can sign in and read its profile', async () => {
    const address = email('admin');
    const result = await createUser(adminToken, { email: address, password: 'senha-forte-1', tipo: 'admin' });
    expect(result.status).toBe(201);
    const user = result.body.user as { id: string; email: string; tipo: string };
    expect(user).toMatchObject({ email: address, tipo: 'admin' });
    expect(user.id).toMatch(/^[0-9a-f-]{36}$/);

    const { data: profile } = await service.from('profiles').select('*').eq('id', user.id).single();
    expect(profile).toMatchObject({ id: user.id, email: address, tipo: 'admin' });

    const client = await signedInClient(address, 'senha-forte-1');
    const { data: own } = await client.from('profiles').select('id, tipo').eq('id', user.id).single();
    expect(own).toEqual({ id: user.id, tipo: 'admin' });
  });

  it('defaults tipo to editor and normalises the e-mail', async () => {
    const address = email('editor');
    const result = await createUser(adminToken, { email: `  ${address.toUpperCase()} `, password: '123456' });
    expect(result.status).toBe(201);
    expect(result.body.user).toMatchObject({ email: address, tipo: 'editor' });
    const { data: profile } = await service.from('profiles').select('tipo').eq('email', address).single();
    expect(profile?.tipo).toBe('editor');
    await expect(signedInClient(address, '123456')).resolves.toBeDefined();
  });

  it('answers 409 for an e-mail that already exists, and changes nothing', async () => {
    const result = await createUser(adminToken, {
      email: SEED_EDITOR.email,
      password: 'outra-senha',
      tipo: 'admin',
    });
    expect(result).toEqual({ status: 409, body: { error: 'Já existe um usuário com este e-mail.' } });
    const { data: profile } = await service
      .from('profiles')
      .select('tipo')
      .eq('email', SEED_EDITOR.email)
      .single();
    expect(profile?.tipo).toBe('editor');
    await expect(signedInClient(SEED_EDITOR.email, SEED_EDITOR.password)).resolves.toBeDefined();
  });
});

describe('create-user: validation (400)', () => {
  const cases: [string, unknown, string][] = [
    ['missing e-mail', { password: '123456' }, 'Email e senha são obrigatórios'],
    ['missing password', { email: 'a@salto.local' }, 'Email e senha são obrigatórios'],
    ['blank e-mail and password', { email: '  ', password: '   ' }, 'Email e senha são obrigatórios'],
    [
      'short password',
      { email: email('curta'), password: '12345' },
      'A senha deve ter pelo menos 6 caracteres',
    ],
    ['invalid e-mail', { email: 'nao-e-email', password: '123456' }, 'Email inválido'],
    ['unknown tipo', { email: email('tipo'), password: '123456', tipo: 'superadmin' }, MESSAGES.invalidTipo],
    ['a body that is not JSON', 'isto não é json', MESSAGES.invalidBody],
  ];
  for (const [label, body, message] of cases) {
    it(`refuses ${label}`, async () => {
      expect(await createUser(adminToken, body)).toEqual({ status: 400, body: { error: message } });
    });
  }

  it('creates nothing when validation fails', async () => {
    const address = email('nada');
    await createUser(adminToken, { email: address, password: '1' });
    const { data } = await service.auth.admin.listUsers({ perPage: 1000 });
    expect(data.users.some((user) => user.email === address)).toBe(false);
  });
});

describe('create-user: who may call it', () => {
  it('refuses an editor with 403', async () => {
    const address = email('por-editor');
    const result = await createUser(editorToken, { email: address, password: '123456', tipo: 'admin' });
    expect(result).toEqual({ status: 403, body: { error: 'Apenas administradores podem criar usuários.' } });
    const { data } = await service.from('profiles').select('id').eq('email', address);
    expect(data).toEqual([]);
  });

  it('refuses a signed-in user without a staff profile with 403', async () => {
    const address = email('sem-perfil');
    await service.auth.admin.createUser({ email: address, password: '123456', email_confirm: true });
    const token = await tokenOf(await signedInClient(address, '123456'));
    const result = await createUser(token, { email: email('x'), password: '123456' });
    expect(result).toEqual({ status: 403, body: { error: 'Apenas administradores podem criar usuários.' } });
  });

  it('refuses a visitor (anon key as bearer) with 401', async () => {
    const result = await createUser(PUBLIC_KEY, { email: email('anon'), password: '123456' });
    expect(result).toEqual({ status: 401, body: { error: MESSAGES.invalidToken } });
  });

  it('refuses a visitor through supabase-js functions.invoke', async () => {
    const { data, error } = await anonClient().functions.invoke('create-user', {
      body: { email: email('invoke'), password: '123456' },
    });
    expect(data).toBeNull();
    const response = (error as { context?: Response }).context;
    expect(response?.status).toBe(401);
  });

  it('is refused without an Authorization header (the function checks it: verify_jwt is off)', async () => {
    const result = await createUser(null, { email: email('sem-token'), password: '123456' });
    expect(result).toEqual({ status: 401, body: { error: MESSAGES.missingToken } });
  });

  it("takes an admin's session through supabase-js and the publishable key: create-user, then manage-user", async () => {
    const admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password);
    const token = await tokenOf(admin);
    const header = JSON.parse(Buffer.from(token.split('.')[0], 'base64url').toString());
    // Today's projects sign sessions with an asymmetric key; the legacy pass, with the JWT secret.
    expect(header.alg).toBe(LEGACY_KEYS ? 'HS256' : 'ES256');

    const address = email('supabase-js');
    const created = await admin.functions.invoke<{ user: { id: string } }>('create-user', {
      body: { email: address, password: '123456', tipo: 'editor' },
    });
    expect(created.error).toBeNull();
    const managed = await admin.functions.invoke<{ user: { tipo: string } }>('manage-user', {
      body: { user_id: created.data!.user.id, action: 'set_role', tipo: 'admin' },
    });
    expect(managed.error).toBeNull();
    expect(managed.data!.user.tipo).toBe('admin');
  });
});

describe('create-user handler (called directly)', () => {
  const handler = () =>
    createHandler({
      SUPABASE_URL: apiUrl(),
      SUPABASE_SECRET_KEY: SECRET_KEY,
    });

  it('answers the CORS preflight', async () => {
    const response = await handler()(new Request('http://localhost/create-user', { method: 'OPTIONS' }));
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  it('answers 401 with a clear message when there is no bearer token', async () => {
    const response = await handler()(
      new Request('http://localhost/create-user', { method: 'POST', body: '{}' }),
    );
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: MESSAGES.missingToken });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  });

  it('answers 405 to other methods', async () => {
    const response = await handler()(new Request('http://localhost/create-user', { method: 'GET' }));
    expect(response.status).toBe(405);
  });
});
