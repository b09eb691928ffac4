import { casePath, insightPath } from '@/config/content-paths';

import { getSupabase } from './get-supabase';
import { containsPattern } from './like-pattern';
import { throwOnError } from './supabase-result';

/** A page of the site a link in a text may point to (the rich-text editor's link search). */
export interface SitePage {
  title: string;
  path: string;
  kind: 'Artigo' | 'Case';
}

/** Each kind brings at most this many pages. */
const PER_KIND = 6;

/**
 * Articles and cases whose title contains `query` (any case), drafts included (staff may link to
 * what they will publish), with their public address. Lives here, not in a domain: it reads two
 * domains' tables for a shared component, and only their titles and addresses.
 */
export async function searchSitePages(query: string): Promise<SitePage[]> {
  const term = query.trim();
  if (term.length < 2) return [];
  const supabase = await getSupabase();
  const pattern = containsPattern(term);
  const [{ data: insights }, { data: cases }] = await Promise.all([
    throwOnError(
      supabase
        .from('insights')
        .select('titulo, slug, categoria:categorias(slug)')
        .ilike('titulo', pattern)
        .order('publicado_em', { ascending: false })
        .limit(PER_KIND),
    ),
    throwOnError(
      supabase
        .from('cases')
        .select('titulo, slug')
        .ilike('titulo', pattern)
        .order('publicado_em', { ascending: false })
        .limit(PER_KIND),
    ),
  ]);
  return [
    ...(insights ?? []).map((row) => ({
      title: row.titulo,
      path: insightPath(row.categoria?.slug, row.slug),
      kind: 'Artigo' as const,
    })),
    ...(cases ?? []).map((row) => ({ title: row.titulo, path: casePath(row.slug), kind: 'Case' as const })),
  ];
}
