/**
 * The bounds of the site's traffic counting (supabase/migrations/*_traffic.sql), once: the beacon
 * cuts what it sends to them, and public.record_traffic_event refuses (22023) what passes them.
 */
export const TRAFFIC_LIMITS = {
  pathMax: 300,
  utmMax: 100,
  /** A button's or form's name: `^[a-z0-9-]{1,40}$`. */
  targetMax: 40,
  /** Per client address and minute; past it, 429 until the minute turns. */
  eventsPerMinute: 120,
  /** Raw events; the daily rollups are kept. */
  rawEventDays: 90,
  /** The longest period the 'Tráfego' screen may ask for, in days between first and last. */
  periodMaxDays: 1100,
} as const;

/** What a visitor does that is counted (`kind`), besides viewing a page. */
export const TRAFFIC_EVENT_KINDS = ['view', 'cta', 'form_start', 'form_sent', 'form_refused'] as const;
export type TrafficEventKind = (typeof TRAFFIC_EVENT_KINDS)[number];

export const TRAFFIC_DEVICES = ['mobile', 'tablet', 'desktop'] as const;
export type TrafficDevice = (typeof TRAFFIC_DEVICES)[number];
