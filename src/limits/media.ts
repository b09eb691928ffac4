/**
 * The bounds of the media library's text (public.media, supabase/migrations/*_media.sql:
 * media_alt_check, media_caption_check), once: the description schema, its messages and the
 * fields' maxLength read them; supabase/tests/limits-parity.test.ts proves the CHECKs agree.
 * Lengths are characters (code points, as Postgres counts them).
 */
export const MEDIA_LIMITS = { alt: 250, caption: 500 } as const;
