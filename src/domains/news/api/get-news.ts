import { queryOptions, useQuery } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { getSupabase } from '@/lib/get-supabase';

import { newsKeys } from './keys';

/** A press item ('Na mídia'): `noticias` row. */
export const newsItemSchema = z.object({
  id: z.string(),
  titulo: z.string(),
  link_externo: z.string(),
  imagem: z.nullable(z.string()),
  created_at: z.string(),
});

export type NewsItem = z.infer<typeof newsItemSchema>;

/** All press items, newest first (public: anon can read `noticias`). */
export async function getNews(): Promise<NewsItem[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase
    .from('noticias')
    .select('*')
    .order('created_at', { ascending: false });
  if (error) throw error;
  return z.array(newsItemSchema).parse(data);
}

export function newsQueryOptions() {
  return queryOptions({
    queryKey: newsKeys.list(),
    queryFn: getNews,
  });
}

export function useNews() {
  return useQuery(newsQueryOptions());
}
