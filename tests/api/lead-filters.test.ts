/**
 * The admin's lead filters on the server (src/domains/leads/api/get-leads.ts `selectLeads`), as
 * the admin reads them through supabase-js: stage, origin page (and none), utm_source and
 * utm_campaign in any case and taken literally, and a date range in days of São Paulo. The list's
 * page, its count and the export's keyset pages hold the same leads; each lead comes with its
 * owner's e-mail.
 *
 * The leads are written by the service role (a visitor sends one per request, and could not set a
 * stage, an owner or a date), each with this run's tag in the e-mail, and every filter here runs
 * with the tag as the search, so leads of other suites never count.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  fetchLeadsPage,
  leadExportPages,
  type Lead,
  type LeadFilters,
} from '../../src/domains/leads/api/get-leads.ts';
import type { LeadStage } from '../../src/domains/leads/stages.ts';
import { leadSender, senderEmailFilter } from '../../src/domains/leads/utils/sender.ts';
import { serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';

const tag = `filtro${randomUUID().slice(0, 8)}`;
const service = serviceClient();
let admin: Client;
let adminId: string;

interface Seed {
  name: string;
  stage?: LeadStage;
  origin?: string | null;
  utmSource?: string | null;
  utmCampaign?: string | null;
  /** When it arrived (UTC). */
  at: string;
  owned?: boolean;
}

// São Paulo is UTC-3: its 10 March 2026 runs from 03:00 UTC on the 10th to 03:00 UTC on the 11th.
const SEEDS: Seed[] = [
  { name: 'Antes da Meia-Noite', at: '2026-03-10T02:59:59.999Z', origin: '/salto', utmSource: 'google' },
  {
    name: 'Meia-Noite',
    at: '2026-03-10T03:00:00Z',
    stage: 'qualificado',
    origin: '/salto',
    utmSource: 'Google',
  },
  { name: 'Fim do Dia', at: '2026-03-11T02:59:59.999Z', stage: 'qualificado', origin: null, owned: true },
  { name: 'Dia Seguinte', at: '2026-03-11T03:00:00Z', stage: 'em_contato', origin: '/agentes-de-ia' },
  {
    name: 'Anúncios',
    at: '2026-03-12T15:00:00Z',
    stage: 'cliente',
    utmSource: 'googleads',
    utmCampaign: 'black_friday',
  },
  { name: 'Sem Sublinhado', at: '2026-03-13T15:00:00Z', stage: 'descartado', utmCampaign: 'blackXfriday' },
  { name: 'Cem Por Cento', at: '2026-03-14T15:00:00Z', utmCampaign: '100% IA' },
];

beforeAll(async () => {
  admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password);
  adminId = (await admin.auth.getUser()).data.user!.id;
  const { error } = await service.from('leads').insert(
    SEEDS.map((seed, i) => ({
      nome: seed.name,
      email: `${tag}.${i}@example.com`,
      telefone: '5548991110000',
      empresa: 'Filtros Ltda',
      created_at: seed.at,
      stage: seed.stage ?? 'novo',
      pagina_origem: seed.origin ?? null,
      utm_source: seed.utmSource ?? null,
      utm_campaign: seed.utmCampaign ?? null,
      owner_id: seed.owned ? adminId : null,
    })),
  );
  if (error) throw error;
});

afterAll(async () => {
  await service.from('leads').delete().like('email', `${tag}.%`);
});

/** The names the list's first page holds for these filters (newest first) and its count. */
async function listed(filters: Omit<LeadFilters, 'search'>) {
  const { leads, total } = await fetchLeadsPage(admin, { search: tag, ...filters }, 1);
  return { names: leads.map((lead) => lead.nome), total };
}

/** Every lead the export reads for these filters. */
async function exported(filters: Omit<LeadFilters, 'search'>): Promise<Lead[]> {
  const leads: Lead[] = [];
  for await (const page of leadExportPages(
    admin,
    { search: tag, ...filters },
    new AbortController().signal,
  )) {
    leads.push(...page.leads);
  }
  return leads;
}

