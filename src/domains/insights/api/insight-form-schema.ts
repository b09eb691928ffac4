/**
 * The insight rules, once: the create/edit form validates with `insightFormSchema` and the
 * mutations parse the same values again before sending. (What is read back from the database is
 * in `row-schemas.ts`.)
 *
 * Every rule mirrors a constraint of `public.insights` (supabase/migrations/*_content.sql), with the
 * numbers of `INSIGHT_LIMITS` (`../limits.ts`), so the database never refuses what the form accepted
 * (supabase/tests/limits-parity.test.ts):
 *   titulo            required (not blank), bounded
 *   descricao         bounded               conteudo   bounded (HTML, sanitised at render)
 *   imagem            optional; an absolute http(s) URL (`public.is_http_url`)
 *   slug              derived from the title (`slugify`, the database's rule); unique
 * plus the publication and SEO fields cases have too (`@/lib/publication-form`): status,
 * publicado_em (default now), seo_titulo, seo_descricao, seo_imagem.
 */
import * as z from 'zod/mini';

import {
  newPublicationValues,
  publicationColumns,
  publicationFormShape,
  publicationFormValues,
  type PublicationColumns,
} from '@/lib/publication-form';
import { articleHtmlRefusal } from '@/limits/article-html';
import { slugify } from '@/lib/slug';
import { charLength } from '@/lib/text';
import { isStorableHttpUrl } from '@/lib/url';

import { INSIGHT_LIMITS } from '../limits';
import type { InsightRow } from './row-schemas';

export const insightMessages = {
  tituloRequired: 'Título é obrigatório',
  tituloMax: `O título deve ter no máximo ${INSIGHT_LIMITS.tituloMax} caracteres`,
  descricaoMax: `A descrição deve ter no máximo ${INSIGHT_LIMITS.descricaoMax.toLocaleString('pt-BR')} caracteres`,
  conteudoMax: `O conteúdo deve ter no máximo ${INSIGHT_LIMITS.conteudoMax.toLocaleString('pt-BR')} caracteres`,
  imagemInvalid: 'URL da imagem inválida: use um endereço completo, começando com http:// ou https://',
  categoryInvalid: 'Categoria inválida',
  slugTaken: 'Já existe um insight com este endereço. Altere o título para gerar outro.',
} as const;

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const trimmed = () => z.overwrite((value: string) => value.trim());

function maxChars(max: number, message: string) {
  return z.refine<string>((value) => charLength(value) <= max, { error: message });
}

export const insightFormSchema = z.object({
  titulo: z
    .string()
    .check(
      trimmed(),
      z.minLength(1, { error: insightMessages.tituloRequired }),
      maxChars(INSIGHT_LIMITS.tituloMax, insightMessages.tituloMax),
    ),
  descricao: z.string().check(trimmed(), maxChars(INSIGHT_LIMITS.descricaoMax, insightMessages.descricaoMax)),
  // The HTML body keeps its own whitespace; only an all-blank body counts as empty.
  conteudo: z.string().check(
    maxChars(INSIGHT_LIMITS.conteudoMax, insightMessages.conteudoMax),
    z.superRefine((value, ctx) => {
      const refusal = articleHtmlRefusal(value);
      if (refusal) ctx.addIssue({ code: 'custom', input: value, message: refusal });
    }),
  ),
  imagem: z.string().check(
    trimmed(),
    z.refine((value) => value === '' || isStorableHttpUrl(value), { error: insightMessages.imagemInvalid }),
  ),
  categoria_id: z.string().check(
    z.refine((value) => value === '' || UUID_PATTERN.test(value), {
      error: insightMessages.categoryInvalid,
    }),
  ),
  ...publicationFormShape,
});

/** What the form holds (every field a string; '' = empty). */
export type InsightFormValues = z.infer<typeof insightFormSchema>;

/** A new insight: a draft to publish now unless another moment is chosen. */
export function emptyInsightForm(now: Date = new Date()): InsightFormValues {
  return {
    titulo: '',
    descricao: '',
    conteudo: '',
    imagem: '',
    categoria_id: '',
    ...newPublicationValues(now),
  };
}

/** The columns both the insert and the update send, optional ones as null when empty. */
export type InsightPayload = Pick<
  InsightRow,
  'titulo' | 'descricao' | 'conteudo' | 'imagem' | 'categoria_id' | 'slug'
> &
  PublicationColumns;

const orNull = (value: string) => (value === '' ? null : value);

/**
 * Validated values → the row to send. `slug` is the title's slug; '' (a title with no letters or
 * digits) lets the database derive one (`public.set_slug`).
 */
export function toInsightPayload(values: InsightFormValues, slug = slugify(values.titulo)): InsightPayload {
  const parsed = insightFormSchema.parse(values);
  return {
    titulo: parsed.titulo,
    descricao: orNull(parsed.descricao),
    conteudo: parsed.conteudo.trim() === '' ? null : parsed.conteudo,
    imagem: orNull(parsed.imagem),
    categoria_id: orNull(parsed.categoria_id),
    ...publicationColumns(parsed),
    slug,
  };
}

/** A database row back in the form's shape (nulls become ''). */
export function insightToFormValues(row: Omit<InsightPayload, 'slug'>): InsightFormValues {
  return {
    titulo: row.titulo,
    descricao: row.descricao ?? '',
    conteudo: row.conteudo ?? '',
    imagem: row.imagem ?? '',
    categoria_id: row.categoria_id ?? '',
    ...publicationFormValues(row),
  };
}
