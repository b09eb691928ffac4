-- A trash ('Lixeira'): deleting a case, article (insight), press item (noticia) or niche
-- (cases_nichos) moves it to the trash for 30 days instead of deleting it.
--
-- Trashed: `deleted_at` (when) and `deleted_by` (who) are set. A trashed row
--   * is invisible to every API role, staff included (row level security): the site, the build
--     (publishable key), the sitemap, the admin lists, embedded niches and get_*_nichos all leave
--     it out without a filter of their own. Staff reach it only through the trash functions:
--     public.trash_items() (the list), public.restore_from_trash() and public.delete_from_trash();
--   * keeps everything: its fields, its niche links (a trashed case's, and a trashed niche's, which
--     a case saved meanwhile does not drop), its revisions, its slug (so a restore never collides:
--     a new item gets a numbered slug meanwhile, and its address stays reserved);
--   * refuses edits (PT410, HTTP 410), whatever path reaches it (save_case is SECURITY DEFINER).
-- Why invisible to staff as well, and not only to visitors: every reader (the public pages a
-- signed-in editor browses, the admin lists and counts, the niche pickers, the case form's niche
-- ids) would otherwise need its own `deleted_at is null`, and one forgotten filter would show or
-- save a deleted item. The one exception is the slug probe (private.set_slug), which must see
-- trashed slugs: it now runs as its owner.
--
-- How rows get there and out:
--   * a staff DELETE of a live row, whatever path (REST DELETE, delete_nicho), moves it to the
--     trash instead (BEFORE DELETE trigger: it updates the row and skips the delete; that update
--     runs at trigger depth 2, so the edit-version rule asks no base_version: deleting is not an
--     edit made from a form, and nothing is lost);
--   * deleting a trashed row deletes it for good: admins only (42501 for editors), server tasks
--     (the secret key, pg_cron) too. A server task's DELETE of a live row deletes it for good as
--     before (scripts and tests clean up after themselves);
--   * restore_from_trash (staff) puts it back as it was, with its niches; a public item takes its
--     address back (a redirect from it stops, as when an item becomes public);
--   * the daily 'empty-trash' job deletes what has been in the trash for 30 days.
-- Staff never set deleted_at/deleted_by themselves (42501): one way in, one way out.
-- Moving to and from the trash changes what visitors see: the publishing triggers request a
-- rebuild as for a delete (a trashed item counts as not public); emptying the trash does not.
-- The activity log records 'content_trashed', 'content_restored' and, for good, 'content_deleted'.

------------------------------------------------------------------------------------------
-- The columns
------------------------------------------------------------------------------------------
create function private.trash_period()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '30 days' $$;

do $$
declare
  t text;
begin
  foreach t in array array['cases', 'insights', 'noticias', 'cases_nichos'] loop
    execute format('alter table public.%I add column deleted_at timestamptz', t);
    execute format(
      'alter table public.%I add column deleted_by uuid references public.profiles (id) on delete set null', t);
    execute format('comment on column public.%I.deleted_at is %L', t,
      'In the trash since (null: live). Trashed rows are invisible to the API but through the trash functions.');
    execute format('create index %1$s_deleted_at_idx on public.%1$I (deleted_at) where deleted_at is not null', t);
  end loop;
end
$$;

------------------------------------------------------------------------------------------
-- Who reads what: nobody reads a trashed row through the API
------------------------------------------------------------------------------------------
alter policy "cases: visitors read what is public" on public.cases
  using (deleted_at is null and status = 'publicado' and publicado_em <= now());
alter policy "cases: signed-in users read what is public, staff everything" on public.cases
  using (deleted_at is null and ((status = 'publicado' and publicado_em <= now()) or (select private.is_staff())));
alter policy "insights: visitors read what is public" on public.insights
  using (deleted_at is null and status = 'publicado' and publicado_em <= now());
alter policy "insights: signed-in users read what is public, staff everything" on public.insights
  using (deleted_at is null and ((status = 'publicado' and publicado_em <= now()) or (select private.is_staff())));
alter policy "noticias: everyone reads" on public.noticias using (deleted_at is null);
alter policy "cases_nichos: everyone reads" on public.cases_nichos using (deleted_at is null);
-- A link shows only when the reader may see both ends (the subqueries run under their policies).
alter policy "case_nicho_links: readers of the case" on public.case_nicho_links
  using (
    exists (select 1 from public.cases c where c.id = case_id)
    and exists (select 1 from public.cases_nichos n where n.id = nicho_id)
  );

-- The slug probe looks for a taken slug among all rows, trashed ones included (a trashed item
-- keeps its address for its restore). It only answers whether a slug is taken.
alter function private.set_slug() security definer;

