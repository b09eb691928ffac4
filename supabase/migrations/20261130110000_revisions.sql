-- Revisions ('Histórico'): every save of a case, article (insights) or news item (noticias) keeps
-- the whole item as it was saved, so staff can compare any two and bring one back.
--
-- public.content_revisions holds one row per saved version of an item: the row as JSON (its SEO
-- fields included), a case's niches ([{id, nome}]), who saved it and when. The database writes it
-- whatever path the write took (REST, save_case, a service-role script, a migration):
--   * a DEFERRABLE INITIALLY DEFERRED constraint trigger on each table, and on case_nicho_links,
--     reads the row and its niches at commit — save_case updates the case before its links, and a
--     revision must hold the niches of that same save. Two saves of one item in one transaction
--     leave one revision (the version committed); a niche link changed by a server task without a
--     case save updates the niches of the case's current revision;
--   * an AFTER DELETE trigger removes the revisions of an item deleted for good (an item moved to
--     the trash is not deleted: it keeps them);
--   * private.apply_revision_retention(), daily on pg_cron, deletes revisions older than 90 days
--     beyond the 50 newest of each item.
-- Staff read revisions (RLS); no API role inserts, changes or deletes them (no grants).
--
-- Restoring: public.restore_revision(revision_id, base_version) saves the revision's content over
-- the item as a new version, and so a new revision. It runs with the caller's rights (SECURITY
-- INVOKER) through the same saves as the forms — save_case for a case (fields and niches), an
-- UPDATE naming base_version for articles and news — so the version rule applies as to any save:
-- base_version is the item's version the person is looking at, and a stale one gets PT409.
-- What comes back is the content (texts, images, address, category, niches, SEO); the publication
-- state (status, publicado_em) stays as it is now: restoring never publishes nor unpublishes.
-- Niches and a category deleted since are left out.
--
-- LGPD: revisions copy content only (cases, articles, news hold no lead data); a removed staff
-- account leaves its revisions with created_by null, as the content rows' updated_by.

------------------------------------------------------------------------------------------
-- The table
------------------------------------------------------------------------------------------
create table public.content_revisions (
  id bigint generated always as identity primary key,
  subject text not null,
  item_id uuid not null,
  version integer not null,
  data jsonb not null,
  niches jsonb,
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint content_revisions_subject_check check (subject in ('case', 'insight', 'noticia')),
  constraint content_revisions_item_version_key unique (subject, item_id, version),
  constraint content_revisions_data_check check (pg_catalog.jsonb_typeof(data) = 'object'),
  constraint content_revisions_niches_check check (
    (subject = 'case') = (niches is not null) and (niches is null or pg_catalog.jsonb_typeof(niches) = 'array')
  )
);
comment on table public.content_revisions is
  'One row per saved version of a case, article or news item (written by the database). Kept: the 50 newest per item and all of the last 90 days.';
comment on column public.content_revisions.data is 'The item''s row as saved (every column but base_version).';
comment on column public.content_revisions.niches is 'Cases: the niches of that save, [{id, nome}] by name.';
comment on column public.content_revisions.created_by is 'Who saved it; null for a server task or a removed account.';
-- "The revisions of an item, newest first" reads the unique index backwards.
create index content_revisions_created_at_idx on public.content_revisions (created_at);
create index content_revisions_created_by_idx on public.content_revisions (created_by) where created_by is not null;

alter table public.content_revisions enable row level security;
revoke all on table public.content_revisions from public, anon, authenticated, service_role;
grant select on table public.content_revisions to authenticated, service_role;
create policy "content_revisions: staff read"
  on public.content_revisions for select
  to authenticated
  using ((select private.is_staff()));