describe('the lead filters', () => {
  it('without a filter, finds every lead of the search, newest first', async () => {
    expect(await listed({})).toEqual({
      names: SEEDS.map((seed) => seed.name).reverse(),
      total: SEEDS.length,
    });
  });

  it('filters by one stage or several', async () => {
    expect(await listed({ stages: ['qualificado'] })).toEqual({
      names: ['Fim do Dia', 'Meia-Noite'],
      total: 2,
    });
    expect(await listed({ stages: ['novo', 'cliente'] })).toEqual({
      names: ['Cem Por Cento', 'Anúncios', 'Antes da Meia-Noite'],
      total: 3,
    });
  });

  it('filters by origin page, and by none', async () => {
    expect(await listed({ origin: '/salto' })).toEqual({
      names: ['Meia-Noite', 'Antes da Meia-Noite'],
      total: 2,
    });
    expect((await listed({ origin: null })).names).toEqual([
      'Cem Por Cento',
      'Sem Sublinhado',
      'Anúncios',
      'Fim do Dia',
    ]);
  });

  it('filters by utm_source and utm_campaign in any case, the value taken literally', async () => {
    expect((await listed({ utmSource: 'GOOGLE' })).names).toEqual(['Meia-Noite', 'Antes da Meia-Noite']);
    expect((await listed({ utmCampaign: 'black_friday' })).names).toEqual(['Anúncios']);
    expect((await listed({ utmCampaign: 'BLACK_FRIDAY', utmSource: 'googleads' })).names).toEqual([
      'Anúncios',
    ]);
    expect((await listed({ utmCampaign: '100% ia' })).names).toEqual(['Cem Por Cento']);
    expect((await listed({ utmCampaign: '100' })).total).toBe(0);
  });

  it('filters by days of São Paulo, both ends included', async () => {
    expect(await listed({ from: '2026-03-10', to: '2026-03-10' })).toEqual({
      names: ['Fim do Dia', 'Meia-Noite'],
      total: 2,
    });
    expect((await listed({ to: '2026-03-09' })).names).toEqual(['Antes da Meia-Noite']);
    expect((await listed({ from: '2026-03-13' })).names).toEqual(['Cem Por Cento', 'Sem Sublinhado']);
    expect((await listed({ from: '2026-03-12', to: '2026-03-11' })).total).toBe(0);
  });

  it('combines the filters, and the export reads exactly the leads the list counts', async () => {
    const filters = {
      stages: ['qualificado', 'em_contato'] as LeadStage[],
      from: '2026-03-10',
      to: '2026-03-11',
    };
    expect(await listed(filters)).toEqual({ names: ['Dia Seguinte', 'Fim do Dia', 'Meia-Noite'], total: 3 });
    expect((await exported(filters)).map((lead) => lead.nome)).toEqual([
      'Dia Seguinte',
      'Fim do Dia',
      'Meia-Noite',
    ]);
    expect(
      (await listed({ ...filters, origin: null, stages: ['qualificado'], utmSource: 'google' })).total,
    ).toBe(0);
  });

  it("reads each lead's owner e-mail, in the list and the export", async () => {
    const [owned] = (await fetchLeadsPage(admin, { search: tag, origin: null, stages: ['qualificado'] }, 1))
      .leads;
    expect(owned).toMatchObject({
      nome: 'Fim do Dia',
      owner_id: adminId,
      owner: { email: SEED_ADMIN.email },
    });
    const all = await exported({});
    expect(all.filter((lead) => lead.owner !== null).map((lead) => lead.nome)).toEqual(['Fim do Dia']);
  });

  it('gives editors nothing, filtered or not', async () => {
    const editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password);
    expect(await fetchLeadsPage(editor, { search: tag, stages: ['qualificado'] }, 1)).toEqual({
      leads: [],
      total: 0,
    });
  });
});

describe("a sender's other leads", () => {
  it('finds the address in any case and its +tag variants, and nobody else once narrowed to the sender', async () => {
    const domain = `${tag}.example.com`;
    const emails = [`ana@${domain}`, `Ana+promo@${domain}`, `ANA+x+y@${domain.toUpperCase()}`];
    const others = [`anabela@${domain}`, `bna@${domain}`, `ana@outro-${domain}`];
    const { error } = await service.from('leads').insert(
      [...emails, ...others].map((email) => ({
        nome: 'Mesma Pessoa',
        email,
        telefone: '5548991110000',
        empresa: 'Remetente Ltda',
      })),
    );
    expect(error).toBeNull();
    try {
      const { data, error: readError } = await admin
        .from('leads')
        .select('email')
        .or(senderEmailFilter(`Ana+outra@${domain}`));
      expect(readError).toBeNull();
      const found = data!.map((lead) => lead.email);
      expect(found.filter((email) => leadSender(email) === `ana@${domain}`).sort()).toEqual(
        [...emails].sort(),
      );
      expect(found).not.toContain(`bna@${domain}`);
      expect(found).not.toContain(`ana@outro-${domain}`);
    } finally {
      await service.from('leads').delete().ilike('email', `%@%${tag}.example.com`);
    }
  });
});
