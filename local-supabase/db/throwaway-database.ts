import crypto from 'node:crypto';
import pg from 'pg';

/**
 * A new, empty database in the cluster `url` points at, for a run that must start fresh and leave
 * nothing behind (tests, `--memory`). Roles are cluster-wide, so the bootstrap reuses them.
 */
export async function createThrowawayDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `local_supabase_${process.pid}_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
