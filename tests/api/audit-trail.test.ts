/**
 * The audit trail (migration audit_trail): what the database records of sign-ins, passwords,
 * authenticator apps, content, staff accounts, leads and settings, with who and when; that nobody
 * can change or delete an entry; that only admins read it. Through the API with real tokens, and
 * in a database of its own for the rules an API test cannot reach (retention, the team's
 * second-factor requirement).
 */
import path from 'node:path';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PUBLIC_KEY } from '../setup/keys.ts';
import type { Database, Queryable } from '../../local-supabase/db/driver.ts';
import { asLoginRole, SUPERUSER, type RoleDatabase } from '../../local-supabase/db/login-role.ts';
import { prepareDatabase } from '../../local-supabase/db/migrate.ts';
import { openPglite } from '../../local-supabase/db/pglite.ts';
import { anonClient, apiUrl, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../setup/seed-users.ts';
import { atCurrentVersion } from '../setup/versions.ts';
import { createStaffAccount } from '../setup/staff.ts';

const PASSWORD = 'senha-da-equipe-1';
let admin: Client;
let adminId: string;

beforeAll(async () => {
  admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password);
  adminId = (await admin.auth.getUser()).data.user!.id;
});

/** The entries about `subjectId`, oldest first, as the admin reads them. */
async function entriesAbout(subjectId: string) {
  const { data, error } = await admin
    .from('audit_events')
    .select('kind, actor_id, actor_email, subject_type, subject_id, subject_label, details, ip, created_at')
    .eq('subject_id', subjectId)
    .order('id');
  if (error) throw error;
  return data;
}

const kindsAbout = async (subjectId: string) => (await entriesAbout(subjectId)).map((entry) => entry.kind);

describe('audit trail: who may read and write it', () => {
  it('admins read it; editors and visitors get no rows; nobody inserts, changes or deletes', async () => {
    const editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password);
    const adminRead = await admin.from('audit_events').select('id').limit(1);
    expect(adminRead.error).toBeNull();
    expect(adminRead.data!.length).toBe(1);
    expect((await editor.from('audit_events').select('id')).data).toEqual([]);
    expect((await anonClient().from('audit_events').select('id')).error?.code).toBe('42501');

    const forged = { kind: 'sign_in', subject_type: 'user', subject_id: adminId };
    expect((await admin.from('audit_events').insert(forged)).error?.code).toBe('42501');
    expect((await editor.from('audit_events').insert(forged)).error?.code).toBe('42501');
    expect((await admin.from('audit_events').update({ kind: 'sign_in' }).gt('id', 0)).error?.code).toBe(
      '42501',
    );
    expect((await admin.from('audit_events').delete().gt('id', 0)).error?.code).toBe('42501');

    // The team's rules: staff read them, visitors do not; only admins change them (RLS).
    expect((await editor.from('staff_settings').select('audit_retention_days')).data).toEqual([
      { audit_retention_days: expect.any(Number) },
    ]);
    expect((await anonClient().from('staff_settings').select('id')).error?.code).toBe('42501');
    const byEditor = await editor
      .from('staff_settings')
      .update({ audit_retention_days: 30 })
      .eq('id', true)
      .select();
    expect(byEditor.data).toEqual([]);
    expect(
      (await admin.from('staff_settings').update({ updated_at: new Date().toISOString() }).eq('id', true))
        .error?.code,
    ).toBe('42501');

    // The service role (the staff functions) may add entries, and is refused changes too.
    const service = serviceClient();
    const before = (await service.from('audit_events').select('id', { count: 'exact', head: true })).count;
    const update = await service.from('audit_events').update({ kind: 'sign_in' }).gt('id', 0);
    expect(update.error?.code).toBe('42501');
    const removal = await service.from('audit_events').delete().gt('id', 0);
    expect(removal.error?.code).toBe('42501');
    const after = (await service.from('audit_events').select('id', { count: 'exact', head: true })).count;
    expect(after).toBeGreaterThanOrEqual(before!);
  });
});

