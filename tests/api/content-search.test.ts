/**
 * Search and 'Leia também' (migration *_content_search.sql) through supabase-js, as the site calls
 * them: accents ignored, Portuguese stems, prefixes while typing, title matches first, only what
 * visitors may see (never drafts, scheduled or trashed items, for staff neither), the query's
 * length refused past SEARCH_LIMITS.queryMax with the code the app turns into pt-BR, at most
 * SEARCH_LIMITS.resultsMax results; related articles never the article itself nor a draft.
 *
 * Rows are this file's own: every one carries a random word (`tag`), which each search includes,
 * so the seed and the other files' rows never match. Removed afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { SEARCH_LIMITS, SEARCH_QUERY_TOO_LONG_CODE } from '../../src/limits/search.ts';
import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_EDITOR } from '../setup/seed-users.ts';

/** Letters only: a word the parser reads as one word, unknown to the stemmer. */
const tag = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
  '',
);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();

let service: Client;
let anon: Client;
let editor: Client;
const created = { insights: [] as string[], cases: [] as string[], categorias: [] as string[] };

async function insight(fields: {
  titulo: string;
  descricao?: string;
  conteudo?: string;
  status?: 'rascunho' | 'publicado';
  publicado_em?: string;
  categoria_id?: string | null;
}): Promise<string> {
  const { data, error } = await service
    .from('insights')
    .insert({ publicado_em: hoursAgo(1), ...fields })
    .select('id')
    .single();
  if (error) throw error;
  created.insights.push(data.id);
  return data.id;
}

async function searchInsights(client: Client, q: string): Promise<string[]> {
  const { data, error } = await client.rpc('search_insights', { q }).select('titulo');
  if (error) throw error;
  return data.map((row) => row.titulo);
}

beforeAll(async () => {
  service = serviceClient();
  anon = anonClient();
  editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password);
});

afterAll(async () => {
  await service.from('insights').delete().in('id', created.insights);
  await service.from('cases').delete().in('id', created.cases);
  await service.from('categorias').delete().in('id', created.categorias);
});

describe('search_insights', () => {
  beforeAll(async () => {
    await insight({ titulo: `Automação de atendimento ${tag}`, descricao: 'Um resumo qualquer.' });
    await insight({ titulo: `Relatórios ${tag}`, descricao: 'Como revisar o processo de vendas.' });
    // Newer than the title match below, and the word three times in its body: still after it.
    await insight({
      titulo: `Outro assunto ${tag}`,
      conteudo: '<p>Indicadores, indicadores e mais indicadores.</p>',
      publicado_em: hoursAgo(0.5),
    });
    await insight({ titulo: `Indicadores que importam ${tag}`, publicado_em: hoursAgo(2) });
    await insight({ titulo: `Rascunho sobre automação ${tag}`, status: 'rascunho' });
    await insight({ titulo: `Agendado sobre automação ${tag}`, publicado_em: tomorrow() });
    const trashed = await insight({ titulo: `Lixeira sobre automação ${tag}` });
    // A staff delete moves the article to the trash.
    const { error } = await editor.from('insights').delete().eq('id', trashed);
    if (error) throw error;
  });

  it('ignores accents: "automacao" finds "automação"', async () => {
    expect(await searchInsights(anon, `automacao ${tag}`)).toEqual([`Automação de atendimento ${tag}`]);
    expect(await searchInsights(anon, `AUTOMAÇÃO ${tag}`)).toEqual([`Automação de atendimento ${tag}`]);
  });

  it('finds the stem: "processos" finds "processo", and a word being typed finds by its prefix', async () => {
    expect(await searchInsights(anon, `processos ${tag}`)).toEqual([`Relatórios ${tag}`]);
    expect(await searchInsights(anon, `autom ${tag}`)).toEqual([`Automação de atendimento ${tag}`]);
  });

  it('puts title matches first', async () => {
    expect(await searchInsights(anon, `indicadores ${tag}`)).toEqual([
      `Indicadores que importam ${tag}`,
      `Outro assunto ${tag}`,
    ]);
  });

  it('never returns drafts, scheduled or trashed articles, to visitors or to staff', async () => {
    const everything = [
      `Automação de atendimento ${tag}`,
      `Indicadores que importam ${tag}`,
      `Outro assunto ${tag}`,
      `Relatórios ${tag}`,
    ];
    expect((await searchInsights(anon, tag)).sort()).toEqual(everything);
    expect((await searchInsights(editor, tag)).sort()).toEqual(everything);
  });

  it('matches nothing for a blank query, operators alone or stop words alone', async () => {
    for (const q of ['', '   ', `&|!():*'\\`, 'de da o']) {
      expect(await searchInsights(anon, q)).toEqual([]);
    }
  });

  it(`refuses a query over ${SEARCH_LIMITS.queryMax} characters with ${SEARCH_QUERY_TOO_LONG_CODE}`, async () => {
    const atLimit = `${tag} ${'ç'.repeat(SEARCH_LIMITS.queryMax - tag.length - 1)}`;
    expect(await searchInsights(anon, atLimit)).toEqual([]);
    const { error } = await anon.rpc('search_insights', { q: `${atLimit}x` });
    expect(error).toMatchObject({ code: SEARCH_QUERY_TOO_LONG_CODE });
  });

  it(`returns at most ${SEARCH_LIMITS.resultsMax} results, however many are asked for`, async () => {
    const { data, error } = await anon.rpc('search_insights', { q: 'a', max_results: 1000 });
    expect(error).toBeNull();
    expect(data!.length).toBeLessThanOrEqual(SEARCH_LIMITS.resultsMax);
  });
});