-- 'Histórico' lists an item's revisions, newest first, naming who saved each: editors may not read
-- other staff profiles, so the address comes from private.revision_author_email (staff only).
-- Without the contents (an article's may be long): the app reads the two it compares by id.
create function private.revision_author_email(person uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select p.email from public.profiles p where p.id = person and private.is_staff()
$$;
revoke all on function private.revision_author_email(uuid) from public, anon, authenticated, service_role;
grant execute on function private.revision_author_email(uuid) to authenticated;

create function public.item_revisions(subject text, item_id uuid)
returns table (id bigint, version integer, created_at timestamptz, created_by uuid, created_by_email text)
language sql
stable
security invoker
set search_path = ''
as $$
  select r.id, r.version, r.created_at, r.created_by, private.revision_author_email(r.created_by)
  from public.content_revisions r
  where r.subject = item_revisions.subject and r.item_id = item_revisions.item_id
  order by r.version desc
$$;
revoke all on function public.item_revisions(text, uuid) from public, anon, authenticated, service_role;
grant execute on function public.item_revisions(text, uuid) to authenticated;

------------------------------------------------------------------------------------------
-- Writing them
------------------------------------------------------------------------------------------
create function private.revision_table(subject text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case subject when 'case' then 'cases' when 'insight' then 'insights' when 'noticia' then 'noticias' end
$$;
revoke all on function private.revision_table(text) from public, anon, authenticated, service_role;
-- public.restore_revision runs with the caller's rights and calls it.
grant execute on function private.revision_table(text) to authenticated;

-- Records the item as it is now under its current version (nothing when it is gone by then).
create function private.record_revision(subject text, item uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved jsonb;
  case_niches jsonb;
begin
  execute pg_catalog.format('select pg_catalog.to_jsonb(t) - ''base_version'' from public.%I t where t.id = $1',
    private.revision_table(subject))
    into saved using item;
  if saved is null then
    return;
  end if;
  if subject = 'case' then
    select coalesce(
      pg_catalog.jsonb_agg(pg_catalog.jsonb_build_object('id', n.id, 'nome', n.nome) order by n.nome, n.id),
      '[]'::jsonb)
    into case_niches
    from public.case_nicho_links l
    join public.cases_nichos n on n.id = l.nicho_id
    where l.case_id = item;
  end if;
  insert into public.content_revisions (subject, item_id, version, data, niches, created_by)
  values (subject, item, (saved ->> 'version')::integer, saved, case_niches, (saved ->> 'updated_by')::uuid)
  on conflict on constraint content_revisions_item_version_key
  do update set data = excluded.data, niches = excluded.niches;
end
$$;
revoke all on function private.record_revision(text, uuid) from public, anon, authenticated, service_role;

create function private.content_revision_on_commit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_table_name = 'case_nicho_links' then
    perform private.record_revision('case', coalesce(new.case_id, old.case_id));
  else
    perform private.record_revision(tg_argv[0], new.id);
  end if;
  return null;
end
$$;
revoke all on function private.content_revision_on_commit() from public, anon, authenticated, service_role;

create constraint trigger cases_revision after insert or update on public.cases
  deferrable initially deferred
  for each row execute function private.content_revision_on_commit('case');
create constraint trigger insights_revision after insert or update on public.insights
  deferrable initially deferred
  for each row execute function private.content_revision_on_commit('insight');
create constraint trigger noticias_revision after insert or update on public.noticias
  deferrable initially deferred
  for each row execute function private.content_revision_on_commit('noticia');
create constraint trigger case_nicho_links_revision after insert or delete on public.case_nicho_links
  deferrable initially deferred
  for each row execute function private.content_revision_on_commit();

-- An item deleted for good takes its revisions with it.
create function private.content_revisions_forget()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.content_revisions r where r.subject = tg_argv[0] and r.item_id = old.id;
  return null;
end
$$;
revoke all on function private.content_revisions_forget() from public, anon, authenticated, service_role;
create trigger cases_revisions_forget after delete on public.cases
  for each row execute function private.content_revisions_forget('case');
create trigger insights_revisions_forget after delete on public.insights
  for each row execute function private.content_revisions_forget('insight');
create trigger noticias_revisions_forget after delete on public.noticias
  for each row execute function private.content_revisions_forget('noticia');

-- The items there are now start with one revision: their current version.
select private.record_revision('case', c.id) from public.cases c;
select private.record_revision('insight', i.id) from public.insights i;
select private.record_revision('noticia', n.id) from public.noticias n;
-- Dated when the item last changed, not when this migration ran.
update public.content_revisions r
set created_at = coalesce((r.data ->> 'updated_at')::timestamptz, (r.data ->> 'created_at')::timestamptz);

------------------------------------------------------------------------------------------
-- Restoring one
------------------------------------------------------------------------------------------

-- The columns a restore writes back, per subject: the content, not the publication state.
-- SECURITY DEFINER: it reads private.case_editable_columns() for the caller of restore_revision.
create function private.revision_restored_columns(subject text)
returns text[]
language sql
immutable
security definer
set search_path = ''
as $$
  select case subject
    when 'case' then pg_catalog.array_remove(pg_catalog.array_remove(
      private.case_editable_columns(), 'status'), 'publicado_em')
    when 'insight' then array[
      'titulo', 'slug', 'descricao', 'conteudo', 'imagem', 'categoria_id',
      'seo_titulo', 'seo_descricao', 'seo_imagem'
    ]
    when 'noticia' then array['titulo', 'link_externo', 'imagem']
  end
$$;
revoke all on function private.revision_restored_columns(text) from public, anon, authenticated, service_role;
grant execute on function private.revision_restored_columns(text) to authenticated;

-- Saves revision `revision_id` over its item as a new version; `base_version` is the item's version
-- the caller is looking at (PT409 when someone saved since). Answers the new version.
create function public.restore_revision(revision_id bigint, base_version integer)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  revision public.content_revisions;
  columns text[];
  fields jsonb;
  restored integer;
begin
  -- Only staff read revisions (RLS): to anyone else none exists.
  select r.* into revision from public.content_revisions r where r.id = restore_revision.revision_id;
  if not found then
    raise exception using errcode = 'P0002', message = 'Versão não encontrada.';
  end if;
  columns := private.revision_restored_columns(revision.subject);
  select coalesce(pg_catalog.jsonb_object_agg(d.key, d.value), '{}'::jsonb) into fields
  from pg_catalog.jsonb_each(revision.data) d
  where d.key = any (columns);
  -- A category deleted since cannot come back: the article keeps none.
  if fields ? 'categoria_id' and fields ->> 'categoria_id' is not null and not exists (
    select 1 from public.categorias c where c.id = (fields ->> 'categoria_id')::uuid
  ) then
    fields := fields || '{"categoria_id": null}'::jsonb;
  end if;

  if revision.subject = 'case' then
    select s.version into restored
    from public.save_case(
      revision.item_id,
      restore_revision.base_version,
      fields,
      array(
        select n.id from public.cases_nichos n
        where n.id in (select (e ->> 'id')::uuid from pg_catalog.jsonb_array_elements(revision.niches) e)
      )
    ) s;
  else
    -- A key missing from fields keeps the current value: the record is populated over the row.
    select pg_catalog.array_agg(pg_catalog.quote_ident(k) order by k) into columns
    from pg_catalog.jsonb_object_keys(fields) k;
    execute pg_catalog.format(
      'update public.%I t set (%s) = (select %s from pg_catalog.jsonb_populate_record(t, $1) r) where t.id = $3 returning t.version',
      private.revision_table(revision.subject),
      pg_catalog.array_to_string(coalesce(columns, '{}') || array['base_version'], ', '),
      pg_catalog.array_to_string(
        array(select 'r.' || col from pg_catalog.unnest(coalesce(columns, '{}')) col) || array['$2'], ', '))
      into restored using fields, restore_revision.base_version, revision.item_id;
  end if;
  if restored is null then
    raise exception using errcode = 'P0002', message = 'O item desta versão não existe mais.';
  end if;
  return restored;
end
$$;
revoke all on function public.restore_revision(bigint, integer) from public, anon, authenticated, service_role;
grant execute on function public.restore_revision(bigint, integer) to authenticated;
comment on function public.restore_revision(bigint, integer) is
  'Saves a revision''s content over its item as a new version (base_version: the version the caller is looking at; PT409 when stale).';

------------------------------------------------------------------------------------------
-- Retention, daily
------------------------------------------------------------------------------------------

-- Deletes the revisions older than 90 days that are not among the 50 newest of their item;
-- answers how many. Run by pg_cron as the migration role (the table's owner).
create function private.apply_revision_retention()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  removed integer;
begin
  delete from public.content_revisions r
  using (
    select o.id, pg_catalog.row_number() over (partition by o.subject, o.item_id order by o.version desc) as newest
    from public.content_revisions o
  ) ranked
  where ranked.id = r.id
    and ranked.newest > 50
    and r.created_at < pg_catalog.now() - interval '90 days';
  get diagnostics removed = row_count;
  return removed;
end
$$;
revoke all on function private.apply_revision_retention() from public, anon, authenticated, service_role;

select cron.schedule('revision-retention', '35 3 * * *', 'select private.apply_revision_retention()');
