import fs from 'node:fs';
import path from 'node:path';
import type { Database, PgError } from './driver.ts';

const BOOTSTRAP_SQL = fs.readFileSync(path.join(import.meta.dirname, 'bootstrap.sql'), 'utf8');
const MIGRATION_FILE = /^(\d+)_(.+)\.sql$/;

export class MigrationError extends Error {
  constructor(
    readonly file: string,
    cause: PgError,
    sql: string,
  ) {
    super(`${file}: ${describe(cause, sql)}`);
    this.name = 'MigrationError';
  }
}

function describe(error: PgError, sql: string): string {
  const position = Number((error as PgError & { position?: string }).position);
  const line = position > 0 ? ` (line ${sql.slice(0, position).split('\n').length})` : '';
  const detail = error.detail ? ` — ${error.detail}` : '';
  return `${error.message}${line}${detail}`;
}

export interface MigrationFile {
  version: string;
  name: string;
  file: string;
  sql: string;
}

export function readMigrations(supabaseDir: string): MigrationFile[] {
  const dir = path.join(supabaseDir, 'migrations');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((file) => MIGRATION_FILE.test(file))
    .sort()
    .map((file) => {
      const [, version, name] = MIGRATION_FILE.exec(file)!;
      return { version, name, file, sql: fs.readFileSync(path.join(dir, file), 'utf8') };
    });
}

export interface PrepareResult {
  /** True when the database was empty and got bootstrap + every migration + seed. */
  fresh: boolean;
  applied: string[];
}

/**
 * What `supabase db reset` does on a fresh database (bootstrap, every migration, the seed), or on
 * an existing one applies only the pending migrations. Either way it is one transaction: a failing
 * file is named with the error, and nothing of the run stays applied.
 */
export async function prepareDatabase(
  db: Database,
  options: { supabaseDir: string; seedFiles: string[] },
): Promise<PrepareResult> {
  const migrations = readMigrations(options.supabaseDir);
  const { rows } = await db.query<{ exists: boolean }>(
    `select to_regclass('supabase_migrations.schema_migrations') is not null as exists`,
  );
  const fresh = !rows[0].exists;

  return db.transaction(async (tx) => {
    const run = async (file: string, sql: string) => {
      try {
        await tx.exec(sql);
      } catch (error) {
        throw new MigrationError(file, error as PgError, sql);
      }
    };

    if (fresh) await run('local-supabase/db/bootstrap.sql', BOOTSTRAP_SQL);
    // Supabase's default search_path, set per connection by the database setting on new sessions.
    await tx.exec('set search_path = "$user", public, extensions');

    const done = new Set(
      (
        await tx.query<{ version: string }>('select version from supabase_migrations.schema_migrations')
      ).rows.map((row) => row.version),
    );
    const pending = migrations.filter((migration) => !done.has(migration.version));
    for (const migration of pending) {
      await run(`supabase/migrations/${migration.file}`, migration.sql);
      await tx.query('insert into supabase_migrations.schema_migrations (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
    }

    if (fresh) {
      for (const seedFile of options.seedFiles) {
        if (!fs.existsSync(seedFile)) continue;
        await run(
          path.relative(path.dirname(options.supabaseDir), seedFile),
          fs.readFileSync(seedFile, 'utf8'),
        );
      }
    }
    return { fresh, applied: pending.map((migration) => migration.file) };
  });
}
