import path from 'node:path';

import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, loadEnv } from 'vite';

import { clientCodeSplitting } from './scripts/build/client-chunks.ts';
import { keepRenderBuild } from './scripts/build/keep-render-build.ts';
import {
  DEMO_ENV,
  LEGACY_KEY_MESSAGE,
  LEGACY_KEY_NAME,
  PUBLIC_ENV_KEYS,
  publishableKeyOf,
} from './src/config/env-defaults.ts';

export default defineConfig(({ command, mode }) => {
  if (command === 'build') checkPublicEnv(mode);
  return {
    plugins: [tailwindcss(), reactRouter(), keepRenderBuild()],
    resolve: {
      alias: { '@': path.resolve(import.meta.dirname, 'src') },
    },
    optimizeDeps: {
      // The first dev visit must not meet a dependency Vite has not bundled yet: it answers 504
      // "Outdated Optimize Dep" and reloads the page. A React Router app has no index.html for Vite
      // to scan, so the scan starts from the root and every route module (following their static
      // and dynamic imports); `include` names what the scan cannot see (JSON, subpath files) or
      // was found late before (tests/e2e/dev-first-run.test.ts checks a fresh cache).
      entries: ['src/root.tsx', 'src/routes/**/*.tsx'],
      include: [
        '@supabase/postgrest-js',
        'date-fns/locale/pt-BR',
        'dompurify',
        '@supabase/supabase-js',
        '@hookform/resolvers/zod',
        'embla-carousel-react',
        'libphonenumber-js/min/metadata',
        'react-hook-form',
        'react-phone-number-input/core',
        'react-phone-number-input/locale/pt-BR.json',
        'date-fns',
        'date-fns/locale',
        '@radix-ui/react-dialog',
        '@tanstack/react-query',
        'clsx',
        'lucide-react',
        'sonner',
        'tailwind-merge',
        'zod/mini',
      ],
    },
    environments: {
      client: {
        build: {
          rolldownOptions: {
            output: { codeSplitting: clientCodeSplitting(path.resolve(import.meta.dirname, 'src')) },
          },
        },
      },
    },
    // Several dev servers on one checkout need separate dependency caches.
    cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
    server: { host: '127.0.0.1', port: 5173 },
  };
});

/**
 * Builds without `.env` (CI) fall back to the public local demo values (src/config/env.ts). Say so
 * loudly; with STRICT_ENV=1 (deploys) a missing value is an error instead.
 */
function checkPublicEnv(mode: string): void {
  // The config is evaluated more than once per build (client and server environments).
  if (process.env.PUBLIC_ENV_CHECKED === '1') return;
  process.env.PUBLIC_ENV_CHECKED = '1';
  const loaded = loadEnv(mode, process.cwd(), 'VITE_');
  if (!loaded.VITE_SUPABASE_PUBLISHABLE_KEY?.trim() && loaded[LEGACY_KEY_NAME]?.trim()) {
    console.warn(`\n\u26a0  ${LEGACY_KEY_MESSAGE}\n`);
  }
  const missing = PUBLIC_ENV_KEYS.filter((key) =>
    key === 'VITE_SUPABASE_PUBLISHABLE_KEY' ? !publishableKeyOf(loaded) : !loaded[key]?.trim(),
  );
  if (missing.length === 0) return;
  const list = missing.map((key) => `  ${key}=${DEMO_ENV[key]}`).join('\n');
  if (process.env.STRICT_ENV === '1') {
    throw new Error(`STRICT_ENV=1: variáveis obrigatórias ausentes: ${missing.join(', ')}`);
  }
  console.warn(
    `\n\u26a0  Build (${mode}) sem ${missing.join(', ')}: usando os valores de demonstração locais:\n${list}\n` +
      '   Para produção defina as variáveis reais (ou STRICT_ENV=1 para falhar).\n',
  );
}
