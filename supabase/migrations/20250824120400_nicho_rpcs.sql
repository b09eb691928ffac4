-- Niche procedures called by the site and the admin.
-- Reading ones run for everyone; changing ones check is_staff() inside (42501 otherwise) and are
-- not executable by anon at all. All are SECURITY INVOKER: RLS on the tables applies as well.

create or replace function public.get_case_nichos(p_case_id uuid)
returns table (id uuid, nome text)
language sql
stable
set search_path = ''
as $$
  select n.id, n.nome
  from public.case_nicho_links l
  join public.cases_nichos n on n.id = l.nicho_id
  where l.case_id = p_case_id
  order by n.nome
$$;

create or replace function public.get_all_nichos()
returns setof public.cases_nichos
language sql
stable
set search_path = ''
as $$
  select * from public.cases_nichos order by nome
$$;

create or replace function public.require_staff()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  -- The service role (server-side code with the secret key) is trusted like staff.
  if (select auth.role()) is distinct from 'service_role' and not coalesce(public.is_staff(), false) then
    raise exception using
      errcode = '42501',
      message = 'Acesso negado: apenas editores e administradores podem alterar nichos.';
  end if;
end
$$;

-- Links a niche to a case; linking twice is harmless. Returns true when a link was created.
create or replace function public.add_nicho_to_case(p_case_id uuid, p_nicho_id uuid)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  inserted integer;
begin
  perform public.require_staff();
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
  perform public.require_staff();
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
  perform public.require_staff();
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
  perform public.require_staff();
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
  perform public.require_staff();
  delete from public.cases_nichos as n where n.id = delete_nicho.nicho_id;
  get diagnostics deleted = row_count;
  return deleted > 0;
end
$$;

revoke all on function
  public.get_case_nichos(uuid),
  public.get_all_nichos(),
  public.require_staff(),
  public.add_nicho_to_case(uuid, uuid),
  public.remove_nicho_from_case(uuid, uuid),
  public.create_nicho(text, text, text),
  public.update_nicho(uuid, text, text, text),
  public.delete_nicho(uuid)
from public, anon, authenticated;

grant execute on function public.get_case_nichos(uuid), public.get_all_nichos()
  to anon, authenticated, service_role;
grant execute on function
  public.require_staff(),
  public.add_nicho_to_case(uuid, uuid),
  public.remove_nicho_from_case(uuid, uuid),
  public.create_nicho(text, text, text),
  public.update_nicho(uuid, text, text, text),
  public.delete_nicho(uuid)
to authenticated, service_role;
