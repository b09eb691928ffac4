-- Audit trail: who did what and when in the back-office, recorded by the database itself.
--
-- public.audit_events is append-only: no role may update or delete an entry (admins included).
-- Only the daily retention job removes entries, and only those older than the period admins set
-- (public.staff_settings.audit_retention_days). Admins read it in /admin/atividade.
--
-- Where the entries come from:
--   * content (cases, articles, categories, niches, press items): row triggers, the actor being
--     the signed-in person (auth.uid());
--   * sign-ins: a trigger on Supabase Auth's auth.mfa_amr_claims, which gets one row per way a
--     session was verified (password, authenticator code, recovery link);
--   * failed sign-ins: Supabase Auth's "password verification attempt" hook
--     (public.audit_password_verification_attempt; config.toml [auth.hook.*]). Hosted Supabase
--     offers this hook on the Team and Enterprise plans only; without it, failures are only in the
--     dashboard's Auth logs. An unknown address never reaches the hook (no account to name);
--   * password recovery asked and passwords changed: a trigger on auth.users;
--   * authenticator apps added and removed: a trigger on auth.mfa_factors (Supabase Auth does the
--     change, so the entry names the account, not who asked; an admin's removal also has its own
--     entry from manage-user);
--   * staff accounts created, changed, deactivated, removed: the create-user and manage-user
--     functions, which know the admin calling (service role, the one role that may insert);
--   * leads: a lead's page opened and the CSV export (public.record_lead_access), LGPD exports
--     (trigger on public.lgpd_requests), leads deleted (statement trigger on public.leads);
--   * settings: triggers on public.lead_settings and public.staff_settings.

------------------------------------------------------------------------------------------
-- Staff settings (one row)
------------------------------------------------------------------------------------------
create table public.staff_settings (
  id boolean primary key default true,
  require_admin_second_factor boolean not null default false,
  audit_retention_days integer not null default 365,
  updated_at timestamptz not null default now(),
  constraint staff_settings_single_row check (id),
  constraint staff_settings_audit_retention_days_check check (audit_retention_days between 30 and 3650)
);
comment on table public.staff_settings is
  'Rules for staff accounts (one row): whether admins must sign in with an authenticator app, and how long the audit trail is kept.';
comment on column public.staff_settings.require_admin_second_factor is
  'Admin rights hold only in a session verified with an authenticator app, also for admins who have none yet.';
comment on column public.staff_settings.audit_retention_days is
  'Audit entries older than this many days are deleted by a daily job (30 to 3650).';
insert into public.staff_settings default values;

alter table public.staff_settings enable row level security;
revoke all on table public.staff_settings from public, anon, authenticated, service_role;
grant select on table public.staff_settings to authenticated, service_role;
grant update (require_admin_second_factor, audit_retention_days) on table public.staff_settings to authenticated;
-- Every staff member reads it: an admin who must add an authenticator app is told so by the panel
-- even though their admin rights are withheld until they do.
create policy "staff_settings: staff read"
  on public.staff_settings for select
  to authenticated
  using ((select private.is_staff()));
create policy "staff_settings: admins change"
  on public.staff_settings for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- Turning the requirement on from a session without a second factor would end the admin's own
-- rights mid-request; they add their app first.
create function private.staff_settings_check_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.require_admin_second_factor and not old.require_admin_second_factor
     and coalesce((select auth.jwt()) ->> 'aal', '') <> 'aal2'
     and (select auth.uid()) is not null then
    raise exception using
      errcode = '22023',
      message = 'Ative a verificação em duas etapas na sua conta antes de exigi-la dos administradores.',
      hint = 'second_factor_first';
  end if;
  new.updated_at := pg_catalog.now();
  return new;
end
$$;
revoke all on function private.staff_settings_check_change() from public, anon, authenticated, service_role;
create trigger staff_settings_check_change
  before update on public.staff_settings
  for each row execute function private.staff_settings_check_change();

-- The second-factor rule of private.is_admin(): a session verified with an authenticator app, once
-- the person has one — and for admins also before, when the team requires it.
create or replace function private.second_factor_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    or (
      not exists (
        select 1 from auth.mfa_factors
        where user_id = (select auth.uid()) and status = 'verified'
      )
      and not (
        (select s.require_admin_second_factor from public.staff_settings s)
        and private.staff_role() = 'admin'
      )
    )
$$;

-- Whether the caller holds admin rights now (role, active account, live session, second factor).
-- The staff functions ask it with the caller's token, so they apply the database's rule.
create function public.admin_rights()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.is_admin()
$$;
revoke all on function public.admin_rights() from public, anon, authenticated, service_role;
grant execute on function public.admin_rights() to authenticated;

