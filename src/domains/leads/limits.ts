/**
 * The bounds of `public.leads` (supabase/migrations/*_leads.sql), once: the lead schemas, their
 * messages and the form copy read them; supabase/tests/limits-parity.test.ts proves the table's
 * CHECKs and trigger agree. Lengths are characters (code points, as Postgres counts them).
 */
export const LEAD_LIMITS = {
  /** nome, empresa: after trimming, single line. */
  nomeMin: 2,
  nomeMax: 120,
  empresaMin: 2,
  empresaMax: 120,
  emailMax: 254,
  /** telefone: an optional leading '+', then this many digits. */
  telefoneMinDigits: 10,
  telefoneMaxDigits: 15,
  paginaOrigemMax: 2048,
  privacyPolicyVersionMax: 32,
  /** Our own cap on what is sent (the trigger drops any filled honeypot; the column has no limit). */
  honeypotMax: 1000,
  /**
   * `leads_before_insert` refuses a larger row at once (HTTP 413, PT413), before any check runs;
   * every field at its maximum in 4-byte characters is about 40 KB.
   */
  rowBytesMax: 65_536,
} as const;

/** Tracking columns: values are cut to these lengths, never refused. */
export const LEAD_ATTRIBUTION_LIMITS = {
  utm_source: 255,
  utm_medium: 255,
  utm_campaign: 255,
  utm_term: 255,
  utm_content: 255,
  gclid: 512,
  fbclid: 512,
  landing_page: 2048,
  referrer: 2048,
} as const;

/** `leads_email_check`: local@domain.tld, ASCII only. */
export const LEAD_EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

/** `leads_telefone_check`. */
export const LEAD_TELEFONE_PATTERN = new RegExp(
  `^\\+?[0-9]{${LEAD_LIMITS.telefoneMinDigits},${LEAD_LIMITS.telefoneMaxDigits}}$`,
);

/**
 * `leads_before_insert`'s burst limits (P0001, the server's message shown as is): within
 * `windowMinutes`, at most `perEmail` leads per sender (an address and its `+tag` variants) and
 * `perAddress` per client network address; a visitor's request stores one lead.
 */
export const LEAD_RATE_LIMIT = { perEmail: 5, perAddress: 10, windowMinutes: 10 } as const;

/**
 * `leads_nome_check`, `leads_empresa_check`: invisible format characters are refused — bidi
 * controls (U+061C, U+200E/F, U+202A–U+202E, U+2066–U+2069), zero-width characters (U+200B/C,
 * U+2060–U+2064, U+FEFF) and the soft hyphen (U+00AD): they make a name read differently on screen,
 * in the CSV and in an e-mail from what is stored. The zero-width joiner (U+200D) is allowed only
 * between two emoji (the first may end in the variation selector U+FE0F), so "Ana 👩‍💻" is a name.
 */
export const LEAD_INVISIBLE_CHARACTER =
  /[\u00AD\u061C\u200B\u200C\u200E\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]|(?<![\u2600-\u27BF\u{1F000}-\u{1FAFF}]|\uFE0F)\u200D|\u200D(?![\u2600-\u27BF\u{1F000}-\u{1FAFF}])/u;

/**
 * The delivery settings of lead notifications (`public.lead_settings`,
 * supabase/migrations/*_lead_notifications.sql): `lead_settings_extra_emails_check` allows at most
 * this many extra addresses, each in `leads_email_check`'s shape (`private.is_email`, at most
 * `LEAD_LIMITS.emailMax` characters); `lead_settings_webhook_url_check` takes an https URL only.
 */
export const LEAD_SETTINGS_LIMITS = { extraEmailsMax: 10 } as const;

/**
 * A note on a lead (`lead_notes_body_check`, supabase/migrations/*_lead_pipeline.sql): at most
 * `bodyMax` characters, not only blanks (spaces and line breaks), several lines allowed.
 */
export const LEAD_NOTE_LIMITS = { bodyMax: 5000 } as const;

/**
 * `lead_notes_body_check`: control characters other than line feed, carriage return and tab are
 * refused (NUL, which Postgres text cannot hold, too).
 */
export const LEAD_NOTE_CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
