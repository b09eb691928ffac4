import { describe, expect, it } from 'vitest';

import { mergeRecentActivity, type RecentActivityItem } from './recent-activity';

const item = (type: RecentActivityItem['type'], id: string, createdAt: string): RecentActivityItem => ({
  id,
  type,
  title: `${type} ${id}`,
  createdAt,
});

describe('mergeRecentActivity', () => {
  it('merges every type, newest first', () => {
    const merged = mergeRecentActivity([
      [item('case', 'c1', '2025-03-01T10:00:00Z'), item('case', 'c2', '2025-01-01T10:00:00Z')],
      [item('insight', 'i1', '2025-03-05T09:00:00Z')],
      [item('lead', 'l1', '2025-03-01T10:00:01Z')],
      [item('news', 'n1', '2024-12-31T23:59:59-03:00')],
    ]);
    expect(merged.map((entry) => entry.id)).toEqual(['i1', 'l1', 'c1', 'c2', 'n1']);
  });

  it('keeps the 10 newest of up to 3 per type', () => {
    const groups = (['case', 'insight', 'lead', 'news'] as const).map((type, t) =>
      [0, 1, 2].map((n) =>
        item(type, `${type}-${n}`, new Date(Date.UTC(2025, 0, 1 + t * 3 + n)).toISOString()),
      ),
    );
    const merged = mergeRecentActivity(groups);
    expect(merged).toHaveLength(10);
    expect(merged[0]!.id).toBe('news-2');
    // The two oldest (case-0, case-1) fall off.
    expect(merged.at(-1)!.id).toBe('case-2');
    expect(merged.map((entry) => entry.id)).not.toContain('case-1');
    const times = merged.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('returns an empty list when there is nothing (and does not mutate its input)', () => {
    const group = [item('case', 'old', '2020-01-01T00:00:00Z'), item('case', 'new', '2021-01-01T00:00:00Z')];
    expect(mergeRecentActivity([[], []])).toEqual([]);
    expect(mergeRecentActivity([group]).map((entry) => entry.id)).toEqual(['new', 'old']);
    expect(group[0]!.id).toBe('old');
  });
});
