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
