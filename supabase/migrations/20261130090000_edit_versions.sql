-- No stale save: every row staff edit carries a version, and a save must name the version it was
-- made from.
--
-- Versioned rows: cases (with their niches), insights, noticias, cases_nichos, categorias,
-- redirects, leads (the pipeline fields), lead_settings and staff_settings. Each has
--   version      integer, 1 on insert, +1 on every update (the database counts, never the client);
--   updated_at   when the row last changed;  updated_by  who changed it (null: a server task);
--   base_version the version a save was made from. Write-only: a save sets it, the row never
--                keeps it (it reads back null).
-- A staff request (role `authenticated`) that updates a versioned row must set base_version to the
-- row's current version, whatever path the write takes (REST PATCH, an RPC, a function using the
-- caller's token):
--   * base_version missing → PT428 (HTTP 428), "a versão em que a alteração foi feita é obrigatória";
--   * base_version older   → PT409 (HTTP 409), nothing changes; the error's details are JSON
--     {"version", "updated_at", "updated_by", "updated_by_email"} of the row as it is now.
-- Writes the database makes itself while applying a staff write (triggers: a slug change moving a
-- redirect, a niche moving to the trash) are part of that write and need no version; server tasks
-- (the secret key, pg_cron, migrations) are not edits made from a form and need none either.

------------------------------------------------------------------------------------------
-- The columns
------------------------------------------------------------------------------------------
do $$
declare
  t text;
begin
  foreach t in array array[
    'cases', 'insights', 'noticias', 'cases_nichos', 'categorias', 'redirects', 'leads',
    'lead_settings', 'staff_settings'
  ] loop
    execute format('alter table public.%I add column if not exists version integer not null default 1', t);
    execute format('alter table public.%I add column if not exists base_version integer', t);
    execute format('alter table public.%I add column if not exists updated_at timestamptz', t);
    execute format(
      'alter table public.%I add column if not exists updated_by uuid references public.profiles (id) on delete set null', t);
    execute format('comment on column public.%I.version is %L', t,
      'Counts the row''s saves: 1 on insert, +1 on every update. A staff save names it in base_version.');
    execute format('comment on column public.%I.base_version is %L', t,
      'Write-only: the version a save was made from (required from staff, never stored).');
  end loop;
end
$$;
-- Until now leads.updated_at was the last pipeline change, null when none: it stays so.
update public.cases set updated_at = created_at where updated_at is null;
update public.insights set updated_at = created_at where updated_at is null;
update public.noticias set updated_at = created_at where updated_at is null;
update public.cases_nichos set updated_at = created_at where updated_at is null;
update public.categorias set updated_at = created_at where updated_at is null;
update public.redirects set updated_at = created_at where updated_at is null;

-- Staff may name the version on every row they may update (column grants where the table has them).
grant update (base_version) on table public.leads to authenticated;
grant update (base_version) on table public.lead_settings to authenticated;
grant update (base_version) on table public.staff_settings to authenticated;
grant update (base_version) on table public.redirects to authenticated;

