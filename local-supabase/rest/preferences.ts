import { RestError } from './errors.ts';

/** The `Prefer` header preferences PostgREST understands (and local-supabase honours). */
export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only' | null;
  count: 'exact' | 'planned' | 'estimated' | null;
  resolution: 'merge-duplicates' | 'ignore-duplicates' | null;
  missing: 'default' | 'null' | null;
  handling: 'strict' | 'lenient' | null;
  /** `tx=commit|rollback`: honoured only when pgrst.db_tx_end allows overrides. */
  tx: 'commit' | 'rollback' | null;
  /** `max-affected=N`: enforced only with `handling=strict`, on PATCH, DELETE and functions. */
  maxAffected: number | null;
  /** What PostgREST does not accept (listed by PGRST122 under `handling=strict`), in order sent. */
  invalid: string[];
}

const ACCEPTED: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  handling: ['strict', 'lenient'],
};

/**
 * The preferences, as PostgREST 13 reads them: items split on `,` and trimmed, the first of a kind
 * wins, anything else is invalid (an error only with `handling=strict`). Refused out loud: `tx=`
 * (PostgREST honours it only with db-tx-end set to allow overrides; Supabase runs the default,
 * which ignores it and commits, so a "dry run" would be committed unnoticed) and `timezone=`.
 */
export function parsePreferences(header: string | null | undefined, txAllowOverride = false): Preferences {
  const prefs: Preferences = {
    return: null,
    count: null,
    resolution: null,
    missing: null,
    handling: null,
    tx: null,
    maxAffected: null,
    invalid: [],
  };
  if (header === null || header === undefined) return prefs;
  const seen = new Set<string>();
  for (const item of header.split(',').map((part) => part.trim())) {
    const [key, value = ''] = item.split('=', 2) as [string, string?];
    if (key === 'tx' && (value === 'commit' || value === 'rollback') && txAllowOverride) {
      if (prefs.tx === null) prefs.tx = value;
      continue;
    }
    if (key === 'tx' && (value === 'commit' || value === 'rollback')) {
      throw new RestError(
        400,
        'PGRST122',
        `Prefer: tx=${value} is not supported by local-supabase`,
        "PostgREST honours tx=commit|rollback only when db-tx-end allows overrides (alter role authenticator set pgrst.db_tx_end = 'commit-allow-override'); without, it ignores the preference, and the request would be committed or rolled back unnoticed.",
        'Leave the preference out (supabase-js: do not call .rollback()).',
      );
    }
    if (key === 'timezone') {
      throw new RestError(
        400,
        'PGRST122',
        'Prefer: timezone is not supported by local-supabase',
        null,
        'Format times in the query or in the client instead.',
      );
    }
    if (key === 'max-affected') {
      // PostgREST never lists it as invalid; a value that is not a number is ignored.
      if (!seen.has(key) && /^\d+$/.test(value)) prefs.maxAffected = Number(value);
      seen.add(key);
      continue;
    }
    const accepted = ACCEPTED[key];
    if (!accepted || !accepted.includes(value)) {
      prefs.invalid.push(item);
      continue;
    }
    if (seen.has(key)) continue;
    seen.add(key);
    (prefs as unknown as Record<string, string>)[key] = value;
  }
  return prefs;
}

/** `handling=strict` with anything PostgREST does not accept: 400 PGRST122 listing it. */
export function checkStrictPreferences(prefs: Preferences): void {
  if (prefs.handling === 'strict' && prefs.invalid.length > 0) {
    throw new RestError(
      400,
      'PGRST122',
      'Invalid preferences given with handling=strict',
      `Invalid preferences: ${prefs.invalid.join(', ')}`,
    );
  }
}

/** Whether `max-affected` is in force (it needs `handling=strict`). */
export const strictMaxAffected = (prefs: Preferences): boolean =>
  prefs.handling === 'strict' && prefs.maxAffected !== null;

/** `max-affected=N` with `handling=strict`: more rows than N → 400 PGRST124 (the caller rolls back). */
export function checkMaxAffected(prefs: Preferences, affected: number): void {
  if (strictMaxAffected(prefs) && affected > prefs.maxAffected!) {
    throw new RestError(
      400,
      'PGRST124',
      'Query result exceeds max-affected preference constraint',
      `The query affects ${affected} rows`,
    );
  }
}

/**
 * The `Range` header as PostgREST 13's rangeParse reads it: exactly `lower-upper` or `lower-`
 * (no unit, no spaces), else the whole range (null). `upper` below `lower` is kept: the caller
 * refuses that empty range with 416.
 */
export function parseRangeHeader(
  header: string | null | undefined,
): { lower: number; upper: number | null } | null {
  if (!header) return null;
  const match = /^([0-9]+)-([0-9]*)$/.exec(header);
  if (!match) return null;
  return { lower: Number(match[1]), upper: match[2] === '' ? null : Number(match[2]) };
}
