// @ts-check
import fs from 'node:fs';
import path from 'node:path';

import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const srcDir = path.join(root, 'src');

/** Resolves `@/…` (tsconfig `paths`) so import-x can check boundaries on aliased imports too. */
const nodeResolver = createNodeResolver({
  extensions: ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.json', '.d.ts'],
});
const aliasResolver = {
  interfaceVersion: 3,
  name: 'at-alias',
  /** @param {string} modulePath @param {string} sourceFile */
  resolve(modulePath, sourceFile) {
    if (!modulePath.startsWith('@/')) return { found: false };
    return nodeResolver.resolve(path.join(srcDir, modulePath.slice(2)), sourceFile);
  },
};

/** One zone per feature: `src/features/<x>` may import only itself (and shared code). */
const features = fs.existsSync(path.join(srcDir, 'features'))
  ? fs
      .readdirSync(path.join(srcDir, 'features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];
const featureZones = features.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message:
    'Uma feature não importa outra: mova o código compartilhado para src/components, src/lib ou suba a composição para a rota.',
}));

export default defineConfig([
  globalIgnores([
    'dist/',
    'build*/',
    'tmp/',
    '.react-router/',
    '.data/',
    'coverage/',
    'test-results/',
    '**/node_modules/',
    'src/types/database.types.ts',
  ]),

  js.configs.recommended,
  tseslint.configs.recommended,

  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [aliasResolver, nodeResolver],
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      // Type-only imports are already enforced by TypeScript (`verbatimModuleSyntax`).
      // Sanitisers (storage names, CSV export) match control characters on purpose.
      'no-control-regex': 'off',
      // Useful, but not worth failing CI on: re-thrown errors should carry `{ cause }`.
      'preserve-caught-error': 'warn',
      'import-x/no-duplicates': 'error',
      'import-x/first': 'error',
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src',
              from: './local-supabase',
              message: 'O app fala só com a API Supabase (supabase-js), nunca com local-supabase/.',
            },
            {
              target: './local-supabase',
              from: './src',
              message: 'local-supabase/ não importa o app (src/).',
            },
            {
              target: './supabase/functions',
              from: './local-supabase',
              message: 'Edge functions são implantadas sozinhas: não importam local-supabase/.',
            },
            {
              target: './supabase/functions',
              from: './src',
              message: 'Edge functions são implantadas sozinhas: não importam src/.',
            },
            ...featureZones,
          ],
        },
      ],
    },
  },

  // Belt and braces for the same boundaries, on the import specifier itself (works even when a
  // path does not resolve, e.g. a file that does not exist yet).
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/features/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/local-supabase', '**/local-supabase/**'],
              message: 'src/ nunca importa local-supabase/.',
            },
          ],
        },
      ],
    },
  },
  ...features.map((name) => ({
    files: [`src/features/${name}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/local-supabase', '**/local-supabase/**'],
              message: 'src/ nunca importa local-supabase/.',
            },
            {
              group: ['@/features/*', `!@/features/${name}`, `!@/features/${name}/**`],
              message: `src/features/${name} não importa outra feature.`,
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['local-supabase/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['@/*', '**/src', '**/src/**'], message: 'local-supabase/ não importa o app (src/).' },
          ],
        },
      ],
    },
  },
  {
    files: ['supabase/functions/**/*.ts'],
    languageOptions: { globals: { Deno: 'readonly' } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '**/src', '**/src/**', '**/local-supabase', '**/local-supabase/**'],
              message: 'Edge functions não importam src/ nem local-supabase/.',
            },
          ],
        },
      ],
    },
  },

  // The React app: browser globals and the rules of hooks (incl. React Compiler checks).
  {
    files: ['src/**/*.{ts,tsx}', 'tests/setup/web-setup.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },

  // Tests may use non-null assertions and loose typing of fixtures.
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
]);
