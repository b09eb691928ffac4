/**
 * LGPD requests (supabase/migrations/*_lgpd.sql) through supabase-js as the app calls them:
 * lgpd_find / lgpd_export / lgpd_erase for one person — the e-mail in any case and any `+tag` —
 * admins only; the log of requests keeps counts and no personal data, and nobody changes it; the
 * retention setting is the admins'. The retention job itself runs as pg_cron runs it, in a
 * database of its own where a lead's created_at can be set back (and delivery attempts written).
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Database, Queryable } from '../../local-supabase/db/driver.ts';
import { asLoginRole, SUPERUSER, type RoleDatabase } from '../../local-supabase/db/login-role.ts';
import { prepareDatabase } from '../../local-supabase/db/migrate.ts';
import { openPglite } from '../../local-supabase/db/pglite.ts';
import { anonClient, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import { atCurrentVersion, saveSettings } from '../setup/versions.ts';

let admin: Client;
let editor: Client;
let anon: Client;
let service: Client;

beforeAll(async () => {
  [admin, editor] = await Promise.all([
    signedInClient(SEED_ADMIN.email, SEED_ADMIN.password),
    signedInClient(SEED_EDITOR.email, SEED_EDITOR.password),
  ]);
  anon = anonClient();
  service = serviceClient();
});

const tag = () => Math.random().toString(36).slice(2, 10);

type Counted = 'lead_notes' | 'lead_events' | 'lead_notifications';

interface Person {
  nome: string;
  /** The address the person writes from (what the admin searches). */
  email: string;
  /** Their leads, stored under `Ana.<tag>+x@Example.com` and `ana.<tag>@example.com`. */
  leadIds: string[];
  noteId: string;
}

/** A lead as an import or the service stores it (several per request; the outbox rows come with it). */
async function insertLead(values: { nome: string; email: string }): Promise<string> {
  const { data, error } = await service
    .from('leads')
    .insert({ telefone: '5548991234567', empresa: 'Empresa Teste', ...values })
    .select('id')
    .single();
  if (error) throw error;
  return data.id;
}

/** Ana: two leads under variants of her address, a note and a stage change on the first. */
async function seedAna(): Promise<Person> {
  const id = tag();
  const nome = `Ana Privacidade ${id}`;
  const email = `ana.${id}@example.com`;
  const first = await insertLead({ nome, email: `Ana.${id}+x@Example.com` });
  const second = await insertLead({ nome, email });
  const note = await admin
    .from('lead_notes')
    .insert({ lead_id: first, body: `Ligar para ${nome}` })
    .select('id')
    .single();
  if (note.error) throw note.error;
  const moved = await admin
    .from('leads')
    .update(await atCurrentVersion('leads', first, { stage: 'em_contato' }))
    .eq('id', first);
  if (moved.error) throw moved.error;
  return { nome, email, leadIds: [first, second], noteId: note.data.id };
}

async function leadsOf(ids: string[]) {
  const { data, error } = await service.from('leads').select('id').in('id', ids);
  if (error) throw error;
  return data.map((row) => row.id).sort();
}

async function count(table: Counted, leadIds: string[]): Promise<number> {
  const { count: rows, error } = await service
    .from(table)
    .select('*', { count: 'exact', head: true })
    .in('lead_id', leadIds);
  if (error) throw error;
  return rows ?? 0;
}

/** What the person has of each kind, read with the service role. */
async function countsOf(leadIds: string[]) {
  return {
    leads: (await leadsOf(leadIds)).length,
    notes: await count('lead_notes', leadIds),
    events: await count('lead_events', leadIds),
    notifications: await count('lead_notifications', leadIds),
  };
}

async function logEntry(id: string) {
  const { data, error } = await service.from('lgpd_requests').select('*').eq('id', id).single();
  if (error) throw error;
  return data;
}

async function logSize() {
  const { count: rows, error } = await service
    .from('lgpd_requests')
    .select('*', { count: 'exact', head: true });
  if (error) throw error;
  return rows;
}

/** The row serialised holds no spelling of the person's e-mail (nor its local part) or name. */
function expectNoPersonalData(row: unknown, person: Pick<Person, 'email' | 'nome'>) {
  const text = JSON.stringify(row).toLowerCase();
  expect(text).not.toContain(person.email.toLowerCase());
  expect(text).not.toContain(person.email.split('@')[0].toLowerCase());
  expect(text).not.toContain(person.nome.toLowerCase());
}

