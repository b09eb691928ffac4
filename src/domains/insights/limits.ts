/**
 * The bounds of `public.insights` (supabase/migrations/*_content.sql), once: the insight schema, its
 * messages and the form's maxLength read them; supabase/tests/limits-parity.test.ts proves the CHECKs
 * agree. Lengths are characters (code points, as Postgres counts them).
 */
import { HTTP_URL_MAX_LENGTH } from '../../limits/http-url';
import { SLUG_MAX_LENGTH } from '../../limits/slug';

export const INSIGHT_LIMITS = {
  tituloMax: 200,
  descricaoMax: 1000,
  /** HTML body. */
  conteudoMax: 200_000,
  slugMax: SLUG_MAX_LENGTH,
  urlMax: HTTP_URL_MAX_LENGTH,
} as const;
