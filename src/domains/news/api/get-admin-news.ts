import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { adminNewsKeys } from './admin-keys';

export const adminNewsItemSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  link_externo: z.string(),
  imagem: z.nullable(z.string()),
  created_at: z.string(),
});

export type AdminNewsItem = z.infer<typeof adminNewsItemSchema>;

/** Every news item, newest first (the list is small; search filters on the client). */
export async function getAdminNews(): Promise<AdminNewsItem[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('noticias')
    .select('id, titulo, link_externo, imagem, created_at')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return z.array(adminNewsItemSchema).parse(data);
}

export function adminNewsQueryOptions() {
  return queryOptions({ queryKey: adminNewsKeys.list(), queryFn: getAdminNews });
}

export function useAdminNews() {
  return useQuery(adminNewsQueryOptions());
}

/** Lowercase without accents, so 'midia' finds 'Mídia'. */
function fold(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** The items whose title contains the search (case- and accent-insensitive); all when blank. */
export function filterNewsByTitle(items: readonly AdminNewsItem[], search: string): AdminNewsItem[] {
  const term = fold(search.trim());
  return term ? items.filter((item) => fold(item.titulo).includes(term)) : [...items];
}
