/**
 * The dashboard's lead numbers (supabase/migrations/*_lead_stats.sql), called through supabase-js
 * as the admin calls them: leads per week and source, per origin page and per campaign, first
 * contact within 24 hours; weeks and days of São Paulo; admins only.
 *
 * Every number depends on all the leads in the table, and the other suites insert leads into the
 * shared API at any moment, so this file starts its own local-supabase (fresh database, migrations
 * and seed, as the shared one) and empties the leads table before each case. The service role
 * seeds the rows: it may insert many at once and set `created_at` and `first_contacted_at`.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PUBLIC_KEY, SECRET_KEY } from '../setup/keys.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import type { Database, TablesInsert } from '../../src/types/database.types.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';

type Client = SupabaseClient<Database>;

let api: LocalSupabase;
let service: Client;
let admin: Client;
let editor: Client;
let anon: Client;

const options = { auth: { persistSession: false, autoRefreshToken: false } } as const;

async function signedIn({ email, password }: { email: string; password: string }): Promise<Client> {
  const client = createClient<Database>(api.url, PUBLIC_KEY, options);
  const { error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return client;
}

beforeAll(async () => {
  api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
  service = createClient<Database>(api.url, SECRET_KEY, options);
  anon = createClient<Database>(api.url, PUBLIC_KEY, options);
  admin = await signedIn(SEED_ADMIN);
  editor = await signedIn(SEED_EDITOR);
});

afterAll(async () => {
  await api?.close();
});

beforeEach(async () => {
  const { error } = await service.from('leads').delete().not('id', 'is', null);
  if (error) throw error;
});

// ------------------------------------------------------------------------- São Paulo calendar

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const saoPauloFields = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** The wall-clock time in São Paulo at `instant`, as the UTC fields of a Date. */
function saoPauloWallClock(instant: Date): Date {
  const part = Object.fromEntries(
    saoPauloFields.formatToParts(instant).map((p) => [p.type, Number(p.value)]),
  );
  return new Date(Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second));
}

/** The instant at which São Paulo's clock shows `wall` (given as the UTC fields of a Date). */
function fromSaoPaulo(wall: Date): Date {
  const offset = saoPauloWallClock(wall).getTime() - wall.getTime();
  return new Date(wall.getTime() - offset);
}

/** Midnight in São Paulo, `daysAgo` days before today there. */
function midnightDaysAgo(daysAgo: number): Date {
  const today = saoPauloWallClock(new Date());
  return fromSaoPaulo(
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - daysAgo)),
  );
}

/** Monday midnight in São Paulo, `weeksAgo` weeks before this week's. */
function mondayWeeksAgo(weeksAgo: number): Date {
  const today = saoPauloWallClock(new Date());
  const sinceMonday = (today.getUTCDay() + 6) % 7;
  return midnightDaysAgo(sinceMonday + 7 * weeksAgo);
}

/** `yyyy-MM-dd` of a Monday as São Paulo's calendar shows it. */
const saoPauloDate = (instant: Date) => saoPauloWallClock(instant).toISOString().slice(0, 10);

const later = (instant: Date, ms: number) => new Date(instant.getTime() + ms);

// ------------------------------------------------------------------------------------ seeding

let seq = 0;

function lead(createdAt: Date, fields: Partial<TablesInsert<'leads'>> = {}): TablesInsert<'leads'> {
  seq += 1;
  return {
    nome: `Pessoa ${seq}`,
    email: `pessoa.${seq}@example.com`,
    telefone: '5548991234567',
    empresa: 'Empresa Teste',
    created_at: createdAt.toISOString(),
    ...fields,
  };
}

const times = (count: number, make: () => TablesInsert<'leads'>) => Array.from({ length: count }, make);

async function seed(rows: TablesInsert<'leads'>[]) {
  const { error } = await service.from('leads').insert(rows);
  if (error) throw error;
}

async function firstContact(client: Client, period: string) {
  const { data, error } = await client.rpc('lead_stats_first_contact', { period }).single();
  if (error) throw error;
  return data;
}

// -------------------------------------------------------------------------------------- tests

