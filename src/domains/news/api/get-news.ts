import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod/mini';

import { fetchAllPages } from '@/lib/fetch-all-pages';
import { getPublicClient } from '@/lib/get-supabase';
import { parseRows } from '@/lib/supabase-result';
import { editVersionShape, tableRow, type TableRow } from '@/lib/table-row';
import { trashShape } from '@/lib/trash';

import { newsKeys } from './keys';

/** A row of `public.noticias`, column for column. */
const newsRowSchema = tableRow<TableRow<'noticias'>>()(
  z.object({
    id: z.string(),
    titulo: z.string(),
    link_externo: z.string(),
    imagem: z.nullable(z.string()),
    created_at: z.string(),
    ...editVersionShape,
    ...trashShape,
  }),
);

/**
 * A news item ('Na mídia') as the site and the admin list read it: with its version (the edit
 * dialog saves from it), without who changed it.
 */
const newsItemSchema = z.pick(newsRowSchema, {
  id: true,
  titulo: true,
  link_externo: true,
  imagem: true,
  created_at: true,
  version: true,
});

export type NewsItem = z.infer<typeof newsItemSchema>;

/**
 * Every news item, newest first (anon can read `noticias`), past max_rows too. The list stays in
 * the hundreds: the admin list searches it on the client.
 */
export async function getNews(): Promise<NewsItem[]> {
  const supabase = await getPublicClient();
  return fetchAllPages(({ from, to }) =>
    parseRows(
      newsItemSchema,
      supabase
        .from('noticias')
        .select('id, titulo, link_externo, imagem, created_at, version')
        .order('created_at', { ascending: false })
        .order('id')
        .range(from, to),
    ),
  );
}

export function newsQueryOptions() {
  return queryOptions({ queryKey: newsKeys.list(), queryFn: getNews });
}
