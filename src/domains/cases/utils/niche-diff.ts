/**
 * Saving a case's niches: what changes between the niches it has and the ones chosen.
 * Unchanged niches are in neither list (nothing is sent for them).
 */
export function diffNiches(current: readonly string[], chosen: readonly string[]) {
  const before = new Set(current);
  const after = new Set(chosen);
  return {
    added: [...after].filter((id) => !before.has(id)),
    removed: [...before].filter((id) => !after.has(id)),
  };
}