------------------------------------------------------------------------------------------
-- The trail
------------------------------------------------------------------------------------------
create table public.audit_events (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  -- Who: the account, and its e-mail at the time (the account may be removed later).
  actor_id uuid,
  actor_email text,
  kind text not null,
  -- What it was about: 'case', 'insight', 'categoria', 'nicho', 'noticia', 'user', 'lead',
  -- 'settings'; its id and a readable name (a title, an e-mail) at the time.
  subject_type text,
  subject_id text,
  subject_label text,
  details jsonb not null default '{}',
  ip inet,
  constraint audit_events_kind_check check (kind in (
    'sign_in', 'sign_in_failed', 'second_factor_verified', 'recovery_sign_in',
    'recovery_requested', 'password_changed', 'second_factor_added', 'second_factor_removed',
    'content_created', 'content_updated', 'content_published', 'content_unpublished', 'content_deleted',
    'user_created', 'user_role_changed', 'user_deactivated', 'user_reactivated', 'user_removed',
    'user_second_factor_removed',
    'lead_viewed', 'leads_exported', 'lead_data_exported', 'leads_deleted',
    'settings_changed'
  )),
  constraint audit_events_subject_type_check check (subject_type in (
    'case', 'insight', 'categoria', 'nicho', 'noticia', 'user', 'lead', 'settings'
  )),
  constraint audit_events_actor_email_check check (length(actor_email) <= 320),
  constraint audit_events_subject_label_check check (length(subject_label) <= 500),
  constraint audit_events_details_check check (pg_catalog.jsonb_typeof(details) = 'object' and length(details::text) <= 8000)
);
comment on table public.audit_events is
  'Who did what and when in the back-office. Append-only; entries older than staff_settings.audit_retention_days are deleted daily.';
create index audit_events_created_at_idx on public.audit_events (created_at desc, id desc);
create index audit_events_actor_id_idx on public.audit_events (actor_id, created_at desc);
create index audit_events_kind_idx on public.audit_events (kind, created_at desc);

create function private.audit_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The one removal allowed: the retention job, past the period.
  if tg_op = 'DELETE' and old.created_at < pg_catalog.now() - pg_catalog.make_interval(
       days => (select s.audit_retention_days from public.staff_settings s)) then
    return old;
  end if;
  raise exception using
    errcode = '42501',
    message = 'O registro de atividade não pode ser alterado nem apagado.';
end
$$;
revoke all on function private.audit_events_append_only() from public, anon, authenticated, service_role;
create trigger audit_events_append_only
  before update or delete on public.audit_events
  for each row execute function private.audit_events_append_only();

create function private.audit_events_no_truncate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception using
    errcode = '42501',
    message = 'O registro de atividade não pode ser alterado nem apagado.';
end
$$;
revoke all on function private.audit_events_no_truncate() from public, anon, authenticated, service_role;
create trigger audit_events_no_truncate
  before truncate on public.audit_events
  for each statement execute function private.audit_events_no_truncate();

alter table public.audit_events enable row level security;
revoke all on table public.audit_events from public, anon, authenticated, service_role;
grant select on table public.audit_events to authenticated;
-- The staff functions record what admins do through them.
grant select, insert on table public.audit_events to service_role;
create policy "audit_events: admins read"
  on public.audit_events for select
  to authenticated
  using ((select private.is_admin()));

-- Records an entry; the actor is the signed-in caller unless given.
create function private.audit(
  kind text,
  subject_type text,
  subject_id text,
  subject_label text,
  details jsonb default '{}',
  actor uuid default auth.uid(),
  ip inet default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.audit_events (actor_id, actor_email, kind, subject_type, subject_id, subject_label, details, ip)
  values (
    audit.actor,
    (select u.email from auth.users u where u.id = audit.actor),
    audit.kind,
    audit.subject_type,
    audit.subject_id,
    pg_catalog.left(audit.subject_label, 500),
    audit.details,
    audit.ip
  )
$$;
revoke all on function private.audit(text, text, text, text, jsonb, uuid, inet)
  from public, anon, authenticated, service_role;

-- The columns a change touched, bookkeeping left out.
create function private.changed_columns(old_row jsonb, new_row jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(n.key order by n.key), '{}')
  from pg_catalog.jsonb_each(new_row) n
  where n.value is distinct from old_row -> n.key
    and n.key not in ('updated_at', 'busca', 'data_publicacao')
$$;
revoke all on function private.changed_columns(jsonb, jsonb) from public, anon, authenticated, service_role;

------------------------------------------------------------------------------------------
-- Content
------------------------------------------------------------------------------------------
create function private.audit_content_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject text := tg_argv[0];
  row_data jsonb := pg_catalog.to_jsonb(coalesce(new, old));
  label text := coalesce(row_data ->> 'titulo', row_data ->> 'nome');
  old_data jsonb := case when tg_op <> 'INSERT' then pg_catalog.to_jsonb(old) end;
  changed text[];
  kind text;
begin
  if tg_op = 'INSERT' then
    perform private.audit('content_created', subject, row_data ->> 'id', label,
      pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object('status', row_data ->> 'status')));
    return null;
  end if;
  if tg_op = 'DELETE' then
    perform private.audit('content_deleted', subject, row_data ->> 'id', label);
    return null;
  end if;
  changed := private.changed_columns(old_data, row_data);
  if pg_catalog.cardinality(changed) = 0 then
    return null;
  end if;
  kind := case
    when old_data ->> 'status' = 'rascunho' and row_data ->> 'status' = 'publicado' then 'content_published'
    when old_data ->> 'status' = 'publicado' and row_data ->> 'status' = 'rascunho' then 'content_unpublished'
    else 'content_updated'
  end;
  perform private.audit(kind, subject, row_data ->> 'id', label,
    pg_catalog.jsonb_strip_nulls(pg_catalog.jsonb_build_object(
      'campos', pg_catalog.to_jsonb(changed),
      'publicado_em', case when kind = 'content_published' then row_data ->> 'publicado_em' end)));
  return null;
