import { deleteRowOf, useDeleteById, withoutRow } from '@/lib/delete-by-id';

import type { NewsItem } from './get-news';
import { newsKeys } from './keys';

export const deleteNews = deleteRowOf('noticias');

/** Deletes a news item; on success it leaves the list at once. */
export function useDeleteNews() {
  return useDeleteById(deleteNews, {
    lists: newsKeys.list(),
    without: withoutRow<NewsItem>,
    all: newsKeys.all,
  });
}
