// zod/mini: the tree-shakeable build of zod. This module is on the landing page's critical path,
// where full zod would add ~23 KB gzip of JavaScript.
import * as z from 'zod/mini';

import { DEMO_ENV, PUBLIC_ENV_KEYS, type PublicEnvKey } from './env-defaults';

/**
 * Public, build-time configuration (`VITE_*`, inlined by Vite). Validated once at start-up; an
 * invalid value throws immediately with a message naming the variable.
 *
 * Missing values fall back to the public local demo values (`env-defaults.ts`) in every mode:
 * `npm run dev`, tests and CI's `npm run build` run without a `.env`, against local-supabase.
 * A build that falls back prints a warning (`vite.config.ts`) and fails instead when
 * `STRICT_ENV=1` is set — deploy pipelines set it, so a real build can never ship demo values.
 */
const httpUrl = z.pipe(
  z.url({ protocol: /^https?$/, error: 'deve ser uma URL http(s) válida' }),
  z.transform((value: string) => value.replace(/\/+$/, '')),
);

const envSchema = z.object({
  VITE_SUPABASE_URL: httpUrl,
  VITE_SUPABASE_ANON_KEY: z
    .string()
    .check(z.minLength(20, 'deve ser a chave anon (JWT) do projeto Supabase')),
  VITE_SITE_URL: httpUrl,
});

export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: Partial<Record<string, unknown>>): Env {
  const raw: Record<PublicEnvKey, unknown> = { ...DEMO_ENV };
  for (const key of PUBLIC_ENV_KEYS) {
    const value = source[key];
    if (typeof value === 'string' && value.trim() !== '') raw[key] = value.trim();
  }
  const result = envSchema.safeParse(raw);
  if (!result.success) {
    const details = result.error.issues
      .map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
      .join('\n');
    throw new Error(
      `Configuração inválida (variáveis de ambiente VITE_*):\n${details}\n` +
        'Corrija o arquivo .env (veja .env.example) ou as variáveis do ambiente de build.',
    );
  }
  return result.data;
}

export const env: Env = parseEnv(import.meta.env);
