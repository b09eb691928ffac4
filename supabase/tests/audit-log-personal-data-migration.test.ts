/**
 * The migration that keeps leads' personal data out of the activity log, on a log that already
 * holds some: a lead's name as the label of its entries, a CSV export's search text, and entries
 * about leads deleted before it. The migrations before it run first, entries are written as they
 * were, then the rest (PGlite, or a throwaway database in DATABASE_URL's cluster).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsAround } from './migrations-around.ts';
import { testDatabase, type TestDatabase } from '../../local-supabase/db/extensions/test-database.ts';

const MIGRATION = '20261129100000_audit_log_without_personal_data.sql';

let db: TestDatabase;
let kept: string;
let gone: string;

beforeAll(async () => {
  db = await testDatabase(migrationsAround(MIGRATION).before);
  const insert = async (nome: string) =>
    (
      await db.admin.query<{ id: string }>(
        `insert into public.leads (nome, email, telefone, empresa)
         values ($1, $2, '5548991234567', 'Empresa') returning id::text`,
        [nome, `${nome.split(' ')[0].toLowerCase()}@example.com`],
      )
    ).rows[0].id;
  kept = await insert('Bia Mantida');
  gone = await insert('Caio Apagado');
  await db.admin.query(
    `insert into public.audit_events (kind, subject_type, subject_id, subject_label, details) values
       ('lead_viewed', 'lead', $1, 'Bia Mantida', '{}'),
       ('lead_viewed', 'lead', $2, 'Caio Apagado', '{}'),
       ('leads_exported', 'lead', null, null, '{"total": 1, "filtros": {"search": "caio@example.com", "stages": ["novo"]}}'),
       ('leads_exported', 'lead', null, null, '{"total": 9, "filtros": {"search": "  "}}'),
       ('content_created', 'case', 'c1', 'Um case', '{}')`,
    [kept, gone],
  );
  // Deleted before the migration (an erasure, the retention or an admin): its entry names it.
  await db.admin.query('delete from public.leads where id = $1', [gone]);
  await db.migrate(migrationsAround(MIGRATION).from);
}, 120_000);

afterAll(async () => {
  await db?.close();
});

describe('the activity log migration on existing entries', () => {
  it('drops the names, keeps ids only of leads that still exist, and keeps only that a search was used', async () => {
    const { rows } = await db.admin.query(
      `select kind, subject_type, subject_id, subject_label, details from public.audit_events order by id`,
    );
    expect(rows).toEqual([
      { kind: 'lead_viewed', subject_type: 'lead', subject_id: kept, subject_label: null, details: {} },
      {
        kind: 'lead_viewed',
        subject_type: 'lead',
        subject_id: null,
        subject_label: null,
        details: { lead_apagado: true },
      },
      {
        kind: 'leads_exported',
        subject_type: 'lead',
        subject_id: null,
        subject_label: null,
        details: { total: 1, filtros: { busca: true, stages: ['novo'] } },
      },
      {
        kind: 'leads_exported',
        subject_type: 'lead',
        subject_id: null,
        subject_label: null,
        details: { total: 9, filtros: {} },
      },
      {
        kind: 'content_created',
        subject_type: 'case',
        subject_id: 'c1',
        subject_label: 'Um case',
        details: {},
      },
      {
        kind: 'leads_deleted',
        subject_type: 'lead',
        subject_id: null,
        subject_label: null,
        details: { total: 1, lead_apagado: true },
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/caio|bia/i);
  });

  it('leaves the log append-only', async () => {
    await expect(
      db.admin.query(`update public.audit_events set subject_label = 'x' where kind = 'content_created'`),
    ).rejects.toThrow('O registro de atividade não pode ser alterado nem apagado.');
    const { rows } = await db.admin.query<{ tgenabled: string }>(
      `select tgenabled from pg_catalog.pg_trigger where tgname = 'audit_events_append_only'`,
    );
    expect(rows).toEqual([{ tgenabled: 'O' }]);
  });
});
