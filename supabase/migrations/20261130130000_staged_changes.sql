-- Staged changes ('Alterações pendentes'): a published case or article takes changes saved beside
-- it while the live version stays on the site; staff preview them at the item's public address,
-- publish them now or at a chosen moment, or discard them.
--
-- public.pending_changes holds at most one set per item: `fields`, the columns its form writes
-- (exactly what save_case / an insight update take, so publishing is a save like any other), a
-- case's niches, and `publish_at` when scheduled. It is versioned like the content rows
-- (20261130090000_edit_versions.sql, the same trigger): two people staging at once cannot overwrite
-- each other. `live_version` is the live row's version the changes were made from.
--
-- Visitors never see them: only staff read the table (RLS), and nothing here touches the live row
-- until a publication, so the site, the build and the sitemap stay as they are. Staff write only
-- through the functions below (invoker wrappers over private definer twins, as publish_site_now):
--   * stage_changes(subject, item_id, base_version, live_version, fields, nicho_ids) saves the set.
--     base_version: the set's version the form was read from (null: the form was read from the
--     live item); live_version: the live version it was read from. Only a public item takes them
--     (55000). The fields are tried on the live row in a subtransaction rolled back at once, so the
--     table's own rules refuse now what a publication would refuse later (a taken slug 23505, a
--     bad URL 23514, a trashed item PT410, a live row changed since: the version rule's PT409);
--   * publish_changes(subject, item_id, base_version) applies the set to the live row through the
--     same save (save_case for a case, niches included), naming live_version: a live row changed
--     since the changes were staged refuses them with PT409, and the person reviews and stages
--     again. The update then makes its revision, its activity log entry and its rebuild request
--     as any save does;
--   * schedule_changes(subject, item_id, base_version, publish_at) sets or clears the moment
--     (a future one); discard_changes(subject, item_id, base_version) drops the set;
--   * item_pending_changes(subject, item_id) reads one set with who saved it (editors may not
--     read other profiles).
-- Every one of them names the set's version (PT428 without, PT409 when someone changed it since).
--
-- The 'publish-staged-changes' job (pg_cron, every 10 seconds) publishes the sets that are due as a
-- server task: exempt from the version rule, it still never overwrites a live row that changed
-- after staging (nor a trashed one): it keeps the set, records why in `publish_error` and stops
-- trying; the admin shows it, and a new save, schedule or publication clears it.
-- A set goes with its item when the item is deleted for good; a trashed item keeps it (its restore
-- changes the live version, so the set then asks for a review before it is published).

create table public.pending_changes (
  subject text not null,
  item_id uuid not null,
  fields jsonb not null,
  nicho_ids uuid[],
  publish_at timestamptz,
  live_version integer not null,
  publish_error text,
  version integer not null default 1,
  base_version integer,
  updated_at timestamptz,
  updated_by uuid references public.profiles (id) on delete set null,
  primary key (subject, item_id),
  constraint pending_changes_subject_check check (subject in ('case', 'insight')),
  constraint pending_changes_fields_check check (pg_catalog.jsonb_typeof(fields) = 'object'),
  constraint pending_changes_nicho_ids_check check (subject = 'case' or nicho_ids is null)
);
comment on table public.pending_changes is
  'Changes to a published case or article saved without publishing them (''Alterações pendentes''); written through stage_changes and friends.';
comment on column public.pending_changes.fields is 'The columns the item''s form writes, as save_case / an insight update take them.';
comment on column public.pending_changes.nicho_ids is 'Cases: the niches the case has once published.';
comment on column public.pending_changes.publish_at is 'When the job publishes them (null: not scheduled).';
comment on column public.pending_changes.live_version is 'The live row''s version the changes were made from.';
comment on column public.pending_changes.publish_error is 'Why the scheduled publication did not happen (the job stops trying until the next change).';
create index pending_changes_publish_at_idx on public.pending_changes (publish_at)
  where publish_at is not null and publish_error is null;
create index pending_changes_updated_by_idx on public.pending_changes (updated_by) where updated_by is not null;

