/**
 * The case rules, once: the create and edit forms validate with these schemas and the mutations
 * parse the values again before sending.
 *
 * Every rule mirrors a constraint of `public.cases` (supabase/migrations/*_content.sql), with the
 * numbers of CASE_LIMITS, so the database never refuses what the form accepted
 * (supabase/tests/limits-parity.test.ts): titulo and subtitulo required (not blank); the slug
 * a-z 0-9 and single hyphens; every URL http(s) only (is_http_url); galeria null when empty. The
 * publication and SEO fields (status, publicado_em, seo_*) are the ones insights have too
 * (`@/lib/publication-form`).
 */
import * as z from 'zod/mini';

import {
  newPublicationValues,
  publicationColumns,
  publicationFormShape,
  publicationFormValues,
} from '@/lib/publication-form';
import { articleHtmlRefusal } from '@/limits/article-html';
import { slugify } from '@/lib/slug';
import { charLength } from '@/lib/text';
import { isStorableHttpUrl } from '@/lib/url';
import type { TablesInsert, TablesUpdate } from '@/types/database.types';

import { CASE_LIMITS } from '../limits';
import type { Case } from './case-schema';

export const caseMessages = {
  /** Case create: título and subtítulo are named first. */
  createRequired: 'Título e subtítulo são obrigatórios',
  /** Case edit: título, subtítulo and slug are required. */
  editRequired: 'Por favor, preencha todos os campos obrigatórios.',
  /** Any other field refused by the schema. */
  checkFields: 'Confira os campos destacados no formulário.',
  url: 'Informe um link completo, começando com http:// ou https://',
  urlTooLong: `O link deve ter no máximo ${CASE_LIMITS.url} caracteres`,
  slugInvalid: 'O slug precisa ter ao menos uma letra ou número',
  slugTaken: 'Já existe um case com este slug. Escolha outro.',
  galeriaMax: `A galeria aceita no máximo ${CASE_LIMITS.galeria} imagens`,
  tooLong: (field: string, max: number) =>
    `${field} deve ter no máximo ${max.toLocaleString('pt-BR')} caracteres`,
} as const;

const trim = () => z.overwrite((value: string) => value.trim());

/** A text field named `field` in its messages ('O título'), at most `max` characters, required. */
function requiredText(field: string, max: number, requiredMessage: string) {
  return z.string().check(
    trim(),
    z.superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', input: value, message: requiredMessage });
      else if (charLength(value) > max)
        ctx.addIssue({ code: 'custom', input: value, message: caseMessages.tooLong(field, max) });
    }),
  );
}

/** The same, optional. */
function optionalText(field: string, max: number) {
  return z.string().check(
    trim(),
    z.refine((value) => charLength(value) <= max, { message: caseMessages.tooLong(field, max) }),
  );
}

/** Optional rich text (the editor's HTML), at most `max` characters, inside the HTML contract. */
function optionalRichText(field: string, max: number) {
  return z.string().check(
    trim(),
    z.superRefine((value, ctx) => {
      const refusal = articleHtmlRefusal(value);
      if (charLength(value) > max)
        ctx.addIssue({ code: 'custom', input: value, message: caseMessages.tooLong(field, max) });
      else if (refusal) ctx.addIssue({ code: 'custom', input: value, message: refusal });
    }),
  );
}

/** Optional link: empty, or an http(s) URL the database accepts. */
const urlField = () =>
  z.string().check(
    trim(),
    z.superRefine((value, ctx) => {
      if (value === '') return;
      if (charLength(value) > CASE_LIMITS.url)
        ctx.addIssue({ code: 'custom', input: value, message: caseMessages.urlTooLong });
      else if (!isStorableHttpUrl(value))
        ctx.addIssue({ code: 'custom', input: value, message: caseMessages.url });
    }),
  );

const galleryField = () =>
  z.array(z.object({ url: urlField() })).check(
    z.refine((entries) => entries.filter((entry) => entry.url.trim() !== '').length <= CASE_LIMITS.galeria, {
      message: caseMessages.galeriaMax,
    }),
  );

function caseShape(requiredMessage: string) {
  return {
    titulo: requiredText('O título', CASE_LIMITS.titulo, requiredMessage),
    subtitulo: requiredText('O subtítulo', CASE_LIMITS.subtitulo, requiredMessage),
    ...publicationFormShape,
    destaque: z.boolean(),
    imagem_destacada: urlField(),
    video_url: urlField(),
    agente_ia_url: urlField(),
    galeria: galleryField(),
    problema: optionalRichText('O problema', CASE_LIMITS.longText),
    solucao: optionalRichText('A solução', CASE_LIMITS.longText),
    resultados: optionalRichText('Os resultados', CASE_LIMITS.longText),
    depoimento_texto: optionalText('O depoimento', CASE_LIMITS.depoimentoTexto),
    depoimento_nome: optionalText('O nome', CASE_LIMITS.depoimentoPessoa),
    depoimento_cargo: optionalText('O cargo', CASE_LIMITS.depoimentoPessoa),
    depoimento_foto: urlField(),
    /** Ids of the chosen niches. */
    niches: z.array(z.string()),
  };
}