const LOG_COLUMNS = [
  'actor_id',
  'created_at',
  'events',
  'id',
  'kind',
  'leads',
  'notes',
  'notifications',
  'retention_months',
];

describe('lgpd_find', () => {
  it('finds every lead of the person, any case and any +tag, with notes, events and notifications; no one else', async () => {
    const ana = await seedAna();
    const other = await insertLead({ nome: 'Outra Pessoa', email: ana.email.replace('ana.', 'ana.outra.') });
    const { data, error } = await admin.rpc('lgpd_find', { email: `  ${ana.email.toUpperCase()} ` });
    expect(error).toBeNull();
    const leads = (data as { leads: Record<string, unknown>[] }).leads;
    expect(leads.map((lead) => lead.id).sort()).toEqual([...ana.leadIds].sort());
    expect(leads.map((lead) => lead.id)).not.toContain(other);

    const first = leads.find((lead) => lead.id === ana.leadIds[0])!;
    expect(first).toMatchObject({
      nome: ana.nome,
      email: expect.stringMatching(/\+x@Example\.com$/),
      stage: 'em_contato',
      notes: [{ id: ana.noteId, body: `Ligar para ${ana.nome}` }],
      events: [{ kind: 'stage', from_value: 'novo', to_value: 'em_contato' }],
    });
    expect(first).not.toHaveProperty('honeypot');
    expect(first).not.toHaveProperty('busca');
    // The outbox rows the insert wrote (one per admin): what, how and when; not the team's addresses.
    const notifications = first.notifications as Record<string, unknown>[];
    expect(notifications.length).toBe(await count('lead_notifications', [ana.leadIds[0]]));
    expect(notifications.length).toBeGreaterThan(0);
    for (const notification of notifications) {
      expect(notification).toMatchObject({ channel: 'email', delivery_attempts: expect.any(Array) });
      expect(notification).not.toHaveProperty('recipient');
      expect(notification).not.toHaveProperty('last_error');
    }

    // A +tag in the address searched finds the same person.
    const tagged = await admin.rpc('lgpd_find', { email: ana.email.replace('@', '+outra@') });
    expect((tagged.data as { leads: unknown[] }).leads).toHaveLength(2);
  });

  it('answers an empty list for an unknown address and refuses what is not an address (22023)', async () => {
    const { data, error } = await admin.rpc('lgpd_find', { email: `ninguem.${tag()}@example.com` });
    expect(error).toBeNull();
    expect(data).toEqual({ leads: [] });
    for (const email of ['', '   ', 'example.com', '@example.com', 'ana@', 'ana@example']) {
      const refused = await admin.rpc('lgpd_find', { email });
      expect(refused.error?.code, email).toBe('22023');
      expect(refused.error?.message).toBe('Informe um e-mail válido.');
    }
  });

  it('is not logged (handing the data over is)', async () => {
    const before = await logSize();
    await admin.rpc('lgpd_find', { email: `ninguem.${tag()}@example.com` });
    expect(await logSize()).toBe(before);
  });
});

describe('lgpd_export', () => {
  it('answers the same records and logs an export with their counts and no personal data', async () => {
    const ana = await seedAna();
    const expected = await countsOf(ana.leadIds);
    const { data, error } = await admin.rpc('lgpd_export', { email: ana.email });
    expect(error).toBeNull();
    const exported = data as { leads: { id: string }[]; request: { id: string } };
    expect(exported.leads.map((lead) => lead.id).sort()).toEqual([...ana.leadIds].sort());

    const logged = await logEntry(exported.request.id);
    const { data: profile } = await service
      .from('profiles')
      .select('id')
      .eq('email', SEED_ADMIN.email)
      .single();
    expect(logged).toMatchObject({
      kind: 'export',
      actor_id: profile!.id,
      retention_months: null,
      ...expected,
    });
    expect(expected).toMatchObject({ leads: 2, notes: 1, events: 1 });
    expect(exported.request).toEqual(logged);
    expect(Object.keys(logged).sort()).toEqual(LOG_COLUMNS);
    expectNoPersonalData(logged, ana);
    // Nothing was deleted.
    expect(await countsOf(ana.leadIds)).toEqual(expected);
  });
});

