import fs from 'node:fs';
import path from 'node:path';

const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../migrations');

/**
 * The project's migrations (file name → SQL, in order) before `migration` and from it on: a test
 * applies `before`, writes rows as the older schema did, then applies `from` to see what the
 * migration makes of them.
 */
export function migrationsAround(migration: string): {
  before: Record<string, string>;
  from: Record<string, string>;
} {
  const files = fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((file) => file.endsWith('.sql'))
    .sort();
  const read = (names: string[]) =>
    Object.fromEntries(names.map((file) => [file, fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8')]));
  return {
    before: read(files.filter((file) => file < migration)),
    from: read(files.filter((file) => file >= migration)),
  };
}
