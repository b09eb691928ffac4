import { deleteRowOf, useDeleteById } from '@/lib/delete-by-id';

import type { AdminInsightsData } from './get-admin-insights';
import { insightKeys } from './keys';

export const deleteInsight = deleteRowOf('insights');

/** Deletes an insight; on success it leaves every loaded admin list (each of its pages) at once. */
export function useDeleteInsight() {
  return useDeleteById<AdminInsightsData>(deleteInsight, {
    lists: insightKeys.admin.lists(),
    without: (data, id) => ({
      ...data,
      pages: data.pages.map((page) => ({ ...page, items: page.items.filter((row) => row.id !== id) })),
    }),
    detail: insightKeys.admin.detail,
    all: insightKeys.all,
  });
}
