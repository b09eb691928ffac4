import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import { casePath, categoryPath, insightPath } from '../../src/config/content-paths.ts';
import type { SiteRoute } from '../../src/config/site-routes.ts';
import { fetchAllPages } from '../../src/lib/fetch-all-pages.ts';
import type { HostRedirect } from '../../src/lib/host-files.ts';
import { isRedirectPath } from '../../src/lib/site-path.ts';
import type { Database } from '../../src/types/database.types.ts';

/**
 * What the build takes from the database, read with the publishable key — exactly what a visitor
 * can see (drafts and scheduled items never enter a build). A failed read fails the build: a site
 * published without its content pages or its redirects would be worse than no new deploy.
 */
export interface SiteContent {
  /** The data-driven public routes: each case, category and article. */
  routes: SiteRoute[];
  /** `public.redirects`, for the host's `_redirects`. */
  redirects: HostRedirect[];
}

type Client = SupabaseClient<Database>;

/** Every row, past the API's max_rows: a sitemap or a redirect list that silently stopped at 1 000 would lose addresses. */
function readAll<Row extends { id: string }>(
  apiUrl: string,
  label: string,
  page: (from: number, to: number) => PromiseLike<{ data: Row[] | null; error: { message: string } | null }>,
): Promise<Row[]> {
  return fetchAllPages<Row>(async ({ from, to }) => {
    const { data, error } = await page(from, to);
    if (error) throw new Error(`[prerender] could not read ${label} from ${apiUrl}: ${error.message}`);
    return data ?? [];
  });
}

async function readContentRoutes(supabase: Client, apiUrl: string): Promise<SiteRoute[]> {
  const [cases, categories, insights] = await Promise.all([
    readAll(apiUrl, 'cases', (from, to) =>
      supabase
        .from('cases')
        .select('id, slug, data_publicacao')
        .order('publicado_em', { ascending: false })
        .order('id')
        .range(from, to),
    ),
    readAll(apiUrl, 'categorias', (from, to) =>
      supabase.from('categorias').select('id, slug').order('nome').order('id').range(from, to),
    ),
    readAll(apiUrl, 'insights', (from, to) =>
      supabase
        .from('insights')
        .select('id, slug, data_publicacao, categorias(slug)')
        .order('publicado_em', { ascending: false })
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

async function readRedirects(supabase: Client, apiUrl: string): Promise<HostRedirect[]> {
  const rows = await readAll(apiUrl, 'redirects', (from, to) =>
    supabase
      .from('redirects')
      .select('id, from_path, to_path, status_code')
      .order('from_path')
      .order('id')
      .range(from, to),
  );
  return usableRedirects(
    rows.map((row) => {
      // The table allows only these two (redirects_status_code_check); anything else is a schema change.
      if (row.status_code !== 301 && row.status_code !== 302) {
        throw new Error(`[prerender] redirect ${row.from_path} has status ${row.status_code}, not 301 or 302`);
      }
      return { from: row.from_path, to: row.to_path, status: row.status_code };
    }),
  );
}

/**
 * The redirects whose paths keep to the rule (`isRedirectPath`); each other one is left out and
 * named in the build's log. Only rows stored before the
 * rule can break it (its constraints are NOT VALID: supabase/migrations/*_redirect_paths.sql):
 * one such row must not hold every other publication back, nor reach the host's `_redirects`.
 */
export function usableRedirects(
  redirects: readonly HostRedirect[],
  warn: (message: string) => void = console.warn,
): HostRedirect[] {
  return redirects.filter((rule) => {
    const usable = isRedirectPath(rule.from) && rule.from !== '/' && isRedirectPath(rule.to);
    if (!usable) {
      warn(
        `[prerender] redirect left out of _redirects: ${shown(rule.from)} → ${shown(rule.to)} breaks the ` +
          'path rule (ASCII, no spaces or invisible characters); fix or remove it in /admin/redirecionamentos.',
      );
    }
    return usable;
  });
}

/** A path for the log: every character but printable ASCII as <U+XXXX>, so none hides. */
const shown = (path: string) =>
  path.replace(
    /[^\x21-\x7e]/gu,
    (character) => `<U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`,
  );

export async function readSiteContent(apiUrl: string, publishableKey: string): Promise<SiteContent> {
  const supabase = createClient<Database>(apiUrl, publishableKey, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const [routes, redirects] = await Promise.all([
    readContentRoutes(supabase, apiUrl),
    readRedirects(supabase, apiUrl),
  ]);
  return { routes, redirects };
}
