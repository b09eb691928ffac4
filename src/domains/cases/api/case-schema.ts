/**
 * The rows of the domain's tables as PostgREST returns them, written once and checked against
 * the generated row types (`tableRow`). Every shape a query reads is derived from these with
 * `z.pick` / `z.extend`.
 */
import * as z from 'zod/mini';

import { publicationStatusSchema, type PublicationStatus } from '@/lib/publication';
import { editVersionShape, tableRow, type TableRow } from '@/lib/table-row';
import { trashShape } from '@/lib/trash';

const nullableText = () => z.nullable(z.string());

/** A `cases` row. */
export const caseRowSchema = tableRow<TableRow<'cases'>, { status: PublicationStatus }>()(
  z.object({
    id: z.string(),
    slug: z.string(),
    titulo: z.string(),
    subtitulo: z.string(),
    data_publicacao: z.string(),
    destaque: z.boolean(),
    imagem_destacada: nullableText(),
    video_url: nullableText(),
    agente_ia_url: nullableText(),
    problema: nullableText(),
    solucao: nullableText(),
    resultados: nullableText(),
    galeria: z.nullable(z.array(z.string())),
    depoimento_texto: nullableText(),
    depoimento_nome: nullableText(),
    depoimento_cargo: nullableText(),
    depoimento_foto: nullableText(),
    created_at: z.string(),
    status: publicationStatusSchema,
    publicado_em: z.string(),
    seo_titulo: nullableText(),
    seo_descricao: nullableText(),
    seo_imagem: nullableText(),
    ...editVersionShape,
    ...trashShape,
  }),
);

export type Case = z.infer<typeof caseRowSchema>;

/** A `cases_nichos` row: what `get_all_nichos`, `create_nicho` and `update_nicho` return too. */
export const nicheRowSchema = tableRow<TableRow<'cases_nichos'>>()(
  z.object({
    id: z.string(),
    nome: z.string(),
    slug: z.string(),
    descricao: nullableText(),
    created_at: z.string(),
    ...editVersionShape,
    ...trashShape,
  }),
);

export type Niche = z.infer<typeof nicheRowSchema>;

/** A niche as a case lists it: `get_case_nichos` and the `cases_nichos(id, nome)` embed. */
export const caseNicheSchema = z.pick(nicheRowSchema, { id: true, nome: true });

export type CaseNiche = z.infer<typeof caseNicheSchema>;
