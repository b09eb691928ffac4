/**
 * What the insights domain reads from the database, in one place: one schema per table, column
 * for column, and every shape a query returns derived from them (with the columns it selects).
 * The form's rules live apart, in `insight-form-schema.ts`.
 *
 * The embedded category of an insight is always aliased `categoria` (one category per insight,
 * through `insights.categoria_id`; null when it has none).
 */
import * as z from 'zod/mini';

import { publicationStatusSchema, type PublicationStatus } from '@/lib/publication';
import { editVersionShape, tableRow, type TableRow } from '@/lib/table-row';
import { trashShape } from '@/lib/trash';

/** A row of `public.categorias`. */
export const categoryRowSchema = tableRow<TableRow<'categorias'>>()(
  z.object({
    id: z.string(),
    nome: z.string(),
    slug: z.string(),
    descricao: z.nullable(z.string()),
    created_at: z.string(),
    seo_titulo: z.nullable(z.string()),
    seo_descricao: z.nullable(z.string()),
    seo_imagem: z.nullable(z.string()),
    ...editVersionShape,
  }),
);

export type CategoryRow = z.infer<typeof categoryRowSchema>;

/** A row of `public.insights`. */
export const insightRowSchema = tableRow<TableRow<'insights'>, { status: PublicationStatus }>()(
  z.object({
    id: z.string(),
    slug: z.string(),
    titulo: z.string(),
    descricao: z.nullable(z.string()),
    conteudo: z.nullable(z.string()),
    imagem: z.nullable(z.string()),
    data_publicacao: z.string(),
    categoria_id: z.nullable(z.string()),
    criado_por: z.nullable(z.string()),
    created_at: z.string(),
    status: publicationStatusSchema,
    publicado_em: z.string(),
    seo_titulo: z.nullable(z.string()),
    seo_descricao: z.nullable(z.string()),
    seo_imagem: z.nullable(z.string()),
    ...editVersionShape,
    ...trashShape,
  }),
);

export type InsightRow = z.infer<typeof insightRowSchema>;

/** A category as lists, pages and the admin select read it. */
export const categorySchema = z.pick(categoryRowSchema, {
  id: true,
  nome: true,
  slug: true,
  descricao: true,
});

export type Category = z.infer<typeof categorySchema>;

/** The columns `categorySchema` reads (one left out here fails the parse, never silently). */
export const CATEGORY_COLUMNS = 'id, nome, slug, descricao';

/** A category as its page reads it: with its SEO fields (null: derived, `categorySeo`). */
export const categoryPageSchema = z.extend(categorySchema, {
  seo_titulo: categoryRowSchema.shape.seo_titulo,
  seo_descricao: categoryRowSchema.shape.seo_descricao,
  seo_imagem: categoryRowSchema.shape.seo_imagem,
});

export type CategoryPage = z.infer<typeof categoryPageSchema>;

/** The columns `categoryPageSchema` reads. */
export const CATEGORY_PAGE_COLUMNS = `${CATEGORY_COLUMNS}, seo_titulo, seo_descricao, seo_imagem` as const;

/** The category embedded in an insight: enough for its badge and its address. */
const embeddedCategorySchema = z.nullable(z.pick(categoryRowSchema, { id: true, nome: true, slug: true }));

/** An insight as cards and the admin list read it: no body. */
export const insightSummarySchema = z.extend(
  z.pick(insightRowSchema, {
    id: true,
    slug: true,
    titulo: true,
    descricao: true,
    imagem: true,
    data_publicacao: true,
    status: true,
    publicado_em: true,
  }),
  { categoria: embeddedCategorySchema },
);

export type InsightSummary = z.infer<typeof insightSummarySchema>;

/** The columns `insightSummarySchema` reads: the list pages never load the bodies. */
export const INSIGHT_SUMMARY_COLUMNS =
  'id, slug, titulo, descricao, imagem, data_publicacao, status, publicado_em, categoria:categorias(id, nome, slug)';

/** A whole insight, as its article page and the editor read it: the summary plus body, category id and SEO fields. */
export const insightSchema = z.extend(insightSummarySchema, {
  conteudo: insightRowSchema.shape.conteudo,
  categoria_id: insightRowSchema.shape.categoria_id,
  seo_titulo: insightRowSchema.shape.seo_titulo,
  seo_descricao: insightRowSchema.shape.seo_descricao,
  seo_imagem: insightRowSchema.shape.seo_imagem,
});

export type Insight = z.infer<typeof insightSchema>;

/** The columns `insightSchema` reads. */
export const INSIGHT_COLUMNS =
  `${INSIGHT_SUMMARY_COLUMNS}, conteudo, categoria_id, seo_titulo, seo_descricao, seo_imagem` as const;
