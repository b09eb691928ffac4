/**
 * Our own database advisor: the security rules the migrations must keep, checked against a fresh
 * database with every migration applied (the same local-supabase start the other API tests use).
 *
 * It fails when
 *   - a SECURITY DEFINER function in an API-exposed schema can be executed by anon or authenticated
 *     (it would run with its owner's rights for anyone calling /rest/v1/rpc/<name>);
 *   - a function in public or private does not pin search_path to '' (a caller could otherwise
 *     shadow the objects it uses);
 *   - a table in public has no row level security, or a table with row level security has no
 *     policy (every request refused) without being listed as intentionally closed;
 *   - a policy calls a function outside `private` (the helpers live there, out of the API);
 *   - PUBLIC holds any privilege on our objects, or anon, authenticated or service_role hold a
 *     privilege that is not in the reviewed snapshot below (or lack one that is).
 * Changing a grant therefore means changing the snapshot in the same commit, where review sees it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../local-supabase/db/driver.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { pointSiteBuildHookAt } from '../../tests/setup/site-build-hook.ts';

const SUPABASE_DIR = path.resolve(import.meta.dirname, '..');
const OUR_SCHEMAS = ['public', 'private'];
const API_ROLES = ['anon', 'authenticated', 'service_role'];

/**
 * Tables whose row level security is on with no policy on purpose (closed to the API): the
 * publication row is read through site_publication_status() and written by its functions; the
 * edit locks through claim_edit_lock() and release_edit_lock().
 */
const INTENTIONALLY_WITHOUT_POLICIES: string[] = ['public.edit_locks', 'public.site_publication'];

/**
 * Every privilege the API roles hold on our objects, as `object · role · privilege`.
 * Columns appear only where a role has a column privilege without the table-wide one.
 */
