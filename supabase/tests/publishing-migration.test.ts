/**
 * The publishing migration on a database that already has content: every existing case and
 * insight stays public — published, from the start of its day in São Paulo — and keeps its day
 * (data_publicacao, now generated from publicado_em), whatever the offset of that day (daylight
 * saving time until 2019). The old site's addresses arrive as redirects, a change
 * for the next build.
 *
 * The migrations before it run first, rows are written as the content had them, then the rest of
 * the migrations (PGlite, or a throwaway database in DATABASE_URL's cluster).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsAround } from './migrations-around.ts';
import { testDatabase, type TestDatabase } from '../../local-supabase/db/extensions/test-database.ts';

const PUBLISHING = '20261126090000_publishing.sql';

/** Days before the migration, with the UTC moment their São Paulo midnight is. */
const DAYS = [
  ['2026-11-24', '2026-11-24T03:00:00.000Z'],
  ['2026-01-01', '2026-01-01T03:00:00.000Z'],
  // Brazilian summer time (UTC−2) until February 2019.
  ['2018-12-25', '2018-12-25T02:00:00.000Z'],
] as const;

let db: TestDatabase;

beforeAll(async () => {
  db = await testDatabase(migrationsAround(PUBLISHING).before);
  for (const [day] of DAYS) {
    await db.admin.query(
      `insert into public.cases (titulo, subtitulo, slug, data_publicacao) values ($1, 'Antes', $2, $3)`,
      [`Case de ${day}`, `case-${day}`, day],
    );
    await db.admin.query(`insert into public.insights (titulo, slug, data_publicacao) values ($1, $2, $3)`, [
      `Insight de ${day}`,
      `insight-${day}`,
      day,
    ]);
  }
  await db.migrate(migrationsAround(PUBLISHING).from);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the publishing migration on existing content', () => {
  it.each(['cases', 'insights'])(
    '%s: published from the start of their São Paulo day, same day',
    async (table) => {
      const { rows } = await db.admin.query<{
        slug: string;
        status: string;
        publicado_em: Date;
        data_publicacao: string;
        public: boolean;
      }>(
        `select slug, status, publicado_em, data_publicacao::text,
              status = 'publicado' and publicado_em <= now() as public
       from public.${table} order by slug`,
      );
      const prefix = table === 'cases' ? 'case' : 'insight';
      expect(rows.map((row) => ({ ...row, publicado_em: row.publicado_em.toISOString() }))).toEqual(
        DAYS.map(([day, midnight]) => ({
          slug: `${prefix}-${day}`,
          status: 'publicado',
          publicado_em: midnight,
          data_publicacao: day,
          public: true,
        })).sort((a, b) => a.slug.localeCompare(b.slug)),
      );
    },
  );

  it('adds the old addresses as redirects: a change for the next build, none asked yet', async () => {
    const { rows: redirects } = await db.admin.query<{ count: number; targets: string[] }>(
      `select count(*)::int as count, array_agg(distinct to_path) as targets from public.redirects`,
    );
    expect(redirects).toEqual([{ count: 14, targets: ['/agentes-de-ia'] }]);
    // The host's redirect file gets them at the next build (the cron asks once a hook is set).
    const { rows: publication } = await db.admin.query<{ pending: boolean; requested_at: Date | null }>(
      `select pending_since is not null and changed_at >= pending_since as pending, requested_at
       from public.site_publication`,
    );
    expect(publication).toEqual([{ pending: true, requested_at: null }]);
  });
});