describe('lead_stats_weekly_sources', () => {
  it('12 Monday weeks of São Paulo, oldest first, zero-filled; 7 sources become the 5 largest and Outros', async () => {
    await seed([
      // google: utm_source in any case or spacing, or a Google referrer without campaign (6)
      ...times(3, () => lead(later(mondayWeeksAgo(1), 2 * DAY), { utm_source: 'google' })),
      lead(later(mondayWeeksAgo(2), DAY), { utm_source: ' Google ' }),
      ...times(2, () => lead(later(mondayWeeksAgo(3), DAY), { referrer: 'https://www.google.com.br/' })),
      // instagram: from its link redirector (5)
      ...times(5, () => lead(later(mondayWeeksAgo(4), DAY), { referrer: 'https://l.instagram.com/' })),
      // newsletter: utm_source wins over the referrer (4)
      ...times(4, () =>
        lead(later(mondayWeeksAgo(5), DAY), {
          utm_source: 'newsletter',
          referrer: 'https://mail.google.com/',
        }),
      ),
      // Direto (3): two at this week's Monday midnight, one a second earlier — Sunday 23:59:59 in
      // São Paulo, already Monday 02:59:59 in UTC — which belongs to the week before
      ...times(2, () => lead(mondayWeeksAgo(0))),
      lead(later(mondayWeeksAgo(0), -1000)),
      // any other site: its host without www (2)
      ...times(2, () =>
        lead(later(mondayWeeksAgo(6), DAY), { referrer: 'https://www.blog.exemplo.com.br/post?x=1' }),
      ),
      // the two smallest, added up as Outros: at the first instant of the 12 weeks, and week 7
      lead(mondayWeeksAgo(11), { referrer: 'https://lnkd.in/abc' }),
      lead(later(mondayWeeksAgo(7), DAY), { utm_source: 'parceiro' }),
      // a second before the 12 weeks: not counted
      lead(later(mondayWeeksAgo(11), -1000), { utm_source: 'google' }),
    ]);

    const { data, error } = await admin.rpc('lead_stats_weekly_sources');
    expect(error).toBeNull();

    const series = ['google', 'instagram', 'newsletter', 'Direto', 'blog.exemplo.com.br', 'Outros'];
    const counts: Record<number, Partial<Record<string, number>>> = {
      0: { Direto: 2 },
      1: { google: 3, Direto: 1 },
      2: { google: 1 },
      3: { google: 2 },
      4: { instagram: 5 },
      5: { newsletter: 4 },
      6: { 'blog.exemplo.com.br': 2 },
      7: { Outros: 1 },
      11: { Outros: 1 },
    };
    const expected = Array.from({ length: 12 }, (_, index) => 11 - index).flatMap((weeksAgo) =>
      series.map((source) => ({
        week_start: saoPauloDate(mondayWeeksAgo(weeksAgo)),
        source,
        leads: counts[weeksAgo]?.[source] ?? 0,
      })),
    );
    expect(data).toEqual(expected);
  });

  it('up to 6 sources, every one is its own series; no lead in the 12 weeks, no rows', async () => {
    expect((await admin.rpc('lead_stats_weekly_sources')).data).toEqual([]);

    await seed([
      ...['a', 'b', 'c', 'd', 'e'].flatMap((source, index) =>
        times(6 - index, () => lead(mondayWeeksAgo(0), { utm_source: source })),
      ),
      lead(mondayWeeksAgo(0)),
    ]);
    const { data, error } = await admin.rpc('lead_stats_weekly_sources');
    expect(error).toBeNull();
    expect(data).toHaveLength(12 * 6);
    expect(data!.slice(-6)).toEqual(
      [
        ['a', 6],
        ['b', 5],
        ['c', 4],
        ['d', 3],
        ['e', 2],
        ['Direto', 1],
      ].map(([source, leads]) => ({ week_start: saoPauloDate(mondayWeeksAgo(0)), source, leads })),
    );
  });
});

