import { isHttpUrl } from '@/lib/url';

import { DEMO_ENV, OPTIONAL_ENV, PUBLIC_ENV_KEYS, publishableKeyOf, type PublicEnvKey } from './env-defaults';
import { keyProblem } from './public-key';

/**
 * Public, build-time configuration (`VITE_*`, inlined by Vite). Checked once at start-up; an
 * invalid value throws immediately with a message naming the variable. Plain checks, no schema
 * library: this module is on every page's critical path.
 *
 * Missing values fall back to the public local demo values (`env-defaults.ts`) in every mode:
 * `npm run dev`, tests and CI's `npm run build` run without a `.env`, against local-supabase.
 * A build that falls back prints a warning (`vite.config.ts`) and fails instead when
 * `STRICT_ENV=1` is set — deploy pipelines set it, so a real build can never ship demo values.
 *
 * The checks run where the values are set: the build (prerendering imports this module, so a bad
 * value fails it) and `npm run dev`'s server. The browser takes the same inlined values as they
 * are, without the checks' code.
 */
export type Env = Record<PublicEnvKey, string> & { VITE_SUPABASE_IMAGE_TRANSFORMATIONS: 'on' | 'off' };

const URL_KEYS: readonly PublicEnvKey[] = ['VITE_SUPABASE_URL', 'VITE_SITE_URL'];

/** The values given (trimmed), the demo values for the missing ones; addresses without a final `/`. */
function readEnv(source: Partial<Record<string, unknown>>): Env {
  const env = { ...DEMO_ENV, ...OPTIONAL_ENV } as Env;
  const given = (key: string) => {
    const value = source[key];
    return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
  };
  for (const key of PUBLIC_ENV_KEYS) env[key] = given(key) ?? env[key];
  env.VITE_SUPABASE_PUBLISHABLE_KEY = publishableKeyOf(source) ?? env.VITE_SUPABASE_PUBLISHABLE_KEY;
  env.VITE_SUPABASE_IMAGE_TRANSFORMATIONS = (given('VITE_SUPABASE_IMAGE_TRANSFORMATIONS') ??
    OPTIONAL_ENV.VITE_SUPABASE_IMAGE_TRANSFORMATIONS) as Env['VITE_SUPABASE_IMAGE_TRANSFORMATIONS'];
  for (const key of URL_KEYS) env[key] = env[key].replace(/\/+$/, '');
  return env;
}

export function parseEnv(source: Partial<Record<string, unknown>>): Env {
  const env = readEnv(source);
  const problems: string[] = [];
  if (env.VITE_SUPABASE_IMAGE_TRANSFORMATIONS !== 'on' && env.VITE_SUPABASE_IMAGE_TRANSFORMATIONS !== 'off') {
    problems.push("  - VITE_SUPABASE_IMAGE_TRANSFORMATIONS: deve ser 'on' ou 'off'");
  }
  for (const key of URL_KEYS) {
    if (!isHttpUrl(env[key])) problems.push(`  - ${key}: deve ser uma URL http(s) válida`);
  }
  const keyRefusal = keyProblem(env.VITE_SUPABASE_PUBLISHABLE_KEY);
  if (keyRefusal) problems.push(`  - VITE_SUPABASE_PUBLISHABLE_KEY: ${keyRefusal}`);
  if (problems.length > 0) {
    throw new Error(
      `Configuração inválida (variáveis de ambiente VITE_*):\n${problems.join('\n')}\n` +
        'Corrija o arquivo .env (veja .env.example) ou as variáveis do ambiente de build.',
    );
  }
  return env;
}

export const env: Env = import.meta.env.SSR ? parseEnv(import.meta.env) : readEnv(import.meta.env);
