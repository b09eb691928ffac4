-- LGPD requests (Lei 13.709/2018, art. 18): a person asks what we hold about them, for a copy, or
-- for it to be erased; discarded leads are also erased on a schedule. Admins only, in the database:
--
--   * public.lgpd_find(email)    every lead of that person with its notes, events and notifications;
--   * public.lgpd_export(email)  the same, for a file handed to the person: logged as an 'export';
--   * public.lgpd_erase(email)   deletes those leads — their notes, events, notification outbox rows
--                                and delivery attempts go with them (on delete cascade) — in one
--                                transaction, logged as an 'erasure' with the counts;
--   * private.apply_lead_retention(), daily on pg_cron: deletes the leads in stage 'descartado'
--     older than lead_settings.discarded_retention_months (null: keep), logged as a 'retention'.
--
-- One person is one sender (private.lead_email_sender, as the burst limit counts them): the
-- address in lower case, without a `+tag` — ana@example.com finds Ana+x@Example.com too.
--
-- The log (public.lgpd_requests) keeps what was done, when, by whom and how many records, and
-- nothing about the person: no e-mail, no name, no hash of either (a hash of an e-mail is found again
-- by hashing the address, so it is personal data too). Its id is a random reference that can be
-- given to the person. It is append-only: admins read it; no role may insert, change or delete rows
-- (the functions below write it with their owner's rights), and a trigger refuses changes even from
-- the owner, but for the foreign key setting actor_id to null when a staff account is removed.
--
-- Why the public functions are SECURITY INVOKER: a SECURITY DEFINER function in an exposed schema
-- must not be executable by the API roles (supabase/tests/advisor.test.ts). Each public function
-- only calls its private twin, which is SECURITY DEFINER (no role may write the log, and the counts
-- must see every row whatever the policies let a caller see) and starts by refusing anyone but an
-- admin (42501).

------------------------------------------------------------------------------------------
-- The log
------------------------------------------------------------------------------------------
create table public.lgpd_requests (
  id uuid primary key default gen_random_uuid(),
  kind text not null,
  created_at timestamptz not null default now(),
  actor_id uuid references public.profiles (id) on delete set null,
  leads integer not null default 0,
  notes integer not null default 0,
  events integer not null default 0,
  notifications integer not null default 0,
  retention_months integer,
  constraint lgpd_requests_kind_check check (kind in ('export', 'erasure', 'retention')),
  constraint lgpd_requests_counts_check check (leads >= 0 and notes >= 0 and events >= 0 and notifications >= 0),
  -- Who asked: an admin for exports and erasures; nobody (the schedule) for retention, which
  -- records the rule it applied instead.
  constraint lgpd_requests_retention_check check (
    (kind = 'retention' and actor_id is null and retention_months between 1 and 120)
    or (kind <> 'retention' and retention_months is null)
  )
);
comment on table public.lgpd_requests is
  'LGPD requests served (export, erasure) and retention runs: counts only, no personal data. Append-only.';
comment on column public.lgpd_requests.id is 'Random reference of the request (may be given to the person).';
comment on column public.lgpd_requests.actor_id is 'The admin who served it; null for retention or a removed account.';
comment on column public.lgpd_requests.retention_months is 'Retention runs: the months applied.';
create index lgpd_requests_created_at_idx on public.lgpd_requests (created_at desc);
create index lgpd_requests_actor_id_idx on public.lgpd_requests (actor_id) where actor_id is not null;

create function private.lgpd_requests_append_only()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The one change allowed: a staff account was removed and the foreign key clears its id.
  if tg_op = 'UPDATE' and new.actor_id is null
     and (pg_catalog.to_jsonb(new) - 'actor_id') = (pg_catalog.to_jsonb(old) - 'actor_id') then
    return new;
  end if;
  raise exception using
    errcode = '42501',
    message = 'O registro de solicitações LGPD não pode ser alterado nem apagado.';
end
$$;
revoke all on function private.lgpd_requests_append_only() from public, anon, authenticated, service_role;
create trigger lgpd_requests_append_only
  before update or delete on public.lgpd_requests
  for each row execute function private.lgpd_requests_append_only();

alter table public.lgpd_requests enable row level security;
revoke all on table public.lgpd_requests from public, anon, authenticated, service_role;
grant select on table public.lgpd_requests to authenticated, service_role;
create policy "lgpd_requests: admins read"
  on public.lgpd_requests for select
  to authenticated
  using ((select private.is_admin()));

------------------------------------------------------------------------------------------
-- Retention setting
------------------------------------------------------------------------------------------
alter table public.lead_settings
  add column discarded_retention_months integer,
  add constraint lead_settings_discarded_retention_months_check
    check (discarded_retention_months between 1 and 120);
comment on column public.lead_settings.discarded_retention_months is
  'Leads in stage descartado are deleted this many months after they arrived (daily job); null keeps them.';
-- Admins change it as they change the other settings (the table's update policy is admins only).
grant update (discarded_retention_months) on table public.lead_settings to authenticated;

------------------------------------------------------------------------------------------
-- Helpers (no API role executes them directly)
------------------------------------------------------------------------------------------

-- Raises 42501 unless the caller is an admin. Editors see no leads, so they serve no requests.
create function private.lgpd_require_admin()
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce(private.is_admin(), false) then
    raise exception using
      errcode = '42501',
      message = 'Acesso negado: apenas administradores atendem solicitações LGPD.';
  end if;
end
$$;

-- The sender of the address asked about; refuses what no lead can hold (22023: the shape of
-- leads_email_check, as the admin's form checks it), so a blank or partial value matches nobody.
create function private.lgpd_sender(email text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  address text := pg_catalog.btrim(email);
begin
  if not coalesce(private.is_email(address), false) then
    raise exception using errcode = '22023', message = 'Informe um e-mail válido.';
  end if;
  return private.lead_email_sender(address);
end
$$;

-- Everything stored about these leads, as JSON: each lead (every column but the honeypot, always
-- null, and `busca`, a lower-case copy of name, e-mail, company and phone) with its notes, events and
-- notifications. A notification says what was sent, how and when, with its delivery attempts; not
-- where (the team's addresses, the CRM's URL) nor the servers' error messages, which are not the
-- person's data and may carry secrets.
create function private.lgpd_person(lead_ids uuid[])
returns jsonb
language sql
stable
set search_path = ''
as $$
  select pg_catalog.jsonb_build_object(
    'leads',
    coalesce(
      (
        select pg_catalog.jsonb_agg(
          (pg_catalog.to_jsonb(l) - 'honeypot' - 'busca') || pg_catalog.jsonb_build_object(
            'notes', coalesce(
              (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(n) - 'lead_id' order by n.created_at, n.id)
               from public.lead_notes n where n.lead_id = l.id),
              '[]'::jsonb),
            'events', coalesce(
              (select pg_catalog.jsonb_agg(pg_catalog.to_jsonb(e) - 'lead_id' order by e.created_at, e.id)
               from public.lead_events e where e.lead_id = l.id),
              '[]'::jsonb),
            'notifications', coalesce(
              (select pg_catalog.jsonb_agg(
                  pg_catalog.jsonb_build_object(
                    'id', o.id,
                    'channel', o.channel,
                    'status', o.status,
                    'attempts', o.attempts,
                    'created_at', o.created_at,
                    'sent_at', o.sent_at,
                    'delivery_attempts', coalesce(
                      (select pg_catalog.jsonb_agg(
                          pg_catalog.jsonb_build_object(
                            'id', a.id,
                            'attempted_at', a.attempted_at,
                            'ok', a.ok,
                            'response_status', a.response_status
                          )
                          order by a.attempted_at, a.id)
                       from public.lead_notification_attempts a where a.notification_id = o.id),
                      '[]'::jsonb))
                  order by o.created_at, o.id)
               from public.lead_notifications o where o.lead_id = l.id),
              '[]'::jsonb)
          )
          order by l.created_at desc, l.id
        )
        from public.leads l
        where l.id = any(lead_ids)
      ),
      '[]'::jsonb
    )
  )
$$;

-- Logs a request with the counts of what these leads hold, then (unless it is an export) deletes
-- the leads: notes, events, outbox rows and their attempts go with them (on delete cascade). The
-- caller has locked the leads (for update), so nothing is added to them in between.
create function private.lgpd_record(lead_ids uuid[], request_kind text, months integer default null)
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
  end if;
  return logged;
end
$$;

revoke all on function
  private.lgpd_require_admin(),
  private.lgpd_sender(text),
  private.lgpd_person(uuid[]),
  private.lgpd_record(uuid[], text, integer)
  from public, anon, authenticated, service_role;

------------------------------------------------------------------------------------------
-- The requests (private: SECURITY DEFINER, admin check first; public: the API's door)
------------------------------------------------------------------------------------------

create function private.lgpd_find(email text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  sender text;
begin
  perform private.lgpd_require_admin();
  sender := private.lgpd_sender(email);
  return private.lgpd_person(array(
    select l.id from public.leads l where private.lead_email_sender(l.email) = sender
  ));
end
$$;

create function private.lgpd_export(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender text;
  lead_ids uuid[];
  logged public.lgpd_requests;
begin
  perform private.lgpd_require_admin();
  sender := private.lgpd_sender(email);
  -- Locked (shared) so the counts logged are those of the data handed over.
  lead_ids := array(
    select l.id from public.leads l where private.lead_email_sender(l.email) = sender
    order by l.id
    for share
  );
  logged := private.lgpd_record(lead_ids, 'export');
  return private.lgpd_person(lead_ids) || pg_catalog.jsonb_build_object('request', pg_catalog.to_jsonb(logged));
end
$$;

create function private.lgpd_erase(email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender text;
  lead_ids uuid[];
begin
  perform private.lgpd_require_admin();
  sender := private.lgpd_sender(email);
  lead_ids := array(
    select l.id from public.leads l where private.lead_email_sender(l.email) = sender
    order by l.id
    for update
  );
  return pg_catalog.to_jsonb(private.lgpd_record(lead_ids, 'erasure'));
end
$$;

revoke all on function private.lgpd_find(text), private.lgpd_export(text), private.lgpd_erase(text)
  from public, anon, authenticated, service_role;
-- The public functions below run as the caller and call these; anon reaches none of them.
grant execute on function private.lgpd_find(text), private.lgpd_export(text), private.lgpd_erase(text)
  to authenticated;

-- Every lead of the person with that e-mail (any case, any +tag), with notes, events and
-- notifications: { "leads": [ { ...lead, "notes": [], "events": [], "notifications": [] } ] }.
-- Not logged: it is the admin's search; handing data over is an export.
create function public.lgpd_find(email text)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.lgpd_find(lgpd_find.email)
$$;

-- The same as lgpd_find, logged as an 'export': { "leads": [...], "request": { log entry } }.
create function public.lgpd_export(email text)
returns jsonb
language sql
set search_path = ''
as $$
  select private.lgpd_export(lgpd_export.email)
$$;

-- Deletes every lead of that person (and with them their notes, events and notifications) and
-- answers the log entry: { "id", "kind": "erasure", "leads", "notes", "events", "notifications", … }.
create function public.lgpd_erase(email text)
returns jsonb
language sql
set search_path = ''
as $$
  select private.lgpd_erase(lgpd_erase.email)
$$;

revoke all on function public.lgpd_find(text), public.lgpd_export(text), public.lgpd_erase(text)
  from public, anon, authenticated, service_role;
grant execute on function public.lgpd_find(text), public.lgpd_export(text), public.lgpd_erase(text)
  to authenticated;

------------------------------------------------------------------------------------------
-- Retention, daily
------------------------------------------------------------------------------------------

-- Deletes the leads in stage 'descartado' that arrived more than discarded_retention_months ago
-- (counted from created_at) and logs a 'retention' entry when it deleted any. Answers how many.
-- Run by pg_cron as the role that scheduled it (the migration role, which owns the tables); no
-- API role may run it.
create function private.apply_lead_retention()
returns integer
language plpgsql
set search_path = ''
as $$
declare
  months integer := (select s.discarded_retention_months from public.lead_settings s limit 1);
  lead_ids uuid[];
begin
  if months is null then
    return 0;
  end if;
  lead_ids := array(
    select l.id from public.leads l
    where l.stage = 'descartado'
      and l.created_at < pg_catalog.now() - pg_catalog.make_interval(months => months)
    order by l.id
    for update
  );
  if pg_catalog.cardinality(lead_ids) = 0 then
    return 0;
  end if;
  perform private.lgpd_record(lead_ids, 'retention', months);
  return pg_catalog.cardinality(lead_ids);
end
$$;
revoke all on function private.apply_lead_retention() from public, anon, authenticated, service_role;

-- Every day at 03:15 UTC (00:15 in Brasília), a quiet hour. Scheduling by name replaces a job of
-- the same name, so applying this again does not add a second one.
select cron.schedule('lead-retention', '15 3 * * *', 'select private.apply_lead_retention()');
