/**
 * The site's traffic counting (supabase/migrations/*_traffic.sql) as the public pages' beacon sends
 * it — a form-encoded POST with the publishable key in the address and no Authorization, as
 * `navigator.sendBeacon` can send it — and as the 'Tráfego' screen reads it.
 *
 * Every number depends on every event, so this file starts its own local-supabase (trusting
 * X-Forwarded-For, so each request picks its client address, as behind Supabase's edge).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { TRAFFIC_LIMITS } from '../../src/limits/traffic.ts';
import { anonClient, signedInClient, type Client } from '../setup/clients.ts';
import { PUBLIC_KEY } from '../setup/keys.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const PHONE =
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36';

let api: LocalSupabase;
let editor: Client;
let admin: Client;
let anon: Client;

interface Sender {
  ip: string;
  userAgent?: string;
  headers?: Record<string, string>;
}

/** One event as the beacon sends it; resolves to the HTTP status. */
async function send(fields: Record<string, string>, { ip, userAgent = BROWSER, headers = {} }: Sender) {
  const response = await fetch(`${api.url}/rest/v1/rpc/record_traffic_event?apikey=${PUBLIC_KEY}`, {
    method: 'POST',
    headers: { 'user-agent': userAgent, 'x-forwarded-for': ip, ...headers },
    body: new URLSearchParams(fields),
  });
  return { status: response.status, body: await response.text() };
}

const view = (path: string, extra: Record<string, string> = {}) => ({
  kind: 'view',
  path,
  device: 'desktop',
  ...extra,
});

function today(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
}

async function breakdown(client: Client = editor) {
  const { data, error } = await client.rpc('traffic_breakdown', { first_day: today(), last_day: today() });
  if (error) throw error;
  return data;
}

function row(rows: Awaited<ReturnType<typeof breakdown>>, dimension: string, value: string) {
  return rows.find((r) => r.dimension === dimension && r.value === value);
}

beforeAll(async () => {
  api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false, trustForwardedFor: true });
  anon = anonClient({ url: api.url });
  admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password, api.url);
  editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password, api.url);
});

afterAll(async () => {
  await api?.close();
});

beforeEach(async () => {
  await api.services.db.query(
    'truncate private.traffic_events, private.traffic_address_minutes, private.traffic_daily, private.traffic_rolled_days',
  );
});

