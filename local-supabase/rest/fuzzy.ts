/**
 * The closest string, as the Haskell `fuzzyset` package (0.2.x, the version PostgREST 13 builds
 * with) answers `getOne (fromList values) query`: PostgREST's "Perhaps you meant …" hints come
 * from it. Cosine similarity of gram vectors (sizes 3 then 2, over the lowercased string with
 * only letters, digits, spaces and commas kept, enclosed in '-'), the best 50 re-scored by
 * normalised Levenshtein similarity of the lowercased strings, the first at 0.33 or more.
 *
 * One thing cannot be the same: between equal scores the Haskell set keeps the order of its
 * hash map's keys; here ties keep the order `values` are added in (last added first, as
 * `fromList`'s foldr).
 */
export function fuzzyGetOne(values: Iterable<string>, query: string): string | null {
  // fromList = foldr (flip add): the last value is added first; a lowercased duplicate is skipped.
  const exact = new Map<string, string>();
  const entries: string[] = [];
  for (const value of [...values].reverse()) {
    const key = value.toLowerCase();
    if (exact.has(key)) continue;
    exact.set(key, value);
    entries.push(key);
  }
  const key = query.toLowerCase();
  const hit = exact.get(key);
  if (hit !== undefined) return hit;
  for (const size of [3, 2]) {
    const queryVector = gramVector(key, size);
    const queryMagnitude = norm(queryVector);
    const scored: { score: number; entry: string }[] = [];
    for (const entry of entries) {
      const vector = gramVector(entry, size);
      let dot = 0;
      for (const [gram, count] of queryVector) dot += count * (vector.get(gram) ?? 0);
      if (dot > 0) scored.push({ score: dot / (queryMagnitude * norm(vector)), entry });
    }
    // Array.prototype.sort is stable, as Haskell's sortBy.
    scored.sort((a, b) => b.score - a.score);
    const results = scored
      .slice(0, 50)
      .map(({ entry }) => ({ score: levenshteinNorm(key, entry), entry }))
      .sort((a, b) => b.score - a.score)
      .filter(({ score }) => score >= 0.33);
    if (results.length) return exact.get(results[0].entry)!;
  }
  return null;
}

const normalized = (value: string) =>
  [...value.toLowerCase()].filter((c) => /[\p{L}\p{N}\s,]/u.test(c)).join('');

function gramVector(value: string, size: number): Map<string, number> {
  const chars = [...`-${normalized(value)}-`];
  const vector = new Map<string, number>();
  for (let i = 0; i <= chars.length - size; i++) {
    const gram = chars.slice(i, i + size).join('');
    vector.set(gram, (vector.get(gram) ?? 0) + 1);
  }
  return vector;
}

const norm = (vector: Map<string, number>) => Math.sqrt([...vector.values()].reduce((s, c) => s + c * c, 0));

/** text-metrics' levenshteinNorm: 1 - distance / the longer length (1 for two empty strings). */
function levenshteinNorm(a: string, b: string): number {
  const s = [...a];
  const t = [...b];
  const longest = Math.max(s.length, t.length);
  if (longest === 0) return 1;
  let previous = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const current = [i];
    for (let j = 1; j <= t.length; j++) {
      current[j] = Math.min(
        previous[j] + 1,
        current[j - 1] + 1,
        previous[j - 1] + (s[i - 1] === t[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return 1 - previous[t.length] / longest;
}