const EXPECTED_PRIVILEGES = [
  // Content: everyone reads; signed-in users write as far as the policies let them (staff only)
  // — niche links only through save_case (*_edit_versions.sql); the service role reads and writes.
  ...['categorias', 'insights', 'cases_nichos', 'cases', 'case_nicho_links', 'noticias'].flatMap((table) => [
    `table public.${table} · anon · SELECT`,
    `table public.${table} · authenticated · SELECT`,
    ...(table === 'case_nicho_links'
      ? []
      : ['INSERT', 'UPDATE', 'DELETE'].map(
          (privilege) => `table public.${table} · authenticated · ${privilege}`,
        )),
    `table public.${table} · service_role · SELECT`,
    `table public.${table} · service_role · INSERT`,
    `table public.${table} · service_role · UPDATE`,
    `table public.${table} · service_role · DELETE`,
  ]),
  // The media library (*_media.sql): visitors read what a page prints of the images public content
  // uses; staff add, describe and delete images, never who added them nor the version stamps.
  'columns public.media(alt, caption, decorative, height, id, url, width) · anon · SELECT',
  'table public.media · authenticated · SELECT',
  'columns public.media(alt, bucket, caption, decorative, height, mime_type, object_name, original_name, size_bytes, url, width) · authenticated · INSERT',
  'columns public.media(alt, base_version, caption, decorative, height, width) · authenticated · UPDATE',
  'table public.media · authenticated · DELETE',
  ...['SELECT', 'INSERT', 'UPDATE', 'DELETE'].map(
    (privilege) => `table public.media · service_role · ${privilege}`,
  ),
  // Who added each image (*_media_uploaders.sql): staff, through the revisions' e-mail helper.
  'function public.media_uploaders(uuid[]) · authenticated · EXECUTE',
  ...['private.media_usages(text)', 'public.media_usages(uuid)'].flatMap((fn) => [
    `function ${fn} · authenticated · EXECUTE`,
    `function ${fn} · service_role · EXECUTE`,
  ]),
  // Leads: the form's columns only, no read-back for visitors; admins (policies) read and delete,
  // and move a lead through the pipeline (stage, owner, first contact) — nobody changes what the
  // visitor sent. Every writer evaluates the sender index's function.
  'columns public.leads(email, empresa, fbclid, gclid, honeypot, landing_page, nome, pagina_origem, privacy_policy_version, referrer, submission_id, telefone, utm_campaign, utm_content, utm_medium, utm_source, utm_term) · anon · INSERT',
  'columns public.leads(email, empresa, fbclid, gclid, honeypot, landing_page, nome, pagina_origem, privacy_policy_version, referrer, submission_id, telefone, utm_campaign, utm_content, utm_medium, utm_source, utm_term) · authenticated · INSERT',
  'table public.leads · authenticated · SELECT',
  'table public.leads · authenticated · DELETE',
  'table public.leads · service_role · SELECT',
  'table public.leads · service_role · INSERT',
  'table public.leads · service_role · DELETE',
  // Staff saves name the version they were made from (base_version, *_edit_versions.sql).
  'columns public.leads(base_version, first_contacted_at, owner_id, stage) · authenticated · UPDATE',
  'columns public.leads(first_contacted_at, owner_id, stage) · service_role · UPDATE',
  'function private.lead_email_sender(text) · anon · EXECUTE',
  'function private.lead_email_sender(text) · authenticated · EXECUTE',
  'function private.lead_email_sender(text) · service_role · EXECUTE',
  // The pipeline (*_lead_pipeline.sql): admins (policies) read the change log written by a
  // trigger, and write and delete their own notes; the service role reads and cleans up.
  'table public.lead_events · authenticated · SELECT',
  'table public.lead_events · service_role · SELECT',
  'table public.lead_events · service_role · DELETE',
  'table public.lead_notes · authenticated · SELECT',
  'table public.lead_notes · authenticated · DELETE',
  'columns public.lead_notes(body, lead_id) · authenticated · INSERT',
  'table public.lead_notes · service_role · SELECT',
  'table public.lead_notes · service_role · INSERT',
  'table public.lead_notes · service_role · DELETE',
  // The dashboard's numbers (*_lead_stats.sql): invoker functions for signed-in users (admins
  // checked inside) and the helpers they evaluate.
  ...[
    'public.lead_stats_weekly_sources()',
    'public.lead_stats_by_origin(text)',
    'public.lead_stats_by_campaign(text)',
    'public.lead_stats_first_contact(text)',
    'private.lead_source(text, text)',
    'private.lead_stats_period_start(text)',
  ].map((fn) => `function ${fn} · authenticated · EXECUTE`),
  // Lead notifications (*_lead_notifications.sql): admins read the settings, outbox and attempts
  // (policies) and change the settings; the edge function (service role) reads, claims and
  // finishes deliveries; the test e-mail and the "configured?" check run as the caller and call
  // their private SECURITY DEFINER twins, which refuse anyone but an admin.
  ...['lead_settings', 'lead_notifications', 'lead_notification_attempts'].flatMap((table) => [
    `table public.${table} · authenticated · SELECT`,
    `table public.${table} · service_role · SELECT`,
  ]),
  'function public.claim_lead_notifications(integer) · service_role · EXECUTE',
  'function public.finish_lead_notification(uuid, boolean, text, integer) · service_role · EXECUTE',
  ...['send_test_lead_notification()', 'lead_notifications_configured()'].flatMap((fn) => [
    `function public.${fn} · authenticated · EXECUTE`,
    `function private.${fn} · authenticated · EXECUTE`,
  ]),
  ...['is_email(text)', 'are_emails(text[])'].flatMap((fn) => [
    `function private.${fn} · authenticated · EXECUTE`,
    `function private.${fn} · service_role · EXECUTE`,
  ]),
  // Profiles: read (own row, or all for admins) and `tipo` changed by admins; create-user reads
  // and inserts with the service role.
  'table public.profiles · authenticated · SELECT',
  'table public.profiles · service_role · SELECT',
  'table public.profiles · service_role · INSERT',
  'columns public.profiles(desativado_em, tipo) · service_role · UPDATE',
  // The RPCs: reading niches for everyone, changing them for signed-in users (staff checked
  // inside) and the service role.
  'function public.get_case_nichos(uuid) · anon · EXECUTE',
  'function public.get_case_nichos(uuid) · authenticated · EXECUTE',
  'function public.get_case_nichos(uuid) · service_role · EXECUTE',
  'function public.get_all_nichos() · anon · EXECUTE',
  'function public.get_all_nichos() · authenticated · EXECUTE',
  'function public.get_all_nichos() · service_role · EXECUTE',
  ...[
    'create_nicho(text, text, text)',
    'update_nicho(uuid, integer, text, text, text)',
    'delete_nicho(uuid)',
  ].flatMap((fn) => [
    `function public.${fn} · authenticated · EXECUTE`,
    `function public.${fn} · service_role · EXECUTE`,
  ]),
  // How many articles each category has, for 'Categorias' (*_category_seo.sql): runs as the caller.
  'function public.category_article_counts() · authenticated · EXECUTE',
  'function public.category_article_counts() · service_role · EXECUTE',
  // A case and its niches in one save (*_edit_versions.sql): runs as the caller and calls its
  // private SECURITY DEFINER twin, which refuses anyone but staff.
  ...['public', 'private'].flatMap((schema) =>
    ['authenticated', 'service_role'].map(
      (role) => `function ${schema}.save_case(uuid, integer, jsonb, uuid[]) · ${role} · EXECUTE`,
    ),
  ),
  // LGPD requests (*_lgpd.sql): admins read the log through its policy and nobody writes it over
  // the API; the three requests run as the caller and call their private SECURITY DEFINER twins,
  // which refuse anyone but an admin. Admins change the lead settings' columns, retention included.
  'table public.lgpd_requests · authenticated · SELECT',
  'table public.lgpd_requests · service_role · SELECT',
  ...['lgpd_find(text)', 'lgpd_export(text)', 'lgpd_erase(text)'].flatMap((fn) => [
    `function public.${fn} · authenticated · EXECUTE`,
    `function private.${fn} · authenticated · EXECUTE`,
  ]),
  'columns public.lead_settings(base_version, discarded_retention_months, extra_emails, notify_admins, webhook_url) · authenticated · UPDATE',
  // Publishing (*_publishing.sql): everyone reads the redirects (the build and the site follow
  // them); admins (policies) write their paths and code, never `source` or `created_by`, and
  // delete them; the service role reads and writes. Writers evaluate the paths' check. The
  // publication row has no policy: the service role reads it, staff read it through
  // site_publication_status() (checked inside), and "Publicar site agora" runs as the caller and
  // calls its private SECURITY DEFINER twin, which refuses anyone but an admin.
  'table public.redirects · anon · SELECT',
  'table public.redirects · authenticated · SELECT',
  'table public.redirects · authenticated · DELETE',
  'columns public.redirects(from_path, status_code, to_path) · authenticated · INSERT',
  'columns public.redirects(base_version, from_path, status_code, to_path) · authenticated · UPDATE',
  ...['SELECT', 'INSERT', 'UPDATE', 'DELETE'].map(
    (privilege) => `table public.redirects · service_role · ${privilege}`,
  ),
  'function private.is_site_path(text) · authenticated · EXECUTE',
  'function private.is_site_path(text) · service_role · EXECUTE',
  'table public.site_publication · service_role · SELECT',
  ...['publish_site_now()', 'site_publication_status()'].flatMap((fn) => [
    `function public.${fn} · authenticated · EXECUTE`,
    `function private.${fn} · authenticated · EXECUTE`,
  ]),
  // Audit trail (*_audit_trail.sql): admins read it through its policy; only the staff functions
  // (service role) add entries, and nobody changes one. Admins report a lead opened or exported
  // through a function that runs as the caller and calls its private twin. Staff read the staff
  // settings, admins (policy) change its two columns; the staff functions ask admin_rights().
  'table public.audit_events · authenticated · SELECT',
  'table public.audit_events · service_role · SELECT',
  'table public.audit_events · service_role · INSERT',
  'function public.record_lead_access(text, uuid, jsonb) · authenticated · EXECUTE',
  'function private.record_lead_access(text, uuid, jsonb) · authenticated · EXECUTE',
  'table public.staff_settings · authenticated · SELECT',
  'table public.staff_settings · service_role · SELECT',
  'columns public.staff_settings(audit_retention_days, base_version, require_admin_second_factor) · authenticated · UPDATE',
  'function public.admin_rights() · authenticated · EXECUTE',
  // The trash (*_trash.sql): staff list, restore and (admins) delete for good through three
  // functions that run as the caller and call their private SECURITY DEFINER twins, which reach
  // the rows row level security hides; the service role too.
  ...['trash_items()', 'restore_from_trash(text, uuid)', 'delete_from_trash(text, uuid)'].flatMap((fn) =>
    ['public', 'private'].flatMap((schema) =>
      ['authenticated', 'service_role'].map((role) => `function ${schema}.${fn} · ${role} · EXECUTE`),
    ),
  ),
  // Traffic (*_traffic.sql): visitors' beacons record events, staff read the numbers, each through
  // a function that runs as the caller and calls its private SECURITY DEFINER twin.
  ...['public', 'private'].map(
    (schema) =>
      `function ${schema}.record_traffic_event(text, text, text, text, text, text, text, text, text, text, text) · anon · EXECUTE`,
  ),
  ...['traffic_days(date, date)', 'traffic_breakdown(date, date)', 'traffic_now()'].flatMap((fn) =>
    ['public', 'private'].map((schema) => `function ${schema}.${fn} · authenticated · EXECUTE`),
  ),
  // Edit locks (*_edit_locks.sql): staff claim and release them through two functions that run as
  // the caller and call their private SECURITY DEFINER twins (which refuse anyone but staff); the
  // service role may look at the table.
  'table public.edit_locks · service_role · SELECT',
  ...['claim_edit_lock(text, uuid, boolean)', 'release_edit_lock(text, uuid)'].flatMap((fn) => [
    `function public.${fn} · authenticated · EXECUTE`,
    `function private.${fn} · authenticated · EXECUTE`,
  ]),
  // Revisions (*_revisions.sql): the database writes them; staff read them (policy) and list and
  // restore them through two functions that run as the caller; the helpers those call.
  'table public.content_revisions · authenticated · SELECT',
  'table public.content_revisions · service_role · SELECT',
  'function public.item_revisions(text, uuid) · authenticated · EXECUTE',
  'function public.restore_revision(bigint, integer) · authenticated · EXECUTE',
  ...['revision_table(text)', 'revision_restored_columns(text)', 'revision_author_email(uuid)'].map(
    (fn) => `function private.${fn} · authenticated · EXECUTE`,
  ),
  // Staged changes (*_staged_changes.sql): staff read the sets (policy) and write them only through
  // four functions that run as the caller over their private SECURITY DEFINER twins; one reader.
  'table public.pending_changes · authenticated · SELECT',
  'table public.pending_changes · service_role · SELECT',
  'function public.item_pending_changes(text, uuid) · authenticated · EXECUTE',
  ...[
    'stage_changes(text, uuid, integer, integer, jsonb, uuid[])',
    'publish_changes(text, uuid, integer)',
    'schedule_changes(text, uuid, integer, timestamp with time zone)',
    'discard_changes(text, uuid, integer)',
  ].flatMap((fn) => [
    `function public.${fn} · authenticated · EXECUTE`,
    `function private.${fn} · authenticated · EXECUTE`,
  ]),
  // Search and 'Leia também' (*_content_search.sql): everyone calls them; they run as the caller
  // over the vector and query helpers of private, which visitors therefore reach too.
  ...[
    'public.search_insights(text, integer)',
    'public.search_cases(text, integer)',
    'public.related_insights(uuid, integer)',
    'private.insight_search_vector(text, text, text)',
    'private.case_search_vector(text, text, text, text, text)',
    'private.search_terms(text)',
    'private.insight_category(uuid)',
  ].flatMap((fn) => API_ROLES.map((role) => `function ${fn} · ${role} · EXECUTE`)),
  'schema private · anon · USAGE',
  // private: what policies, check constraints and function bodies evaluate as the calling role.
  'schema private · authenticated · USAGE',
  'schema private · service_role · USAGE',
  'function private.is_staff() · authenticated · EXECUTE',
  'function private.staff_role() · authenticated · EXECUTE',
  'function public.staff_access() · authenticated · EXECUTE',
  'function private.is_admin() · authenticated · EXECUTE',
  'function private.require_staff() · authenticated · EXECUTE',
  'function private.require_staff() · service_role · EXECUTE',
  'function private.is_valid_image_object_name(text, text) · authenticated · EXECUTE',
  ...[
    'slugify(text)',
    'is_http_url(text)',
    'are_http_urls(text[])',
    'is_webhook_url(text)',
    'is_article_html(text)',
  ].flatMap((fn) => [
    `function private.${fn} · authenticated · EXECUTE`,
    `function private.${fn} · service_role · EXECUTE`,
  ]),
].sort();

