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

/**
 * The app's layers, imported in one direction only: shared code (`lib`, `components`, `config`,
 * `content`, `limits`, `types`) → `domains/<table family>` → `pages/<page>` → `routes` (and the
 * root modules). A domain never imports another domain or a page; a page never imports another page.
 */
const listDirs = (dir) =>
  fs.existsSync(path.join(srcDir, dir))
    ? fs
        .readdirSync(path.join(srcDir, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
const domains = listDirs('domains');
const pages = listDirs('pages');
const sharedDirs = ['lib', 'components', 'config', 'content', 'limits', 'types', 'test'];
const layerZones = [
  ...sharedDirs.map((dir) => ({
    target: `./src/${dir}`,
    from: ['./src/domains', './src/pages', './src/routes'],
    message: 'Código compartilhado não importa domínios, páginas nem rotas: inverta a dependência.',
  })),
  ...domains.map((name) => ({
    target: `./src/domains/${name}`,
    from: ['./src/domains', './src/pages', './src/routes'],
    except: [`./${name}`],
    message: `src/domains/${name} não importa outro domínio, páginas nem rotas: suba a composição para a página ou rota.`,
  })),
  ...pages.map((name) => ({
    target: `./src/pages/${name}`,
    from: ['./src/pages', './src/routes'],
    except: [`./${name}`],
    message: `src/pages/${name} não importa outra página nem rotas.`,
  })),
];

/** File names are kebab-case (`case-form.tsx`, `get-cases.test.ts`). */
const kebabCase = /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/;
const fileNamesPlugin = {
  rules: {
    'kebab-case': {
      meta: {
        type: 'suggestion',
        schema: [],
        messages: { name: 'Nome de arquivo fora de kebab-case: {{name}}' },
      },
      create(context) {
        const name = path.basename(context.filename);
        return {
          Program(node) {
            if (!kebabCase.test(name)) context.report({ node, messageId: 'name', data: { name } });
          },
        };
      },
    },
  },
};

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
            ...layerZones,
          ],
        },
      ],
    },
  },

  // Belt and braces for the boundary, on the import specifier itself (works even when a path
  // does not resolve, e.g. a file that does not exist yet).
  {
    files: ['src/**/*.{ts,tsx}'],
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
  {
    files: ['src/**', 'local-supabase/**', 'supabase/**', 'scripts/**', 'tests/**'],
    plugins: { files: fileNamesPlugin },
    rules: { 'files/kebab-case': 'error', 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
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
