export type ActivityType = 'case' | 'insight' | 'lead' | 'news';

export interface RecentActivityItem {
  id: string;
  type: ActivityType;
  /** `titulo` (cases, insights, noticias) or `nome` (leads). */
  title: string;
  /** ISO timestamp (`created_at`). */
  createdAt: string;
}

/** Latest rows read per type, and how many merged items the dashboard shows. */
export const RECENT_PER_TYPE = 3;
const RECENT_TOTAL = 10;

function timestamp(value: string): number {
  const time = Date.parse(value);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

/** Merges the per-type lists, newest first, and keeps the first `limit` items. */
export function mergeRecentActivity(
  groups: readonly (readonly RecentActivityItem[])[],
  limit = RECENT_TOTAL,
): RecentActivityItem[] {
  return groups
    .flat()
    .toSorted((a, b) => timestamp(b.createdAt) - timestamp(a.createdAt))
    .slice(0, limit);
}
