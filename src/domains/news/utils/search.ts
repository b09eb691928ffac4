import { matchesSearch } from '@/lib/text';

import type { NewsItem } from '../api/get-news';

/** The items whose title contains the search (case- and accent-insensitive); all when blank. */
export function filterNewsByTitle(items: readonly NewsItem[], search: string): NewsItem[] {
  return items.filter((item) => matchesSearch(search, item.titulo));
}
