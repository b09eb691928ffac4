/** The items with the first occurrence of each `id` kept, in order (pages that overlap after an insert). */
export function uniqueById<T extends { id: string }>(items: Iterable<T>): T[] {
  const seen = new Set<string>();
  const result: T[] = [];
  for (const item of items) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    result.push(item);
  }
  return result;
}
