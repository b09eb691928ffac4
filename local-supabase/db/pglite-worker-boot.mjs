// Entry point of the PGlite worker thread (see db/pglite.ts). It is plain JavaScript because a
// new thread may not be able to load TypeScript: tsx's hooks reach worker threads only on recent
// Node versions, and Vitest's transform never does. Where Node cannot strip types itself, tsx's
// ESM hooks are registered for this thread before the TypeScript worker is imported.
if (!process.features.typescript) {
  const { register } = await import('tsx/esm/api');
  register();
}
await import('./pglite-worker.ts');
