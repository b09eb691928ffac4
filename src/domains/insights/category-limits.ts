/**
 * The bounds of `public.categorias` (supabase/migrations/*_content.sql, SEO fields in
 * *_category_seo.sql), once: the category form's schema, its messages and hints read them;
 * supabase/tests/limits-parity.test.ts proves the CHECKs agree with these numbers.
 * Lengths are characters (code points, as Postgres counts them).
 */
import { HTTP_URL_MAX_LENGTH } from '../../limits/http-url';
import { SEO_LIMITS } from '../../limits/seo';
import { SLUG_MAX_LENGTH } from '../../limits/slug';

export const CATEGORY_LIMITS = {
  nome: 100,
  descricao: 1_000,
  slug: SLUG_MAX_LENGTH,
  /** The SEO fields have the bounds of the cases' and articles' (`@/limits/seo`). */
  seoTitulo: SEO_LIMITS.tituloMax,
  seoDescricao: SEO_LIMITS.descricaoMax,
  seoImagem: HTTP_URL_MAX_LENGTH,
} as const;
