/**
 * The admin's leads past max_rows, at 100 000 leads, through supabase-js as the admin reads them
 * (src/domains/leads/api/get-leads.ts): a page of 50 with the exact total, the search on
 * `busca` (accents, case, a typed phone, hostile input), and the export's keyset pages reading
 * every lead exactly once while leads arrive. Also a function's rows (get_all_nichos) read in
 * ranges past max_rows, and the app's page size equal to config.toml's max_rows.
 *
 * 100 000 leads would crowd the shared API of the other suites, so this file starts its own
 * local-supabase (fresh database, migrations and seed). The leads are written by one SQL
 * statement as the superuser with triggers off (session_replication_role = replica): the insert
 * trigger's checks (bursts, retries) are not what this file tests, and would take minutes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_KEY, SECRET_KEY } from '../setup/keys.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import {
  fetchLeadsPage,
  leadExportPages,
  LEADS_PAGE_SIZE,
  type Lead,
  type LeadFilters,
} from '../../src/domains/leads/api/get-leads.ts';
import { API_MAX_ROWS, fetchAllPages } from '../../src/lib/fetch-all-pages.ts';
import type { Database } from '../../src/types/database.types.ts';
import { SEED_ADMIN } from '../setup/seed-users.ts';

const LEADS = 100_000;

/** Leads whose fields hold what a search box must take literally (name → the search that finds it). */
const ODD_NAMES: Record<string, string> = {
  'Vírgula, Parêntese) Ltda': 'a, parentese)',
  'Cem % Certo': '%',
  Traço_Baixo: '_',
  'Aspas "Duplas"': '"duplas"',
  'Barra \\ Invertida': '\\',
  // PostgREST reads every `*` of a like pattern as `%`, with no escape: the app sends it as `_`
  // (any one character), so a `*` between words still finds its lead, and a lone `*` every lead.
  'Estrela * Cadente': 'estrela * c',
};

let api: LocalSupabase;
let admin: SupabaseClient<Database>;
let service: SupabaseClient<Database>;

const options = { auth: { persistSession: false, autoRefreshToken: false } } as const;

/** Milliseconds `fn` takes, logged with `label` (the numbers docs/benchmarks.md quotes come from here). */
async function timed<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const start = performance.now();
  const result = await fn();
  console.info(`${label}: ${(performance.now() - start).toFixed(0)} ms (${api.services.db.kind})`);
  return result;
}

beforeAll(async () => {
  api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
  service = createClient<Database>(api.url, SECRET_KEY, options);
  admin = createClient<Database>(api.url, PUBLIC_KEY, options);
  const { error } = await admin.auth.signInWithPassword(SEED_ADMIN);
  if (error) throw error;

  await api.services.db.query('delete from public.leads');
  await timed(`seed ${LEADS} leads`, () =>
    api.services.db.transaction(async (tx) => {
      await tx.query('set local session_replication_role = replica');
      // Three leads per instant (ties for the id to break), microseconds in every timestamp,
      // 'João Ação' in every 1 000th name, a phone per lead.
      // The pipeline's filters get a mix (`seeded` below says which lead has what).
      await tx.query(
        `insert into public.leads (nome, email, telefone, empresa, created_at,
                                   stage, pagina_origem, utm_source, utm_campaign)
         select case when i % 1000 = 0 then 'João Ação ' else 'Pessoa ' end || i,
                'p' || i || '@example.com',
                '5548' || lpad(i::text, 9, '0'),
                'Empresa ' || (i % 97),
                timestamptz '2026-01-01 00:00:00.000001+00' + (i / 3) * interval '1.000001 second',
                case i % 10 when 0 then 'qualificado' when 1 then 'em_contato' else 'novo' end,
                case i % 4 when 0 then '/salto' when 1 then '/agentes-de-ia' end,
                case i % 3 when 0 then 'google' when 1 then 'Google' end,
                'campanha-' || (i % 50)
         from generate_series(1, $1::integer - $2::integer) i`,
        [LEADS, Object.keys(ODD_NAMES).length],
      );
      for (const name of Object.keys(ODD_NAMES)) {
        await tx.query(
          `insert into public.leads (nome, email, telefone, empresa) values ($1, $2, '5511900000000', 'Empresa X')`,
          [name, `odd.${Object.keys(ODD_NAMES).indexOf(name)}@example.com`],
        );
      }
    }),
  );
  // Hosted Supabase's autovacuum keeps statistics current; the planner needs them here too.
  await api.services.db.query('analyze public.leads');
}, 120_000);

afterAll(async () => {
  await api?.close();
});

const page = (filters: LeadFilters, number = 1) => fetchLeadsPage(admin, filters, number);

/** Newest first, then id descending. */
function expectNewestFirst(leads: readonly Lead[]) {
  for (let i = 1; i < leads.length; i += 1) {
    const [a, b] = [leads[i - 1], leads[i]];
    const order = a.created_at === b.created_at ? a.id > b.id : a.created_at > b.created_at;
    expect(order, `${a.created_at} ${a.id} before ${b.created_at} ${b.id}`).toBe(true);
  }
}

