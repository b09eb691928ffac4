-- Staff lifecycle: admins change a person's role, deactivate and reactivate them, or remove them
-- (the manage-user function), and every change takes effect at once.
--
-- Rules kept here, whatever the path of the change:
-- * there is always at least one active admin;
-- * a change of role or of active state ends the person's sessions (refresh tokens included);
-- * staff rights hold only for an active profile whose signed-in session still exists, so a
--   person's access token, valid for up to an hour, stops working on their next request. Such a
--   request fails with HTTP 401 (SQLSTATE PT401) and a message the admin app shows on the login page.

alter table public.profiles add column desativado_em timestamptz;

comment on column public.profiles.desativado_em is
  'When an admin deactivated the account; null while it is active. Deactivated staff have no staff rights and cannot sign in (the auth user is banned too).';

-- The caller's staff role ('editor' or 'admin'), or null for anyone without a staff profile.
-- Refuses (PT401) a deactivated account and a token whose session has ended (signed out, removed,
-- or ended by an admin's change), so the app can tell the person why they lost access.
create function private.staff_role()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  session_id text := (select auth.jwt()) ->> 'session_id';
  caller record;
begin
  select tipo, desativado_em into caller from public.profiles where id = (select auth.uid());
  if found and caller.desativado_em is not null then
    raise exception using
      errcode = 'PT401',
      message = 'Esta conta foi desativada por um administrador.',
      hint = 'account_deactivated';
  end if;
  if session_id is not null
     and not exists (select 1 from auth.sessions where id = session_id::uuid) then
    raise exception using
      errcode = 'PT401',
      message = 'Sua sessão foi encerrada. Entre novamente.',
      hint = 'session_ended';
  end if;
  return caller.tipo; -- null without a staff profile
end
$$;

create or replace function private.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.staff_role() is not null
$$;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.staff_role() = 'admin', false)
$$;

revoke all on function private.staff_role() from public;
grant execute on function private.staff_role() to authenticated;

-- At least one active admin, checked after every statement that changes roles, deactivates or
-- removes staff. The lock makes two admins demoting each other at the same moment take turns, so
-- the second one sees the first change and is refused.
create function private.keep_an_active_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtext('public.profiles: active admins'));
  if not exists (select 1 from public.profiles where tipo = 'admin' and desativado_em is null) then
    raise exception using
      errcode = 'PT409',
      message = 'É preciso manter pelo menos um administrador ativo.',
      hint = 'last_admin';
  end if;
  return null;
end
$$;

create trigger profiles_keep_an_active_admin
  after update of tipo, desativado_em or delete on public.profiles
  for each statement execute function private.keep_an_active_admin();

-- A new role or a deactivation ends the person's sessions: they sign in again (if they still can)
-- and get tokens that say what they may do now.
create function private.end_sessions_of_changed_staff()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from auth.sessions where user_id = new.id;
  return null;
end
$$;

create trigger profiles_end_sessions_on_access_change
  after update of tipo, desativado_em on public.profiles
  for each row
  when (old.tipo is distinct from new.tipo or old.desativado_em is distinct from new.desativado_em)
  execute function private.end_sessions_of_changed_staff();

revoke all on function private.keep_an_active_admin(), private.end_sessions_of_changed_staff() from public;

-- Roles change only through the manage-user function (service role), which also bans and
-- removes auth users; admins no longer update profiles directly.
drop policy "profiles: admin changes tipo of others" on public.profiles;
revoke update on table public.profiles from authenticated;
grant update (tipo, desativado_em) on table public.profiles to service_role;

-- Deactivated admins get no lead notifications.
create or replace function private.lead_notification_destinations()
returns table (channel text, recipient text)
language sql
stable
security definer
set search_path = ''
as $$
  with settings as (select * from public.lead_settings)
  select distinct on (pg_catalog.lower(address)) 'email', address
  from (
    select profiles.email as address
    from public.profiles, settings
    where profiles.tipo = 'admin' and profiles.desativado_em is null
      and settings.notify_admins and private.is_email(profiles.email)
    union all
    select entry from settings, pg_catalog.unnest(settings.extra_emails) as entry
  ) as addresses
  union all
  select 'webhook', webhook_url from settings where webhook_url is not null
$$;

-- The caller's staff role, or null without one; PT401 when their access has ended. The admin app
-- asks at every navigation, so an open tab whose access an admin ended leaves the panel at once,
-- even on a page whose data needs no staff rights.
create function public.staff_access()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select private.staff_role()
$$;

revoke all on function public.staff_access() from public;
grant execute on function public.staff_access() to authenticated;
