/**
 * The bounds of `public.noticias` (supabase/migrations/*_content.sql), once: the news schema, its
 * messages and the form's maxLength read them; supabase/tests/limits-parity.test.ts proves the CHECKs
 * agree. Lengths are characters (code points, as Postgres counts them).
 */
import { HTTP_URL_MAX_LENGTH } from '../../limits/http-url';

export const NEWS_LIMITS = { tituloMax: 300, urlMax: HTTP_URL_MAX_LENGTH } as const;