describe('max_rows', () => {
  it("is the app's page size for lists read whole (API_MAX_ROWS)", () => {
    const config = parse(
      fs.readFileSync(path.resolve(import.meta.dirname, '../../supabase/config.toml'), 'utf8'),
    ) as { api: { max_rows: number } };
    expect(API_MAX_ROWS).toBe(config.api.max_rows);
  });

  it('caps a request at 1 000 leads, silently', async () => {
    const { data, error } = await admin.from('leads').select('id');
    expect(error).toBeNull();
    expect(data).toHaveLength(API_MAX_ROWS);
  });
});

describe('the admin list', () => {
  it('answers a page of 50 with the exact total, newest first', async () => {
    const first = await timed('page 1 with count', () => page({ search: '' }));
    expect(first.total).toBe(LEADS);
    expect(first.leads).toHaveLength(LEADS_PAGE_SIZE);
    expectNewestFirst(first.leads);
    expect(
      first.leads
        .map((lead) => lead.nome)
        .slice(0, 6)
        .sort(),
    ).toEqual(Object.keys(ODD_NAMES).sort());
  });

  it('pages without overlap to the last page, and answers a page past the end with the total', async () => {
    const [one, two] = await Promise.all([page({ search: '' }, 1), page({ search: '' }, 2)]);
    expect(one.leads.at(-1)!.created_at >= two.leads[0].created_at).toBe(true);
    expect(new Set([...one.leads, ...two.leads].map((lead) => lead.id)).size).toBe(100);

    const lastPage = LEADS / LEADS_PAGE_SIZE;
    const last = await timed(`page ${lastPage} with count`, () => page({ search: '' }, lastPage));
    expect(last.leads).toHaveLength(LEADS_PAGE_SIZE);
    // The oldest instant holds leads 1 and 2 (the id decides which is last).
    expect(['Pessoa 1', 'Pessoa 2']).toContain(last.leads.at(-1)!.nome);
    expect(await page({ search: '' }, lastPage + 1)).toEqual({ leads: [], total: LEADS });
  });

  it('searches name, e-mail, company and phone, ignoring accents and case', async () => {
    const found = await timed('search "JOAO acão" with count', () => page({ search: 'JOAO acão' }));
    expect(found.total).toBe(LEADS / 1000 - 1);
    expect(found.leads.every((lead) => lead.nome.startsWith('João Ação '))).toBe(true);
    expectNewestFirst(found.leads);

    expect((await page({ search: 'P4242@EXAMPLE' })).leads.map((lead) => lead.nome)).toEqual(['Pessoa 4242']);
    expect((await page({ search: 'empresa 96' })).total).toBe(Math.floor(LEADS / 97));
    // The phone as people type it: its digits, found inside the stored number.
    const byPhone = await page({ search: '(48) 000-004-242' });
    expect(byPhone.leads.map((lead) => lead.telefone)).toEqual(['5548000004242']);
    expect((await timed('search with no match', () => page({ search: 'ninguém aqui' }))).total).toBe(0);
  });

  it('takes commas, parentheses, quotes, wildcards and backslashes literally', async () => {
    for (const [name, search] of Object.entries(ODD_NAMES)) {
      const found = await page({ search });
      expect(
        found.leads.map((lead) => lead.nome),
        search,
      ).toEqual([name]);
    }
  });
});

/** What the seed gave lead `i` (1 … LEADS − 6; the odd names have none of it and arrived today). */
function seeded(i: number) {
  // Microseconds after 2026-01-01 00:00 UTC.
  const at = 1 + Math.floor(i / 3) * 1_000_001;
  return {
    stage: i % 10 === 0 ? 'qualificado' : i % 10 === 1 ? 'em_contato' : 'novo',
    origin: i % 4 === 0 ? '/salto' : i % 4 === 1 ? '/agentes-de-ia' : null,
    source: i % 3 === 0 ? 'google' : i % 3 === 1 ? 'Google' : null,
    campaign: `campanha-${i % 50}`,
    // São Paulo's 1 January 2026 runs from 03:00 UTC that day to 03:00 UTC the next.
    onNewYearsDay: at >= 3 * 3600e6 && at < 27 * 3600e6,
  };
}

/** How many seeded leads pass `keep`. */
function seededCount(keep: (lead: ReturnType<typeof seeded>) => boolean): number {
  let count = 0;
  for (let i = 1; i <= LEADS - Object.keys(ODD_NAMES).length; i += 1) if (keep(seeded(i))) count += 1;
  return count;
}

