-- Every privilege the API roles hold, stated here object by object, and internal helpers moved out
-- of the API.
--
-- Why: hosted projects created since 2026 no longer grant anything automatically to anon,
-- authenticated or service_role on new tables, functions and sequences in `public`, while older
-- projects (and local stacks) still carry `grant all` default privileges on them. The earlier
-- migrations relied on those defaults in places (service_role had no explicit privilege on
-- profiles, so create-user could not read or write it on a new project), and every function was
-- still executable by PUBLIC wherever no revoke said otherwise. This migration first takes away
-- whatever the defaults handed out and then grants exactly what each role needs, so the result is
-- the same on an old project, a new one and the local stack.
--
-- Roles:
--   anon           visitors with the public key: read published content, submit the lead forms
--                  (only the form's columns, never reading a lead back), call the two reading
--                  niche functions.
--   authenticated  any signed-in user; row level security narrows it to staff for content writes,
--                  to admins for leads and other people's profiles.
--   service_role   server-side code holding the secret key (the create-user function, scripts and
--                  tests). It bypasses row level security but still needs table privileges; it
--                  gets reads and writes on content, read/insert/delete on leads (leads are never
--                  changed after submission) and read/insert on profiles (create-user). Never
--                  TRUNCATE, REFERENCES, TRIGGER or MAINTAIN: nothing calls for them.
-- Objects are owned by the migration role (`postgres` on hosted), which keeps every privilege.

------------------------------------------------------------------------------------------
-- No more automatic grants for what the migration role creates in public
------------------------------------------------------------------------------------------
-- Older projects still have `alter default privileges … grant all … to anon, authenticated,
-- service_role` for the migration role; new ones do not. Removing them makes both behave alike, so
-- a later migration that forgets a grant fails everywhere instead of only on new projects.
alter default privileges in schema public revoke all on tables from anon, authenticated, service_role;
alter default privileges in schema public revoke all on functions from anon, authenticated, service_role;
alter default privileges in schema public revoke all on sequences from anon, authenticated, service_role;

------------------------------------------------------------------------------------------
-- private: helpers that policies, constraints and triggers use, out of the API's reach
------------------------------------------------------------------------------------------
-- Only `public` is exposed through the API (config.toml [api] schemas), so nothing in `private` can
-- be called over /rest/v1/rpc. SECURITY DEFINER role checks in particular must not be callable
-- there: they would tell anyone who is staff and run with the owner's rights.
create schema private;
revoke all on schema private from public;
-- anon evaluates nothing from private (its policies and the leads checks call no function; trigger
-- functions are not permission-checked when they fire). Signed-in users and the service role look
-- helpers up by name inside function bodies (the niche procedures, require_staff, set_slug,
-- are_http_urls), which needs usage on the schema.
grant usage on schema private to authenticated, service_role;

-- Moving keeps each function's identity, so every policy, check constraint and trigger that uses
-- one now calls private.<name> without being recreated; the storage.objects policies follow too,
-- with no statement on storage.objects, a table the migration role does not own.
alter function public.is_staff() set schema private;
alter function public.is_admin() set schema private;
alter function public.require_staff() set schema private;
alter function public.slugify(text) set schema private;
alter function public.is_http_url(text) set schema private;
alter function public.are_http_urls(text[]) set schema private;
alter function public.is_valid_image_object_name(text, text) set schema private;
alter function public.set_slug() set schema private;
alter function public.insights_set_author() set schema private;
alter function public.cases_normalize_galeria() set schema private;
alter function public.leads_before_insert() set schema private;

-- Bodies are looked up by name when they run, so those naming a moved helper are rewritten.

-- Every entry of an image list is an http(s) URL; the list is NULL or has 1..20 entries.
create or replace function private.are_http_urls(value text[])
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select value is null
      or (pg_catalog.cardinality(value) between 1 and 20
          and pg_catalog.array_position(value, null) is null
          and (select pg_catalog.bool_and(private.is_http_url(entry)) from pg_catalog.unnest(value) as entry))
$$;

-- BEFORE INSERT OR UPDATE trigger: fills `slug` from the column named in TG_ARGV[0] when no slug
-- is given (null or blank). A derived slug that is already taken gets a numeric suffix (-2, -3…);
-- a slug given explicitly is normalised with the same rule (a path-like legacy insight slug
-- containing '/' is kept as given) and a clash then fails with the unique constraint (23505).
-- SECURITY INVOKER: the uniqueness probe reads the table as the writer, who can read all content.
create or replace function private.set_slug()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  source_column text := tg_argv[0];
  base text;
  candidate text;
  n integer := 1;
  taken boolean;
begin
  if new.slug is not null and pg_catalog.btrim(new.slug) <> '' then
    if pg_catalog.strpos(new.slug, '/') = 0 then
      new.slug := private.slugify(new.slug);
    end if;
    return new;
  end if;

  base := private.slugify(pg_catalog.to_jsonb(new) ->> source_column);
  if base is null or base = '' then
    -- Nothing usable in the source (null, blank or only punctuation): fall back to the row id,
    -- so a missing title is reported by the title's own constraint, not by the slug's.
    base := pg_catalog.left(pg_catalog.replace((pg_catalog.to_jsonb(new) ->> 'id'), '-', ''), 8);
  end if;

  candidate := base;
  loop
    execute pg_catalog.format(
      'select exists (select 1 from %I.%I where slug = $1 and id is distinct from $2)',
      tg_table_schema, tg_table_name
    ) into taken using candidate, new.id;
    exit when not taken;
    n := n + 1;
    candidate := base || '-' || n;
  end loop;
  new.slug := candidate;
  return new;
end
$$;

-- Raises 42501 unless the caller is staff (editor or admin) or the service role. The service role
-- returns before is_staff() is reached, so it needs no privilege on is_staff().
create or replace function private.require_staff()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if (select auth.role()) = 'service_role' then
    return;
  end if;
  if not coalesce(private.is_staff(), false) then
    raise exception using
      errcode = '42501',
      message = 'Acesso negado: apenas editores e administradores podem alterar nichos.';
  end if;
end
$$;

-- The changing niche procedures, unchanged but for calling private.require_staff().

-- Links a niche to a case; linking twice is harmless. Returns true when a link was created.
create or replace function public.add_nicho_to_case(p_case_id uuid, p_nicho_id uuid)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  inserted integer;
begin
  perform private.require_staff();
  insert into public.case_nicho_links (case_id, nicho_id)
  values (p_case_id, p_nicho_id)
  on conflict (case_id, nicho_id) do nothing;
  get diagnostics inserted = row_count;
  return inserted > 0;
end
$$;

-- Unlinks a niche from a case. Returns true when a link was removed.
create or replace function public.remove_nicho_from_case(p_case_id uuid, p_nicho_id uuid)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  deleted integer;
begin
  perform private.require_staff();
  delete from public.case_nicho_links
  where case_id = p_case_id and nicho_id = p_nicho_id;
  get diagnostics deleted = row_count;
  return deleted > 0;
end
$$;

-- Creates a niche; a null/blank slug is derived from nome. Returns the new row.
create or replace function public.create_nicho(nome text, slug text default null, descricao text default null)
returns public.cases_nichos
language plpgsql
set search_path = ''
as $$
declare
  created public.cases_nichos;
begin
  perform private.require_staff();
  if create_nicho.nome is null or pg_catalog.btrim(create_nicho.nome) = '' then
    raise exception using errcode = '23514', message = 'Nome é obrigatório';
  end if;
  insert into public.cases_nichos (nome, slug, descricao)
  values (
    pg_catalog.btrim(create_nicho.nome),
    nullif(pg_catalog.btrim(create_nicho.slug), ''),
    nullif(pg_catalog.btrim(create_nicho.descricao), '')
  )
  returning * into created;
  return created;
end
$$;

-- Updates a niche; a null/blank slug is derived again from nome. Returns the updated row.
create or replace function public.update_nicho(nicho_id uuid, nome text, slug text default null, descricao text default null)
returns public.cases_nichos
language plpgsql
set search_path = ''
as $$
declare
  updated public.cases_nichos;
begin
  perform private.require_staff();
  if update_nicho.nome is null or pg_catalog.btrim(update_nicho.nome) = '' then
    raise exception using errcode = '23514', message = 'Nome é obrigatório';
  end if;
  update public.cases_nichos as n
  set nome = pg_catalog.btrim(update_nicho.nome),
      slug = nullif(pg_catalog.btrim(update_nicho.slug), ''),
      descricao = nullif(pg_catalog.btrim(update_nicho.descricao), '')
  where n.id = update_nicho.nicho_id
  returning n.* into updated;
  if not found then
    raise exception using errcode = 'P0002', message = 'Nicho não encontrado.';
  end if;
  return updated;
end
$$;

-- Deletes a niche (its links to cases go with it). Returns true when a row was deleted.
create or replace function public.delete_nicho(nicho_id uuid)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  deleted integer;
begin
  perform private.require_staff();
  delete from public.cases_nichos as n where n.id = delete_nicho.nicho_id;
  get diagnostics deleted = row_count;
  return deleted > 0;
end
$$;

comment on function private.slugify(text) is
  'Slug rule: lowercase, no accents, only a-z 0-9 and single hyphens, no edge hyphens.';
comment on function private.set_slug() is
  'Trigger: slug := slugify(<TG_ARGV[0]>) when no slug is given; unique by numeric suffix.';

------------------------------------------------------------------------------------------
-- Function privileges
------------------------------------------------------------------------------------------
-- Postgres lets PUBLIC execute every new function and the old defaults added the API roles; both
-- are taken away from every function here before the exact grants below.
revoke all on function
  private.is_staff(),
  private.is_admin(),
  private.require_staff(),
  private.slugify(text),
  private.is_http_url(text),
  private.are_http_urls(text[]),
  private.is_valid_image_object_name(text, text),
  private.set_slug(),
  private.insights_set_author(),
  private.cases_normalize_galeria(),
  private.leads_before_insert(),
  public.get_case_nichos(uuid),
  public.get_all_nichos(),
  public.add_nicho_to_case(uuid, uuid),
  public.remove_nicho_from_case(uuid, uuid),
  public.create_nicho(text, text, text),
  public.update_nicho(uuid, text, text, text),
  public.delete_nicho(uuid)
from public, anon, authenticated, service_role;

-- The API: reading niches is public, changing them is for staff (checked inside) and the service role.
grant execute on function public.get_case_nichos(uuid), public.get_all_nichos()
  to anon, authenticated, service_role;
grant execute on function
  public.add_nicho_to_case(uuid, uuid),
  public.remove_nicho_from_case(uuid, uuid),
  public.create_nicho(text, text, text),
  public.update_nicho(uuid, text, text, text),
  public.delete_nicho(uuid)
to authenticated, service_role;

-- Role checks: the policies for signed-in users call them (service_role bypasses those policies).
grant execute on function private.is_staff(), private.is_admin() to authenticated;
-- Called by the changing niche procedures.
grant execute on function private.require_staff() to authenticated, service_role;
-- Postgres checks EXECUTE on functions in check constraints and in invoker trigger bodies as the
-- writing role: the URL checks run on content inserts and updates, slugify inside set_slug. anon
-- writes no content, so it gets neither.
grant execute on function private.slugify(text), private.is_http_url(text), private.are_http_urls(text[])
  to authenticated, service_role;
-- The upload name rule of the storage policies for signed-in users.
grant execute on function private.is_valid_image_object_name(text, text) to authenticated;
-- Trigger functions (set_slug, insights_set_author, cases_normalize_galeria, leads_before_insert)
-- get no grant: Postgres does not check EXECUTE when a trigger fires, and nobody calls them.

------------------------------------------------------------------------------------------
-- Table privileges (row level security decides which rows; these decide which operations)
------------------------------------------------------------------------------------------
revoke all on table
  public.categorias,
  public.insights,
  public.cases_nichos,
  public.cases,
  public.case_nicho_links,
  public.noticias,
  public.leads,
  public.profiles
from public, anon, authenticated, service_role;

-- Content: everyone reads; signed-in users may try to write (the policies admit only staff);
-- the service role reads and writes.
grant select on table public.categorias to anon, authenticated, service_role;
grant insert, update, delete on table public.categorias to authenticated, service_role;

grant select on table public.insights to anon, authenticated, service_role;
grant insert, update, delete on table public.insights to authenticated, service_role;

grant select on table public.cases_nichos to anon, authenticated, service_role;
grant insert, update, delete on table public.cases_nichos to authenticated, service_role;

grant select on table public.cases to anon, authenticated, service_role;
grant insert, update, delete on table public.cases to authenticated, service_role;

grant select on table public.case_nicho_links to anon, authenticated, service_role;
grant insert, update, delete on table public.case_nicho_links to authenticated, service_role;

grant select on table public.noticias to anon, authenticated, service_role;
grant insert, update, delete on table public.noticias to authenticated, service_role;

-- Leads: visitors and signed-in users insert only the form's columns (id, created_at are the
-- database's) and cannot read back; admins read and delete (policies); nobody updates a lead.
grant insert (
  nome, email, telefone, empresa, pagina_origem,
  utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid,
  landing_page, referrer, privacy_policy_version, submission_id, honeypot
) on table public.leads to anon, authenticated;
grant select, delete on table public.leads to authenticated;
grant select, insert, delete on table public.leads to service_role;

-- Profiles: signed-in users read (own row, or all for admins) and admins change only `tipo`;
-- create-user reads the caller's profile and inserts the new one with the service role. Profiles
-- go away with their auth user (on delete cascade), so nobody deletes them directly.
grant select on table public.profiles to authenticated;
grant update (tipo) on table public.profiles to authenticated;
grant select, insert on table public.profiles to service_role;

-- There are no sequences in public or private (every key is a uuid): nothing to grant.
