-- Two-factor sign-in for staff (Supabase Auth TOTP). Once a person has a verified factor, their
-- admin rights — reading leads, managing users, everything private.is_admin() guards — hold only
-- in a session verified with it (the JWT's `aal` is 'aal2'). Content work (editors' rights) only
-- needs the password.

-- Whether the caller's session meets their own second-factor requirement.
create function private.second_factor_satisfied()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
    or not exists (
      select 1 from auth.mfa_factors
      where user_id = (select auth.uid()) and status = 'verified'
    )
$$;

revoke all on function private.second_factor_satisfied() from public;

create or replace function private.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(private.staff_role() = 'admin', false) and private.second_factor_satisfied()
$$;

-- Whether the person signs in with an authenticator app, kept by Supabase Auth's factor changes,
-- so admins see it in Usuários (and can remove the app of someone who lost their phone).
alter table public.profiles add column verificacao_em_duas_etapas boolean not null default false;

comment on column public.profiles.verificacao_em_duas_etapas is
  'The person has a verified authenticator app (auth.mfa_factors); kept by a trigger.';

create function private.sync_profile_second_factor()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  person uuid := coalesce(new.user_id, old.user_id);
begin
  update public.profiles
  set verificacao_em_duas_etapas = exists (
    select 1 from auth.mfa_factors where user_id = person and status = 'verified'
  )
  where id = person;
  return null;
end
$$;

revoke all on function private.sync_profile_second_factor() from public;

create trigger mfa_factors_sync_profile
  after insert or update of status or delete on auth.mfa_factors
  for each row execute function private.sync_profile_second_factor();
