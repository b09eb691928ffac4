/**
 * The niche rules (`public.cases_nichos` constraints, numbers in `@/limits/niches`): nome
 * required, descrição optional, both bounded; the slug is derived from the name.
 */
import * as z from 'zod/mini';

import { slugify } from '@/lib/slug';
import { NICHO_LIMITS } from '@/domains/cases/niche-limits';

export const nichoMessages = {
  /** Nome is the one required field. */
  nomeRequired: 'Nome é obrigatório',
  nomeTooLong: `O nome deve ter no máximo ${NICHO_LIMITS.nome} caracteres`,
  nomeNoSlug: 'O nome precisa ter ao menos uma letra ou número',
  descricaoTooLong: `A descrição deve ter no máximo ${NICHO_LIMITS.descricao.toLocaleString('pt-BR')} caracteres`,
  duplicate: (slug: string) => `Já existe um nicho com este nome (endereço "${slug}"). Escolha outro nome.`,
} as const;

function charLength(value: string): number {
  return Array.from(value).length;
}

export const nichoFormSchema = z.object({
  nome: z.string().check(
    z.overwrite((value) => value.trim()),
    z.superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', input: value, message: nichoMessages.nomeRequired });
      else if (charLength(value) > NICHO_LIMITS.nome) {
        ctx.addIssue({ code: 'custom', input: value, message: nichoMessages.nomeTooLong });
      } else if (slugify(value) === '') {
        ctx.addIssue({ code: 'custom', input: value, message: nichoMessages.nomeNoSlug });
      }
    }),
  ),
  descricao: z.string().check(
    z.overwrite((value) => value.trim()),
    z.refine((value) => charLength(value) <= NICHO_LIMITS.descricao, {
      message: nichoMessages.descricaoTooLong,
    }),
  ),
});

export type NichoFormValues = z.infer<typeof nichoFormSchema>;

/** The RPC arguments of create_nicho / update_nicho: {nome, slug, descricao}. */
export function toNichoArgs(values: NichoFormValues) {
  const parsed = nichoFormSchema.parse(values);
  return {
    nome: parsed.nome,
    slug: slugify(parsed.nome).slice(0, NICHO_LIMITS.slug).replace(/-+$/, ''),
    // The RPC turns '' into null (optional).
    descricao: parsed.descricao,
  };
}
