import * as z from 'zod/mini';

/** A category (`categorias`). */
export const categorySchema = z.object({
  id: z.string(),
  nome: z.string(),
  slug: z.string(),
  descricao: z.nullable(z.string()),
});

export type Category = z.infer<typeof categorySchema>;

/** The category embedded in an insight: `categorias (id, nome, slug)`, or null. */
export const embeddedCategorySchema = z.nullable(
  z.object({ id: z.string(), nome: z.string(), slug: z.string() }),
);

/** An insight as the cards read it (no body). Unused columns are dropped by the parse. */
export const insightSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  titulo: z.string(),
  descricao: z.nullable(z.string()),
  imagem: z.nullable(z.string()),
  data_publicacao: z.string(),
  categorias: embeddedCategorySchema,
});

export type InsightSummary = z.infer<typeof insightSummarySchema>;

/** The embed every insight query selects. */
export const INSIGHT_WITH_CATEGORY = '*, categorias(id, nome, slug)' as const;