describe('lgpd_erase', () => {
  it("deletes the person's leads, notes, events and notifications at once, keeps everyone else's, and logs counts only", async () => {
    const ana = await seedAna();
    const bruno = await insertLead({ nome: 'Bruno Mantido', email: `bruno.${tag()}@example.com` });
    const expected = await countsOf(ana.leadIds);
    const brunoBefore = await countsOf([bruno]);

    const { data, error } = await admin.rpc('lgpd_erase', { email: ana.email.toUpperCase() });
    expect(error).toBeNull();
    const answered = data as { id: string };

    expect(await countsOf(ana.leadIds)).toEqual({ leads: 0, notes: 0, events: 0, notifications: 0 });
    expect(await countsOf([bruno])).toEqual(brunoBefore);

    const logged = await logEntry(answered.id);
    expect(answered).toEqual(logged);
    expect(logged).toMatchObject({ kind: 'erasure', ...expected });
    expect(expected).toMatchObject({ leads: 2, notes: 1, events: 1 });
    expect(Object.keys(logged).sort()).toEqual(LOG_COLUMNS);
    expectNoPersonalData(logged, ana);

    // Asked again: nothing left, and the request is logged with zeros.
    const again = await admin.rpc('lgpd_erase', { email: ana.email });
    expect(again.error).toBeNull();
    expect(again.data).toMatchObject({ kind: 'erasure', leads: 0, notes: 0, events: 0, notifications: 0 });
  });
});

describe('lgpd_erase and the activity log', () => {
  /** Every activity entry from `sinceId` on, as stored (the service role reads the whole row). */
  async function auditEntriesSince(sinceId: number) {
    const { data, error } = await service.from('audit_events').select('*').gte('id', sinceId).order('id');
    if (error) throw error;
    return data;
  }

  it('leaves no name or e-mail of the person in the log: a lead opened, a CSV export searched by their e-mail, the erasure itself', async () => {
    const ana = await seedAna();
    const { data: last } = await service
      .from('audit_events')
      .select('id')
      .order('id', { ascending: false })
      .limit(1)
      .single()
      .throwOnError();
    const [first] = ana.leadIds;

    expect((await admin.rpc('record_lead_access', { kind: 'lead_viewed', lead_id: first })).error).toBeNull();
    // The export as the panel reports a search for her e-mail: that a text search narrowed it.
    const exported = await admin.rpc('record_lead_access', {
      kind: 'leads_exported',
      details: { total: 2, filtros: { busca: true } },
    });
    expect(exported.error).toBeNull();
    // The text itself is refused, whoever sends it, so the log never holds it.
    const withText = await admin.rpc('record_lead_access', {
      kind: 'leads_exported',
      details: { total: 2, filtros: { search: ana.email } },
    });
    expect(withText.error?.code).toBe('22023');
    const { data: viewed } = await service
      .from('audit_events')
      .select('id, subject_id, subject_label')
      .eq('kind', 'lead_viewed')
      .eq('subject_id', first)
      .single()
      .throwOnError();
    expect(viewed.subject_label).toBeNull();

    expect((await admin.rpc('lgpd_erase', { email: ana.email })).error).toBeNull();

    const entries = await auditEntriesSince(last.id + 1);
    expect(entries.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['lead_viewed', 'leads_exported', 'leads_deleted']),
    );
    for (const entry of entries) {
      expectNoPersonalData(entry, ana);
      expect(ana.leadIds).not.toContain(entry.subject_id);
    }
    // The entry stays (who opened a lead, and when), without the reference to the erased lead.
    const { data: kept } = await service
      .from('audit_events')
      .select('kind, actor_id, subject_type, subject_id, subject_label, details')
      .eq('id', viewed.id)
      .single()
      .throwOnError();
    expect(kept).toMatchObject({
      kind: 'lead_viewed',
      subject_type: 'lead',
      subject_id: null,
      subject_label: null,
      details: { lead_apagado: true },
    });
    expect(kept.actor_id).not.toBeNull();
  });
});