describe('audit trail: sign-ins, passwords and authenticator apps', () => {
  it('records a sign-in, a wrong password (with the address it came from) and a password change', async () => {
    const person = await createStaffAccount('auditoria-login', 'editor', PASSWORD);
    const client = anonClient({ address: '198.51.100.41' });
    const wrong = await client.auth.signInWithPassword({ email: person.email, password: 'errada-123' });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(
      (await client.auth.signInWithPassword({ email: person.email, password: PASSWORD })).error,
    ).toBeNull();
    expect(
      (await client.auth.updateUser({ password: 'outra-senha-456', current_password: PASSWORD })).error,
    ).toBeNull();

    const entries = await entriesAbout(person.id);
    expect(entries.map((entry) => entry.kind)).toEqual(['sign_in_failed', 'sign_in', 'password_changed']);
    for (const entry of entries) {
      expect(entry).toMatchObject({
        actor_id: person.id,
        actor_email: person.email,
        subject_label: person.email,
      });
    }
    expect(entries[0].ip).toBe('198.51.100.41');
    expect(entries[1].details).toEqual({ metodo: 'password' });
    expect(Date.now() - Date.parse(entries[2].created_at)).toBeLessThan(60_000);
  });

  it('an unknown address leaves no entry (there is no account to name)', async () => {
    const service = serviceClient();
    const count = async () =>
      (
        await service
          .from('audit_events')
          .select('id', { count: 'exact', head: true })
          .eq('kind', 'sign_in_failed')
      ).count;
    const before = await count();
    await anonClient().auth.signInWithPassword({
      email: `ninguem-${Date.now()}@salto.local`,
      password: 'x-123456',
    });
    expect(await count()).toBe(before);
  });

  it('records a recovery e-mail asked for', async () => {
    const person = await createStaffAccount('auditoria-recuperacao', 'editor', PASSWORD);
    const asked = await anonClient().auth.resetPasswordForEmail(person.email, {
      redirectTo: 'http://localhost:5173/admin/definir-senha',
    });
    expect(asked.error).toBeNull();
    expect(await kindsAbout(person.id)).toEqual(['recovery_requested']);
  });

  it('records an e-mail change asked for and then made; the staff profile follows the new address', async () => {
    const person = await createStaffAccount('auditoria-email', 'editor', PASSWORD);
    const client = await signedInClient(person.email, PASSWORD);
    const newEmail = `novo-${person.email}`;
    // Asked with the session alone: Supabase Auth only mails both addresses (secure e-mail change).
    const asked = await client.auth.updateUser({ email: newEmail });
    expect(asked.error).toBeNull();
    expect(asked.data.user).toMatchObject({ email: person.email, new_email: newEmail });
    // Made (as when both links are followed; here by the service role, which applies it at once).
    const { error } = await serviceClient().auth.admin.updateUserById(person.id, { email: newEmail });
    expect(error).toBeNull();

    const entries = (await entriesAbout(person.id)).filter((entry) => entry.kind.startsWith('email_'));
    expect(entries.map((entry) => [entry.kind, entry.subject_label, entry.details])).toEqual([
      ['email_change_requested', person.email, { para: newEmail }],
      ['email_changed', newEmail, { de: person.email, para: newEmail }],
    ]);
    const { data: profile } = await serviceClient()
      .from('profiles')
      .select('email')
      .eq('id', person.id)
      .single();
    expect(profile).toEqual({ email: newEmail });
  });

  it('records an authenticator app added, a code confirmed, and an admin removing the app', async () => {
    const person = await createStaffAccount('auditoria-2fa', 'editor', PASSWORD);
    // One address for the challenge and its verification, as Supabase Auth requires.
    const client = anonClient({ address: '198.51.100.42' });
    expect(
      (await client.auth.signInWithPassword({ email: person.email, password: PASSWORD })).error,
    ).toBeNull();
    const { data: factor } = await client.auth.mfa.enroll({ factorType: 'totp', friendlyName: 'Celular' });
    const code = new TOTP({
      secret: Secret.fromBase32(factor!.totp.secret),
      digits: 6,
      period: 30,
    }).generate();
    expect((await client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code })).error).toBeNull();

    const { data: session } = await admin.auth.getSession();
    const response = await fetch(`${apiUrl()}/functions/v1/manage-user`, {
      method: 'POST',
      headers: {
        apikey: PUBLIC_KEY,
        'Content-Type': 'application/json',
        Authorization: `Bearer ${session.session!.access_token}`,
      },
      body: JSON.stringify({ user_id: person.id, action: 'remove_second_factor' }),
    });
    expect(response.status).toBe(200);

    const entries = await entriesAbout(person.id);
    expect(entries.map((entry) => [entry.kind, entry.actor_id])).toEqual([
      ['sign_in', person.id],
      ['second_factor_added', person.id],
      ['second_factor_verified', person.id],
      // Supabase Auth removed it (no one named by the database), at the admin's request:
      ['second_factor_removed', null],
      ['user_second_factor_removed', adminId],
    ]);
    expect(entries.at(-1)!.actor_email).toBe(SEED_ADMIN.email);
  });
});

