/**
 * The publication and SEO fields the case and insight forms share, once: their rules (the CHECKs
 * of supabase/migrations/*_publishing.sql, numbers from `@/limits/seo`), the values a new item
 * starts with, and the columns they become. Each domain's form schema spreads
 * `publicationFormShape`; supabase/tests/limits-parity.test.ts proves the database agrees.
 *
 *   status          'rascunho' | 'publicado' (what the button pressed asks for)
 *   publicado_em    a `datetime-local` value on São Paulo's clock → the ISO instant
 *   seo_titulo      optional, ≤ 70 characters      seo_descricao   optional, ≤ 200
 *   seo_imagem      optional, an http(s) URL the database accepts
 * Empty SEO fields are sent as null: the page derives them from the content (`contentSeo`).
 */
import * as z from 'zod/mini';

import { SEO_LIMITS } from '@/limits/seo';

import { isDateTimeInputValue, saoPauloDateTimeToIso, toSaoPauloDateTimeInput } from './dates';
import { PUBLISHING_MESSAGES } from './db-error';
import { publicationStatusSchema, type PublicationStatus } from './publication';
import { charLength } from './text';
import { isStorableHttpUrl } from './url';

export const publicationFormMessages = {
  ...PUBLISHING_MESSAGES,
  publicado_em: 'Informe a data e a hora de publicação.',
} as const;

const trimmed = () => z.overwrite((value: string) => value.trim());

const optionalText = (max: number, message: string) =>
  z.string().check(
    trimmed(),
    z.refine((value) => charLength(value) <= max, { error: message }),
  );

export const publicationFormShape = {
  status: publicationStatusSchema,
  publicado_em: z
    .string()
    .check(trimmed(), z.refine(isDateTimeInputValue, { error: publicationFormMessages.publicado_em })),
  seo_titulo: optionalText(SEO_LIMITS.tituloMax, publicationFormMessages.seo_titulo),
  seo_descricao: optionalText(SEO_LIMITS.descricaoMax, publicationFormMessages.seo_descricao),
  seo_imagem: z.string().check(
    trimmed(),
    z.refine((value) => value === '' || isStorableHttpUrl(value), {
      error: publicationFormMessages.seo_imagem,
    }),
  ),
};

/** What the forms hold for these fields (strings; '' = empty). */
export interface PublicationFormValues {
  status: PublicationStatus;
  publicado_em: string;
  seo_titulo: string;
  seo_descricao: string;
  seo_imagem: string;
}

/** The columns as the database stores them. */
export interface PublicationColumns {
  status: PublicationStatus;
  publicado_em: string;
  seo_titulo: string | null;
  seo_descricao: string | null;
  seo_imagem: string | null;
}

/** A new item: a draft, to be published now (to the minute) unless another moment is chosen. */
export function newPublicationValues(now: Date = new Date()): PublicationFormValues {
  return {
    status: 'rascunho',
    publicado_em: toSaoPauloDateTimeInput(now),
    seo_titulo: '',
    seo_descricao: '',
    seo_imagem: '',
  };
}

/** A stored item's columns in the form's shape (nulls become ''). */
export function publicationFormValues(row: PublicationColumns): PublicationFormValues {
  return {
    status: row.status,
    publicado_em: toSaoPauloDateTimeInput(row.publicado_em),
    seo_titulo: row.seo_titulo ?? '',
    seo_descricao: row.seo_descricao ?? '',
    seo_imagem: row.seo_imagem ?? '',
  };
}

const orNull = (value: string) => value.trim() || null;

/** Validated values → the columns to send (the moment as an ISO instant, empty SEO fields null). */
export function publicationColumns(values: PublicationFormValues): PublicationColumns {
  return {
    status: values.status,
    publicado_em: saoPauloDateTimeToIso(values.publicado_em.trim()),
    seo_titulo: orNull(values.seo_titulo),
    seo_descricao: orNull(values.seo_descricao),
    seo_imagem: orNull(values.seo_imagem),
  };
}
