import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

// The app's '@/' imports, for every project whose tests load app modules (components, schemas,
// content).
const appAlias = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };

/**
 * The unit and API projects run each file in a worker thread of one process, not a process of its
 * own: a quarter less CPU for the same tests (no Node start per file). A test cannot change what a
 * process holds for all its threads (its time zone, its working directory); one that must, starts a
 * process of its own (src/lib/dates.test.ts).
 *
 * With `isolate: false` (web, local-supabase, api) the files of a thread also share the modules it
 * loaded (PGlite and its compiled WebAssembly, supabase-js, React, jsdom) instead of loading them
 * again per file: local-supabase 162 → 127 CPU-s, api 124 → 106. So a file leaves nothing behind
 * (servers closed, settings and environment variables put back) and depends on no file before it.
 */
const THREADS = 'threads';

/**
 * Publishing, the trash and staged changes end to end bring their own API, build and served site,
 * and spend most of their minutes waiting on real time (a schedule, the rebuild's quiet period):
 * `npm test` runs them beside the PostgreSQL pass instead of in the Chromium suite's queue.
 */
const PUBLISHING_E2E = [
  'tests/e2e/publishing.test.ts',
  'tests/e2e/trash.test.ts',
  'tests/e2e/staged-changes.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        resolve: appAlias,
        test: {
          name: 'web',
          pool: THREADS,
          // A quarter of the CPU with a shared thread (68 against 297 CPU-s for the project).
          // tests/setup/web-setup.ts gives each file fresh app modules (so vi.mock still works)
          // and cleans up what a file leaves behind.
          isolate: false,
          // One thread, after the other projects, that receives every file at once: a thread is
          // kept only while the next file needs the same environment, and node and jsdom files
          // alternate, so with two threads each switch started a new one (environment setup took
          // 45 s of a pass).
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          include: ['src/**/*.test.{ts,tsx}'],
          // Node unless a file asks for a DOM with `// @vitest-environment jsdom` on its first line
          // (every component test does): jsdom costs about a second per file, most of the run's
          // time for a file of pure logic.
          environment: 'node',
          // A form test types and clicks through a whole form in jsdom: 5 s is too close on 2 cores.
          testTimeout: 15_000,
          setupFiles: ['tests/setup/web-setup.ts'],
        },
      },
      {
        test: {
          name: 'local-supabase',
          pool: THREADS,
          isolate: false,
          include: ['local-supabase/**/*.test.ts'],
          environment: 'node',
          // Several tests start an API of their own in their body: as long as a hook may take, when
          // npm test's other lane shares the machine.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'scripts',
          pool: THREADS,
          include: ['scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        resolve: appAlias,
        test: {
          name: 'api',
          pool: THREADS,
          isolate: false,
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
          // One thread for every file, one after the other: no Node start and no fresh load of
          // Playwright and axe per file (about a CPU-second each).
          pool: THREADS,
          isolate: false,
          include: ['tests/e2e/**/*.test.ts'],
          // E2E_SKIP: files `npm test` runs in its other lane (scripts/cli/test.mjs); the CLI's
          // --exclude does not reach a project's files.
          exclude: [
            ...configDefaults.exclude,
            ...PUBLISHING_E2E,
            ...(process.env.E2E_SKIP?.split(',') ?? []),
          ],
          environment: 'node',
          globalSetup: ['tests/e2e/support/global-setup.ts'],
          setupFiles: ['tests/e2e/support/failure-report.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // What the browser shows may come a few seconds late on a busy machine (the app loading,
          // a transition): expect.poll waits up to 10 s unless a test says otherwise.
          expect: { poll: { timeout: 10_000 } },
          // One Chromium at a time on a 2-core machine.
          fileParallelism: false,
        },
      },
      {
        resolve: appAlias,
        test: {
          name: 'e2e-publishing',
          include: PUBLISHING_E2E,
          // Their sites build in this process and render pages on request with the production
          // server build, as `npm run preview` does: React must load as production here too (a
          // development React under a production renderer fails every render).
          env: { NODE_ENV: 'production' },
          // Each builds the site (twice more on its hook): one at a time on a 2-core machine.
          fileParallelism: false,
          environment: 'node',
          setupFiles: ['tests/e2e/support/failure-report.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
