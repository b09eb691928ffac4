import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { casePath, categoryPath, insightPath, legacyInsightSlug, UNCATEGORIZED_SLUG } from './content-paths';

describe('content paths', () => {
  it('builds the public addresses of cases, categories and articles', () => {
    expect(casePath('clinica-vida-plena')).toBe('/cases/clinica-vida-plena');
    expect(categoryPath('estrategia')).toBe('/insights/estrategia');
    expect(insightPath('estrategia', 'lgpd-e-ia')).toBe('/insights/estrategia/lgpd-e-ia');
  });

  it('puts articles without a category under sem-categoria', () => {
    expect(insightPath(null, 'um-post')).toBe(`/insights/${UNCATEGORIZED_SLUG}/um-post`);
    expect(insightPath('', 'um-post')).toBe(`/insights/${UNCATEGORIZED_SLUG}/um-post`);
  });

  it('keeps an old path-shaped slug as its own address (the slug fallback finds it there)', () => {
    const slug = legacyInsightSlug('ia', 'post-antigo');
    expect(slug).toBe('/ia/post-antigo');
    expect(insightPath('estrategia', slug)).toBe('/insights/ia/post-antigo');
    expect(insightPath(null, '/post-solto')).toBe(`/insights/${UNCATEGORIZED_SLUG}/post-solto`);
  });
});

/** Category slugs of supabase/seed.sql (the `insert into public.categorias` block). */
function seedCategorySlugs(): string[] {
  const seed = fs.readFileSync(path.resolve(import.meta.dirname, '../../supabase/seed.sql'), 'utf8');
  const block = /insert into public\.categorias[^;]*?values([\s\S]*?);/i.exec(seed)?.[1] ?? '';
  return [...block.matchAll(/\(\s*'[0-9a-f-]{36}'\s*,\s*'(?:[^']|'')*'\s*,\s*'([^']+)'/g)].map((m) => m[1]);
}

/** The old addresses the publishing migration stores in public.redirects (its `unnest(array[…])`). */
function migratedLegacyPaths(): string[] {
  const migrations = path.resolve(import.meta.dirname, '../../supabase/migrations');
  const file = fs.readdirSync(migrations).find((name) => name.endsWith('_publishing.sql'));
  const sql = fs.readFileSync(path.join(migrations, file ?? ''), 'utf8');
  const block = /insert into public\.redirects[\s\S]*?unnest\(array\[([\s\S]*?)\]\)/i.exec(sql)?.[1] ?? '';
  return [...block.matchAll(/'([^']+)'/g)].map((m) => m[1]);
}

describe('category slugs and the legacy /insights/<slug> redirects', () => {
  it('the seed has categories, and the publishing migration the old addresses', () => {
    expect(seedCategorySlugs()).toEqual(['agentes-de-ia', 'produtividade', 'estrategia']);
    expect(migratedLegacyPaths()).toHaveLength(14);
    expect(migratedLegacyPaths()).toContain('/insights/ia-para-vendas');
  });

  it('no seeded category shares its address with a legacy redirect (its page would be unreachable)', () => {
    const redirected = new Set(migratedLegacyPaths());
    for (const slug of [...seedCategorySlugs(), UNCATEGORIZED_SLUG]) {
      expect(redirected.has(categoryPath(slug)), slug).toBe(false);
    }
  });
});
