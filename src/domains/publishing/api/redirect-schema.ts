/**
 * The redirect rules, once: the create and edit forms validate with `redirectFormSchema` and the
 * mutations parse the values again before sending. Mirrors `public.redirects`
 * (supabase/migrations/*_publishing.sql, *_redirect_paths.sql): both paths same-site paths
 * (`../utils/site-path.ts`), sent as the database stores them (letters with accents
 * percent-encoded), '/' never redirected, a path never redirected to itself, 301 or 302. Chains and
 * duplicates need the other rows: the database refuses them, and the form shows its message on the
 * field.
 */
import * as z from 'zod/mini';

import { REDIRECT_CONSTRAINTS } from '@/lib/db-error';

import { REDIRECT_STATUS_CODES, type RedirectStatusCode } from '../limits';
import { sitePathProblem, toStoredPath } from '../utils/site-path';
import type { Redirect } from './row-schemas';

export const redirectMessages = {
  /** The toast of a form the schema refused. */
  checkFields: 'Confira os campos destacados no formulário.',
  fromHome: 'A página inicial (/) não pode ser redirecionada.',
  /** The words of the database's refusal (redirects_loop_check), too. */
  samePath: REDIRECT_CONSTRAINTS.redirects_loop_check.message,
  statusCode: 'Escolha 301 (permanente) ou 302 (temporário).',
} as const;

/** A path as typed (trimmed), checked, then in the form the database stores (accents percent-encoded). */
const sitePath = () =>
  z.string().check(
    z.overwrite((value: string) => value.trim()),
    z.superRefine((value, ctx) => {
      const problem = sitePathProblem(value);
      if (problem) ctx.addIssue({ code: 'custom', input: value, message: problem });
    }),
    z.overwrite((value: string) => toStoredPath(value) ?? value),
  );

const STATUS_CODE_VALUES = REDIRECT_STATUS_CODES.map(String) as ['301', '302'];

export const redirectFormSchema = z
  .object({
    from_path: sitePath(),
    to_path: sitePath(),
    /** The select's value: '301' or '302'. */
    status_code: z.enum(STATUS_CODE_VALUES, { error: redirectMessages.statusCode }),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.from_path === '/') {
        ctx.addIssue({
          code: 'custom',
          input: values,
          path: ['from_path'],
          message: redirectMessages.fromHome,
        });
      } else if (values.from_path !== '' && values.from_path === values.to_path) {
        ctx.addIssue({
          code: 'custom',
          input: values,
          path: ['to_path'],
          message: redirectMessages.samePath,
        });
      }
    }),
  );

export type RedirectFormValues = z.infer<typeof redirectFormSchema>;

export const emptyRedirectForm: RedirectFormValues = { from_path: '', to_path: '', status_code: '301' };

export function redirectToFormValues(
  row: Pick<Redirect, 'from_path' | 'to_path' | 'status_code'>,
): RedirectFormValues {
  return {
    from_path: row.from_path,
    to_path: row.to_path,
    status_code: String(row.status_code) as '301' | '302',
  };
}

type RedirectPayload = Pick<Redirect, 'from_path' | 'to_path'> & { status_code: RedirectStatusCode };

/** The row to insert, from values the schema accepts (it parses them again). */
export function toRedirectPayload(values: RedirectFormValues): RedirectPayload {
  const parsed = redirectFormSchema.parse(values);
  return {
    from_path: parsed.from_path,
    to_path: parsed.to_path,
    status_code: Number(parsed.status_code) as RedirectStatusCode,
  };
}
