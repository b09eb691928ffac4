import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { adminInsightKeys } from './admin-keys';

/** The admin list loads 20 insights per page ('Carregar mais'). */
export const ADMIN_INSIGHTS_PAGE_SIZE = 20;

export const adminInsightRowSchema = z.object({
  id: z.string(),
  slug: z.string(),
  titulo: z.string(),
  descricao: z.nullable(z.string()),
  imagem: z.nullable(z.string()),
  data_publicacao: z.string(),
  created_at: z.string(),
  categoria: z.nullable(z.object({ id: z.string(), nome: z.string(), slug: z.string() })),
});

export type AdminInsightRow = z.infer<typeof adminInsightRowSchema>;

export interface AdminInsightsPage {
  items: AdminInsightRow[];
  /** The server returned a full page: there may be more (kept even if rows are later removed). */
  full: boolean;
}

export type AdminInsightsData = InfiniteData<AdminInsightsPage, unknown>;

/** `%`, `_` and `\` typed in the search box match themselves, not LIKE wildcards. */
export function escapeLikePattern(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * One page of the admin list: insights with their category, newest publication first,
 * 20 per range; `search` filters by title (`ilike`, any position, case-insensitive).
 */
export async function getAdminInsightsPage({
  search,
  offset,
}: {
  search: string;
  offset: number;
}): Promise<AdminInsightsPage> {
  const supabase = await getSupabase();
  let query = supabase
    .from('insights')
    .select(
      'id, slug, titulo, descricao, imagem, data_publicacao, created_at, categoria:categorias(id, nome, slug)',
    )
    .order('data_publicacao', { ascending: false })
    .order('created_at', { ascending: false })
    .order('id', { ascending: true });
  const term = search.trim();
  if (term) query = query.ilike('titulo', `%${escapeLikePattern(term)}%`);
  const { data, error } = await query.range(offset, offset + ADMIN_INSIGHTS_PAGE_SIZE - 1);
  if (error) throw error;
  const items = z.array(adminInsightRowSchema).parse(data);
  return { items, full: items.length === ADMIN_INSIGHTS_PAGE_SIZE };
}

/** Rows already loaded; the next range starts after them (rows deleted meanwhile are not counted). */
function loadedCount(pages: readonly AdminInsightsPage[]): number {
  return pages.reduce((total, page) => total + page.items.length, 0);
}

export function adminInsightsQueryOptions(search: string) {
  const term = search.trim();
  return infiniteQueryOptions({
    queryKey: adminInsightKeys.list(term),
    queryFn: ({ pageParam }) => getAdminInsightsPage({ search: term, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => (lastPage.full ? loadedCount(pages) : undefined),
  });
}

/** The loaded rows in order, each id once (a row can shift into the next range between loads). */
export function flattenInsightPages(data: AdminInsightsData | undefined): AdminInsightRow[] {
  const seen = new Set<string>();
  const rows: AdminInsightRow[] = [];
  for (const page of data?.pages ?? []) {
    for (const row of page.items) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}
