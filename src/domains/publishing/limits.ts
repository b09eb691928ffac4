/**
 * The bounds of `public.redirects` (supabase/migrations/*_publishing.sql), once: the path rule,
 * the form's schema and its hints read them.
 */
export const REDIRECT_LIMITS = { pathMax: 500 } as const;

/** 301: moved for good (search engines carry the old address's standing over); 302: for now. */
export const REDIRECT_STATUS_CODES = [301, 302] as const;
export type RedirectStatusCode = (typeof REDIRECT_STATUS_CODES)[number];

export const REDIRECT_STATUS_LABELS: Record<RedirectStatusCode, string> = {
  301: '301 Permanente',
  302: '302 Temporário',
};