------------------------------------------------------------------------------------------
-- The rule
------------------------------------------------------------------------------------------
create function private.staff_email(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$ select p.email from public.profiles p where p.id = person $$;
revoke all on function private.staff_email(uuid) from public, anon, authenticated, service_role;

-- Runs first among the BEFORE UPDATE triggers (its name sorts first: `_edit_version`), so the
-- other triggers see a save that was allowed.
create function private.check_edit_version()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- updated_by names staff only: a signed-in visitor without a profile may send a lead, and
  -- the key references profiles.
  if tg_op = 'INSERT' then
    new.version := 1;
    new.base_version := null;
    new.updated_at := pg_catalog.now();
    new.updated_by := (select p.id from public.profiles p where p.id = (select auth.uid()));
    return new;
  end if;
  if (select auth.role()) = 'authenticated' and pg_catalog.pg_trigger_depth() = 1 then
    if new.base_version is null then
      raise exception using
        errcode = 'PT428',
        message = 'A versão em que a alteração foi feita é obrigatória (base_version).',
        hint = 'Leia o registro com a coluna version e envie base_version com esse valor.';
    end if;
    if new.base_version <> old.version then
      raise exception using
        errcode = 'PT409',
        message = 'Este registro foi alterado por outra pessoa depois que você o abriu.',
        detail = pg_catalog.jsonb_build_object(
          'version', old.version,
          'updated_at', old.updated_at,
          'updated_by', old.updated_by,
          'updated_by_email', private.staff_email(old.updated_by)
        )::text,
        hint = 'Compare as alterações e salve de novo a partir da versão atual.';
    end if;
  end if;
  new.version := old.version + 1;
  new.base_version := null;
  new.updated_at := pg_catalog.now();
  new.updated_by := (select p.id from public.profiles p where p.id = (select auth.uid()));
  return new;
end
$$;
revoke all on function private.check_edit_version() from public, anon, authenticated, service_role;

do $$
declare
  t text;
begin
  foreach t in array array[
    'cases', 'insights', 'noticias', 'cases_nichos', 'categorias', 'redirects', 'leads',
    'lead_settings', 'staff_settings'
  ] loop
    execute format(
      'create trigger _edit_version before insert or update on public.%I for each row execute function private.check_edit_version()',
      t);
  end loop;
end
$$;

-- lead_settings stamped its own updated_at/updated_by: the rule does it now.
drop trigger lead_settings_before_update on public.lead_settings;
drop function private.lead_settings_before_update();

-- The activity log names the columns a save changed: the version and its stamps change with every
-- save and are not news.
create or replace function private.changed_columns(old_row jsonb, new_row jsonb)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(pg_catalog.array_agg(n.key order by n.key), '{}')
  from pg_catalog.jsonb_each(new_row) n
  where n.value is distinct from old_row -> n.key
    and n.key not in ('updated_at', 'updated_by', 'version', 'base_version', 'busca', 'data_publicacao')
$$;

------------------------------------------------------------------------------------------
-- Case and niches in one save
------------------------------------------------------------------------------------------
-- The columns of a case staff write (the rest the database keeps: id, created_at,
-- data_publicacao, version and stamps).
create function private.case_editable_columns()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array[
    'titulo', 'subtitulo', 'slug', 'status', 'publicado_em', 'destaque', 'imagem_destacada',
    'video_url', 'agente_ia_url', 'problema', 'solucao', 'resultados', 'galeria',
    'depoimento_texto', 'depoimento_nome', 'depoimento_cargo', 'depoimento_foto',
    'seo_titulo', 'seo_descricao', 'seo_imagem'
  ]
$$;
revoke all on function private.case_editable_columns() from public, anon, authenticated, service_role;

-- Creates (case_id null) or updates a case and sets its niches, in one transaction: the case's
-- version counts the niche change too. `fields` holds the columns to write (a missing key keeps
-- the column's current value, or its default on create); `nicho_ids` the niches the case has after
-- the save (null: leave them). Returns the saved row. SECURITY DEFINER: staff no longer write
-- niche links directly; the API's public.save_case below runs as the caller and calls it.
create function private.save_case(
  case_id uuid,
  base_version integer,
  fields jsonb,
  nicho_ids uuid[] default null
)
returns public.cases
language plpgsql
security definer
set search_path = ''
as $$
declare
  columns text[];
  unknown text;
  saved public.cases;
begin
  if (select auth.role()) is distinct from 'service_role' and not coalesce(private.is_staff(), false) then
    raise exception using
      errcode = '42501',
      message = 'Acesso negado: apenas editores e administradores podem alterar cases.';
  end if;
  if fields is null or pg_catalog.jsonb_typeof(fields) <> 'object' then
    raise exception using errcode = '22023', message = 'fields deve ser um objeto com as colunas do case.';
  end if;
  select k into unknown from pg_catalog.jsonb_object_keys(fields) k
  where k <> all (private.case_editable_columns()) limit 1;
  if unknown is not null then
    raise exception using
      errcode = '42703',
      message = pg_catalog.format('A coluna %s do case não existe ou não pode ser alterada.', unknown);
  end if;
  select pg_catalog.array_agg(pg_catalog.quote_ident(k) order by k) into columns
  from pg_catalog.jsonb_object_keys(fields) k;

  if case_id is null then
    if columns is null then
      raise exception using errcode = '22023', message = 'Um case novo precisa ao menos de título e subtítulo.';
    end if;
    execute pg_catalog.format(
      'insert into public.cases (%1$s) select %1$s from pg_catalog.jsonb_populate_record(null::public.cases, $1) returning *',
      pg_catalog.array_to_string(columns, ', '))
      into saved using fields;
  else
    -- Locked first, so the version check and the niche change see the same case.
    perform 1 from public.cases c where c.id = save_case.case_id for update;
    if not found then
      raise exception using errcode = 'P0002', message = 'Case não encontrado.';
    end if;
    -- A key missing from fields keeps the current value: the record is populated over the row.
    execute pg_catalog.format(
      'update public.cases c set (%s) = (select %s from pg_catalog.jsonb_populate_record(c, $1) r) where c.id = $3 returning c.*',
      pg_catalog.array_to_string(coalesce(columns, '{}') || array['base_version'], ', '),
      pg_catalog.array_to_string(
        array(select 'r.' || col from pg_catalog.unnest(coalesce(columns, '{}')) col) || array['$2'], ', '))
      into saved using fields, save_case.base_version, save_case.case_id;
  end if;

  if nicho_ids is not null then
    delete from public.case_nicho_links l
    where l.case_id = saved.id and l.nicho_id <> all (nicho_ids);
    insert into public.case_nicho_links (case_id, nicho_id)
    select saved.id, n from pg_catalog.unnest(nicho_ids) n
    on conflict do nothing;
  end if;
  return saved;
end
$$;
revoke all on function private.save_case(uuid, integer, jsonb, uuid[]) from public, anon, authenticated, service_role;
grant execute on function private.save_case(uuid, integer, jsonb, uuid[]) to authenticated, service_role;

create function public.save_case(
  case_id uuid,
  base_version integer,
  fields jsonb,
  nicho_ids uuid[] default null
)
returns public.cases
language sql
set search_path = ''
as $$ select private.save_case(save_case.case_id, save_case.base_version, save_case.fields, save_case.nicho_ids) $$;
revoke all on function public.save_case(uuid, integer, jsonb, uuid[]) from public, anon, authenticated, service_role;
grant execute on function public.save_case(uuid, integer, jsonb, uuid[]) to authenticated, service_role;
comment on function public.save_case(uuid, integer, jsonb, uuid[]) is
  'Creates or updates a case and sets its niches in one transaction (the case''s version names both).';

-- A niche link changes only with its case's save: the old one-link calls would change a case
-- without naming its version.
drop function public.add_nicho_to_case(uuid, uuid);
drop function public.remove_nicho_from_case(uuid, uuid);
revoke insert, update, delete on table public.case_nicho_links from authenticated;

------------------------------------------------------------------------------------------
-- Niches: update_nicho names the version too
------------------------------------------------------------------------------------------
drop function public.update_nicho(uuid, text, text, text);
create function public.update_nicho(
  nicho_id uuid,
  base_version integer,
  nome text,
  slug text default null,
  descricao text default null
)
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
      descricao = nullif(pg_catalog.btrim(update_nicho.descricao), ''),
      base_version = update_nicho.base_version
  where n.id = update_nicho.nicho_id
  returning n.* into updated;
  if not found then
    raise exception using errcode = 'P0002', message = 'Nicho não encontrado.';
  end if;
  return updated;
end
$$;
revoke all on function public.update_nicho(uuid, integer, text, text, text) from public, anon, authenticated;
grant execute on function public.update_nicho(uuid, integer, text, text, text) to authenticated, service_role;
