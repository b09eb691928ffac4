/**
 * First-touch attribution: the campaign parameters, landing page and external referrer of the
 * first page the app ran on, stored with each lead. Later pages of the app never overwrite it.
 *
 * Kept in memory only: public pages store nothing on the visitor's device (no cookie, no
 * localStorage or sessionStorage entry). A visitor who followed links before the app started
 * (plain page loads) arrives at the form with a new page's values; when those carry no campaign,
 * the database takes the visit's own from the site's traffic counting
 * (private.leads_attribution_from_visit, supabase/migrations/*_traffic.sql).
 *
 * Browser-only at call time: nothing here touches `window` at import, so it is safe in modules
 * that are prerendered.
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

/** Keeps only known keys with string values, each capped. */
function sanitizeAttribution(input: Record<string, unknown>): Attribution {
  const result: Attribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = capValue(input[key], ATTRIBUTION_LIMITS[key]);
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

/** The first touch of the app's lifetime. */
let firstTouch: Attribution | undefined;

interface CaptureSource {
  /** `location.pathname`, `location.search`, `location.origin` of the page. */
  location: Pick<Location, 'pathname' | 'search' | 'origin'>;
  referrer: string;
}

function browserSource(): CaptureSource | undefined {
  if (typeof window === 'undefined' || typeof document === 'undefined') return undefined;
  return { location: window.location, referrer: document.referrer };
}

/**
 * Records the first touch, once: later calls keep it as is. Called when the app's code first runs
 * (root). Returns the first touch.
 */
export function captureAttribution(source: CaptureSource | undefined = browserSource()): Attribution {
  if (!source) return {};
  if (firstTouch) return firstTouch;
  const { location } = source;
  firstTouch = sanitizeAttribution({
    ...parseTrackingParams(location.search),
    landing_page: `${location.pathname}${location.search}`,
    referrer: externalReferrer(source.referrer, location.origin),
  });
  return firstTouch;
}

/** The first touch (empty when none was captured, or on the server). */
export function readAttribution(): Attribution {
  return firstTouch ?? {};
}

/** Test helper: forgets the first touch. */
export function resetAttributionMemory(): void {
  firstTouch = undefined;
}
