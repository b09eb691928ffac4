import { createClient } from '@supabase/supabase-js';

import { casePath, categoryPath, insightPath } from '../../src/config/content-paths.ts';
import type { SiteRoute } from '../../src/config/site-routes.ts';
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
  const [cases, categories, insights] = await Promise.all([
    supabase.from('cases').select('slug, data_publicacao').order('data_publicacao', { ascending: false }),
    supabase.from('categorias').select('slug').order('nome'),
    supabase
      .from('insights')
      .select('slug, data_publicacao, categorias(slug)')
      .order('data_publicacao', { ascending: false }),
  ]);
  for (const [label, result] of [
    ['cases', cases],
    ['categorias', categories],
    ['insights', insights],
  ] as const) {
    if (result.error) {
      throw new Error(`[prerender] could not read ${label} from ${apiUrl}: ${result.error.message}`);
    }
  }
  return [
    ...(cases.data ?? []).map((row) => ({
      path: casePath(row.slug),
      priority: 0.7,
      changefreq: 'monthly' as const,
      lastmod: row.data_publicacao,
    })),
    ...(categories.data ?? []).map((row) => ({
      path: categoryPath(row.slug),
      priority: 0.6,
      changefreq: 'weekly' as const,
    })),
    ...(insights.data ?? []).map((row) => ({
      path: insightPath(row.categorias?.slug, row.slug),
      priority: 0.7,
      changefreq: 'monthly' as const,
      lastmod: row.data_publicacao,
    })),
  ];
}
