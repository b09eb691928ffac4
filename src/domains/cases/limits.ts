/**
 * The bounds of `public.cases` (supabase/migrations/*_content.sql), once: the case schemas, their
 * messages and the form hints read them; supabase/tests/limits-parity.test.ts proves the CHECKs agree.
 * Lengths are characters (code points, as Postgres counts them).
 */
import { HTTP_URL_MAX_LENGTH } from '../../limits/http-url';
import { SLUG_MAX_LENGTH } from '../../limits/slug';

export const CASE_LIMITS = {
  titulo: 200,
  subtitulo: 300,
  slug: SLUG_MAX_LENGTH,
  /** problema, solucao, resultados: rich text (HTML, src/limits/article-html.ts). */
  longText: 100_000,
  depoimentoTexto: 5_000,
  /** depoimento_nome, depoimento_cargo. */
  depoimentoPessoa: 120,
  url: HTTP_URL_MAX_LENGTH,
  /** galeria: 1..20 URLs, or NULL when empty. */
  galeria: 20,
} as const;