describe('lead_stats_by_origin and lead_stats_by_campaign', () => {
  it("count the period's leads per value, nulls included, largest first; past 7 values the rest is one others row", async () => {
    const since = midnightDaysAgo(29);
    const inPeriod = later(since, DAY);
    await seed([
      // '/salto' (9), the first at the period's first instant
      lead(since, { pagina_origem: '/salto', utm_campaign: 'salto-black-friday' }),
      ...times(8, () => lead(inPeriod, { pagina_origem: '/salto', utm_campaign: 'salto-black-friday' })),
      // no page: the Raio-X form stores none (8)
      ...times(8, () => lead(inPeriod)),
      ...times(7, () => lead(inPeriod, { pagina_origem: '/agentes-de-ia', utm_campaign: 'raio-x' })),
      // '/p6' (6) … '/p1' (1), without campaign
      ...[6, 5, 4, 3, 2, 1].flatMap((count) =>
        times(count, () => lead(inPeriod, { pagina_origem: `/p${count}` })),
      ),
      // a second before the period: not counted
      lead(later(since, -1000), { pagina_origem: '/salto', utm_campaign: 'salto-black-friday' }),
    ]);

    const origins = await admin.rpc('lead_stats_by_origin', { period: '30d' });
    expect(origins.error).toBeNull();
    expect(origins.data).toEqual([
      { pagina_origem: '/salto', leads: 9, others: false },
      { pagina_origem: null, leads: 8, others: false },
      { pagina_origem: '/agentes-de-ia', leads: 7, others: false },
      { pagina_origem: '/p6', leads: 6, others: false },
      { pagina_origem: '/p5', leads: 5, others: false },
      { pagina_origem: '/p4', leads: 4, others: false },
      { pagina_origem: '/p3', leads: 3, others: false },
      { pagina_origem: null, leads: 3, others: true },
    ]);

    const campaigns = await admin.rpc('lead_stats_by_campaign', { period: '30d' });
    expect(campaigns.error).toBeNull();
    expect(campaigns.data).toEqual([
      { utm_campaign: null, leads: 29, others: false },
      { utm_campaign: 'salto-black-friday', leads: 9, others: false },
      { utm_campaign: 'raio-x', leads: 7, others: false },
    ]);
  });
});

describe('lead_stats_first_contact', () => {
  it('splits the leads of the period: contacted within 24 h (24 h itself included), later, not yet', async () => {
    const since = midnightDaysAgo(6);
    const contactedAfter = (createdAt: Date, ms: number) => ({
      first_contacted_at: later(createdAt, ms).toISOString(),
    });
    const at = (hours: number) => later(since, hours * HOUR);
    await seed([
      lead(at(0), contactedAfter(at(0), DAY)),
      // contact recorded half a minute before the lead's own clock (allowed by the table)
      lead(at(1), contactedAfter(at(1), -30_000)),
      lead(at(2), contactedAfter(at(2), DAY + 1000)),
      lead(at(3), contactedAfter(at(3), 3 * DAY)),
      lead(at(4)),
      lead(at(5)),
      // before the period
      lead(at(-1), contactedAfter(at(-1), HOUR)),
    ]);

    expect(await firstContact(admin, '7d')).toEqual({
      leads: 6,
      contacted_within_24h: 2,
      contacted_later: 2,
      not_contacted: 2,
    });
  });

  it("periods start at midnight in São Paulo: today and the 6, 29 or 89 days before; 12w at the 12 weeks' Monday", async () => {
    const starts = {
      '7d': midnightDaysAgo(6),
      '30d': midnightDaysAgo(29),
      '12w': mondayWeeksAgo(11),
      '90d': midnightDaysAgo(89),
    };
    // Each start and the second before it (12w starts between 30d and 90d).
    await seed(Object.values(starts).flatMap((start) => [lead(start), lead(later(start, -1000))]));

    expect((await firstContact(admin, '7d')).leads).toBe(1);
    expect((await firstContact(admin, '30d')).leads).toBe(3);
    expect((await firstContact(admin, '12w')).leads).toBe(5);
    expect((await firstContact(admin, '90d')).leads).toBe(7);
  });

  it('refuses an unknown period (22023)', async () => {
    const { error } = await admin.rpc('lead_stats_first_contact', { period: '1y' });
    expect(error?.code).toBe('22023');
  });
});

describe('access: admins only', () => {
  const calls = {
    lead_stats_weekly_sources: (client: Client) => client.rpc('lead_stats_weekly_sources'),
    lead_stats_by_origin: (client: Client) => client.rpc('lead_stats_by_origin', { period: '30d' }),
    lead_stats_by_campaign: (client: Client) => client.rpc('lead_stats_by_campaign', { period: '30d' }),
    lead_stats_first_contact: (client: Client) => client.rpc('lead_stats_first_contact', { period: '30d' }),
  };

  it.each(Object.entries(calls))(
    '%s: anon and the service role may not call it (42501)',
    async (_name, call) => {
      for (const client of [anon, service]) {
        const { data, error } = await call(client);
        expect(data).toBeNull();
        expect(error?.code).toBe('42501');
      }
    },
  );

  it.each(Object.entries(calls))('%s: an editor is refused, not shown zeros (42501)', async (_name, call) => {
    await seed([lead(mondayWeeksAgo(0), { pagina_origem: '/salto' })]);
    const { data, error } = await call(editor);
    expect(data).toBeNull();
    expect(error).toMatchObject({
      code: '42501',
      message: 'Acesso negado: apenas administradores veem os números de leads.',
    });
    expect((await call(admin)).error).toBeNull();
  });
});
