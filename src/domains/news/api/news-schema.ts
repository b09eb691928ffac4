/**
 * The news (noticias) rules, once: the create card and the edit dialog validate with
 * `newsFormSchema`, and the mutations parse the same values again before sending.
 *
 * Mirrors `public.noticias` (supabase/migrations/*_content.sql), with the numbers of
 * `../limits.ts` (supabase/tests/limits-parity.test.ts):
 *   titulo        required (not blank), bounded
 *   link_externo  required; an absolute http(s) URL (`public.is_http_url`)
 *   imagem        optional; an absolute http(s) URL (uploaded to news-images, or typed)
 */
import * as z from 'zod/mini';

import { charLength } from '@/lib/text';
import { isStorableHttpUrl } from '@/lib/url';

import { NEWS_LIMITS } from '../limits';
import type { NewsItem } from './get-news';

export const newsMessages = {
  /** Either required field missing (toast). */
  required: 'Título e link são obrigatórios',
  tituloRequired: 'Título é obrigatório',
  tituloMax: `O título deve ter no máximo ${NEWS_LIMITS.tituloMax} caracteres`,
  linkRequired: 'Link é obrigatório',
  linkInvalid: 'Link inválido: use um endereço completo, começando com http:// ou https://',
  imagemInvalid: 'URL da imagem inválida: use um endereço completo, começando com http:// ou https://',
} as const;

const trimmed = () => z.overwrite((value: string) => value.trim());

export const newsFormSchema = z.object({
  titulo: z.string().check(
    trimmed(),
    z.minLength(1, { error: newsMessages.tituloRequired }),
    z.refine((value) => charLength(value) <= NEWS_LIMITS.tituloMax, { error: newsMessages.tituloMax }),
  ),
  link_externo: z.string().check(
    trimmed(),
    z.minLength(1, { error: newsMessages.linkRequired }),
    z.refine((value) => value === '' || isStorableHttpUrl(value), { error: newsMessages.linkInvalid }),
  ),
  imagem: z.string().check(
    trimmed(),
    z.refine((value) => value === '' || isStorableHttpUrl(value), { error: newsMessages.imagemInvalid }),
  ),
});

/** What the form holds ('' = empty). */
export type NewsFormValues = z.infer<typeof newsFormSchema>;

export const emptyNewsForm: NewsFormValues = { titulo: '', link_externo: '', imagem: '' };

/** Insert/update {titulo, link_externo, imagem}; no image is null. */
type NewsPayload = Pick<NewsItem, 'titulo' | 'link_externo' | 'imagem'>;

export function toNewsPayload(values: NewsFormValues): NewsPayload {
  const parsed = newsFormSchema.parse(values);
  return { titulo: parsed.titulo, link_externo: parsed.link_externo, imagem: parsed.imagem || null };
}

export function newsToFormValues(row: NewsPayload): NewsFormValues {
  return { titulo: row.titulo, link_externo: row.link_externo, imagem: row.imagem ?? '' };
}