let api: LocalSupabase;
let db: Queryable;

beforeAll(async () => {
  api = await startLocalSupabase({ dataDir: null, port: 0, logRequests: false });
  // The seed's build hook is a developer's `npm run preview`.
  await pointSiteBuildHookAt(api, null);
  db = api.services.db;
});

afterAll(async () => {
  await api?.close();
});

async function rows<R>(sql: string, params: unknown[] = []): Promise<R[]> {
  return (await db.query<R>(sql, params)).rows;
}

const column = async (sql: string, params: unknown[] = []) =>
  (await rows<{ value: string }>(sql, params)).map((row) => row.value);

/** The schemas PostgREST serves, from supabase/config.toml. */
function exposedSchemas(): string[] {
  const toml = parse(fs.readFileSync(path.join(SUPABASE_DIR, 'config.toml'), 'utf8')) as {
    api?: { schemas?: string[] };
  };
  return toml.api?.schemas ?? ['public', 'graphql_public'];
}

/** `schema.name(argument types)` of a pg_proc row aliased `p` joined to its namespace `n`. */
const FUNCTION_NAME = `format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.oidvectortypes(p.proargtypes))`;

describe('database advisor', () => {
  it('exposes only public through the API, never private', () => {
    expect(exposedSchemas()).toContain('public');
    expect(exposedSchemas()).not.toContain('private');
  });

  it('has no SECURITY DEFINER function in an exposed schema that anon or authenticated can execute', async () => {
    const offending = await column(
      `select ${FUNCTION_NAME} || ' · ' || r.role as value
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       cross join unnest(array['anon', 'authenticated']) as r(role)
       where p.prosecdef
         and n.nspname = any($1)
         and pg_catalog.has_function_privilege(r.role, p.oid, 'EXECUTE')
       order by 1`,
      [exposedSchemas()],
    );
    expect(offending).toEqual([]);
  });

  it("pins search_path to '' in every function of public and private", async () => {
    const unpinned = await column(
      `select ${FUNCTION_NAME} || ' · ' || coalesce(array_to_string(p.proconfig, ', '), 'no settings') as value
       from pg_catalog.pg_proc p
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       where n.nspname = any($1)
         and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
         and not ('search_path=""' = any(coalesce(p.proconfig, '{}')))
       order by 1`,
      [OUR_SCHEMAS],
    );
    expect(unpinned).toEqual([]);
  });

  it('has row level security on every table in public', async () => {
    const open = await column(
      `select c.relname as value
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity
       order by 1`,
    );
    expect(open).toEqual([]);
  });

  it('has a policy on every table with row level security, unless closed on purpose', async () => {
    const withoutPolicy = await column(
      `select n.nspname || '.' || c.relname as value
       from pg_catalog.pg_class c
       join pg_catalog.pg_namespace n on n.oid = c.relnamespace
       where n.nspname = any($1) and c.relkind in ('r', 'p') and c.relrowsecurity
         and not exists (select 1 from pg_catalog.pg_policy pol where pol.polrelid = c.oid)
       order by 1`,
      [OUR_SCHEMAS],
    );
    expect(withoutPolicy).toEqual(INTENTIONALLY_WITHOUT_POLICIES);
  });

  it('calls only helpers from private in policies (storage policies included)', async () => {
    const calls = await rows<{ policy: string; fn: string; schema: string }>(
      `select pc.relname || ': ' || pol.polname as policy, ${FUNCTION_NAME} as fn, n.nspname as schema
       from pg_catalog.pg_policy pol
       join pg_catalog.pg_class pc on pc.oid = pol.polrelid
       join pg_catalog.pg_depend d
         on d.classid = 'pg_catalog.pg_policy'::regclass and d.objid = pol.oid
        and d.refclassid = 'pg_catalog.pg_proc'::regclass
       join pg_catalog.pg_proc p on p.oid = d.refobjid
       join pg_catalog.pg_namespace n on n.oid = p.pronamespace
       order by 1, 2`,
    );
    // The content, leads, profiles and storage policies all use the role helpers.
    expect(calls.map((call) => call.fn)).toEqual(
      expect.arrayContaining(['private.is_staff()', 'private.is_admin()']),
    );
    expect(calls.filter((call) => call.schema !== 'private' && call.schema !== 'auth')).toEqual([]);
  });

  it('gives PUBLIC nothing on our tables, sequences, functions or schemas', async () => {
    const granted = await column(
      `with objects as (
         select n.nspname || '.' || c.relname as name,
                coalesce(c.relacl, pg_catalog.acldefault(case when c.relkind = 'S' then 's' else 'r' end::"char", c.relowner)) as acl
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
         union all
         select ${FUNCTION_NAME}, coalesce(p.proacl, pg_catalog.acldefault('f', p.proowner))
         from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace
         where n.nspname = any($1)
         union all
         select n.nspname, coalesce(n.nspacl, pg_catalog.acldefault('n', n.nspowner))
         from pg_catalog.pg_namespace n where n.nspname = 'private'
       )
       select o.name || ' · ' || a.privilege_type as value
       from objects o cross join lateral pg_catalog.aclexplode(o.acl) a
       where a.grantee = 0
       order by 1`,
      [OUR_SCHEMAS],
    );
    expect(granted).toEqual([]);
  });

  it('has no default privileges handing what the migrations create in public or private to the API roles', async () => {
    // The role that owns our objects is the one the migrations run as.
    const defaults = await column(
      `select pg_catalog.pg_get_userbyid(d.defaclrole) || ' · ' || n.nspname || ' · ' || d.defaclobjtype::text
              || ' · ' || a.privilege_type || ' → ' || coalesce(r.rolname, 'PUBLIC') as value
       from pg_catalog.pg_default_acl d
       join pg_catalog.pg_namespace n on n.oid = d.defaclnamespace
       cross join lateral pg_catalog.aclexplode(d.defaclacl) a
       left join pg_catalog.pg_roles r on r.oid = a.grantee
       where n.nspname = any($1)
         and d.defaclrole = (select c.relowner from pg_catalog.pg_class c where c.oid = 'public.profiles'::regclass)
         and (a.grantee = 0 or r.rolname = any($2))
       order by 1`,
      [OUR_SCHEMAS, API_ROLES],
    );
    expect(defaults).toEqual([]);
  });

  it('grants anon, authenticated and service_role exactly the reviewed privileges', async () => {
    const actual = await column(
      `with roles as (select unnest($2::text[]) as role),
       table_privileges as (
         select unnest(array['SELECT', 'INSERT', 'UPDATE', 'DELETE', 'TRUNCATE', 'REFERENCES', 'TRIGGER']
                || case when current_setting('server_version_num')::int >= 170000
                        then array['MAINTAIN'] else array[]::text[] end) as privilege
       ),
       relations as (
         select c.oid, c.relkind, n.nspname || '.' || c.relname as name
         from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
         where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
       )
       -- tables and views
       select 'table ' || rel.name || ' · ' || r.role || ' · ' || t.privilege as value
       from relations rel cross join roles r cross join table_privileges t
       where rel.relkind <> 'S' and pg_catalog.has_table_privilege(r.role, rel.oid, t.privilege)
       union all
       -- column privileges a role holds without the table-wide privilege
       select 'columns ' || rel.name || '(' || string_agg(a.attname, ', ' order by a.attname) || ') · '
              || r.role || ' · ' || t.privilege
       from relations rel
       join pg_catalog.pg_attribute a on a.attrelid = rel.oid and a.attnum > 0 and not a.attisdropped
       cross join roles r
       cross join unnest(array['SELECT', 'INSERT', 'UPDATE', 'REFERENCES']) as t(privilege)
       where rel.relkind <> 'S'
         and pg_catalog.has_column_privilege(r.role, rel.oid, a.attnum, t.privilege)
         and not pg_catalog.has_table_privilege(r.role, rel.oid, t.privilege)
       group by rel.name, r.role, t.privilege
       union all
       -- sequences
       select 'sequence ' || rel.name || ' · ' || r.role || ' · ' || s.privilege
       from relations rel cross join roles r cross join unnest(array['USAGE', 'SELECT', 'UPDATE']) as s(privilege)
       where rel.relkind = 'S' and pg_catalog.has_sequence_privilege(r.role, rel.oid, s.privilege)
       union all
       -- functions
       select 'function ' || ${FUNCTION_NAME} || ' · ' || r.role || ' · EXECUTE'
       from pg_catalog.pg_proc p join pg_catalog.pg_namespace n on n.oid = p.pronamespace cross join roles r
       where n.nspname = any($1) and pg_catalog.has_function_privilege(r.role, p.oid, 'EXECUTE')
       union all
       -- the private schema (public's own usage is the platform's)
       select 'schema private · ' || r.role || ' · ' || s.privilege
       from roles r cross join unnest(array['USAGE', 'CREATE']) as s(privilege)
       where exists (select 1 from pg_catalog.pg_namespace where nspname = 'private')
         and pg_catalog.has_schema_privilege(r.role, 'private', s.privilege)`,
      [OUR_SCHEMAS, API_ROLES],
    );
    expect([...actual].sort()).toEqual(EXPECTED_PRIVILEGES);
  });
});
