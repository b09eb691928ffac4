-- The activity log (public.audit_events) holds no personal data of leads, and an erasure leaves
-- none behind (LGPD art. 18, VI; the log is kept for a year).
--
--   * Entries about leads name them by id only: no name as subject_label (a check refuses one).
--   * The CSV export's entry keeps its count and filters, but of the search box only that a text
--     search was used ("busca": true), never the text, which is typically a name, an e-mail or a
--     phone. Not a hash either: a hash of an e-mail or a phone is found again by hashing a guess,
--     so it is personal data too (as in lgpd_requests); what the audit needs is that the export
--     was narrowed by a search.
--   * When leads are erased (lgpd_erase) or reach the end of their retention, private.lgpd_record
--     removes their ids from the entries about them: an id still links to the person wherever it
--     was copied (notification e-mails link to the lead, CSV exports list it). The entries stay —
--     who opened or deleted a lead and when is the audit — marked "lead_apagado": true.
--   * The log stays append-only: that removal is the one change the trigger lets through, and only
--     for a lead that no longer exists; only the table's owner (these SECURITY DEFINER functions
--     and the retention job) has the privilege to make it.
--
-- Entries written before this migration get the same treatment once, below.

------------------------------------------------------------------------------------------
-- The one change allowed to an entry
------------------------------------------------------------------------------------------

create or replace function private.audit_events_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The retention job, past the period.
  if tg_op = 'DELETE' and old.created_at < pg_catalog.now() - pg_catalog.make_interval(
       days => (select s.audit_retention_days from public.staff_settings s)) then
    return old;
  end if;
  -- An entry about a lead that no longer exists loses the lead's id and is marked as such;
  -- nothing else of it changes.
  if tg_op = 'UPDATE' and old.subject_type = 'lead' and old.subject_id is not null
     and new.subject_id is null
     and new.details = old.details || '{"lead_apagado": true}'::jsonb
     and (pg_catalog.to_jsonb(new) - 'subject_id' - 'details') = (pg_catalog.to_jsonb(old) - 'subject_id' - 'details')
     and not exists (select 1 from public.leads l where l.id = old.subject_id::uuid) then
    return new;
  end if;
  raise exception using
    errcode = '42501',
    message = 'O registro de atividade não pode ser alterado nem apagado.';
end
$$;

-- Removes these leads' ids from the entries about them (the leads must be gone: see above).
create function private.audit_forget_leads(lead_ids text[])
returns void
language sql
set search_path = ''
as $$
  update public.audit_events e
  set subject_id = null, details = e.details || '{"lead_apagado": true}'::jsonb
  where e.subject_type = 'lead' and e.subject_id = any(lead_ids)
$$;
revoke all on function private.audit_forget_leads(text[]) from public, anon, authenticated, service_role;

-- The erasure finds the entries of its leads by id.
create index audit_events_lead_idx on public.audit_events (subject_id) where subject_type = 'lead';