describe('audit trail: content, staff accounts, leads and settings', () => {
  it('records who created, edited, published, moved to the trash and deleted a case for good', async () => {
    const editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password);
    const editorId = (await editor.auth.getUser()).data.user!.id;
    const { data: created, error } = await editor
      .from('cases')
      .insert({ titulo: `Auditoria ${Date.now()}`, subtitulo: 'Um case de teste', status: 'rascunho' })
      .select('id')
      .single();
    expect(error).toBeNull();
    for (const changes of [{ subtitulo: 'Outro subtítulo' }, { status: 'publicado' }]) {
      const save = await atCurrentVersion('cases', created!.id, changes);
      await editor.from('cases').update(save).eq('id', created!.id).throwOnError();
    }
    await editor.from('cases').delete().eq('id', created!.id).throwOnError();
    await editor.rpc('restore_from_trash', { kind: 'case', item_id: created!.id }).throwOnError();
    await editor.from('cases').delete().eq('id', created!.id).throwOnError();
    await admin.rpc('delete_from_trash', { kind: 'case', item_id: created!.id }).throwOnError();

    const entries = await entriesAbout(created!.id);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'content_created',
      'content_updated',
      'content_published',
      'content_trashed',
      'content_restored',
      'content_trashed',
      'content_deleted',
    ]);
    expect(new Set(entries.slice(0, -1).map((entry) => entry.actor_id))).toEqual(new Set([editorId]));
    expect(entries.at(-1)!.actor_id).toBe(adminId);
    expect(entries[0]).toMatchObject({ subject_type: 'case', actor_email: SEED_EDITOR.email });
    expect(entries[1].details).toEqual({ campos: ['subtitulo'] });
  });

  it('records niches changed', async () => {
    const { data: niche } = await admin
      .from('cases_nichos')
      .insert({ nome: `Nicho auditoria ${Date.now()}` })
      .select('id')
      .single()
      .throwOnError();
    await admin.from('cases_nichos').delete().eq('id', niche.id).throwOnError();
    await admin.rpc('delete_from_trash', { kind: 'nicho', item_id: niche.id }).throwOnError();
    expect(await kindsAbout(niche.id)).toEqual(['content_created', 'content_trashed', 'content_deleted']);
  });

  it('records a lead opened, the CSV export and leads deleted; only admins report access', async () => {
    const service = serviceClient();
    const { data: lead } = await service
      .from('leads')
      .insert({
        nome: 'Pessoa Auditada',
        email: `auditada-${Date.now()}@example.com`,
        telefone: '5548991234567',
        empresa: 'Empresa',
      })
      .select('id')
      .single()
      .throwOnError();
    expect(
      (await admin.rpc('record_lead_access', { kind: 'lead_viewed', lead_id: lead.id })).error,
    ).toBeNull();
    const editor = await signedInClient(SEED_EDITOR.email, SEED_EDITOR.password);
    const byEditor = await editor.rpc('record_lead_access', { kind: 'lead_viewed', lead_id: lead.id });
    expect(byEditor.error?.code).toBe('42501');
    const unknown = await admin.rpc('record_lead_access', {
      kind: 'lead_viewed',
      lead_id: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.error?.message).toBe('Lead não encontrado.');
    await admin.from('leads').delete().eq('id', lead.id).throwOnError();

    const entries = await entriesAbout(lead.id);
    // The lead by its id only, never by name (LGPD).
    expect(entries.map((entry) => [entry.kind, entry.actor_id, entry.subject_label])).toEqual([
      ['lead_viewed', adminId, null],
      ['leads_deleted', adminId, null],
    ]);

    const filtros = {
      stages: ['novo', 'qualificado'],
      origin: null,
      utmSource: 'google',
      from: '2026-11-01',
      busca: true,
    };
    const exported = await admin.rpc('record_lead_access', {
      kind: 'leads_exported',
      details: { total: 3, filtros },
    });
    expect(exported.error).toBeNull();
    // Only the filters' known shapes: no free text (the search box's above all) reaches the log.
    for (const details of [
      { total: 'tudo' },
      { total: 3, filtros: { search: 'ana@example.com' } },
      { total: 3, filtros: { busca: 'ana' } },
      { total: 3, filtros: { stages: ['Ana Souza'] } },
      { total: 3, filtros: { from: 'ana@example.com' } },
      { total: 3, filtros: {}, nota: 'Ana' },
    ]) {
      const bad = await admin.rpc('record_lead_access', { kind: 'leads_exported', details });
      expect(bad.error?.code, JSON.stringify(details)).toBe('22023');
    }
    // Nor may the staff functions' role label a lead.
    const labelled = await service
      .from('audit_events')
      .insert({ kind: 'lead_viewed', subject_type: 'lead', subject_id: lead.id, subject_label: 'Ana' });
    expect(labelled.error?.code).toBe('23514');
    const { data: last } = await admin
      .from('audit_events')
      .select('kind, actor_id, details')
      .eq('kind', 'leads_exported')
      .eq('actor_id', adminId)
      .order('id', { ascending: false })
      .limit(1)
      .single()
      .throwOnError();
    expect(last.details).toEqual({ total: 3, filtros });
  });

  it('records staff accounts created and changed by an admin, in the admin’s name', async () => {
    const { data: session } = await admin.auth.getSession();
    const call = (name: string, body: unknown) =>
      fetch(`${apiUrl()}/functions/v1/${name}`, {
        method: 'POST',
        headers: {
          apikey: PUBLIC_KEY,
          'Content-Type': 'application/json',
          Authorization: `Bearer ${session.session!.access_token}`,
        },
        body: JSON.stringify(body),
      });
    const email = `auditoria-conta-${Date.now()}@salto.local`;
    const created = await call('create-user', { email, password: PASSWORD, tipo: 'editor' });
    expect(created.status).toBe(201);
    const { user } = (await created.json()) as { user: { id: string } };
    expect((await call('manage-user', { user_id: user.id, action: 'set_role', tipo: 'admin' })).status).toBe(
      200,
    );
    expect((await call('manage-user', { user_id: user.id, action: 'deactivate' })).status).toBe(200);
    expect((await call('manage-user', { user_id: user.id, action: 'reactivate' })).status).toBe(200);
    expect((await call('manage-user', { user_id: user.id, action: 'remove' })).status).toBe(200);

    const entries = await entriesAbout(user.id);
    expect(entries.map((entry) => [entry.kind, entry.actor_email, entry.subject_label])).toEqual([
      ['user_created', SEED_ADMIN.email, email],
      ['user_role_changed', SEED_ADMIN.email, email],
      ['user_deactivated', SEED_ADMIN.email, email],
      ['user_reactivated', SEED_ADMIN.email, email],
      ['user_removed', SEED_ADMIN.email, email],
    ]);
    expect(entries[1].details).toEqual({ de: 'editor', para: 'admin' });
  });
});

