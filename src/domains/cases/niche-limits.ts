/**
 * The bounds of `public.cases_nichos` (supabase/migrations/*_content.sql), once: the niche schema and
 * its messages read them; supabase/tests/limits-parity.test.ts proves the CHECKs agree.
 * Lengths are characters (code points, as Postgres counts them).
 */
import { SLUG_MAX_LENGTH } from '../../limits/slug';

export const NICHE_LIMITS = { nome: 100, descricao: 1_000, slug: SLUG_MAX_LENGTH } as const;
