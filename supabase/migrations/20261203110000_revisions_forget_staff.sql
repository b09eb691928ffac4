-- Revisions and the people who saved them (issue 28, revisions; LGPD and the audit retention).
--
-- A revision names people twice: content_revisions.created_by (who saved it; a key to profiles,
-- cleared when the account is removed) and inside its copy of the row (data), whose updated_by,
-- deleted_by and criado_por are plain values no key clears. Now:
--   * removing a staff account clears the person's id in every stored copy too, in the same
--     transaction (a trigger on profiles), as the live rows' keys and created_by already do. An
--     article's author (insights.criado_por, `on delete set null`) was kept by the trigger that
--     keeps the author unchanged, which undid the key's action: the live article went on naming a
--     removed account, and its next revisions copied it. That trigger now lets the author become
--     null once their account is gone;
--   * the daily retention job (private.apply_revision_retention) also forgets who saved the
--     revisions older than staff_settings.audit_retention_days — created_by and the copy's
--     updated_by and deleted_by become null; the content is kept — as the activity log deletes its
--     entries after that many days. (criado_por, the article's author, stays on the live row for
--     as long as the article exists, so its copies keep it too, until the account is removed.)

------------------------------------------------------------------------------------------
-- A copy without people
------------------------------------------------------------------------------------------

-- `data` with the `columns` it has that name a person set to null: every such column, or only
-- those naming `person` when given.
create function private.revision_data_without_people(data jsonb, columns text[], person uuid default null)
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select data || coalesce(
    (select pg_catalog.jsonb_object_agg(c.name, 'null'::jsonb)
     from pg_catalog.unnest(columns) as c (name)
     where data ->> c.name is not null and (person is null or data ->> c.name = person::text)),
    '{}'::jsonb)
$$;
revoke all on function private.revision_data_without_people(jsonb, text[], uuid)
  from public, anon, authenticated, service_role;

------------------------------------------------------------------------------------------
-- A staff account removed
------------------------------------------------------------------------------------------

-- criado_por is the signed-in author on insert and never changes afterwards (a request without a
-- user, e.g. the service role or the seed, keeps what it sent), except to null once the author's
-- account is gone: the key's `on delete set null`. SECURITY DEFINER to look at auth.users, which
-- the API roles cannot read.
create or replace function private.insights_set_author()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if (select auth.uid()) is not null then
      new.criado_por := (select auth.uid());
    end if;
  else
    if not (new.criado_por is null and old.criado_por is not null
            and not exists (select 1 from auth.users u where u.id = old.criado_por)) then
      new.criado_por := old.criado_por;
    end if;
    new.created_at := old.created_at;
  end if;
  return new;
end
$$;
revoke all on function private.insights_set_author() from public, anon, authenticated, service_role;

-- The person's id leaves the stored copies. SECURITY DEFINER: an account is removed by the auth
-- service (auth.users, then profiles by its key), whose role has no rights on the revisions.
create function private.revisions_forget_person()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.content_revisions r
  set data = private.revision_data_without_people(
    r.data, array['updated_by', 'deleted_by', 'criado_por'], old.id)
  where r.data ->> 'updated_by' = old.id::text
     or r.data ->> 'deleted_by' = old.id::text
     or r.data ->> 'criado_por' = old.id::text;
  return old;
end
$$;
revoke all on function private.revisions_forget_person() from public, anon, authenticated, service_role;

create trigger profiles_revisions_forget_person
  after delete on public.profiles
  for each row execute function private.revisions_forget_person();

------------------------------------------------------------------------------------------
-- Retention, daily
------------------------------------------------------------------------------------------

-- Deletes the revisions older than 90 days that are not among the 50 newest of their item, and
-- forgets who saved those older than the activity log's retention; answers how many it deleted.
-- Run by pg_cron as the migration role (the table's owner), as before.
create or replace function private.apply_revision_retention()
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

  update public.content_revisions r
  set created_by = null,
      data = private.revision_data_without_people(r.data, array['updated_by', 'deleted_by'])
  where r.created_at < pg_catalog.now()
      - pg_catalog.make_interval(days => (select s.audit_retention_days from public.staff_settings s))
    and (r.created_by is not null
         or r.data ->> 'updated_by' is not null
         or r.data ->> 'deleted_by' is not null);
  return removed;
end
$$;
revoke all on function private.apply_revision_retention() from public, anon, authenticated, service_role;

comment on column public.content_revisions.created_by is
  'Who saved it; null for a server task, a removed account, or once older than staff_settings.audit_retention_days.';
comment on column public.content_revisions.data is
  'The item''s row as saved (every column but base_version); the people it names are cleared as created_by is.';