describe('search_cases', () => {
  beforeAll(async () => {
    const rows = [
      { titulo: `Clínica ${tag}`, status: 'publicado', publicado_em: hoursAgo(1) },
      { titulo: `Rascunho ${tag}`, status: 'rascunho', publicado_em: hoursAgo(1) },
      { titulo: `Agendado ${tag}`, status: 'publicado', publicado_em: tomorrow() },
    ];
    // One insert of several rows sends every column for each (PostgREST: missing ones are null).
    const { data, error } = await service
      .from('cases')
      .insert(
        rows.map((row) => ({
          ...row,
          subtitulo: 'Agendamento automático',
          problema: '<p>Ligações perdidas.</p>',
        })),
      )
      .select('id');
    if (error) throw error;
    created.cases.push(...data.map((row) => row.id));
  });

  it('finds the subtitle and the HTML body without accents, public cases only, with their niches', async () => {
    for (const q of [`agendamento automatico ${tag}`, `ligacoes ${tag}`]) {
      const { data, error } = await anon.rpc('search_cases', { q }).select('titulo, cases_nichos');
      expect(error).toBeNull();
      expect(data).toEqual([{ titulo: `Clínica ${tag}`, cases_nichos: [] }]);
    }
  });
});

describe('related_insights', () => {
  let article: string;
  let draft: string;
  let sameCategory: string;
  let sharedWords: string;

  beforeAll(async () => {
    const { data, error } = await service
      .from('categorias')
      .insert({ nome: `Relacionados ${tag}`, slug: `relacionados-${tag}` })
      .select('id')
      .single();
    if (error) throw error;
    created.categorias.push(data.id);
    article = await insight({ titulo: `Chatbots ${tag} no varejo`, categoria_id: data.id });
    draft = await insight({ titulo: `Chatbots ${tag} rascunho`, categoria_id: data.id, status: 'rascunho' });
    sameCategory = await insight({ titulo: 'Outro tema', categoria_id: data.id, publicado_em: hoursAgo(3) });
    sharedWords = await insight({ titulo: `Chatbots ${tag} na saúde`, categoria_id: null });
  });

  async function related(client: Client, id: string, max = 3): Promise<string[]> {
    const { data, error } = await client
      .rpc('related_insights', { insight_id: id, max_results: max })
      .select('id');
    if (error) throw error;
    return data.map((row) => row.id);
  }

  it('gives the same category first, then shared words; never the article itself nor a draft', async () => {
    const ids = await related(anon, article, SEARCH_LIMITS.relatedMax);
    expect(ids.slice(0, 2)).toEqual([sameCategory, sharedWords]);
    expect(ids).not.toContain(article);
    expect(ids).not.toContain(draft);
    expect(ids.length).toBeLessThanOrEqual(SEARCH_LIMITS.relatedMax);
    expect(await related(editor, article, SEARCH_LIMITS.relatedMax)).not.toContain(draft);
  });

  it('gives 3 by default and nothing for an article visitors cannot read', async () => {
    const { data } = await anon.rpc('related_insights', { insight_id: article }).select('id');
    expect(data).toHaveLength(3);
    expect(await related(anon, draft)).toEqual([]);
  });
});