------------------------------------------------------------------------------------------
-- Entries already stored: the same rules, once (the migration role, the table's owner)
------------------------------------------------------------------------------------------

alter table public.audit_events disable trigger audit_events_append_only;

update public.audit_events
set subject_label = null
where subject_type = 'lead' and subject_label is not null;

update public.audit_events
set details = pg_catalog.jsonb_set(
  details, '{filtros}',
  (details -> 'filtros') - 'search'
    || case when pg_catalog.btrim(details -> 'filtros' ->> 'search') <> '' then '{"busca": true}'::jsonb
       else '{}'::jsonb end)
where kind = 'leads_exported' and pg_catalog.jsonb_typeof(details -> 'filtros') = 'object'
  and details -> 'filtros' ? 'search';

alter table public.audit_events enable trigger audit_events_append_only;

-- Which of the leads already gone were erased on request cannot be told (lgpd_requests holds no
-- ids, by design), so every one is treated as erased.
select private.audit_forget_leads(array(
  select e.subject_id from public.audit_events e
  where e.subject_type = 'lead' and e.subject_id is not null
    and not exists (select 1 from public.leads l where l.id::text = e.subject_id)
));

alter table public.audit_events
  add constraint audit_events_lead_label_check check (subject_type is distinct from 'lead' or subject_label is null);

------------------------------------------------------------------------------------------
-- What the panel reports, and leads deleted: ids and counts only
------------------------------------------------------------------------------------------

create or replace function private.record_lead_access(kind text, lead_id uuid, details jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  filters jsonb := coalesce(details -> 'filtros', '{}');
begin
  if not private.is_admin() then
    raise exception using errcode = '42501', message = 'Apenas administradores acessam os leads.';
  end if;
  if kind = 'lead_viewed' then
    if lead_id is null or not exists (select 1 from public.leads l where l.id = lead_id) then
      raise exception using errcode = 'P0002', message = 'Lead não encontrado.';
    end if;
    perform private.audit('lead_viewed', 'lead', lead_id::text, null);
  elsif kind = 'leads_exported' then
    -- { "total": n, "filtros": { the list's filters } }, each filter of its known shape, so no
    -- free text (the search box's, above all) reaches the log.
    if pg_catalog.jsonb_typeof(details) is distinct from 'object'
       or pg_catalog.jsonb_typeof(details -> 'total') is distinct from 'number'
       or pg_catalog.jsonb_typeof(filters) <> 'object'
       or length(details::text) > 4000 then
      raise exception using errcode = '22023', message = 'Detalhes da exportação inválidos.';
    end if;
    if exists (select 1 from pg_catalog.jsonb_object_keys(details) k where k not in ('total', 'filtros'))
       or exists (
         select 1 from pg_catalog.jsonb_each(filters) f
         where not (
           (f.key = 'stages' and pg_catalog.jsonb_typeof(f.value) = 'array'
             and f.value <@ '["novo", "em_contato", "qualificado", "cliente", "descartado"]'::jsonb)
           or (f.key = 'origin' and pg_catalog.jsonb_typeof(f.value) in ('string', 'null'))
           or (f.key in ('utmSource', 'utmCampaign') and pg_catalog.jsonb_typeof(f.value) = 'string')
           or (f.key in ('from', 'to') and pg_catalog.jsonb_typeof(f.value) = 'string'
             and f.value #>> '{}' ~ '^\d{4}-\d{2}-\d{2}$')
           or (f.key = 'busca' and f.value = 'true'::jsonb)
         )
       ) then
      raise exception using errcode = '22023', message = 'Detalhes da exportação inválidos.';
    end if;
    perform private.audit('leads_exported', 'lead', null, null, details);
  else
    raise exception using errcode = '22023', message = 'Tipo de acesso desconhecido.';
  end if;
end
$$;

create or replace function private.audit_leads_deleted()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  total integer := (select count(*) from removed);
begin
  if total > 0 then
    perform private.audit('leads_deleted', 'lead',
      case when total = 1 then (select r.id::text from removed r) end,
      null,
      pg_catalog.jsonb_build_object('total', total));
  end if;
  return null;
end
$$;

------------------------------------------------------------------------------------------
-- Erasure and retention: the leads' ids leave the log with them
------------------------------------------------------------------------------------------

create or replace function private.lgpd_record(lead_ids uuid[], request_kind text, months integer default null)
returns public.lgpd_requests
language plpgsql
set search_path = ''
as $$
declare
  logged public.lgpd_requests;
begin
  insert into public.lgpd_requests (kind, actor_id, leads, notes, events, notifications, retention_months)
  values (
    request_kind,
    case when request_kind <> 'retention' then (select auth.uid()) end,
    coalesce(pg_catalog.cardinality(lead_ids), 0),
    (select pg_catalog.count(*) from public.lead_notes where lead_id = any(lead_ids)),
    (select pg_catalog.count(*) from public.lead_events where lead_id = any(lead_ids)),
    (select pg_catalog.count(*) from public.lead_notifications where lead_id = any(lead_ids)),
    months
  )
  returning * into logged;
  if request_kind <> 'export' then
    delete from public.leads where id = any(lead_ids);
    -- After the delete, so the entry it just wrote (one lead: its id) goes the same way.
    perform private.audit_forget_leads(lead_ids::text[]);
  end if;
  return logged;
end
$$;