------------------------------------------------------------------------------------------
-- Into the trash, out of it, and the edits a trashed row refuses
------------------------------------------------------------------------------------------
-- BEFORE DELETE: a staff delete of a live row moves it to the trash; deleting a trashed row is
-- for admins and server tasks.
create function private.trash_instead_of_delete()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  is_staff_request boolean := (select auth.role()) = 'authenticated';
begin
  if old.deleted_at is null then
    if not is_staff_request then
      return old;
    end if;
    execute pg_catalog.format(
      'update %I.%I set deleted_at = pg_catalog.now(), deleted_by = $2 where id = $1',
      tg_table_schema, tg_table_name)
      using old.id, (select auth.uid());
    return null;
  end if;
  if is_staff_request and not coalesce(private.is_admin(), false) then
    raise exception using
      errcode = '42501',
      message = 'Apenas administradores excluem itens da lixeira para sempre.';
  end if;
  return old;
end
$$;

-- BEFORE INSERT OR UPDATE, for staff requests (the database's own writes, at trigger depth > 1,
-- and server tasks do as they must): the trash columns are the trash's, and a trashed row
-- changes only by being restored.
create function private.trash_guard()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if (select auth.role()) is distinct from 'authenticated' or pg_catalog.pg_trigger_depth() > 1 then
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.deleted_at := null;
    new.deleted_by := null;
    return new;
  end if;
  if old.deleted_at is null then
    if new.deleted_at is not null or new.deleted_by is distinct from old.deleted_by then
      raise exception using
        errcode = '42501',
        message = 'Para mover um item para a lixeira, exclua-o.';
    end if;
    return new;
  end if;
  if new.deleted_at is null then
    -- Restored (only the trash functions reach a trashed row).
    new.deleted_by := null;
    return new;
  end if;
  raise exception using
    errcode = 'PT410',
    message = 'Este item está na lixeira: restaure-o para poder alterá-lo.',
    hint = 'Lixeira no painel: Restaurar.';
end
$$;

do $$
declare
  t text;
