/**
 * Lead capture through the public (anon) client, as the SALTO and Raio-X forms send it:
 * insert with `return=minimal` (no read-back), bounded by the database constraints, idempotent
 * per submission_id, honeypot dropped silently, one lead per request, bursts per sender (any
 * `+tag`) and per client address refused with a clear message.
 * Every stored/not-stored claim is checked with the service role.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_ATTRIBUTION_LIMITS, LEAD_LIMITS, LEAD_RATE_LIMIT } from '../../src/domains/leads/limits.ts';
import { anonClient, apiUrl, serviceClient, type Client } from '../setup/clients.ts';
import { PUBLIC_KEY } from '../setup/keys.ts';

let anon: Client;
let service: Client;

beforeAll(() => {
  anon = anonClient();
  service = serviceClient();
});

const tag = () => Math.random().toString(36).slice(2, 10);

function lead(overrides: Record<string, unknown> = {}) {
  return {
    nome: 'Maria da Silva',
    email: `maria.${tag()}@example.com`,
    telefone: '5548991234567',
    empresa: 'Silva Consultoria',
    submission_id: crypto.randomUUID(),
    ...overrides,
  };
}

async function storedBySubmission(submissionId: string) {
  const { data, error } = await service.from('leads').select('*').eq('submission_id', submissionId);
  if (error) throw error;
  return data;
}

async function countByEmail(email: string) {
  const { count, error } = await service
    .from('leads')
    .select('*', { count: 'exact', head: true })
    .ilike('email', email);
  if (error) throw error;
  return count;
}

describe('leads: valid submissions', () => {
  it('stores a contact-form lead sent by a visitor with return=minimal', async () => {
    const row = lead({
      pagina_origem: '/agentes-de-ia',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'raio-x',
      utm_term: 'consultoria ia',
      utm_content: 'anuncio-1',
      gclid: 'Cj0KCQjw-test',
      fbclid: 'IwAR-test',
      landing_page: '/agentes-de-ia?utm_source=google',
      referrer: 'https://www.google.com/',
      privacy_policy_version: '2025-08-24',
    });
    const { data, error, status } = await anon.from('leads').insert(row);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(data).toBeNull();

    const stored = await storedBySubmission(row.submission_id);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ ...row, honeypot: null });
    expect(new Date(stored[0].created_at).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('stores a SALTO signup (pagina_origem /salto) and an international phone with +', async () => {
    const row = lead({ pagina_origem: '/salto', telefone: '+351912345678' });
    const { error } = await anon.from('leads').insert(row);
    expect(error).toBeNull();
    expect(await storedBySubmission(row.submission_id)).toMatchObject([
      { pagina_origem: '/salto', telefone: '+351912345678' },
    ]);
  });

  it('does not give the visitor the row back', async () => {
    const row = lead();
    const { data, error } = await anon.from('leads').insert(row).select();
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect(await storedBySubmission(row.submission_id)).toHaveLength(0);
  });

  it('refuses columns the client may not set (id, created_at)', async () => {
    const row = lead({ created_at: '2020-01-01T00:00:00Z' });
    const { error } = await anon.from('leads').insert(row);
    expect(error?.code).toBe('42501');
    expect(await storedBySubmission(row.submission_id)).toHaveLength(0);
  });
});

describe('leads: constraints', () => {
  const invalid: [string, Record<string, unknown>, string][] = [
    ['nome too short', { nome: 'A' }, '23514'],
    ['nome too long (121 characters)', { nome: 'a'.repeat(121) }, '23514'],
    ['empresa too long (121 characters)', { empresa: 'E'.repeat(121) }, '23514'],
    ['nome with a bidi override (U+202E)', { nome: 'Ana \u202ESouza' }, '23514'],
    ['empresa with a zero-width byte-order mark', { empresa: 'Empresa\uFEFFX' }, '23514'],
    ['e-mail too long', { email: `${'a'.repeat(64)}@${'b'.repeat(186)}.com` }, '23514'],
    ['e-mail without a domain', { email: 'maria@' }, '23514'],
    ['e-mail without a dot in the domain', { email: 'maria@example' }, '23514'],
    ['e-mail with spaces', { email: 'maria silva@example.com' }, '23514'],
    ['phone too short (9 digits)', { telefone: '489912345' }, '23514'],
    ['phone too long (16 digits)', { telefone: '5548991234567890' }, '23514'],
    ['phone with a mask', { telefone: '(48) 99123-4567' }, '23514'],
    ['utm_source too long (256)', { utm_source: 'x'.repeat(256) }, '23514'],
    ['line break in nome', { nome: 'Maria\nda Silva' }, '23514'],
  ];
  for (const [label, overrides, code] of invalid) {
    it(`refuses ${label}`, async () => {
      const row = lead(overrides);
      const { error } = await anon.from('leads').insert(row);
      expect(error?.code).toBe(code);
      expect(error?.message).toMatch(/leads_\w+_check/);
      expect(await storedBySubmission(row.submission_id)).toHaveLength(0);
    });
  }

  it('refuses a NUL byte', async () => {
    const row = lead({ nome: 'Maria\u0000 da Silva' });
    const { error } = await anon.from('leads').insert(row);
    // PostgREST's answer: the JSON body's \u0000 cannot become Postgres text.
    expect(error?.code).toBe('22P05');
    expect(await storedBySubmission(row.submission_id)).toHaveLength(0);
  });

  it('refuses a missing required field', async () => {
    const row = lead();
    const { empresa: _omitted, ...withoutEmpresa } = row;
    const { error } = await anon.from('leads').insert(withoutEmpresa as typeof row);
    expect(error?.code).toBe('23502');
    expect(await storedBySubmission(row.submission_id)).toHaveLength(0);
  });
});

describe('leads: size', () => {
  it('refuses an 11 MB lead with 413 before any check runs, not a statement timeout', async () => {
    const row = lead({ nome: 'M'.repeat(11_000_000) });
    const { error, status } = await anon.from('leads').insert(row);
    expect(status).toBe(413);
    expect(error).toMatchObject({
      code: 'PT413',
      message: 'Os dados enviados são grandes demais para um lead.',
    });
    expect(await storedBySubmission(row.submission_id)).toHaveLength(0);
  });

  it(`accepts every field at its maximum in 4-byte characters (under ${LEAD_LIMITS.rowBytesMax} bytes)`, async () => {
    const wide = (length: number) => '😀'.repeat(length);
    const row = lead({
      nome: wide(LEAD_LIMITS.nomeMax),
      empresa: wide(LEAD_LIMITS.empresaMax),
      // 64 + 1 + 189 characters; a domain label is at most 63.
      email: `${tag().padEnd(64, 'a')}@${['x', 'y', 'z'].map((c) => c.repeat(61)).join('.')}.com`,
      telefone: `+${'9'.repeat(LEAD_LIMITS.telefoneMaxDigits)}`,
      pagina_origem: `/${wide(LEAD_LIMITS.paginaOrigemMax - 1)}`,
      privacy_policy_version: wide(LEAD_LIMITS.privacyPolicyVersionMax),
      ...Object.fromEntries(
        Object.entries(LEAD_ATTRIBUTION_LIMITS).map(([column, max]) => [column, wide(max)]),
      ),
    });
    const { error } = await anon.from('leads').insert(row);
    expect(error?.message ?? null).toBeNull();
    expect(await storedBySubmission(row.submission_id)).toHaveLength(1);
  });
});

describe('leads: retries, bots and bursts', () => {
  it('stores one row when the same submission_id is sent twice; both calls succeed', async () => {
    const row = lead();
    const first = await anon.from('leads').insert(row);
    const second = await anon.from('leads').insert(row);
    expect(first.error).toBeNull();
    expect(second.error).toBeNull();
    expect(await storedBySubmission(row.submission_id)).toHaveLength(1);
  });

  it('drops a lead whose honeypot is filled, while the client sees success', async () => {
    const row = lead({ honeypot: 'https://spam.example' });
    const { error, status } = await anon.from('leads').insert(row);
    expect(error).toBeNull();
    expect(status).toBe(201);
    expect(await storedBySubmission(row.submission_id)).toHaveLength(0);
    expect(await countByEmail(row.email)).toBe(0);
  });

  it('accepts an empty honeypot and stores it as null', async () => {
    const row = lead({ honeypot: '' });
    const { error } = await anon.from('leads').insert(row);
    expect(error).toBeNull();
    expect(await storedBySubmission(row.submission_id)).toMatchObject([{ honeypot: null }]);
  });

  it('refuses a sixth lead from one e-mail within 10 minutes, with a clear message', async () => {
    const email = `rajada.${tag()}@example.com`;
    for (let i = 0; i < 5; i++) {
      const { error } = await anon.from('leads').insert(lead({ email }));
      expect(error).toBeNull();
    }
    const sixth = lead({ email: email.toUpperCase() });
    const { error } = await anon.from('leads').insert(sixth);
    expect(error?.code).toBe('P0001');
    expect(error?.message).toBe(
      'Muitos envios com este e-mail em pouco tempo. Tente novamente em alguns minutos.',
    );
    expect(await storedBySubmission(sixth.submission_id)).toHaveLength(0);
    expect(await countByEmail(email)).toBe(5);

    // Another address is not affected.
    const other = await anon.from('leads').insert(lead());
    expect(other.error).toBeNull();
  });

  it('counts +tag variants of an address as the same sender', async () => {
    const user = `tag.${tag()}`;
    for (let i = 0; i < 5; i++) {
      const { error } = await anon.from('leads').insert(lead({ email: `${user}+${i}@example.com` }));
      expect(error).toBeNull();
    }
    const { error } = await anon.from('leads').insert(lead({ email: `${user.toUpperCase()}@Example.com` }));
    expect(error?.message).toBe(
      'Muitos envios com este e-mail em pouco tempo. Tente novamente em alguns minutos.',
    );
  });

  it('refuses a lead past the limit per client address, never storing the address with the lead', async () => {
    const address = `203.0.113.${Math.floor(Math.random() * 254) + 1}`;
    const sameNetwork = anonClient({ address });
    const rows = Array.from({ length: LEAD_RATE_LIMIT.perAddress }, () => lead());
    for (const row of rows) expect((await sameNetwork.from('leads').insert(row)).error).toBeNull();

    // A client cannot pose as another network: the API sets cf-connecting-ip itself.
    const eleventh = lead();
    const { error } = await sameNetwork
      .from('leads')
      .insert(eleventh)
      .setHeader('cf-connecting-ip', '192.0.2.7');
    expect(error?.code).toBe('P0001');
    expect(error?.message).toBe(
      'Muitos envios desta rede em pouco tempo. Tente novamente em alguns minutos.',
    );
    expect(await storedBySubmission(eleventh.submission_id)).toHaveLength(0);

    const [stored] = await storedBySubmission(rows[0].submission_id);
    expect(JSON.stringify(stored)).not.toContain(address);
    // Another network is not affected.
    expect((await anonClient().from('leads').insert(lead())).error).toBeNull();
  });

  it('stores at most one lead per request from a visitor: a bulk insert is refused whole', async () => {
    const rows = Array.from({ length: 10_000 }, () => lead());
    // Sent as supabase-js sends it, but without its client-side column scan, which is quadratic in
    // the rows (seconds of blocked event loop for 10 000, enough for a pooled socket to be closed
    // under it): the server's answer is what is tested.
    const response = await fetch(`${apiUrl()}/rest/v1/leads?columns=${Object.keys(rows[0]).join(',')}`, {
      method: 'POST',
      headers: { apikey: PUBLIC_KEY, 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify(rows),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('Envie um lead por vez.');
    expect(await storedBySubmission(rows[0].submission_id)).toHaveLength(0);
    expect(await storedBySubmission(rows[1].submission_id)).toHaveLength(0);
  });

  it('lets the service role import many leads in one request', async () => {
    const rows = Array.from({ length: 3 }, () => lead());
    expect((await service.from('leads').insert(rows)).error).toBeNull();
    expect(await storedBySubmission(rows[2].submission_id)).toHaveLength(1);
  });
});