/** Create form: the slug is derived by the database; no testimonial photo. */
export const caseCreateSchema = z.object({
  ...caseShape(caseMessages.createRequired),
  slug: z.string(),
});

/** Edit form: título, subtítulo and slug required. */
export const caseEditSchema = z.object({
  ...caseShape(caseMessages.editRequired),
  slug: z.string().check(
    trim(),
    z.superRefine((value, ctx) => {
      const slug = slugify(value);
      if (value === '') ctx.addIssue({ code: 'custom', input: value, message: caseMessages.editRequired });
      else if (slug === '') ctx.addIssue({ code: 'custom', input: value, message: caseMessages.slugInvalid });
      else if (slug.length > CASE_LIMITS.slug) {
        ctx.addIssue({
          code: 'custom',
          input: value,
          message: caseMessages.tooLong('O slug', CASE_LIMITS.slug),
        });
      }
    }),
  ),
});

export type CaseFormValues = z.infer<typeof caseEditSchema>;

/** A new case: a draft to publish now unless another moment is chosen. */
export function emptyCaseForm(now: Date = new Date()): CaseFormValues {
  return {
    ...newPublicationValues(now),
    titulo: '',
    subtitulo: '',
    slug: '',
    destaque: false,
    imagem_destacada: '',
    video_url: '',
    agente_ia_url: '',
    galeria: [],
    problema: '',
    solucao: '',
    resultados: '',
    depoimento_texto: '',
    depoimento_nome: '',
    depoimento_cargo: '',
    depoimento_foto: '',
    niches: [],
  };
}

/** A stored case and its niches as form values (null → ''): what the edit form starts from. */
export function caseToFormValues(row: Case, nicheIds: readonly string[]): CaseFormValues {
  return {
    titulo: row.titulo,
    subtitulo: row.subtitulo,
    slug: row.slug,
    ...publicationFormValues(row),
    destaque: row.destaque,
    imagem_destacada: row.imagem_destacada ?? '',
    video_url: row.video_url ?? '',
    agente_ia_url: row.agente_ia_url ?? '',
    galeria: (row.galeria ?? []).map((url) => ({ url })),
    problema: row.problema ?? '',
    solucao: row.solucao ?? '',
    resultados: row.resultados ?? '',
    depoimento_texto: row.depoimento_texto ?? '',
    depoimento_nome: row.depoimento_nome ?? '',
    depoimento_cargo: row.depoimento_cargo ?? '',
    depoimento_foto: row.depoimento_foto ?? '',
    niches: [...nicheIds],
  };
}

/** '' → null (optional empty fields are sent as null). */
function orNull(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** Non-empty gallery entries in order; null when none. */
export function galleryUrls(entries: readonly { url: string }[]): string[] | null {
  const urls = entries.map((entry) => entry.url.trim()).filter((url) => url !== '');
  return urls.length > 0 ? urls : null;
}

type CaseColumns = Omit<TablesInsert<'cases'>, 'id' | 'created_at' | 'slug'>;

function caseColumns(values: CaseFormValues): CaseColumns {
  return {
    titulo: values.titulo.trim(),
    subtitulo: values.subtitulo.trim(),
    ...publicationColumns(values),
    destaque: values.destaque,
    imagem_destacada: orNull(values.imagem_destacada),
    video_url: orNull(values.video_url),
    agente_ia_url: orNull(values.agente_ia_url),
    galeria: galleryUrls(values.galeria),
    problema: orNull(values.problema),
    solucao: orNull(values.solucao),
    resultados: orNull(values.resultados),
    depoimento_texto: orNull(values.depoimento_texto),
    depoimento_nome: orNull(values.depoimento_nome),
    depoimento_cargo: orNull(values.depoimento_cargo),
  };
}

/** The insert of the create form: no slug (the database derives a free one from the title). */
export function toCaseInsert(values: CaseFormValues): TablesInsert<'cases'> {
  return caseColumns(values);
}

/** The whole row the edit form sends (update by id with the whole object). */
export function toCaseUpdate(values: CaseFormValues): TablesUpdate<'cases'> {
  return {
    ...caseColumns(values),
    slug: slugify(values.slug),
    depoimento_foto: orNull(values.depoimento_foto),
  };
}