begin
  foreach t in array array['cases', 'insights', 'noticias', 'cases_nichos'] loop
    execute format(
      'create trigger trash_instead_of_delete before delete on public.%I
         for each row execute function private.trash_instead_of_delete()', t);
    -- `_edit_trash` sorts before `_edit_version`: a save of a trashed row hears that it is in the
    -- trash, not that its version is stale.
    execute format(
      'create trigger _edit_trash before insert or update on public.%I
         for each row execute function private.trash_guard()', t);
  end loop;
end
$$;

-- A trashed niche keeps its links: a case saved meanwhile (save_case sets the case's niches to the
-- ones its form shows, which no longer include the trashed niche) leaves them, so a restore brings
-- the niche back on its cases. Deletes by cascade (depth > 1: a case or niche deleted for good)
-- go through.
create function private.keep_trashed_niche_links()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if pg_catalog.pg_trigger_depth() = 1
     and exists (select 1 from public.cases_nichos n where n.id = old.nicho_id and n.deleted_at is not null) then
    return null;
  end if;
  return old;
end
$$;
create trigger keep_trashed_niche_links
  before delete on public.case_nicho_links
  for each row execute function private.keep_trashed_niche_links();

-- delete_nicho answered whether a row was deleted: now whether the niche went to the trash.
create or replace function public.delete_nicho(nicho_id uuid)
returns boolean
language plpgsql
set search_path = ''
as $$
begin
  perform private.require_staff();
  -- Read under the caller's row level security: a niche already in the trash is not found.
  perform 1 from public.cases_nichos as n where n.id = delete_nicho.nicho_id;
  if not found then
    return false;
  end if;
  delete from public.cases_nichos as n where n.id = delete_nicho.nicho_id;
  return true;
end
$$;
comment on function public.delete_nicho(uuid) is
  'Moves a niche to the trash (its links to cases stay for its restore); false when there is no such live niche.';

------------------------------------------------------------------------------------------
-- The trash functions
------------------------------------------------------------------------------------------
-- 'case' | 'insight' | 'noticia' | 'nicho' (the activity log's subject types) → its table.
create function private.trash_table(kind text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  case kind
    when 'case' then return 'cases';
    when 'insight' then return 'insights';
    when 'noticia' then return 'noticias';
    when 'nicho' then return 'cases_nichos';
    else
      raise exception using
        errcode = '22023',
        message = pg_catalog.format('Tipo de item desconhecido: %s (case, insight, noticia ou nicho).', kind);
  end case;
end
$$;

-- What is in the trash, newest first (staff; nothing for anyone else).
create function private.trash_items()
returns table (
  kind text,
  id uuid,
  titulo text,
  deleted_at timestamptz,
  deleted_by uuid,
  deleted_by_email text,
  purge_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select t.kind, t.id, t.titulo, t.deleted_at, t.deleted_by, p.email, t.deleted_at + private.trash_period()
  from (
    select 'case' as kind, c.id, c.titulo, c.deleted_at, c.deleted_by from public.cases c where c.deleted_at is not null
    union all
    select 'insight', i.id, i.titulo, i.deleted_at, i.deleted_by from public.insights i where i.deleted_at is not null
    union all
    select 'noticia', n.id, n.titulo, n.deleted_at, n.deleted_by from public.noticias n where n.deleted_at is not null
    union all
    select 'nicho', n.id, n.nome, n.deleted_at, n.deleted_by from public.cases_nichos n where n.deleted_at is not null
  ) t
  left join public.profiles p on p.id = t.deleted_by
  where coalesce(private.is_staff(), false)
  order by t.deleted_at desc, t.id
$$;

-- Puts a trashed item back (staff). Restoring is no edit made from a form: it names the row's
-- current version itself. Restoring an item that is not in the trash (someone restored it first)
-- changes nothing.
create function private.restore_from_trash(kind text, item_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  item_table text := private.trash_table(kind);
  current_version integer;
  trashed_at timestamptz;
  restored jsonb;
begin
  if not coalesce(private.is_staff(), false) and (select auth.role()) is distinct from 'service_role' then
    raise exception using
      errcode = '42501',
      message = 'Acesso negado: apenas editores e administradores restauram itens da lixeira.';
  end if;
  execute pg_catalog.format('select version, deleted_at from public.%I where id = $1 for update', item_table)
    into current_version, trashed_at using item_id;
  if current_version is null then
    raise exception using errcode = 'P0002', message = 'Item não encontrado na lixeira.';
  end if;
  if trashed_at is null then
    return;
  end if;
  execute pg_catalog.format(
    'update public.%I t set deleted_at = null, base_version = $2 where t.id = $1 returning pg_catalog.to_jsonb(t)',
    item_table)
    into restored using item_id, current_version;
  -- A public case or article is live at its address again: a redirect from it stops.
  if kind in ('case', 'insight')
     and private.is_public(restored ->> 'status', (restored ->> 'publicado_em')::timestamptz) then
    perform private.release_address(case kind
      when 'case' then private.case_path(restored ->> 'slug')
      else private.insight_path(
        (select c.slug from public.categorias c where c.id = (restored ->> 'categoria_id')::uuid),
        restored ->> 'slug')
    end);
  end if;
end
$$;

-- Deletes a trashed item for good (admins: the trash trigger refuses anyone else).
create function private.delete_from_trash(kind text, item_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed integer;
begin
  execute pg_catalog.format('delete from public.%I where id = $1 and deleted_at is not null', private.trash_table(kind))
    using item_id;
  get diagnostics removed = row_count;
  if removed = 0 then
    raise exception using errcode = 'P0002', message = 'Item não encontrado na lixeira.';
  end if;
end
$$;

-- Daily (pg_cron, as the migration role): deletes what has been in the trash for the period.
-- Answers how many rows went.
create function private.empty_trash()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  t text;
  removed integer;
  total integer := 0;
begin
  foreach t in array array['cases', 'insights', 'noticias', 'cases_nichos'] loop
    execute pg_catalog.format('delete from public.%I where deleted_at < pg_catalog.now() - private.trash_period()', t);
    get diagnostics removed = row_count;
    total := total + removed;
  end loop;
  return total;
end
$$;
select cron.schedule('empty-trash', '45 3 * * *', 'select private.empty_trash()');

-- The API's names (SECURITY INVOKER: no definer function is exposed).
create function public.trash_items()
returns table (
  kind text,
  id uuid,
  titulo text,
  deleted_at timestamptz,
  deleted_by uuid,
  deleted_by_email text,
  purge_at timestamptz
)
language sql
stable
set search_path = ''
as $$ select * from private.trash_items() $$;

create function public.restore_from_trash(kind text, item_id uuid)
returns void
language sql
set search_path = ''
as $$ select private.restore_from_trash(restore_from_trash.kind, restore_from_trash.item_id) $$;

create function public.delete_from_trash(kind text, item_id uuid)
returns void
language sql
set search_path = ''
as $$ select private.delete_from_trash(delete_from_trash.kind, delete_from_trash.item_id) $$;

comment on function public.trash_items() is
  'What is in the trash (staff): kind (case, insight, noticia, nicho), id, title, who and when, and when it is deleted for good.';
comment on function public.restore_from_trash(text, uuid) is
  'Puts a trashed item back as it was, with its niches (staff).';
comment on function public.delete_from_trash(text, uuid) is
  'Deletes a trashed item for good (admins).';

------------------------------------------------------------------------------------------
-- Publishing: a trashed item is not public
------------------------------------------------------------------------------------------
create or replace function private.note_public_item_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (tg_op in ('UPDATE', 'DELETE') and old.deleted_at is null and private.is_public(old.status, old.publicado_em))
     or (tg_op in ('INSERT', 'UPDATE') and new.deleted_at is null and private.is_public(new.status, new.publicado_em)) then
    perform private.note_public_change();
  end if;
  return null;
end
$$;

-- Any row change counts, but for a row that was in the trash and stays there (or is deleted
-- from it): visitors never saw it. (categorias and redirects have no trash: the key is absent.)
create or replace function private.note_public_table_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op <> 'INSERT' and pg_catalog.to_jsonb(old) ->> 'deleted_at' is not null
     and (tg_op = 'DELETE' or pg_catalog.to_jsonb(new) ->> 'deleted_at' is not null) then
    return null;
  end if;
  perform private.note_public_change();
  return null;
end
$$;

-- As before, but a trashed item becoming due neither counts nor takes its address.
create or replace function private.publish_site_if_due()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  state public.site_publication;
  due_path text;
  due boolean := false;
begin
  select * into state from public.site_publication for update;
  -- Items that became due: a change, and their addresses stop redirecting.
  for due_path in
    select private.case_path(c.slug) from public.cases c
    where c.status = 'publicado' and c.deleted_at is null
      and c.publicado_em > state.due_checked_at and c.publicado_em <= pg_catalog.now()
    union all
    select private.insight_path(k.slug, i.slug)
    from public.insights i left join public.categorias k on k.id = i.categoria_id
    where i.status = 'publicado' and i.deleted_at is null
      and i.publicado_em > state.due_checked_at and i.publicado_em <= pg_catalog.now()
  loop
    perform private.release_address(due_path);
    due := true;
  end loop;
  if due then
    perform private.note_public_change();
  end if;
  update public.site_publication set due_checked_at = pg_catalog.now();
  select * into state from public.site_publication;
  if state.pending_since is not null
     and (state.changed_at <= pg_catalog.now() - private.site_build_quiet_period()
          or state.pending_since <= pg_catalog.now() - private.site_build_max_wait()) then
    perform private.call_site_build_hook(null);
  end if;
end
$$;

------------------------------------------------------------------------------------------
-- Activity log: moved to the trash, restored; 'content_deleted' is now a delete for good
------------------------------------------------------------------------------------------
alter table public.audit_events
  drop constraint audit_events_kind_check,
  add constraint audit_events_kind_check check (kind in (
    'sign_in', 'sign_in_failed', 'second_factor_verified', 'recovery_sign_in',
    'recovery_requested', 'password_changed', 'second_factor_added', 'second_factor_removed',
    'email_change_requested', 'email_changed',
    'content_created', 'content_updated', 'content_published', 'content_unpublished', 'content_deleted',
    'content_trashed', 'content_restored',
    'user_created', 'user_role_changed', 'user_deactivated', 'user_reactivated', 'user_removed',
    'user_second_factor_removed',
    'lead_viewed', 'leads_exported', 'lead_data_exported', 'leads_deleted',
    'settings_changed'
  ));

create or replace function private.audit_content_change()
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
  -- Into and out of the trash (tables without a trash have no deleted_at: both null).
  if old_data ->> 'deleted_at' is null and row_data ->> 'deleted_at' is not null then
    perform private.audit('content_trashed', subject, row_data ->> 'id', label);
    return null;
  end if;
  if old_data ->> 'deleted_at' is not null and row_data ->> 'deleted_at' is null then
    perform private.audit('content_restored', subject, row_data ->> 'id', label);
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

------------------------------------------------------------------------------------------
-- Access
------------------------------------------------------------------------------------------
revoke all on function
  private.trash_period(),
  private.trash_instead_of_delete(),
  private.trash_guard(),
  private.keep_trashed_niche_links(),
  private.trash_table(text),
  private.trash_items(),
  private.restore_from_trash(text, uuid),
  private.delete_from_trash(text, uuid),
  private.empty_trash(),
  public.trash_items(),
  public.restore_from_trash(text, uuid),
  public.delete_from_trash(text, uuid)
from public, anon, authenticated, service_role;
grant execute on function
  private.trash_items(),
  private.restore_from_trash(text, uuid),
  private.delete_from_trash(text, uuid),
  public.trash_items(),
  public.restore_from_trash(text, uuid),
  public.delete_from_trash(text, uuid)
to authenticated, service_role;
