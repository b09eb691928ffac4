/**
 * First-touch attribution: the campaign parameters, landing page and external
 * referrer of the FIRST page of the visit, kept in `sessionStorage` for the rest of the visit and
 * stored with each lead. Later pages never overwrite it.
 *
 * Browser-only at call time: nothing here touches `window` at import, so it is safe in modules
 * that are prerendered. Every storage access is guarded (private modes, sandboxed iframes and
 * disabled storage throw); without storage the values live in memory for the page's lifetime.
 */

import { LEAD_ATTRIBUTION_LIMITS } from './limits';

/** Query-string parameters we track, in the order of the `leads` columns. */
export const TRACKING_PARAMS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'fbclid',
] as const;

type TrackingParam = (typeof TRACKING_PARAMS)[number];
type TrackingParams = Partial<Record<TrackingParam, string>>;

export interface Attribution extends TrackingParams {
  /** Path + query of the first page of the visit. */
  landing_page?: string;
  /** `document.referrer` of the first page, only when it is another site. */
  referrer?: string;
}

type AttributionKey = keyof Attribution;

/** Length limits of the `leads` columns (supabase/migrations/*_leads.sql), in characters. */
const ATTRIBUTION_LIMITS = LEAD_ATTRIBUTION_LIMITS satisfies Record<AttributionKey, number>;

const ATTRIBUTION_KEYS = Object.keys(ATTRIBUTION_LIMITS) as AttributionKey[];

export const ATTRIBUTION_STORAGE_KEY = 'saltoia:first-touch:v1';

/** Control characters are refused by the database (`!~ '[[:cntrl:]]'`). */
const CONTROL_CHARS = /\p{Cc}/gu;

/**
 * Cleans one value for a column: control characters out, trimmed, at most `max` characters
 * (Unicode code points, as Postgres counts them, so a surrogate pair is never split).
 * Empty results become `undefined`.
 */
export function capValue(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string') return undefined;
  const cleaned = value.replace(CONTROL_CHARS, '').trim();
  if (cleaned === '') return undefined;
  const chars = Array.from(cleaned);
  return chars.length > max ? chars.slice(0, max).join('') : cleaned;
}

/** The tracking parameters present in a query string (`?a=b…` or `a=b…`), length-capped. */
export function parseTrackingParams(search: string): TrackingParams {
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return {};
  }
  const result: TrackingParams = {};
  for (const key of TRACKING_PARAMS) {
    const value = capValue(params.get(key), ATTRIBUTION_LIMITS[key]);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/** Keeps only known keys with string values, each capped (also used on stored data). */
function sanitizeAttribution(input: unknown): Attribution {
  const result: Attribution = {};
  if (typeof input !== 'object' || input === null) return result;
  const record = input as Record<string, unknown>;
  for (const key of ATTRIBUTION_KEYS) {
    const value = capValue(record[key], ATTRIBUTION_LIMITS[key]);
    if (value !== undefined) result[key] = value;
  }
  return result;
}

/** `document.referrer` when it comes from another origin; internal or unparsable → undefined. */
function externalReferrer(referrer: string, currentOrigin: string): string | undefined {
  if (!referrer) return undefined;
  try {
    const url = new URL(referrer);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin === currentOrigin ? undefined : referrer;
  } catch {
    return undefined;
  }
}

function getSessionStorage(): Storage | undefined {
  try {
    if (typeof window === 'undefined') return undefined;
    return window.sessionStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** Used when storage is unavailable (or throws): the visit's values for this page's lifetime. */
let memoryAttribution: Attribution | undefined;

function readStored(storage: Storage | undefined): Attribution | undefined {
  if (storage) {
    try {
      const raw = storage.getItem(ATTRIBUTION_STORAGE_KEY);
      if (raw !== null) return sanitizeAttribution(JSON.parse(raw));
    } catch {
      // Unreadable or corrupt: fall through to memory.
    }
  }
  return memoryAttribution;
}

interface CaptureSource {
  /** `location.pathname`, `location.search`, `location.origin` of the page. */
  location: Pick<Location, 'pathname' | 'search' | 'origin'>;
  referrer: string;
  storage?: Storage;
}

function browserSource(): CaptureSource | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  return { location: window.location, referrer: document.referrer, storage: getSessionStorage() };
}

/**
 * Records the first touch of the visit, once: if the visit already has one, it is kept as is.
 * Call on the first load of any page (root `App` effect). Returns the visit's attribution.
 */
export function captureAttribution(source: CaptureSource | undefined = browserSource()): Attribution {
  if (!source) return {};
  const storage = 'storage' in source ? source.storage : getSessionStorage();
  const existing = readStored(storage);
  if (existing) return existing;

  const { location } = source;
  const firstTouch = sanitizeAttribution({
    ...parseTrackingParams(location.search),
    landing_page: `${location.pathname}${location.search}`,
    referrer: externalReferrer(source.referrer, location.origin),
  });

  memoryAttribution = firstTouch;
  if (storage) {
    try {
      storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(firstTouch));
    } catch {
      // Quota exceeded or storage disabled: the in-memory copy serves this page.
    }
  }
  return firstTouch;
}

/** The visit's first-touch attribution (empty when none was captured or on the server). */
export function readAttribution(storage: Storage | undefined = getSessionStorage()): Attribution {
  return readStored(storage) ?? {};
}

/** Test helper: forgets the in-memory copy (storage is cleared by the caller). */
export function resetAttributionMemory(): void {
  memoryAttribution = undefined;
}
