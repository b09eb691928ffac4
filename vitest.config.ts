import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The app's '@/' imports, for every project whose tests load app modules (components, schemas,
// content).
const appAlias = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };

export default defineConfig({
  test: {
    projects: [
      {
        resolve: appAlias,
        test: {
          name: 'web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['tests/setup/web-setup.ts'],
        },
      },
      {
        test: {
          name: 'local-supabase',
          include: ['local-supabase/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: appAlias,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/rls/**/*.test.ts', 'supabase/tests/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/setup/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: appAlias,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // One Chromium at a time on a 2-core machine.
          fileParallelism: false,
        },
      },
    ],
  },
});
