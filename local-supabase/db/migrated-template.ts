import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { prepareDatabase, readMigrations } from './migrate.ts';
import { BOOTSTRAP_USER, cachedCluster, openPglite, pgliteVersion } from './pglite.ts';

/** The migrated templates kept in the cache (one per set of migrations: the project's, test fixtures'). */
const KEPT_TEMPLATES = 8;

/**
 * What a migrated cluster is made from: PGlite's version, the code and SQL that bootstrap and
 * migrate (this directory, tests aside) and the project's migrations. Any change makes a new one.
 */
function templateKey(supabaseDir: string): string {
  const hash = crypto.createHash('sha256').update(`${pgliteVersion()}\0${BOOTSTRAP_USER}\0`);
  const dbDir = import.meta.dirname;
  const sources = (fs.readdirSync(dbDir, { recursive: true }) as string[])
    .filter((file) => /\.(ts|sql|mjs)$/.test(file) && !/\.test\.ts$/.test(file))
    .sort();
  for (const file of sources) hash.update(`${file}\0`).update(fs.readFileSync(path.join(dbDir, file)));
  for (const migration of readMigrations(supabaseDir)) hash.update(`${migration.file}\0${migration.sql}\0`);
  return hash.digest('hex').slice(0, 16);
}

const MIGRATED = 'migrated-';

/** Drops the least recently used migrated templates of the cache `cache` past KEPT_TEMPLATES. */
function pruneTemplates(cache: string): void {
  const templates = fs
    .readdirSync(cache)
    .filter((name) => name.startsWith(MIGRATED) && !name.includes('.building-'))
    .map((name) => ({ dir: path.join(cache, name), used: fs.statSync(path.join(cache, name)).mtimeMs }))
    .sort((a, b) => b.used - a.used);
  for (const { dir } of templates.slice(KEPT_TEMPLATES)) fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * The data directory of a PGlite cluster with the bootstrap and every migration of `supabaseDir`
 * applied, but not the seed (it names the API's own address): what every in-memory start would
 * otherwise redo, about 5 s. Built once per set of migrations and kept in node_modules/.cache; a
 * new database is a copy of it, then gets its seed (prepareDatabase's `seed`).
 */
export async function migratedPgliteTemplate(supabaseDir: string): Promise<string> {
  const template = await cachedCluster(`${MIGRATED}${templateKey(supabaseDir)}`, async (directory) => {
    const db = await openPglite(directory);
    try {
      await prepareDatabase(db, { supabaseDir, seedFiles: [] });
    } finally {
      // A clean shutdown (checkpoint) leaves a directory any copy can start from.
      await db.close();
    }
  });
  const now = new Date();
  fs.utimesSync(template, now, now);
  pruneTemplates(path.dirname(template));
  return template;
}