describe('the filters at 100 000 leads', () => {
  it('count and page by stage, origin page (or none), campaign and São Paulo days', async () => {
    const odd = Object.keys(ODD_NAMES).length;
    const byStage = await timed('stage qualificado with count', () =>
      page({ search: '', stages: ['qualificado'] }),
    );
    expect(byStage.total).toBe(seededCount((lead) => lead.stage === 'qualificado'));
    expect(byStage.leads).toHaveLength(LEADS_PAGE_SIZE);
    expect(byStage.leads.every((lead) => lead.stage === 'qualificado')).toBe(true);
    expectNewestFirst(byStage.leads);

    const noOrigin = await timed('origin none with count', () => page({ search: '', origin: null }));
    expect(noOrigin.total).toBe(seededCount((lead) => lead.origin === null) + odd);

    const bySource = await timed('utm_source GOOGLE with count', () =>
      page({ search: '', utmSource: 'GOOGLE' }),
    );
    expect(bySource.total).toBe(seededCount((lead) => lead.source !== null));

    const byDay = await timed('one São Paulo day with count', () =>
      page({ search: '', from: '2026-01-01', to: '2026-01-01' }),
    );
    expect(byDay.total).toBe(seededCount((lead) => lead.onNewYearsDay));
    expect((await page({ search: '', to: '2025-12-31' })).total).toBe(
      seededCount((lead) => !lead.onNewYearsDay),
    );

    const filters: LeadFilters = {
      search: '',
      stages: ['qualificado', 'em_contato'],
      origin: '/salto',
      utmSource: 'google',
      utmCampaign: 'CAMPANHA-10',
      from: '2026-01-01',
      to: '2026-01-01',
    };
    const expected = seededCount(
      (lead) =>
        lead.stage !== 'novo' &&
        lead.origin === '/salto' &&
        lead.source !== null &&
        lead.campaign === 'campanha-10' &&
        lead.onNewYearsDay,
    );
    const combined = await timed('every filter with count', () => page(filters));
    expect(combined.total).toBe(expected);
    const exported: Lead[] = [];
    for await (const { leads } of leadExportPages(admin, filters, new AbortController().signal)) {
      exported.push(...leads);
    }
    expect(exported).toHaveLength(expected);
    expect(exported.slice(0, LEADS_PAGE_SIZE).map((lead) => lead.id)).toEqual(
      combined.leads.map((lead) => lead.id),
    );
  });
});

describe('the export', () => {
  it('reads all 100 000 leads exactly once in pages of 1 000, while 10 new leads arrive', async () => {
    const ids = new Set<string>();
    const pageSizes: number[] = [];
    const totals = new Set<number>();
    const controller = new AbortController();
    await timed(`export of ${LEADS} leads`, async () => {
      for await (const { leads, total } of leadExportPages(admin, { search: '' }, controller.signal)) {
        pageSizes.push(leads.length);
        totals.add(total);
        for (const lead of leads) ids.add(lead.id);
        expectNewestFirst(leads);
        if (pageSizes.length === 3) {
          const arriving = Array.from({ length: 10 }, (_, i) => ({
            nome: `Chegou Agora ${i}`,
            email: `chegou.${i}@example.com`,
            telefone: '5548999990000',
            empresa: 'Empresa Nova',
          }));
          const { error } = await service.from('leads').insert(arriving);
          expect(error).toBeNull();
        }
      }
    });
    expect(totals).toEqual(new Set([LEADS]));
    expect(pageSizes).toEqual(Array.from({ length: LEADS / API_MAX_ROWS }, () => API_MAX_ROWS));
    expect(ids.size).toBe(LEADS);

    const { count } = await admin.from('leads').select('id', { count: 'exact', head: true });
    expect(count).toBe(LEADS + 10);
  });

  it('reads only the leads of the search', async () => {
    const names: string[] = [];
    for await (const { leads, total } of leadExportPages(
      admin,
      { search: 'joão ação' },
      new AbortController().signal,
    )) {
      expect(total).toBe(LEADS / 1000 - 1);
      names.push(...leads.map((lead) => lead.nome));
    }
    expect(names).toHaveLength(LEADS / 1000 - 1);
    expect(new Set(names).size).toBe(names.length);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const read: number[] = [];
    await expect(
      (async () => {
        for await (const { leads } of leadExportPages(admin, { search: '' }, controller.signal)) {
          read.push(leads.length);
          controller.abort();
        }
      })(),
    ).rejects.toMatchObject({ message: expect.stringMatching(/abort/i) });
    expect(read).toEqual([API_MAX_ROWS]);
  });
});

describe('a function read in ranges', () => {
  it('gives every niche of get_all_nichos past max_rows, each once, by name', async () => {
    await api.services.db.query(
      `insert into public.cases_nichos (nome, slug)
       select 'Nicho ' || lpad(i::text, 4, '0'), 'nicho-' || i from generate_series(1, 1005) i`,
    );
    const niches = await fetchAllPages<{ id: string; nome: string }>(async ({ from, to }) => {
      const { data, error } = await admin.rpc('get_all_nichos').order('nome').order('id').range(from, to);
      if (error) throw error;
      return data;
    });
    const numbered = niches.filter((niche) => niche.nome.startsWith('Nicho '));
    expect(numbered).toHaveLength(1005);
    expect(numbered.map((niche) => niche.nome)).toEqual([...numbered.map((niche) => niche.nome)].sort());
  });
});