// ---------------------------------------------------------------------------------------------
// In a database of its own: the team's second-factor requirement and the retention job, which
// would change what every other suite sharing the API sees.
// ---------------------------------------------------------------------------------------------

describe('second-factor requirement for admins, and retention (SQL)', () => {
  const ADMIN_ID = 'a0000000-0000-4000-8000-000000000001';
  const EDITOR_ID = 'a0000000-0000-4000-8000-000000000002';
  let database: Database;
  let owner: RoleDatabase;
  let superuser: RoleDatabase;

  beforeAll(async () => {
    const supabaseDir = path.resolve(import.meta.dirname, '../../supabase');
    database = await openPglite(null);
    await prepareDatabase(database, { supabaseDir, seedFiles: [path.join(supabaseDir, 'seed.sql')] });
    owner = await asLoginRole(database, 'postgres');
    superuser = await asLoginRole(database, SUPERUSER);
    const ids = await owner.query<{ id: string; tipo: string }>('select id::text, tipo from public.profiles');
    expect(ids.rows).toEqual(
      expect.arrayContaining([
        { id: ADMIN_ID, tipo: 'admin' },
        { id: EDITOR_ID, tipo: 'editor' },
      ]),
    );
  });

  afterAll(async () => {
    await database?.close();
  });

  /**
   * Runs `sql` as `who` would through the API: role authenticated, their claims (aal1 unless said).
   * A staff update names the row's version; `base_version = version` names the one it has.
   */
  function as<R>(who: string, sql: string, aal = 'aal1'): Promise<R[]> {
    return superuser.transaction(async (tx: Queryable) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`,
        [JSON.stringify({ sub: who, role: 'authenticated', aal })],
      );
      return (await tx.query<R>(sql)).rows;
    });
  }

  const adminRights = async (who: string, aal?: string) =>
    (await as<{ rights: boolean }>(who, 'select public.admin_rights() as rights', aal))[0].rights;

  it('an admin cannot require it from a session without a second factor; once required, an admin without an app loses admin rights until they add one', async () => {
    await expect(
      as(
        ADMIN_ID,
        'update public.staff_settings set require_admin_second_factor = true, base_version = version where id',
      ),
    ).rejects.toThrow('Ative a verificação em duas etapas na sua conta');
    await as(
      ADMIN_ID,
      'update public.staff_settings set require_admin_second_factor = true, base_version = version where id',
      'aal2',
    );

    expect(await adminRights(ADMIN_ID)).toBe(false);
    expect(await as(ADMIN_ID, 'select id from public.leads limit 1')).toEqual([]);
    expect(await adminRights(ADMIN_ID, 'aal2')).toBe(true);
    // Editors' rights do not depend on it; they still read the setting, to be told.
    expect(await as(EDITOR_ID, 'select 1 from public.cases_nichos limit 1')).toHaveLength(1);
    expect(
      await as(EDITOR_ID, 'select require_admin_second_factor as on from public.staff_settings'),
    ).toEqual([{ on: true }]);
    await expect(
      as(
        EDITOR_ID,
        'update public.staff_settings set require_admin_second_factor = false, base_version = version where id returning id',
      ),
    ).resolves.toEqual([]);

    await as(
      ADMIN_ID,
      'update public.staff_settings set require_admin_second_factor = false, base_version = version where id',
      'aal2',
    );
    expect(await adminRights(ADMIN_ID)).toBe(true);
    const changes = await owner.query<{ actor_id: string; details: unknown }>(
      "select actor_id::text, details from public.audit_events where kind = 'settings_changed' order by id",
    );
    expect(changes.rows).toEqual([
      { actor_id: ADMIN_ID, details: { campos: ['require_admin_second_factor'] } },
      { actor_id: ADMIN_ID, details: { campos: ['require_admin_second_factor'] } },
    ]);
  });

  it('keeps entries for the period admins set (30 to 3650 days); only the daily job removes older ones', async () => {
    await expect(
      as(
        ADMIN_ID,
        'update public.staff_settings set audit_retention_days = 7, base_version = version where id',
      ),
    ).rejects.toThrow('staff_settings_audit_retention_days_check');
    await as(
      ADMIN_ID,
      'update public.staff_settings set audit_retention_days = 30, base_version = version where id',
    );
    await owner.query(
      `insert into public.audit_events (kind, subject_type, subject_id, created_at) values
         ('sign_in', 'user', 'velho', now() - interval '31 days'),
         ('sign_in', 'user', 'recente', now() - interval '29 days')`,
    );
    // Not even the owner deletes a recent entry; an old one goes only through the job (no API role
    // may delete at all).
    await expect(owner.query("delete from public.audit_events where subject_id = 'recente'")).rejects.toThrow(
      'O registro de atividade não pode ser alterado nem apagado.',
    );
    await expect(owner.query('truncate public.audit_events')).rejects.toThrow('não pode ser alterado');
    const job = await owner.query<{ removed: number }>('select private.apply_audit_retention() as removed');
    expect(job.rows[0].removed).toBe(1);
    const left = await owner.query<{ subject_id: string }>(
      "select subject_id from public.audit_events where subject_id in ('velho', 'recente')",
    );
    expect(left.rows).toEqual([{ subject_id: 'recente' }]);
    const scheduled = await owner.query<{ schedule: string }>(
      "select schedule from cron.job where jobname = 'audit-retention'",
    );
    expect(scheduled.rows).toEqual([{ schedule: '25 3 * * *' }]);
  });

  it('lets its owner change one thing only: remove the id of a lead that no longer exists', async () => {
    const [{ id: leadId }] = (
      await owner.query<{ id: string }>(
        `insert into public.leads (nome, email, telefone, empresa)
         values ('Pessoa Apagada', 'apagada@example.com', '5548991234567', 'Empresa') returning id`,
      )
    ).rows;
    await as(ADMIN_ID, `select public.record_lead_access('lead_viewed', '${leadId}')`);
    const [{ id: entryId }] = (
      await owner.query<{ id: string }>(
        `select id::text from public.audit_events where kind = 'lead_viewed' and subject_id = $1`,
        [leadId],
      )
    ).rows;
    const forget = `update public.audit_events
      set subject_id = null, details = details || '{"lead_apagado": true}' where id = $1`;
    const refused = 'O registro de atividade não pode ser alterado nem apagado.';

    // While the lead exists its id stays.
    await expect(owner.query(forget, [entryId])).rejects.toThrow(refused);
    await owner.query('delete from public.leads where id = $1', [leadId]);
    // Gone: the id may go, and nothing else may change with it.
    for (const change of [
      `update public.audit_events set subject_id = null, details = '{"lead_apagado": true, "x": 1}' where id = $1`,
      `update public.audit_events set subject_id = null, details = details || '{"lead_apagado": true}', actor_id = null where id = $1`,
      `update public.audit_events set subject_id = '${ADMIN_ID}' where id = $1`,
    ]) {
      await expect(owner.query(change, [entryId]), change).rejects.toThrow(refused);
    }
    await owner.query(forget, [entryId]);
    const entry = await owner.query(
      'select kind, actor_id::text, subject_type, subject_id, subject_label, details from public.audit_events where id = $1',
      [entryId],
    );
    expect(entry.rows).toEqual([
      {
        kind: 'lead_viewed',
        actor_id: ADMIN_ID,
        subject_type: 'lead',
        subject_id: null,
        subject_label: null,
        details: { lead_apagado: true },
      },
    ]);
  });
});
