/**
 * Categories as 'Categorias' (/admin/categorias) manages them, through the API as an editor: the
 * SEO fields (*_category_seo.sql) and their CHECKs, a taken address, the number of articles of each
 * category (category_article_counts, counted as the caller), and what renaming and deleting do to
 * the addresses (redirects).
 *
 * Rows are this file's own (a random tag in every slug), removed afterwards.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_EDITOR } from '../setup/seed-users.ts';
import { atCurrentVersion } from '../setup/versions.ts';

const t = Math.random().toString(36).slice(2, 8);
const past = () => new Date(Date.now() - 3_600_000).toISOString();
const slugOf = (name: string) => `${name}-${t}`;

let service: Client;
let editor: Client;

const created = { insights: [] as string[], categorias: [] as string[] };

beforeAll(async () => {
  service = serviceClient();
  editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password);
});

afterAll(async () => {
  await service.from('insights').delete().in('id', created.insights);
  await service.from('categorias').delete().in('id', created.categorias);
  await service.from('redirects').delete().or(`from_path.like.*${t}*,to_path.like.*${t}*`);
});

async function newCategory(name: string, fields: Record<string, unknown> = {}) {
  const { data, error } = await editor
    .from('categorias')
    .insert({ nome: `Categoria ${name} ${t}`, slug: slugOf(name), ...fields })
    .select('*')
    .single();
  if (error) throw error;
  created.categorias.push(data.id);
  return data;
}

async function newInsight(name: string, fields: Record<string, unknown> = {}) {
  const { data, error } = await editor
    .from('insights')
    .insert({ titulo: `Insight ${name} ${t}`, slug: slugOf(name), publicado_em: past(), ...fields })
    .select('id')
    .single();
  if (error) throw error;
  created.insights.push(data.id);
  return data.id;
}

/** This file's redirects that involve `name`, as sorted "from → to" lines. */
async function redirectsOf(name: string): Promise<string[]> {
  const { data, error } = await service
    .from('redirects')
    .select('from_path, to_path')
    .or(`from_path.like.*${name}*,to_path.like.*${name}*`);
  if (error) throw error;
  return data.map((row) => `${row.from_path} → ${row.to_path}`).sort();
}

describe('categories in the admin', () => {
  it('an editor creates one with SEO fields; everyone reads them', async () => {
    const category = await newCategory('seo', {
      descricao: 'Para o teste.',
      seo_titulo: 'Título SEO',
      seo_descricao: 'Descrição SEO',
      seo_imagem: 'https://cdn.exemplo.com/card.webp',
    });
    expect(category).toMatchObject({ version: 1, seo_titulo: 'Título SEO' });
    const { data } = await anonClient()
      .from('categorias')
      .select('seo_titulo, seo_descricao, seo_imagem')
      .eq('id', category.id)
      .single();
    expect(data).toEqual({
      seo_titulo: 'Título SEO',
      seo_descricao: 'Descrição SEO',
      seo_imagem: 'https://cdn.exemplo.com/card.webp',
    });
  });

  it.each([
    ['seo_titulo', 'x'.repeat(71), 'categorias_seo_titulo_check'],
    ['seo_titulo', '   ', 'categorias_seo_titulo_check'],
    ['seo_descricao', 'x'.repeat(201), 'categorias_seo_descricao_check'],
    ['seo_imagem', 'javascript:alert(1)', 'categorias_seo_imagem_check'],
  ] as const)('refuses %s = %j (%s)', async (column, value, constraint) => {
    const { error } = await editor
      .from('categorias')
      .insert({ nome: `Recusada ${t}`, slug: slugOf('recusada'), [column]: value } as { nome: string });
    expect(error).toMatchObject({ code: '23514' });
    expect(error?.message).toContain(constraint);
  });

  it('a taken address is refused with categorias_slug_key (what the form names)', async () => {
    await newCategory('repetida');
    const { error } = await editor
      .from('categorias')
      .insert({ nome: `Outra ${t}`, slug: slugOf('repetida') });
    expect(error).toMatchObject({ code: '23505' });
    expect(`${error?.message} ${error?.details}`).toContain('categorias_slug_key');
  });

  it('counts the articles of each category as the caller sees them: staff count drafts, not the trash', async () => {
    const category = await newCategory('contagem');
    await newInsight('contagem-publico', { categoria_id: category.id });
    await newInsight('contagem-rascunho', { categoria_id: category.id, status: 'rascunho' });
    const trashed = await newInsight('contagem-lixeira', { categoria_id: category.id });
    expect((await editor.from('insights').delete().eq('id', trashed)).error).toBeNull();
    const empty = await newCategory('sem-artigos');

    const { data, error } = await editor.rpc('category_article_counts');
    expect(error).toBeNull();
    const count = (id: string) => data?.find((row) => row.categoria_id === id)?.artigos;
    expect(count(category.id)).toBe(2);
    expect(count(empty.id)).toBeUndefined();
    // Visitors have no use for it.
    expect((await anonClient().rpc('category_article_counts')).error).toMatchObject({ code: '42501' });
  });

  it('renaming with a new address redirects the old page and its public articles (from the version read)', async () => {
    const category = await newCategory('antiga');
    await newInsight('renomeado', { categoria_id: category.id });
    const { data, error } = await editor
      .from('categorias')
      .update(
        await atCurrentVersion('categorias', category.id, {
          nome: `Categoria nova ${t}`,
          slug: slugOf('nova'),
        }),
      )
      .eq('id', category.id)
      .select('version')
      .single();
    expect(error).toBeNull();
    expect(data?.version).toBe(2);
    expect(await redirectsOf(slugOf('antiga'))).toEqual([
      `/insights/${slugOf('antiga')} → /insights/${slugOf('nova')}`,
      `/insights/${slugOf('antiga')}/${slugOf('renomeado')} → /insights/${slugOf('nova')}/${slugOf('renomeado')}`,
    ]);
    // A stale save changes nothing.
    const stale = await editor
      .from('categorias')
      .update({ nome: 'Velha', base_version: 1 })
      .eq('id', category.id);
    expect(stale.error).toMatchObject({ code: 'PT409' });
  });

  it('deleting one: its articles stay without a category, the public ones and its page redirect', async () => {
    const category = await newCategory('excluida');
    const article = await newInsight('orfao-publico', { categoria_id: category.id });
    await newInsight('orfao-rascunho', { categoria_id: category.id, status: 'rascunho' });
    expect((await editor.from('categorias').delete().eq('id', category.id)).error).toBeNull();

    const { data } = await editor.from('insights').select('categoria_id').eq('id', article).single();
    expect(data).toEqual({ categoria_id: null });
    expect(await redirectsOf(slugOf('excluida'))).toEqual([
      `/insights/${slugOf('excluida')} → /insights`,
      `/insights/${slugOf('excluida')}/${slugOf('orfao-publico')} → /insights/sem-categoria/${slugOf('orfao-publico')}`,
    ]);

    // A new category with that address takes it back.
    await newCategory('excluida');
    expect(await redirectsOf(slugOf('excluida'))).toEqual([
      `/insights/${slugOf('excluida')}/${slugOf('orfao-publico')} → /insights/sem-categoria/${slugOf('orfao-publico')}`,
    ]);
  });
});
