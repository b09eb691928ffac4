/**
 * The category rules, once: the 'Categorias' dialog validates with `categoryFormSchema` and the
 * mutations parse the same values again before sending. Every rule mirrors a constraint of
 * `public.categorias` (*_content.sql, SEO fields in *_category_seo.sql), with the numbers of
 * CATEGORY_LIMITS (supabase/tests/limits-parity.test.ts proves the database agrees):
 *   nome            required (not blank), bounded, with a letter or digit when it names the address
 *   slug            the address /insights/{slug}: as typed, normalised by the slug rule (the
 *                   database's too); empty = derived from the name; unique
 *   descricao       optional, bounded
 *   seo_titulo, seo_descricao, seo_imagem   optional, the bounds of cases' and articles' (empty: derived)
 */
import * as z from 'zod/mini';

import { publicationFormShape } from '@/lib/publication-form';
import { slugify } from '@/lib/slug';
import { charLength } from '@/lib/text';

import { CATEGORY_LIMITS } from '../category-limits';
import type { CategoryRow } from './row-schemas';

export const categoryMessages = {
  nomeRequired: 'Nome é obrigatório',
  nomeTooLong: `O nome deve ter no máximo ${CATEGORY_LIMITS.nome} caracteres`,
  nomeNoSlug: 'O nome precisa ter ao menos uma letra ou número (ele gera o endereço)',
  slugNoLetters: 'O endereço precisa ter ao menos uma letra ou número',
  slugTooLong: `O endereço deve ter no máximo ${CATEGORY_LIMITS.slug} caracteres`,
  descricaoTooLong: `A descrição deve ter no máximo ${CATEGORY_LIMITS.descricao.toLocaleString('pt-BR')} caracteres`,
  duplicate: (slug: string) =>
    `Já existe uma categoria com o endereço /insights/${slug}. Escolha outro nome ou outro endereço.`,
  checkFields: 'Confira os campos destacados.',
} as const;

const trimmed = () => z.overwrite((value: string) => value.trim());

export const categoryFormSchema = z
  .object({
    nome: z.string().check(
      trimmed(),
      z.superRefine((value, ctx) => {
        if (value === '')
          ctx.addIssue({ code: 'custom', input: value, message: categoryMessages.nomeRequired });
        else if (charLength(value) > CATEGORY_LIMITS.nome) {
          ctx.addIssue({ code: 'custom', input: value, message: categoryMessages.nomeTooLong });
        }
      }),
    ),
    slug: z.string().check(
      trimmed(),
      z.superRefine((value, ctx) => {
        if (value === '') return;
        const slug = slugify(value);
        if (slug === '')
          ctx.addIssue({ code: 'custom', input: value, message: categoryMessages.slugNoLetters });
        else if (slug.length > CATEGORY_LIMITS.slug) {
          ctx.addIssue({ code: 'custom', input: value, message: categoryMessages.slugTooLong });
        }
      }),
    ),
    descricao: z.string().check(
      trimmed(),
      z.refine((value) => charLength(value) <= CATEGORY_LIMITS.descricao, {
        message: categoryMessages.descricaoTooLong,
      }),
    ),
    seo_titulo: publicationFormShape.seo_titulo,
    seo_descricao: publicationFormShape.seo_descricao,
    seo_imagem: publicationFormShape.seo_imagem,
  })
  .check(
    z.superRefine((values, ctx) => {
      // No address typed: the name gives it, so it needs a letter or digit.
      if (values.slug === '' && values.nome !== '' && slugify(values.nome) === '') {
        ctx.addIssue({
          code: 'custom',
          input: values.nome,
          path: ['nome'],
          message: categoryMessages.nomeNoSlug,
        });
      }
    }),
  );

export type CategoryFormValues = z.infer<typeof categoryFormSchema>;

export const emptyCategoryForm: CategoryFormValues = {
  nome: '',
  slug: '',
  descricao: '',
  seo_titulo: '',
  seo_descricao: '',
  seo_imagem: '',
};

type StoredCategory = Pick<
  CategoryRow,
  'nome' | 'slug' | 'descricao' | 'seo_titulo' | 'seo_descricao' | 'seo_imagem'
>;

/** A stored category as the form's values (nulls become ''). */
export function categoryToFormValues(category: StoredCategory): CategoryFormValues {
  return {
    nome: category.nome,
    slug: category.slug,
    descricao: category.descricao ?? '',
    seo_titulo: category.seo_titulo ?? '',
    seo_descricao: category.seo_descricao ?? '',
    seo_imagem: category.seo_imagem ?? '',
  };
}

/**
 * The address the values give: the typed one normalised, else the name's (cut to the column's
 * length without an edge hyphen), as the database would derive it.
 */
export function categorySlugOf(values: Pick<CategoryFormValues, 'nome' | 'slug'>): string {
  const source = values.slug.trim() === '' ? values.nome : values.slug;
  return slugify(source).slice(0, CATEGORY_LIMITS.slug).replace(/-+$/, '');
}

const orNull = (value: string) => value.trim() || null;

/** Validated values → the columns to send (the slug always given, empty optional fields null). */
export function toCategoryPayload(values: CategoryFormValues): StoredCategory {
  const parsed = categoryFormSchema.parse(values);
  return {
    nome: parsed.nome,
    slug: categorySlugOf(parsed),
    descricao: orNull(parsed.descricao),
    seo_titulo: orNull(parsed.seo_titulo),
    seo_descricao: orNull(parsed.seo_descricao),
    seo_imagem: orNull(parsed.seo_imagem),
  };
}
