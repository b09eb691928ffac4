/**
 * The outbox's rules in the database alone (no workers run here, so nothing is delivered): which
 * rows a lead queues, the retry timing, the lease, and the final 'failed'. The delivery itself
 * (pg_net → edge function → SMTP / webhook) is tests/api/lead-notifications.test.ts.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database, Queryable } from '../../local-supabase/db/driver.ts';
import { asLoginRole, SUPERUSER, type RoleDatabase } from '../../local-supabase/db/login-role.ts';
import { prepareDatabase } from '../../local-supabase/db/migrate.ts';
import { openPglite } from '../../local-supabase/db/pglite.ts';

let database: Database;
let db: RoleDatabase;

beforeAll(async () => {
  const supabaseDir = path.resolve(import.meta.dirname, '..');
  database = await openPglite(null);
  await prepareDatabase(database, { supabaseDir, seedFiles: [path.join(supabaseDir, 'seed.sql')] });
  db = await asLoginRole(database, SUPERUSER);
});

afterAll(async () => {
  await database?.close();
});

async function as(tx: Queryable, role: 'anon' | 'service_role') {
  await tx.query(`select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)`, [
    JSON.stringify({ role }),
    role,
  ]);
}

/** Inserts a lead as a visitor; returns its id (read back as the superuser). */
async function submitLead(): Promise<string> {
  const submission = crypto.randomUUID();
  await db.transaction(async (tx) => {
    await as(tx, 'anon');
    await tx.query(
      `insert into public.leads (nome, email, telefone, empresa, submission_id)
       values ('Pessoa Teste', $1, '5531988887777', 'Empresa Teste', $2)`,
      [`pessoa.${submission.slice(0, 8)}@example.com`, submission],
    );
  });
  const { rows } = await db.query<{ id: string }>('select id from public.leads where submission_id = $1', [
    submission,
  ]);
  return rows[0].id;
}

const claim = () =>
  db.transaction(async (tx) => {
    await as(tx, 'service_role');
    return (
      await tx.query<{ id: string; attempts: number }>('select * from public.claim_lead_notifications(100)')
    ).rows;
  });

const finish = (id: string, ok: boolean) =>
  db.transaction(async (tx) => {
    await as(tx, 'service_role');
    const { rows } = await tx.query<{ outcome: string }>(
      `select public.finish_lead_notification($1, $2, $3, null) as outcome`,
      [id, ok, ok ? null : 'SMTP fora do ar'],
    );
    return rows[0].outcome;
  });

/** Makes every pending row due now (the test does not wait the real backoff). */
const makeDue = () =>
  db.query(`update public.lead_notifications set next_attempt_at = now() where status = 'pending'`);

describe('the lead notification outbox', () => {
  it('backs off 10 s, doubling, capped at 30 minutes', async () => {
    const { rows } = await db.query<{ n: number; seconds: number }>(
      `select n, extract(epoch from private.lead_notification_backoff(n))::int as seconds
       from generate_series(1, 10) as n`,
    );
    expect(rows.map((row) => row.seconds)).toEqual([10, 20, 40, 80, 160, 320, 640, 1280, 1800, 1800]);
  });

  it('queues one row per destination with the lead: admins, extra addresses (once each), the webhook', async () => {
    await db.query(
      `update public.lead_settings
       set extra_emails = array['comercial@empresa.com.br', 'ADMIN@salto.local'],
           webhook_url = 'https://crm.example.com/hooks/leads'`,
    );
    try {
      const id = await submitLead();
      const { rows } = await db.query<{ channel: string; recipient: string; status: string }>(
        `select channel, recipient, status from public.lead_notifications where lead_id = $1 order by channel, recipient`,
        [id],
      );
      expect(rows).toEqual([
        { channel: 'email', recipient: 'admin@salto.local', status: 'pending' },
        { channel: 'email', recipient: 'comercial@empresa.com.br', status: 'pending' },
        { channel: 'webhook', recipient: 'https://crm.example.com/hooks/leads', status: 'pending' },
      ]);
      // The insert asked pg_net to kick the function (sent after commit by local-supabase's worker).
      const { rows: requests } = await db.query<{ url: string }>(`select url from net.http_request_queue`);
      expect(requests.map((request) => request.url)).toContain(
        'http://127.0.0.1:54321/functions/v1/lead-notifications',
      );
    } finally {
      await db.query(`update public.lead_settings set extra_emails = '{}', webhook_url = null`);
      await db.query(`delete from public.lead_notifications`);
    }
  });

  it('retries after the backoff, never hands a leased row to a second run, and fails after 10 attempts', async () => {
    const id = await submitLead();
    const [notification] = await db
      .query<{ id: string }>(`select id from public.lead_notifications where lead_id = $1`, [id])
      .then((result) => result.rows);

    for (let attempt = 1; attempt <= 10; attempt += 1) {
      const claimed = await claim();
      expect(claimed.map((row) => [row.id, row.attempts])).toEqual([[notification.id, attempt]]);
      // Leased: another run finds nothing.
      expect(await claim()).toEqual([]);
      const outcome = await finish(notification.id, false);
      expect(outcome).toBe(attempt < 10 ? 'pending' : 'failed');
      if (attempt === 1) {
        const { rows } = await db.query<{ wait: number }>(
          `select extract(epoch from next_attempt_at - now())::int as wait from public.lead_notifications where id = $1`,
          [notification.id],
        );
        expect(rows[0].wait).toBeGreaterThanOrEqual(9);
        expect(rows[0].wait).toBeLessThanOrEqual(10);
        // Not due yet.
        expect(await claim()).toEqual([]);
      }
      await makeDue();
    }
    expect(await claim()).toEqual([]);
    const { rows } = await db.query<{ count: number; last_error: string }>(
      `select (select count(*)::int from public.lead_notification_attempts where notification_id = n.id) as count,
              n.last_error
       from public.lead_notifications n where id = $1`,
      [notification.id],
    );
    expect(rows[0]).toEqual({ count: 10, last_error: 'SMTP fora do ar' });
  });

  it('takes over a row whose run died (expired lease) and records success once', async () => {
    const id = await submitLead();
    const [first] = await claim();
    await db.query(
      `update public.lead_notifications set locked_until = now() - interval '1 second' where id = $1`,
      [first.id],
    );
    const [again] = await claim();
    expect(again).toMatchObject({ id: first.id, attempts: 2 });
    expect(await finish(first.id, true)).toBe('sent');
    await expect(finish(first.id, true)).rejects.toThrow('Notification is not being delivered.');
    // A row deleted during its delivery (its lead erased) is simply gone.
    const [gone] = await claim().then(async () => {
      await submitLead();
      return claim();
    });
    await db.query(`delete from public.lead_notifications where id = $1`, [gone.id]);
    expect(await finish(gone.id, false)).toBe('gone');
    const { rows } = await db.query(
      `select status, sent_at is not null as sent from public.lead_notifications where lead_id = $1`,
      [id],
    );
    expect(rows).toEqual([{ status: 'sent', sent: true }]);
  });
});