end
$$;
revoke all on function private.audit_content_change() from public, anon, authenticated, service_role;

create trigger cases_audit after insert or update or delete on public.cases
  for each row execute function private.audit_content_change('case');
create trigger insights_audit after insert or update or delete on public.insights
  for each row execute function private.audit_content_change('insight');
create trigger categorias_audit after insert or update or delete on public.categorias
  for each row execute function private.audit_content_change('categoria');
create trigger cases_nichos_audit after insert or update or delete on public.cases_nichos
  for each row execute function private.audit_content_change('nicho');
create trigger noticias_audit after insert or update or delete on public.noticias
  for each row execute function private.audit_content_change('noticia');

------------------------------------------------------------------------------------------
-- Sign-ins, recovery, passwords and authenticator apps (Supabase Auth's tables)
------------------------------------------------------------------------------------------
create function private.audit_session_verified()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  session record;
begin
  select s.user_id, s.ip into session from auth.sessions s where s.id = new.session_id;
  if not found then
    return null;
  end if;
  perform private.audit(
    case new.authentication_method
      when 'totp' then 'second_factor_verified'
      when 'otp' then 'recovery_sign_in'
      when 'recovery' then 'recovery_sign_in'
      else 'sign_in'
    end,
    'user', session.user_id::text,
    (select u.email from auth.users u where u.id = session.user_id),
    pg_catalog.jsonb_build_object('metodo', new.authentication_method),
    session.user_id,
    session.ip);
  return null;
end
$$;
revoke all on function private.audit_session_verified() from public, anon, authenticated, service_role;
create trigger mfa_amr_claims_audit
  after insert on auth.mfa_amr_claims
  for each row execute function private.audit_session_verified();

create function private.audit_account_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.recovery_sent_at is distinct from old.recovery_sent_at and new.recovery_sent_at is not null then
    perform private.audit('recovery_requested', 'user', new.id::text, new.email, '{}', new.id);
  end if;
  if new.encrypted_password is distinct from old.encrypted_password then
    perform private.audit('password_changed', 'user', new.id::text, new.email, '{}', new.id);
  end if;
  return null;
end
$$;
revoke all on function private.audit_account_change() from public, anon, authenticated, service_role;
create trigger users_audit
  after update of recovery_sent_at, encrypted_password on auth.users
  for each row execute function private.audit_account_change();

create function private.audit_factor_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  person uuid := coalesce(new.user_id, old.user_id);
  email text := (select u.email from auth.users u where u.id = person);
begin
  if tg_op = 'UPDATE' and new.status = 'verified' and old.status is distinct from 'verified' then
    perform private.audit('second_factor_added', 'user', person::text, email, '{}', person);
  elsif tg_op = 'DELETE' and old.status = 'verified' then
    perform private.audit('second_factor_removed', 'user', person::text, email, '{}', null);
  end if;
  return null;
end
$$;
revoke all on function private.audit_factor_change() from public, anon, authenticated, service_role;
create trigger mfa_factors_audit
  after update of status or delete on auth.mfa_factors
  for each row execute function private.audit_factor_change();

-- Supabase Auth's password verification attempt hook (Team and Enterprise plans on hosted):
-- records each wrong password for an existing account, then lets Supabase Auth answer as usual.
-- Right passwords are recorded when the session starts (mfa_amr_claims_audit).
create function public.audit_password_verification_attempt(event jsonb)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  person uuid := (event ->> 'user_id')::uuid;
  address inet;
begin
  if not (event ->> 'valid')::boolean then
    begin
      address := (event -> 'metadata' ->> 'ip_address')::inet;
    exception when invalid_text_representation then
      address := null;
    end;
    perform private.audit('sign_in_failed', 'user', person::text,
      (select u.email from auth.users u where u.id = person), '{}', person, address);
  end if;
  return pg_catalog.jsonb_build_object('decision', 'continue');
end
$$;
revoke all on function public.audit_password_verification_attempt(jsonb)
  from public, anon, authenticated, service_role;
grant usage on schema public to supabase_auth_admin;
grant execute on function public.audit_password_verification_attempt(jsonb) to supabase_auth_admin;

------------------------------------------------------------------------------------------
-- Leads
------------------------------------------------------------------------------------------

-- What the admin app reports when an admin opens a lead ('lead_viewed', the lead's id) or saves
-- the CSV export ('leads_exported', how many and the filters). Only admins, who can read leads.
create function private.record_lead_access(kind text, lead_id uuid, details jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Apenas administradores acessam os leads.';
  end if;
  if kind = 'lead_viewed' then
    if lead_id is null or not exists (select 1 from public.leads l where l.id = lead_id) then
      raise exception using errcode = 'P0002', message = 'Lead não encontrado.';
    end if;
    perform private.audit('lead_viewed', 'lead', lead_id::text,
      (select l.nome from public.leads l where l.id = lead_id));
  elsif kind = 'leads_exported' then
    if pg_catalog.jsonb_typeof(details) <> 'object' or pg_catalog.jsonb_typeof(details -> 'total') <> 'number'
       or length(details::text) > 4000 then
      raise exception using errcode = '22023', message = 'Detalhes da exportação inválidos.';
    end if;
    perform private.audit('leads_exported', 'lead', null, null, details);
  else
    raise exception using errcode = '22023', message = 'Tipo de acesso desconhecido.';
  end if;
end
$$;
revoke all on function private.record_lead_access(text, uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function private.record_lead_access(text, uuid, jsonb) to authenticated;

create function public.record_lead_access(kind text, lead_id uuid default null, details jsonb default '{}')
returns void
language sql
security invoker
set search_path = ''
as $$
  select private.record_lead_access(record_lead_access.kind, record_lead_access.lead_id, record_lead_access.details)
$$;
revoke all on function public.record_lead_access(text, uuid, jsonb) from public, anon, authenticated, service_role;
grant execute on function public.record_lead_access(text, uuid, jsonb) to authenticated;

create function private.audit_leads_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  total integer := (select count(*) from removed);
begin
  if total > 0 then
    perform private.audit('leads_deleted', 'lead',
      case when total = 1 then (select r.id::text from removed r) end,
      case when total = 1 then (select r.nome from removed r) end,
      pg_catalog.jsonb_build_object('total', total));
  end if;
  return null;
end
$$;
revoke all on function private.audit_leads_deleted() from public, anon, authenticated, service_role;
create trigger leads_audit_deleted
  after delete on public.leads
  referencing old table as removed
  for each statement execute function private.audit_leads_deleted();

create function private.audit_lgpd_export()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.audit('lead_data_exported', 'lead', null, null,
    pg_catalog.jsonb_build_object('pedido', new.id, 'leads', new.leads));
  return null;
end
$$;
revoke all on function private.audit_lgpd_export() from public, anon, authenticated, service_role;
create trigger lgpd_requests_audit_export
  after insert on public.lgpd_requests
  for each row when (new.kind = 'export')
  execute function private.audit_lgpd_export();

------------------------------------------------------------------------------------------
-- Settings
------------------------------------------------------------------------------------------
create function private.audit_settings_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed text[] := private.changed_columns(pg_catalog.to_jsonb(old), pg_catalog.to_jsonb(new));
begin
  changed := pg_catalog.array_remove(changed, 'updated_by');
  if pg_catalog.cardinality(changed) > 0 then
    perform private.audit('settings_changed', 'settings', tg_table_name, null,
      pg_catalog.jsonb_build_object('campos', pg_catalog.to_jsonb(changed)));
  end if;
  return null;
end
$$;
revoke all on function private.audit_settings_change() from public, anon, authenticated, service_role;
create trigger lead_settings_audit after update on public.lead_settings
  for each row execute function private.audit_settings_change();
create trigger staff_settings_audit after update on public.staff_settings
  for each row execute function private.audit_settings_change();

------------------------------------------------------------------------------------------
-- Retention, daily
------------------------------------------------------------------------------------------

-- Deletes the entries older than the period admins set; answers how many. Run by pg_cron as the
-- migration role (the table's owner); no API role may run it.
create function private.apply_audit_retention()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from public.audit_events e
  where e.created_at < pg_catalog.now() - pg_catalog.make_interval(
    days => (select s.audit_retention_days from public.staff_settings s));
  get diagnostics removed = row_count;
  return removed;
end
$$;
revoke all on function private.apply_audit_retention() from public, anon, authenticated, service_role;

select cron.schedule('audit-retention', '25 3 * * *', 'select private.apply_audit_retention()');