describe('who may serve LGPD requests', () => {
  it('refuses editors (42501) and leaves the data untouched', async () => {
    const ana = await seedAna();
    const before = await logSize();
    for (const fn of ['lgpd_find', 'lgpd_export', 'lgpd_erase'] as const) {
      const { data, error } = await editor.rpc(fn, { email: ana.email });
      expect(error?.code, fn).toBe('42501');
      expect(data).toBeNull();
    }
    expect(await leadsOf(ana.leadIds)).toEqual([...ana.leadIds].sort());
    expect(await logSize()).toBe(before);
  });

  it('refuses visitors and the service role (no execute grant; no admin behind the key)', async () => {
    const ana = await seedAna();
    for (const fn of ['lgpd_find', 'lgpd_export', 'lgpd_erase'] as const) {
      const visitor = await anon.rpc(fn, { email: ana.email });
      expect(visitor.error?.code, fn).toBe('42501');
      const server = await service.rpc(fn, { email: ana.email });
      expect(server.error?.code, fn).toBe('42501');
    }
    expect(await leadsOf(ana.leadIds)).toEqual([...ana.leadIds].sort());
  });

  it('keeps the helpers and the retention job out of the API', async () => {
    for (const fn of ['apply_lead_retention', 'lgpd_record', 'lgpd_person']) {
      const { error } = await admin.rpc(fn as never);
      expect(error?.code, fn).toBe('PGRST202');
    }
  });
});

describe('the log of requests', () => {
  let entryId: string;

  beforeAll(async () => {
    const { data, error } = await admin.rpc('lgpd_erase', { email: `ninguem.${tag()}@example.com` });
    if (error) throw error;
    entryId = (data as { id: string }).id;
  });

  it('is read by admins only', async () => {
    expect((await admin.from('lgpd_requests').select('id').eq('id', entryId)).data).toEqual([
      { id: entryId },
    ]);
    const byEditor = await editor.from('lgpd_requests').select('id').eq('id', entryId);
    expect(byEditor.error).toBeNull();
    expect(byEditor.data).toEqual([]);
    expect((await anon.from('lgpd_requests').select('id')).error?.code).toBe('42501');
  });

  it('is append-only: no admin or service-role insert, update or delete', async () => {
    const before = await logEntry(entryId);
    for (const client of [admin, service]) {
      expect((await client.from('lgpd_requests').insert({ kind: 'export' })).error?.code).toBe('42501');
      expect((await client.from('lgpd_requests').update({ leads: 99 }).eq('id', entryId)).error?.code).toBe(
        '42501',
      );
      expect((await client.from('lgpd_requests').delete().eq('id', entryId)).error?.code).toBe('42501');
    }
    expect(await logEntry(entryId)).toEqual(before);
  });
});

describe('the retention setting', () => {
  const setting = async () =>
    (await service.from('lead_settings').select('discarded_retention_months').single()).data
      ?.discarded_retention_months;

  afterAll(async () => {
    await saveSettings(admin, 'lead_settings', { discarded_retention_months: null });
  });

  it('is changed by admins, to 1–120 months or null (keep)', async () => {
    const saved = await saveSettings(admin, 'lead_settings', { discarded_retention_months: 18 });
    expect(saved.error).toBeNull();
    expect(saved.data).toMatchObject([{ discarded_retention_months: 18 }]);

    for (const months of [0, 121]) {
      const refused = await saveSettings(admin, 'lead_settings', { discarded_retention_months: months });
      expect(refused.error?.code, String(months)).toBe('23514');
      expect(refused.error?.message).toContain('lead_settings_discarded_retention_months_check');
    }
    expect(await setting()).toBe(18);

    const kept = await saveSettings(admin, 'lead_settings', { discarded_retention_months: null });
    expect(kept.error).toBeNull();
    expect(await setting()).toBeNull();
  });

  it('is not changed by editors or visitors', async () => {
    const byEditor = await editor
      .from('lead_settings')
      .update({ discarded_retention_months: 6 })
      .eq('id', true)
      .select('id');
    expect(byEditor.data ?? []).toEqual([]);
    const byVisitor = await anon
      .from('lead_settings')
      .update({ discarded_retention_months: 6 })
      .eq('id', true);
    expect(byVisitor.error?.code).toBe('42501');
    expect(await setting()).toBeNull();
  });
});

