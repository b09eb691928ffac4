-- Staff profiles and the role helpers every policy uses.
-- A profile exists only for staff: the first admin comes from the seed (or a one-line SQL
-- command in production), every other one from the create-user function (service role).

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  tipo text not null default 'editor',
  created_at timestamptz not null default now(),
  constraint profiles_tipo_check check (tipo in ('editor', 'admin')),
  constraint profiles_email_check check (length(email) between 3 and 254 and email like '%_@_%')
);

comment on table public.profiles is 'Staff members (editor or admin), one row per auth user with back-office access.';

create index profiles_created_at_idx on public.profiles (created_at desc);
create unique index profiles_email_key on public.profiles (lower(email));

-- Role helpers: SECURITY DEFINER so policies can read profiles without recursing into its RLS.
create or replace function public.is_staff()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and tipo in ('editor', 'admin')
  )
$$;

create or replace function public.is_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.profiles
    where id = (select auth.uid()) and tipo = 'admin'
  )
$$;

revoke all on function public.is_staff(), public.is_admin() from public;
grant execute on function public.is_staff(), public.is_admin() to anon, authenticated, service_role;

-- Access: own row readable; admins read all and change `tipo` of others.
-- Nobody inserts or deletes through the API (create-user uses the service role).
alter table public.profiles enable row level security;

revoke all on table public.profiles from anon, authenticated;
grant select on table public.profiles to authenticated;
grant update (tipo) on table public.profiles to authenticated;

create policy "profiles: own row or admin reads"
  on public.profiles for select
  to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));

create policy "profiles: admin changes tipo of others"
  on public.profiles for update
  to authenticated
  using ((select public.is_admin()) and id <> (select auth.uid()))
  with check ((select public.is_admin()) and id <> (select auth.uid()));