create trigger _edit_version before insert or update on public.pending_changes
  for each row execute function private.check_edit_version();

alter table public.pending_changes enable row level security;
revoke all on table public.pending_changes from public, anon, authenticated, service_role;
grant select on table public.pending_changes to authenticated, service_role;
create policy "pending_changes: staff read" on public.pending_changes
  for select to authenticated
  using ((select private.is_staff()));

------------------------------------------------------------------------------------------
-- Applying a set to the live row
------------------------------------------------------------------------------------------
-- The columns a set may hold: what the item's form writes. A set keeps the item published.
create function private.staged_columns(subject text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case subject
    when 'case' then private.case_editable_columns()
    when 'insight' then array[
      'titulo', 'slug', 'descricao', 'conteudo', 'imagem', 'categoria_id', 'status', 'publicado_em',
      'seo_titulo', 'seo_descricao', 'seo_imagem'
    ]
  end
$$;

create function private.staged_table(subject text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  case subject
    when 'case' then return 'cases';
    when 'insight' then return 'insights';
    else
      raise exception using
        errcode = '22023',
        message = pg_catalog.format('Tipo de item desconhecido: %s (case ou insight).', subject);
  end case;
end
$$;

-- Saves `fields` (and a case's niches) over the live row from `base_version`, as the item's form
-- does: a case through save_case, an article through an UPDATE naming base_version (a key missing
-- from fields keeps the column). Answers the new version. Runs as its caller's role (staff: the
-- version rule applies; the job: a server task).
create function private.apply_staged_fields(
  subject text,
  item_id uuid,
  base_version integer,
  fields jsonb,
  nicho_ids uuid[]
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  columns text[];
  saved integer;
begin
  if subject = 'case' then
    select s.version into saved
    from private.save_case(apply_staged_fields.item_id, apply_staged_fields.base_version, fields, nicho_ids) s;
    return saved;
  end if;
  select pg_catalog.array_agg(pg_catalog.quote_ident(k) order by k) into columns
  from pg_catalog.jsonb_object_keys(fields) k;
  execute pg_catalog.format(
    'update public.%I t set (%s) = (select %s from pg_catalog.jsonb_populate_record(t, $1) r) where t.id = $3 returning t.version',
    private.staged_table(subject),
    pg_catalog.array_to_string(coalesce(columns, '{}') || array['base_version'], ', '),
    pg_catalog.array_to_string(
      array(select 'r.' || col from pg_catalog.unnest(coalesce(columns, '{}')) col) || array['$2'], ', '))
    into saved using fields, apply_staged_fields.base_version, apply_staged_fields.item_id;
  if saved is null then
    raise exception using errcode = 'P0002', message = 'Item não encontrado.';
  end if;
  return saved;
end
$$;

------------------------------------------------------------------------------------------
-- The staff functions
------------------------------------------------------------------------------------------
create function private.require_staged_staff()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if (select auth.uid()) is null or not coalesce(private.is_staff(), false) then
    raise exception using
      errcode = '42501',
      message = 'Acesso negado: apenas editores e administradores alteram conteúdo.';
  end if;
end
$$;

-- Saves the changes of a public item as its pending set (creates it or changes it); answers it.
create function private.stage_changes(
  subject text,
  item_id uuid,
  base_version integer,
  live_version integer,
  fields jsonb,
  nicho_ids uuid[] default null
)
returns public.pending_changes
language plpgsql
security definer
set search_path = ''
as $$
declare
  live record;
  live_found integer;
  current_set public.pending_changes;
  has_set boolean;
  unknown text;
  saved public.pending_changes;
begin
  perform private.require_staged_staff();
  if fields is null or pg_catalog.jsonb_typeof(fields) <> 'object' then
    raise exception using errcode = '22023', message = 'fields deve ser um objeto com as colunas do item.';
  end if;
  select k into unknown from pg_catalog.jsonb_object_keys(fields) k
  where k <> all (private.staged_columns(stage_changes.subject)) limit 1;
  if unknown is not null then
    raise exception using
      errcode = '42703',
      message = pg_catalog.format('A coluna %s não existe ou não pode ser alterada.', unknown);
  end if;
  if fields ? 'status' and fields ->> 'status' is distinct from 'publicado' then
    raise exception using
      errcode = '22023',
      message = 'Alterações pendentes mantêm o item publicado: para tirá-lo do site, descarte-as e volte o item para rascunho.';
  end if;
  if stage_changes.subject <> 'case' and nicho_ids is not null then
    raise exception using errcode = '22023', message = 'Só cases têm nichos.';
  end if;

  -- The live row, locked: two people staging the first set of an item take turns here.
  execute pg_catalog.format(
    'select t.version, t.updated_at, t.updated_by, t.status, t.publicado_em from public.%I t where t.id = $1 for update',
    private.staged_table(stage_changes.subject))
    into live using stage_changes.item_id;
  get diagnostics live_found = row_count;
  if live_found = 0 then
    raise exception using errcode = 'P0002', message = 'Item não encontrado.';
  end if;
  if not private.is_public(live.status, live.publicado_em) then
    raise exception using
      errcode = '55000',
      message = 'Só um item publicado recebe alterações pendentes: salve as alterações diretamente.';
  end if;

  select * into current_set from public.pending_changes p
  where p.subject = stage_changes.subject and p.item_id = stage_changes.item_id;
  has_set := found;
  if has_set and stage_changes.base_version is null then
    -- Made from the live item while someone else staged changes to it.
    raise exception using
      errcode = 'PT409',
      message = 'Outra pessoa salvou alterações pendentes neste item depois que você o abriu.',
      detail = pg_catalog.jsonb_build_object(
        'version', current_set.version,
        'updated_at', current_set.updated_at,
        'updated_by', current_set.updated_by,
        'updated_by_email', private.staff_email(current_set.updated_by)
      )::text,
      hint = 'Abra as alterações pendentes e salve de novo a partir delas.';
  end if;
  if not has_set and stage_changes.base_version is not null then
    -- The set the form was read from was published or discarded since.
    raise exception using
      errcode = 'PT409',
      message = 'Estas alterações pendentes foram publicadas ou descartadas por outra pessoa depois que você as abriu.',
      detail = pg_catalog.jsonb_build_object(
        'version', live.version,
        'updated_at', live.updated_at,
        'updated_by', live.updated_by,
        'updated_by_email', private.staff_email(live.updated_by)
      )::text,
      hint = 'Recarregue o item para ver a versão publicada.';
  end if;

  -- Tried on the live row and rolled back: the table's rules (and the version rule, with
  -- live_version) refuse now what the publication would refuse.
  begin
    perform private.apply_staged_fields(
      stage_changes.subject, stage_changes.item_id, stage_changes.live_version, fields, nicho_ids);
    raise exception using errcode = 'SC000', message = 'dry run';
  exception when sqlstate 'SC000' then
    null;
  end;

  if not has_set then
    insert into public.pending_changes (subject, item_id, fields, nicho_ids, live_version)
    values (stage_changes.subject, stage_changes.item_id, fields, nicho_ids, stage_changes.live_version)
    returning * into saved;
  else
    -- The version rule checks base_version (PT428 without one, PT409 when the set changed since).
    update public.pending_changes p
    set fields = stage_changes.fields,
        nicho_ids = stage_changes.nicho_ids,
        live_version = stage_changes.live_version,
        publish_error = null,
        base_version = stage_changes.base_version
    where p.subject = stage_changes.subject and p.item_id = stage_changes.item_id
    returning * into saved;
  end if;
  return saved;
end
$$;

-- Locks an item's set after checking the caller's version of it (the version rule, through an
-- update naming it); P0002 when there is none.
create function private.claim_pending_changes(subject text, item_id uuid, base_version integer)
returns public.pending_changes
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed public.pending_changes;
begin
  perform private.require_staged_staff();
  update public.pending_changes p
  set base_version = claim_pending_changes.base_version
  where p.subject = claim_pending_changes.subject and p.item_id = claim_pending_changes.item_id
  returning * into claimed;
  if not found then
    raise exception using errcode = 'P0002', message = 'Não há alterações pendentes neste item.';
  end if;
  return claimed;
end
$$;

-- 'Publicar alterações': the set goes live now; answers the live row's new version.
create function private.publish_changes(subject text, item_id uuid, base_version integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed public.pending_changes := private.claim_pending_changes(subject, item_id, base_version);
  published integer;
begin
  published := private.apply_staged_fields(
    claimed.subject, claimed.item_id, claimed.live_version, claimed.fields, claimed.nicho_ids);
  delete from public.pending_changes p where p.subject = claimed.subject and p.item_id = claimed.item_id;
  return published;
end
$$;

-- Schedules the set for `publish_at` (a future moment), or unschedules it (null); answers it.
create function private.schedule_changes(subject text, item_id uuid, base_version integer, publish_at timestamptz)
returns public.pending_changes
language plpgsql
security definer
set search_path = ''
as $$
declare
  saved public.pending_changes;
begin
  perform private.require_staged_staff();
  if publish_at is not null and publish_at <= pg_catalog.now() then
    raise exception using
      errcode = '22023',
      message = 'Escolha um momento no futuro (ou publique as alterações agora).';
  end if;
  update public.pending_changes p
  set publish_at = schedule_changes.publish_at,
      publish_error = null,
      base_version = schedule_changes.base_version
  where p.subject = schedule_changes.subject and p.item_id = schedule_changes.item_id
  returning * into saved;
  if not found then
    raise exception using errcode = 'P0002', message = 'Não há alterações pendentes neste item.';
  end if;
  return saved;
end
$$;

-- 'Descartar alterações': the set is gone; the live item stays as it is.
create function private.discard_changes(subject text, item_id uuid, base_version integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed public.pending_changes := private.claim_pending_changes(subject, item_id, base_version);
begin
  delete from public.pending_changes p where p.subject = claimed.subject and p.item_id = claimed.item_id;
end
$$;

-- Every invoker wrapper below calls one of the twins above.
create function public.stage_changes(
  subject text,
  item_id uuid,
  base_version integer,
  live_version integer,
  fields jsonb,
  nicho_ids uuid[] default null
)
returns public.pending_changes
language sql
set search_path = ''
as $$
  select private.stage_changes(
    stage_changes.subject, stage_changes.item_id, stage_changes.base_version,
    stage_changes.live_version, stage_changes.fields, stage_changes.nicho_ids)
$$;

create function public.publish_changes(subject text, item_id uuid, base_version integer)
returns integer
language sql
set search_path = ''
as $$ select private.publish_changes(publish_changes.subject, publish_changes.item_id, publish_changes.base_version) $$;

create function public.schedule_changes(subject text, item_id uuid, base_version integer, publish_at timestamptz)
returns public.pending_changes
language sql
set search_path = ''
as $$
  select private.schedule_changes(
    schedule_changes.subject, schedule_changes.item_id, schedule_changes.base_version, schedule_changes.publish_at)
$$;

create function public.discard_changes(subject text, item_id uuid, base_version integer)
returns void
language sql
set search_path = ''
as $$ select private.discard_changes(discard_changes.subject, discard_changes.item_id, discard_changes.base_version) $$;

-- One item's set with who saved it last (the admin's panel). Runs as the caller: staff only read
-- the table, and private.revision_author_email answers staff only.
create function public.item_pending_changes(subject text, item_id uuid)
returns table (
  subject text,
  item_id uuid,
  fields jsonb,
  nicho_ids uuid[],
  publish_at timestamptz,
  live_version integer,
  publish_error text,
  version integer,
  updated_at timestamptz,
  updated_by uuid,
  updated_by_email text
)
language sql
stable
set search_path = ''
as $$
  select p.subject, p.item_id, p.fields, p.nicho_ids, p.publish_at, p.live_version, p.publish_error,
         p.version, p.updated_at, p.updated_by, private.revision_author_email(p.updated_by)
  from public.pending_changes p
  where p.subject = item_pending_changes.subject and p.item_id = item_pending_changes.item_id
$$;

------------------------------------------------------------------------------------------
-- The schedule
------------------------------------------------------------------------------------------
-- Every 10 seconds (pg_cron): publishes the sets that are due, each in a subtransaction of its own
-- (one failing keeps its set and records why, the others go on). Answers how many went live.
create function private.publish_due_changes()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due public.pending_changes;
  live record;
  published integer := 0;
begin
  -- A server task, as the secret key is: the content rules (save_case's access check, the version
  -- rule) treat the job's writes so. For this transaction only, which is the job's own.
  perform pg_catalog.set_config('request.jwt.claims', '{"role": "service_role"}', true);
  for due in
    select * from public.pending_changes p
    where p.publish_at <= pg_catalog.now() and p.publish_error is null
    order by p.publish_at
    for update skip locked
  loop
    begin
      execute pg_catalog.format(
        'select t.version, t.deleted_at from public.%I t where t.id = $1 for update',
        private.staged_table(due.subject))
        into live using due.item_id;
      if live.version is null or live.deleted_at is not null or live.version <> due.live_version then
        raise exception using
          errcode = 'PT409',
          message = 'O item publicado mudou depois que estas alterações foram salvas: revise-as e salve de novo.';
      end if;
      perform private.apply_staged_fields(due.subject, due.item_id, null, due.fields, due.nicho_ids);
      delete from public.pending_changes p where p.subject = due.subject and p.item_id = due.item_id;
      published := published + 1;
    exception when others then
      update public.pending_changes p
      set publish_error = sqlerrm
      where p.subject = due.subject and p.item_id = due.item_id;
    end;
  end loop;
  return published;
end
$$;
select cron.schedule('publish-staged-changes', '10 seconds', 'select private.publish_due_changes()');

-- An item deleted for good takes its set with it.
create function private.pending_changes_forget()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  delete from public.pending_changes p where p.subject = tg_argv[0] and p.item_id = old.id;
  return null;
end
$$;
create trigger cases_pending_changes_forget after delete on public.cases
  for each row execute function private.pending_changes_forget('case');
create trigger insights_pending_changes_forget after delete on public.insights
  for each row execute function private.pending_changes_forget('insight');

------------------------------------------------------------------------------------------
-- Access
------------------------------------------------------------------------------------------
revoke all on function
  private.staged_columns(text),
  private.staged_table(text),
  private.apply_staged_fields(text, uuid, integer, jsonb, uuid[]),
  private.require_staged_staff(),
  private.stage_changes(text, uuid, integer, integer, jsonb, uuid[]),
  private.claim_pending_changes(text, uuid, integer),
  private.publish_changes(text, uuid, integer),
  private.schedule_changes(text, uuid, integer, timestamptz),
  private.discard_changes(text, uuid, integer),
  private.publish_due_changes(),
  private.pending_changes_forget(),
  public.stage_changes(text, uuid, integer, integer, jsonb, uuid[]),
  public.publish_changes(text, uuid, integer),
  public.schedule_changes(text, uuid, integer, timestamptz),
  public.discard_changes(text, uuid, integer),
  public.item_pending_changes(text, uuid)
from public, anon, authenticated, service_role;
grant execute on function
  private.stage_changes(text, uuid, integer, integer, jsonb, uuid[]),
  private.publish_changes(text, uuid, integer),
  private.schedule_changes(text, uuid, integer, timestamptz),
  private.discard_changes(text, uuid, integer),
  public.stage_changes(text, uuid, integer, integer, jsonb, uuid[]),
  public.publish_changes(text, uuid, integer),
  public.schedule_changes(text, uuid, integer, timestamptz),
  public.discard_changes(text, uuid, integer),
  public.item_pending_changes(text, uuid)
to authenticated;