describe('counting a visit', () => {
  it('takes the beacon’s form-encoded POST with the key in the address, and answers nothing back', async () => {
    const answer = await send(view('/'), { ip: '198.51.100.1' });
    expect(answer).toEqual({ status: 204, body: '' });
  });

  it('counts visitors, views, entry pages, sources, campaigns and the visits that sent a lead', async () => {
    const campaign = {
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'raio-x-nov',
      click_id: 'gclid',
    };
    // Visitor 1: arrives from an ad on an article, reads a case, clicks the CTA and sends the form.
    const one = { ip: '198.51.100.10' };
    await send(view('/insights/automacao/agentes', campaign), {
      ...one,
      headers: { 'accept-language': 'pt-BR,pt;q=0.9,en;q=0.8' },
    });
    await send(view('/cases/loja'), one);
    await send(view('/agentes-de-ia'), one);
    await send({ kind: 'cta', path: '/agentes-de-ia', target: 'agendar-raio-x', device: 'desktop' }, one);
    await send({ kind: 'form_start', path: '/agentes-de-ia', target: 'raio-x', device: 'desktop' }, one);
    await send({ kind: 'form_sent', path: '/agentes-de-ia', target: 'raio-x', device: 'desktop' }, one);
    // Visitor 2: same address, another browser (a phone): another visitor, from LinkedIn, no lead.
    const two = { ip: '198.51.100.10', userAgent: PHONE };
    await send(view('/', { device: 'mobile', referrer: 'www.LinkedIn.com' }), two);
    await send(view('/cases/loja', { device: 'mobile' }), two);
    // Visitor 3: direct, one page.
    await send(view('/'), { ip: '198.51.100.11' });

    const rows = await breakdown();
    expect(row(rows, 'total', '')).toMatchObject({ views: 6, visitors: 3, visits: 3, leads: 1 });
    expect(row(rows, 'page', '/cases/loja')).toMatchObject({ views: 2, visitors: 2, visits: 0, leads: 0 });
    expect(row(rows, 'page', '/')).toMatchObject({ views: 2, visitors: 2, visits: 2, leads: 0 });
    // The article that led to the lead: the first page of the converting visit.
    expect(row(rows, 'page', '/insights/automacao/agentes')).toMatchObject({ views: 1, visits: 1, leads: 1 });
    expect(row(rows, 'utm_campaign', 'raio-x-nov')).toMatchObject({ visits: 1, views: 3, leads: 1 });
    expect(row(rows, 'source', 'google')).toMatchObject({ visits: 1, leads: 1 });
    expect(row(rows, 'source', 'linkedin')).toMatchObject({ visits: 1, leads: 0 });
    expect(row(rows, 'source', 'Direto')).toMatchObject({ visits: 1, leads: 0 });
    expect(row(rows, 'referrer', 'linkedin.com')).toMatchObject({ visits: 1 });
    expect(row(rows, 'device', 'mobile')).toMatchObject({ visits: 1, views: 2 });
    expect(row(rows, 'language', 'pt')).toMatchObject({ visits: 1 });
    expect(row(rows, 'cta', 'agendar-raio-x')).toMatchObject({ events: 1, visitors: 1, leads: 1 });
    expect(row(rows, 'form_sent', 'raio-x')).toMatchObject({ events: 1, leads: 1 });

    const { data: days, error } = await editor.rpc('traffic_days', { first_day: today(), last_day: today() });
    expect(error).toBeNull();
    expect(days).toEqual([{ day: today(), views: 6, visitors: 3, visits: 3, leads: 1 }]);

    const { data: now } = await admin.rpc('traffic_now');
    expect(now?.[0]).toEqual({ page: null, views: 6, visitors: 3 });
    expect(now).toContainEqual({ page: '/cases/loja', views: 2, visitors: 2 });
  });

  it('stores a pseudonymous key, never the address, the user agent or a click id’s value', async () => {
    await send(view('/', { click_id: 'gclid' }), { ip: '203.0.113.77' });
    const { rows } = await api.services.db.query<Record<string, unknown>>(
      'select * from private.traffic_events',
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(JSON.stringify(rows[0])).not.toMatch(/203\.0\.113|Mozilla/);
    expect(rows[0].click_id).toBe('gclid');
  });
});

describe('what is not counted', () => {
  it('bots, Do-Not-Track, Global Privacy Control, the admin and signed-in staff', async () => {
    const ip = '198.51.100.20';
    const answers = await Promise.all([
      send(view('/'), {
        ip,
        userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      }),
      send(view('/'), {
        ip,
        userAgent: 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/131.0 Safari/537.36',
      }),
      send(view('/'), { ip, userAgent: '' }),
      send(view('/'), { ip, headers: { dnt: '1' } }),
      send(view('/'), { ip, headers: { 'sec-gpc': '1' } }),
      send(view('/admin/leads'), { ip }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([204, 204, 204, 204, 204, 204]);
    // A staff member's browser (a preview) sends its session token: not counted either.
    const { error } = await editor.rpc('record_traffic_event', {
      kind: 'view',
      path: '/',
      device: 'desktop',
    });
    expect(error?.code).toBe('42501');
    const { rows } = await api.services.db.query('select 1 from private.traffic_events');
    expect(rows).toHaveLength(0);
  });
});

describe('bad input', () => {
  it('refuses each out-of-bounds field by name, storing nothing', async () => {
    const ip = '198.51.100.30';
    const cases: [Record<string, string>, string][] = [
      [{ ...view('/'), kind: 'purchase' }, 'kind'],
      [view('/a?b=c'), 'path'],
      [view('x'), 'path'],
      [view(`/${'a'.repeat(TRAFFIC_LIMITS.pathMax)}`), 'path'],
      [view('/\u0007'), 'path'],
      [{ ...view('/'), device: 'fridge' }, 'device'],
      [{ ...view('/'), target: 'Not A Slug!' }, 'target'],
      [{ ...view('/'), referrer: 'https://example.com/' }, 'referrer'],
      [{ ...view('/'), click_id: 'abc123' }, 'click_id'],
    ];
    for (const [fields, name] of cases) {
      const answer = await send(fields, { ip });
      expect(answer.status, name).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: '22023',
        message: `Evento de tráfego inválido: ${name}.`,
      });
    }
    const unknownField = await send({ ...view('/'), email: 'ana@example.com' }, { ip });
    expect(unknownField.status).toBe(404); // PGRST202: no function takes an `email`
    const { rows } = await api.services.db.query('select 1 from private.traffic_events');
    expect(rows).toHaveLength(0);
  });

  it('cuts and cleans campaign names, which come from links anyone writes', async () => {
    const answer = await send(
      { ...view('/'), utm_campaign: ` a\u0007b${'c'.repeat(200)}`, utm_source: '  ' },
      { ip: '198.51.100.31' },
    );
    expect(answer.status).toBe(204);
    const { rows } = await api.services.db.query<{ utm_campaign: string; utm_source: string | null }>(
      'select utm_campaign, utm_source from private.traffic_events',
    );
    expect(rows).toEqual([{ utm_campaign: `ab${'c'.repeat(TRAFFIC_LIMITS.utmMax - 2)}`, utm_source: null }]);
  });
});

describe('a flood', () => {
  it('cuts one address at the limit a minute while others keep being answered', async () => {
    const flooder = { ip: '192.0.2.66' };
    const statuses: number[] = [];
    let othersAnswered = 0;
    // 25 times the limit: as many as a flood needs to show the cut, not a load test.
    const total = 3_000;
    const othersEvery = 100;
    let next = 0;
    const startedMinute = Math.floor(Date.now() / 60_000);
    // 25 requests in flight at a time; every 100th, another visitor's view goes through too.
    await Promise.all(
      Array.from({ length: 25 }, async () => {
        while (next < total) {
          const index = next++;
          statuses.push((await send(view('/'), flooder)).status);
          if (index % othersEvery === 0) {
            const other = await send(view('/'), { ip: `198.51.100.${100 + index / othersEvery}` });
            if (other.status === 204) othersAnswered += 1;
          }
        }
      }),
    );
    const accepted = statuses.filter((s) => s === 204).length;
    const limited = statuses.filter((s) => s === 429).length;
    // The limit's share of each minute the flood lasted.
    const minutes = Math.floor(Date.now() / 60_000) - startedMinute + 1;
    expect(accepted).toBeGreaterThanOrEqual(TRAFFIC_LIMITS.eventsPerMinute);
    expect(accepted).toBeLessThanOrEqual(minutes * TRAFFIC_LIMITS.eventsPerMinute);
    expect(accepted + limited).toBe(total);
    expect(othersAnswered).toBe(total / othersEvery);
    const { rows } = await api.services.db.query<{ count: number }>(
      'select count(*)::int as count from private.traffic_events',
    );
    expect(rows[0].count).toBe(accepted + total / othersEvery);
  }, 300_000);
});

describe('who reads', () => {
  it('staff only; anyone else is refused, and a period must be one', async () => {
    expect((await breakdown(admin)).length).toBeGreaterThanOrEqual(0);
    const refused = await anon.rpc('traffic_breakdown', { first_day: today(), last_day: today() });
    expect(refused.error?.code).toBe('42501');
    const backwards = await editor.rpc('traffic_days', { first_day: '2026-02-01', last_day: '2026-01-01' });
    expect(backwards.error).toMatchObject({ code: '22023' });
    const tooLong = await editor.rpc('traffic_days', { first_day: '2020-01-01', last_day: '2026-01-01' });
    expect(tooLong.error).toMatchObject({ code: '22023' });
  });
});

describe('retention', () => {
  it('rolls finished days up, keeps the rollups, drops raw events past 90 days and old salts', async () => {
    await send(view('/salto', { utm_campaign: 'antiga' }), { ip: '198.51.100.40' });
    await send(
      { kind: 'form_sent', path: '/salto', target: 'salto', device: 'desktop' },
      { ip: '198.51.100.40' },
    );
    // Those events as if sent 100 days ago (and their day's salt as if kept).
    await api.services.db.query(
      "update private.traffic_events set created_at = created_at - interval '100 days'",
    );
    await api.services.db.query(
      "insert into private.traffic_salts (day) values (private.traffic_day(now() - interval '100 days'))",
    );
    const oldDay = (
      await api.services.db.query<{ day: string }>(
        "select to_char(private.traffic_day(now() - interval '100 days'), 'YYYY-MM-DD') as day",
      )
    ).rows[0].day;
    await api.services.db.query('select private.maintain_traffic()');

    const events = await api.services.db.query('select 1 from private.traffic_events');
    expect(events.rows).toHaveLength(0);
    const salts = await api.services.db.query<{ day: string }>('select day::text from private.traffic_salts');
    expect(salts.rows.every((s) => s.day >= today())).toBe(true);
    const { data, error } = await editor.rpc('traffic_breakdown', { first_day: oldDay, last_day: oldDay });
    expect(error).toBeNull();
    expect(data?.find((r) => r.dimension === 'utm_campaign')).toMatchObject({
      value: 'antiga',
      visits: 1,
      leads: 1,
    });
    const { data: days } = await editor.rpc('traffic_days', { first_day: oldDay, last_day: oldDay });
    expect(days).toEqual([{ day: oldDay, views: 1, visitors: 1, visits: 1, leads: 1 }]);
  });
});

describe('a lead sent pages after the campaign’s landing page', () => {
  it('gets the visit’s campaign, entry page and referrer when it carries none', async () => {
    const visitor = { ip: '198.51.100.50' };
    await send(
      view('/insights/automacao/agentes', {
        utm_source: 'newsletter',
        utm_campaign: 'dez',
        referrer: 'mail.example.com',
      }),
      visitor,
    );
    await send(view('/agentes-de-ia'), visitor);
    const response = await fetch(`${api.url}/rest/v1/leads`, {
      method: 'POST',
      headers: {
        apikey: PUBLIC_KEY,
        'content-type': 'application/json',
        'user-agent': BROWSER,
        'x-forwarded-for': visitor.ip,
        prefer: 'return=minimal',
      },
      body: JSON.stringify({
        nome: 'Ana Souza',
        email: 'ana.visita@example.com',
        telefone: '+5511987654321',
        empresa: 'Loja da Ana',
        landing_page: '/agentes-de-ia',
      }),
    });
    expect(response.status).toBe(201);
    const { rows } = await api.services.db.query<Record<string, string | null>>(
      "select landing_page, referrer, utm_source, utm_campaign, gclid from public.leads where email = 'ana.visita@example.com'",
    );
    expect(rows[0]).toEqual({
      landing_page: '/insights/automacao/agentes',
      referrer: 'https://mail.example.com',
      utm_source: 'newsletter',
      utm_campaign: 'dez',
      gclid: null,
    });
  });
});
