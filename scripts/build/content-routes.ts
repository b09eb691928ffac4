import { createClient } from '@supabase/supabase-js';

import { casePath, categoryPath, insightPath } from '../../src/config/content-paths.ts';
import type { SiteRoute } from '../../src/config/site-routes.ts';
import { fetchAllPages } from '../../src/lib/fetch-all-pages.ts';
import type { Database } from '../../src/types/database.types.ts';

/**
 * The data-driven public routes (each case, category and article) as they are in the database now,
 * read with the public anon key — exactly what a visitor can see. A failed read fails the build:
 * a site published without its content pages would be worse than no new deploy.
 */
export async function readContentRoutes(apiUrl: string, anonKey: string): Promise<SiteRoute[]> {
  const supabase = createClient<Database>(apiUrl, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  // Every row, past the API's max_rows: a sitemap that silently stopped at 1 000 would hide pages.
  const all = <Row extends { id: string }>(
    label: string,
    page: (from: number, to: number) => PromiseLike<{ data: Row[] | null; error: { message: string } | null }>,
  ) =>
    fetchAllPages<Row>(async ({ from, to }) => {
      const { data, error } = await page(from, to);
      if (error) throw new Error(`[prerender] could not read ${label} from ${apiUrl}: ${error.message}`);
      return data ?? [];
    });
  const [cases, categories, insights] = await Promise.all([
    all('cases', (from, to) =>
      supabase
        .from('cases')
        .select('id, slug, data_publicacao')
        .order('data_publicacao', { ascending: false })
        .order('id')
        .range(from, to),
    ),
    all('categorias', (from, to) =>
      supabase.from('categorias').select('id, slug').order('nome').order('id').range(from, to),
    ),
    all('insights', (from, to) =>
      supabase
        .from('insights')
        .select('id, slug, data_publicacao, categorias(slug)')
        .order('data_publicacao', { ascending: false })
        .order('id')
        .range(from, to),
    ),
  ]);
  return [
    ...cases.map((row) => ({
      path: casePath(row.slug),
      priority: 0.7,
      changefreq: 'monthly' as const,
      lastmod: row.data_publicacao,
    })),
    ...categories.map((row) => ({
      path: categoryPath(row.slug),
      priority: 0.6,
      changefreq: 'weekly' as const,
    })),
    ...insights.map((row) => ({
      path: insightPath(row.categorias?.slug, row.slug),
      priority: 0.7,
      changefreq: 'monthly' as const,
      lastmod: row.data_publicacao,
    })),
  ];
}
