/**
 * The niche rules (`public.cases_nichos` constraints, numbers in NICHE_LIMITS): nome
 * required, descrição optional, both bounded; the slug is derived from the name.
 */
import * as z from 'zod/mini';

import { slugify } from '@/lib/slug';
import { charLength } from '@/lib/text';

import { NICHE_LIMITS } from '../niche-limits';

export const nicheMessages = {
  /** Nome is the one required field. */
  nomeRequired: 'Nome é obrigatório',
  nomeTooLong: `O nome deve ter no máximo ${NICHE_LIMITS.nome} caracteres`,
  nomeNoSlug: 'O nome precisa ter ao menos uma letra ou número',
  descricaoTooLong: `A descrição deve ter no máximo ${NICHE_LIMITS.descricao.toLocaleString('pt-BR')} caracteres`,
  duplicate: (slug: string) => `Já existe um nicho com este nome (endereço "${slug}"). Escolha outro nome.`,
} as const;

export const nicheFormSchema = z.object({
  nome: z.string().check(
    z.overwrite((value) => value.trim()),
    z.superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', input: value, message: nicheMessages.nomeRequired });
      else if (charLength(value) > NICHE_LIMITS.nome) {
        ctx.addIssue({ code: 'custom', input: value, message: nicheMessages.nomeTooLong });
      } else if (slugify(value) === '') {
        ctx.addIssue({ code: 'custom', input: value, message: nicheMessages.nomeNoSlug });
      }
    }),
  ),
  descricao: z.string().check(
    z.overwrite((value) => value.trim()),
    z.refine((value) => charLength(value) <= NICHE_LIMITS.descricao, {
      message: nicheMessages.descricaoTooLong,
    }),
  ),
});

export type NicheFormValues = z.infer<typeof nicheFormSchema>;

/** A stored niche as the form's values (no description: ''). */
export function nicheToFormValues(niche: { nome: string; descricao: string | null }): NicheFormValues {
  return { nome: niche.nome, descricao: niche.descricao ?? '' };
}

/** The RPC arguments of create_nicho / update_nicho: {nome, slug, descricao}. */
export function toNicheArgs(values: NicheFormValues) {
  const parsed = nicheFormSchema.parse(values);
  return {
    nome: parsed.nome,
    slug: slugify(parsed.nome).slice(0, NICHE_LIMITS.slug).replace(/-+$/, ''),
    // The RPC turns '' into null (optional).
    descricao: parsed.descricao,
  };
}
