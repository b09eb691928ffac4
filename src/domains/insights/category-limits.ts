/**
 * The bounds of `public.categorias` (supabase/migrations/*_content.sql). No form writes categories
 * yet (the seed does); supabase/tests/limits-parity.test.ts proves the CHECKs agree with these numbers.
 * Lengths are characters (code points, as Postgres counts them).
 */
import { SLUG_MAX_LENGTH } from '../../limits/slug';

export const CATEGORY_LIMITS = { nome: 100, descricao: 1_000, slug: SLUG_MAX_LENGTH } as const;
