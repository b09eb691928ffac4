/** The `Prefer` header preferences PostgREST understands (and local-supabase honours). */
export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
}

export function parsePreferences(header: string | null | undefined): Preferences {
  const prefs: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
  };
  for (const part of (header ?? '').split(',')) {
    const [rawKey, rawValue = ''] = part.split('=');
    const key = rawKey.trim().toLowerCase();
    const value = rawValue.trim().toLowerCase();
    if (key === 'return' && ['minimal', 'representation', 'headers-only'].includes(value)) {
      prefs.return = value as Preferences['return'];
    } else if (key === 'count' && ['exact', 'planned', 'estimated'].includes(value)) {
      prefs.count = value as Preferences['count'];
    } else if (key === 'resolution' && ['merge-duplicates', 'ignore-duplicates'].includes(value)) {
      prefs.resolution = value as Preferences['resolution'];
    } else if (key === 'missing' && ['default', 'null'].includes(value)) {
      prefs.missing = value as Preferences['missing'];
    }
  }
  return prefs;
}

/** `Range: 0-9` → offset/limit (`0-` is open-ended). */
export function parseRangeHeader(
  header: string | null | undefined,
): { offset: number; limit: number | null } | null {
  if (!header) return null;
  const match = /^\s*(?:items=)?(\d+)-(\d*)\s*$/.exec(header);
  if (!match) return null;
  const lower = Number(match[1]);
  const upper = match[2] === '' ? null : Number(match[2]);
  if (upper !== null && upper < lower) return null;
  return { offset: lower, limit: upper === null ? null : upper - lower + 1 };
}