// ---------------------------------------------------------------------------------------------
// In a database of its own: the daily job as pg_cron runs it, and the delivery attempts
// (written by the edge function, which the API suites do not run) going with an erasure.
// ---------------------------------------------------------------------------------------------

describe('retention of discarded leads, and erasure of delivery attempts (SQL)', () => {
  const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';
  let database: Database;
  let db: RoleDatabase;
  let superuser: RoleDatabase;

  beforeAll(async () => {
    const supabaseDir = path.resolve(import.meta.dirname, '../../supabase');
    database = await openPglite(null);
    await prepareDatabase(database, { supabaseDir, seedFiles: [path.join(supabaseDir, 'seed.sql')] });
    // pg_cron runs a job as the role that scheduled it: the migration role.
    db = await asLoginRole(database, 'postgres');
    superuser = await asLoginRole(database, SUPERUSER);
  });

  afterAll(async () => {
    await database?.close();
  });

  const rows = async <R>(sql: string, params: unknown[] = []) => (await db.query<R>(sql, params)).rows;

  /** Runs `sql` as the seeded admin would through the API (role authenticated, the admin's claims). */
  function asAdmin<R>(sql: string, params: unknown[] = []): Promise<R[]> {
    return superuser.transaction(async (tx: Queryable) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`,
        [JSON.stringify({ sub: ADMIN_ID, role: 'authenticated' })],
      );
      return (await tx.query<R>(sql, params)).rows;
    });
  }

  async function lead(nome: string, stage: string, monthsAgo: number): Promise<string> {
    const [{ id }] = await rows<{ id: string }>(
      `insert into public.leads (nome, email, telefone, empresa, stage, created_at)
       values ($1, $2, '5548991234567', 'Empresa Teste', $3, now() - make_interval(months => $4, days => 1))
       returning id`,
      [nome, `${nome.toLowerCase().replace(/\s+/g, '.')}@example.com`, stage, monthsAgo],
    );
    return id;
  }

  /** A delivery attempt on each outbox row of the lead, as finish_lead_notification records one. */
  async function attempt(leadId: string) {
    await rows(
      `insert into public.lead_notification_attempts (notification_id, ok, response_status, error)
       select id, false, 550, 'Mailbox unavailable: smtp.interno.example' from public.lead_notifications where lead_id = $1`,
      [leadId],
    );
  }

  const attemptsOf = async (leadId: string) =>
    (
      await rows<{ n: number }>(
        `select count(*)::int as n from public.lead_notification_attempts a
         join public.lead_notifications o on o.id = a.notification_id where o.lead_id = $1`,
        [leadId],
      )
    )[0].n;

  it('is scheduled daily at 03:15 UTC as the migration role', async () => {
    expect(
      await rows(`select schedule, command, username, active from cron.job where jobname = 'lead-retention'`),
    ).toEqual([
      {
        schedule: '15 3 * * *',
        command: 'select private.apply_lead_retention()',
        username: 'postgres',
        active: true,
      },
    ]);
  });

  it('does nothing while the setting is null (keep)', async () => {
    await lead('Velho Descartado Guardado', 'descartado', 200);
    expect(await rows(`select private.apply_lead_retention() as deleted`)).toEqual([{ deleted: 0 }]);
    expect(await rows(`select count(*)::int as n from public.lgpd_requests`)).toEqual([{ n: 0 }]);
  });

  it('deletes only discarded leads older than N months, with everything attached, and logs a retention entry', async () => {
    await rows(`update public.lead_settings set discarded_retention_months = 12`);
    const oldDiscarded = await lead('Antigo Descartado', 'descartado', 13);
    const oldOpen = await lead('Antigo Em Contato', 'em_contato', 13);
    const recentDiscarded = await lead('Recente Descartado', 'descartado', 11);
    await rows(`insert into public.lead_notes (lead_id, author_id, body) values ($1, null, 'nota')`, [
      oldDiscarded,
    ]);
    await attempt(oldDiscarded);
    expect(await attemptsOf(oldDiscarded)).toBeGreaterThan(0);
    await asAdmin(`select public.record_lead_access('lead_viewed', $1)`, [oldDiscarded]);
    const [viewed] = await rows<{ id: string }>(
      `select id::text from public.audit_events where kind = 'lead_viewed' and subject_id = $1`,
      [oldDiscarded],
    );
    const [due] = await rows<{ leads: number; notifications: number }>(
      `select count(distinct l.id)::int as leads, count(o.id)::int as notifications
       from public.leads l left join public.lead_notifications o on o.lead_id = l.id
       where l.stage = 'descartado' and l.created_at < now() - interval '12 months'`,
    );

    expect(await rows(`select private.apply_lead_retention() as deleted`)).toEqual([{ deleted: due.leads }]);
    const left = await rows<{ id: string }>(`select id from public.leads where id = any($1)`, [
      [oldDiscarded, oldOpen, recentDiscarded],
    ]);
    expect(left.map((row) => row.id).sort()).toEqual([oldOpen, recentDiscarded].sort());
    expect(await rows(`select id from public.lead_notes where lead_id = $1`, [oldDiscarded])).toEqual([]);
    expect(await attemptsOf(oldDiscarded)).toBe(0);
    // The activity log keeps that the lead was opened, no longer which one.
    expect(
      await rows(`select subject_id, details from public.audit_events where id = $1`, [viewed.id]),
    ).toEqual([{ subject_id: null, details: { lead_apagado: true } }]);

    expect(
      await rows(
        `select kind, actor_id, leads, notes, events, notifications, retention_months from public.lgpd_requests`,
      ),
    ).toEqual([
      {
        kind: 'retention',
        actor_id: null,
        leads: due.leads,
        notes: 1,
        events: 0,
        notifications: due.notifications,
        retention_months: 12,
      },
    ]);

    // Nothing more to delete: no new entry.
    expect(await rows(`select private.apply_lead_retention() as deleted`)).toEqual([{ deleted: 0 }]);
    expect(await rows(`select count(*)::int as n from public.lgpd_requests`)).toEqual([{ n: 1 }]);
  });

  it('refuses a setting outside 1–120 months', async () => {
    for (const months of [0, 121, -1]) {
      await expect(
        rows(`update public.lead_settings set discarded_retention_months = $1`, [months]),
      ).rejects.toMatchObject({ code: '23514' });
    }
  });

  it('keeps the log append-only even for its owner, but lets a removed account clear actor_id', async () => {
    const [entry] = await asAdmin<{ id: string }>(
      `select (public.lgpd_erase('ninguem@example.com') ->> 'id') as id`,
    );
    await expect(
      rows(`update public.lgpd_requests set leads = 5 where id = $1`, [entry.id]),
    ).rejects.toMatchObject({
      code: '42501',
    });
    await expect(rows(`delete from public.lgpd_requests where id = $1`, [entry.id])).rejects.toMatchObject({
      code: '42501',
    });
    await rows(`update public.lgpd_requests set actor_id = null where id = $1`, [entry.id]);
    expect(await rows(`select actor_id, leads from public.lgpd_requests where id = $1`, [entry.id])).toEqual([
      { actor_id: null, leads: 0 },
    ]);
  });

  it('hands over delivery attempts without the servers’ messages, and erases them with the lead', async () => {
    const id = await lead('Pessoa Com Tentativas', 'novo', 0);
    await attempt(id);
    const [found] = await asAdmin<{ person: { leads: { notifications: Record<string, unknown>[] }[] } }>(
      `select public.lgpd_find('pessoa.com.tentativas@example.com') as person`,
    );
    const [notification] = found.person.leads[0].notifications;
    expect(notification).toMatchObject({
      channel: 'email',
      status: 'pending',
      delivery_attempts: [{ ok: false, response_status: 550 }],
    });
    expect(JSON.stringify(found.person)).not.toContain('smtp.interno');
    expect(JSON.stringify(found.person)).not.toContain('admin@salto.local');

    const [erased] = await asAdmin<{ request: { leads: number; notifications: number } }>(
      `select public.lgpd_erase('Pessoa.Com.Tentativas+crm@Example.com') as request`,
    );
    expect(erased.request).toMatchObject({ leads: 1, notifications: 1 });
    expect(await attemptsOf(id)).toBe(0);
    expect(await rows(`select id from public.lead_notifications where lead_id = $1`, [id])).toEqual([]);
  });
});
