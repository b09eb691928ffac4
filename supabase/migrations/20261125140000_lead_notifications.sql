-- New lead → the team knows within a minute.
--
-- The insert of a lead writes, in the same transaction, one outbox row per destination: an e-mail
-- to every admin and to each extra address of the delivery settings, and a webhook call when a
-- webhook URL is set. A row is never lost: if every mail server is down it waits in the outbox.
-- The edge function `lead-notifications` delivers what is due (claim → send → finish); it is
-- kicked at once by the insert (pg_net) and every 10 seconds by pg_cron while anything is due, and
-- retries with exponential backoff (10 s, 20 s, 40 s … capped at 30 min) until a final 'failed'
-- after 10 attempts. Every attempt is recorded. The visitor's insert never waits for any of this:
-- pg_net sends after the transaction commits.
--
-- Where the function lives: `private.runtime_settings` 'project_url' (the project's API URL, e.g.
-- https://<ref>.supabase.co), set once per project (README, "Lead notifications"); the local
-- seed sets local-supabase's. Without it nothing is sent and the admin sees why.

create extension if not exists pg_net with schema extensions;
create extension if not exists pg_cron with schema pg_catalog;

------------------------------------------------------------------------------------------
-- Settings
------------------------------------------------------------------------------------------
create table private.runtime_settings (
  name text primary key,
  value text not null,
  constraint runtime_settings_name_check check (name in ('project_url')),
  constraint runtime_settings_project_url_check check (name <> 'project_url' or private.is_http_url(value))
);
comment on table private.runtime_settings is
  'Per-project values the database needs to call the project''s edge functions (project_url).';
revoke all on table private.runtime_settings from public, anon, authenticated, service_role;

-- The e-mail shape of leads_email_check.
create function private.is_email(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.length(value) <= 254
     and value ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$'
$$;

create function private.are_emails(value text[])
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select coalesce(pg_catalog.bool_and(private.is_email(entry)), true) from pg_catalog.unnest(value) as entry
$$;

-- Delivery settings, one row, changed by admins in /admin/configuracoes.
create table public.lead_settings (
  id boolean primary key default true,
  notify_admins boolean not null default true,
  extra_emails text[] not null default '{}',
  webhook_url text,
  updated_at timestamptz not null default now(),
  updated_by uuid references public.profiles (id) on delete set null,
  constraint lead_settings_single_row check (id),
  constraint lead_settings_extra_emails_check check (
    pg_catalog.cardinality(extra_emails) <= 10
    and pg_catalog.array_position(extra_emails, null) is null
    and private.are_emails(extra_emails)
  ),
  -- The CRM receives personal data: https only.
  constraint lead_settings_webhook_url_check check (
    webhook_url is null or (webhook_url ~ '^https://' and private.is_http_url(webhook_url))
  )
);
comment on table public.lead_settings is
  'How the team hears of new leads (one row): admins by e-mail, extra addresses, a CRM webhook.';
insert into public.lead_settings default values;

-- Who changed the settings, and when.
create function private.lead_settings_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  new.updated_by := (select auth.uid());
  return new;
end
$$;
create trigger lead_settings_before_update
  before update on public.lead_settings
  for each row execute function private.lead_settings_before_update();

------------------------------------------------------------------------------------------
-- The outbox
------------------------------------------------------------------------------------------
create table public.lead_notifications (
  id uuid primary key default gen_random_uuid(),
  -- NULL for a test message sent from the settings page.
  lead_id uuid references public.leads (id) on delete cascade,
  channel text not null,
  recipient text not null,
  status text not null default 'pending',
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- While a delivery runs: the lease after which another run may take the row over.
  locked_until timestamptz,
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint lead_notifications_channel_check check (channel in ('email', 'webhook')),
  constraint lead_notifications_status_check check (status in ('pending', 'sending', 'sent', 'failed')),
  constraint lead_notifications_recipient_check check (
    (channel = 'email' and private.is_email(recipient))
    or (channel = 'webhook' and recipient ~ '^https://' and private.is_http_url(recipient))
  )
);
comment on table public.lead_notifications is
  'Outbox of lead notifications, one row per destination, written with the lead; delivered by the lead-notifications edge function.';
create index lead_notifications_due_idx on public.lead_notifications (next_attempt_at)
  where status in ('pending', 'sending');
create index lead_notifications_lead_id_idx on public.lead_notifications (lead_id);
create index lead_notifications_created_at_idx on public.lead_notifications (created_at desc);

create table public.lead_notification_attempts (
  id bigint generated always as identity primary key,
  notification_id uuid not null references public.lead_notifications (id) on delete cascade,
  attempted_at timestamptz not null default now(),
  ok boolean not null,
  response_status integer,
  error text,
  constraint lead_notification_attempts_error_check check (pg_catalog.length(error) <= 1000)
);
comment on table public.lead_notification_attempts is 'Every delivery attempt of the outbox, with its outcome.';
create index lead_notification_attempts_notification_idx
  on public.lead_notification_attempts (notification_id, attempted_at);

-- Wait before attempt n + 1 after n failed attempts: 10 s doubling, at most 30 minutes.
create function private.lead_notification_backoff(failed_attempts integer)
returns interval
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.make_interval(
    secs => least(10 * pg_catalog.power(2, greatest(failed_attempts, 1) - 1), 1800)
  )
$$;

-- After this many failed attempts a notification is 'failed' for good.
create function private.lead_notification_max_attempts()
returns integer
language sql
immutable
parallel safe
set search_path = ''
as $$ select 10 $$;

-- The destinations of a notification now: every admin (when enabled), the extra addresses, the
-- webhook. Addresses are compared case-insensitively, so one person gets one e-mail.
create function private.lead_notification_destinations()
returns table (channel text, recipient text)
language sql
stable
security definer
set search_path = ''
as $$
  with settings as (select * from public.lead_settings)
  select distinct on (pg_catalog.lower(address)) 'email', address
  from (
    select profiles.email as address
    from public.profiles, settings
    where profiles.tipo = 'admin' and settings.notify_admins and private.is_email(profiles.email)
    union all
    select entry from settings, pg_catalog.unnest(settings.extra_emails) as entry
  ) as addresses
  union all
  select 'webhook', webhook_url from settings where webhook_url is not null
$$;

-- Asks the edge function to deliver what is due, when anything is and the project URL is known.
-- pg_net sends the request after the calling transaction commits.
create function private.kick_lead_notifications()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text := (select value from private.runtime_settings where name = 'project_url');
begin
  if project_url is null or not exists (
    select 1 from public.lead_notifications
    where status in ('pending', 'sending')
      and ((status = 'pending' and next_attempt_at <= pg_catalog.now())
           or (status = 'sending' and locked_until <= pg_catalog.now()))
  ) then
    return;
  end if;
  perform net.http_post(
    url := pg_catalog.rtrim(project_url, '/') || '/functions/v1/lead-notifications',
    body := '{}'::jsonb,
    headers := '{"Content-Type": "application/json"}'::jsonb,
    timeout_milliseconds := 60000
  );
end
$$;

-- AFTER INSERT on leads, once per statement: one outbox row per destination and new lead, in the
-- leads' transaction, then one kick (an import of many leads asks for one delivery run, not one
-- per lead).
create function private.leads_queue_notifications()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.lead_notifications (lead_id, channel, recipient)
  select new_lead.id, destination.channel, destination.recipient
  from new_leads as new_lead
  cross join private.lead_notification_destinations() as destination;
  if found then
    perform private.kick_lead_notifications();
  end if;
  return null;
end
$$;
create trigger leads_queue_notifications
  after insert on public.leads
  referencing new table as new_leads
  for each statement execute function private.leads_queue_notifications();

------------------------------------------------------------------------------------------
-- The delivery protocol of the edge function (service role only)
------------------------------------------------------------------------------------------
-- Takes up to `max_rows` due notifications for 2 minutes (a run that dies loses its lease and the
-- row is taken again), counting the attempt. Concurrent runs never take the same row.
create function public.claim_lead_notifications(max_rows integer default 20)
returns table (
  id uuid,
  channel text,
  recipient text,
  attempts integer,
  created_at timestamptz,
  lead jsonb
)
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select notification.id
    from public.lead_notifications as notification
    where notification.status in ('pending', 'sending')
      and ((notification.status = 'pending' and notification.next_attempt_at <= pg_catalog.now())
           or (notification.status = 'sending' and notification.locked_until <= pg_catalog.now()))
    order by notification.next_attempt_at
    limit least(greatest(max_rows, 1), 100)
    for update skip locked
  ),
  claimed as (
    update public.lead_notifications as notification
    set status = 'sending',
        attempts = notification.attempts + 1,
        locked_until = pg_catalog.now() + interval '2 minutes'
    from due
    where notification.id = due.id
    returning notification.*
  )
  select claimed.id, claimed.channel, claimed.recipient, claimed.attempts, claimed.created_at,
         pg_catalog.to_jsonb(lead) - 'honeypot'
  from claimed
  left join public.leads as lead on lead.id = claimed.lead_id
$$;

-- Records the outcome of a claimed attempt: sent, or back to pending after the backoff, or
-- failed for good after the last attempt; 'gone' when the row was deleted meanwhile (its lead
-- erased), which is nothing to record.
create function public.finish_lead_notification(
  notification_id uuid,
  ok boolean,
  error text default null,
  response_status integer default null
)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  notification public.lead_notifications;
  outcome text;
begin
  select * into notification from public.lead_notifications where id = notification_id for update;
  if not found then
    return 'gone';
  end if;
  if notification.status <> 'sending' then
    raise exception using errcode = '55000', message = 'Notification is not being delivered.';
  end if;
  insert into public.lead_notification_attempts (notification_id, ok, response_status, error)
  values (notification_id, ok, response_status, pg_catalog.left(error, 1000));
  outcome := case
    when ok then 'sent'
    when notification.attempts >= private.lead_notification_max_attempts() then 'failed'
    else 'pending'
  end;
  update public.lead_notifications
  set status = outcome,
      locked_until = null,
      last_error = case when ok then null else pg_catalog.left(error, 1000) end,
      sent_at = case when ok then pg_catalog.now() end,
      next_attempt_at = case
        when outcome = 'pending' then pg_catalog.now() + private.lead_notification_backoff(notification.attempts)
        else notification.next_attempt_at
      end
  where id = notification_id;
  return outcome;
end
$$;

-- "Enviar e-mail de teste" (admins): a test message to every e-mail destination, delivered like
-- a lead's. Returns how many were queued. SECURITY DEFINER in private (out of the API's reach),
-- called through the invoker wrapper in public below.
create function private.send_test_lead_notification()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  if not (select private.is_admin()) then
    raise exception using errcode = '42501', message = 'Apenas administradores enviam o e-mail de teste.';
  end if;
  insert into public.lead_notifications (lead_id, channel, recipient)
  select null, destination.channel, destination.recipient
  from private.lead_notification_destinations() as destination
  where destination.channel = 'email';
  get diagnostics queued = row_count;
  perform private.kick_lead_notifications();
  return queued;
end
$$;

-- Whether the database knows where the edge function is (the settings page warns when not).
create function private.lead_notifications_configured()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.is_admin())
     and exists (select 1 from private.runtime_settings where name = 'project_url')
$$;

-- The API's names for the two above (SECURITY INVOKER: no definer function is exposed).
create function public.send_test_lead_notification()
returns integer
language sql
set search_path = ''
as $$ select private.send_test_lead_notification() $$;

create function public.lead_notifications_configured()
returns boolean
language sql
stable
set search_path = ''
as $$ select private.lead_notifications_configured() $$;

-- Every 10 seconds: deliver what became due (retries, and anything the insert's kick missed).
select cron.schedule('lead-notifications', '10 seconds', 'select private.kick_lead_notifications()');

------------------------------------------------------------------------------------------
-- Access: admins read the settings, outbox and attempts and change the settings; the service
-- role (the edge function) claims and finishes; editors and visitors reach none of it.
------------------------------------------------------------------------------------------
revoke all on function
  private.is_email(text),
  private.are_emails(text[]),
  private.lead_settings_before_update(),
  private.lead_notification_backoff(integer),
  private.lead_notification_max_attempts(),
  private.lead_notification_destinations(),
  private.kick_lead_notifications(),
  private.leads_queue_notifications(),
  public.claim_lead_notifications(integer),
  public.finish_lead_notification(uuid, boolean, text, integer),
  private.send_test_lead_notification(),
  private.lead_notifications_configured(),
  public.send_test_lead_notification(),
  public.lead_notifications_configured()
from public, anon, authenticated, service_role;
-- Check constraints run as the writer: admins write the settings.
grant execute on function private.is_email(text), private.are_emails(text[]) to authenticated, service_role;
grant execute on function public.claim_lead_notifications(integer),
  public.finish_lead_notification(uuid, boolean, text, integer) to service_role;
grant execute on function
  private.send_test_lead_notification(),
  private.lead_notifications_configured(),
  public.send_test_lead_notification(),
  public.lead_notifications_configured()
to authenticated;

alter table public.lead_settings enable row level security;
revoke all on table public.lead_settings from anon, authenticated, service_role;
grant select on table public.lead_settings to authenticated, service_role;
grant update (notify_admins, extra_emails, webhook_url) on table public.lead_settings to authenticated;
create policy "lead_settings: admins read"
  on public.lead_settings for select
  to authenticated
  using ((select private.is_admin()));
create policy "lead_settings: admins change"
  on public.lead_settings for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

alter table public.lead_notifications enable row level security;
revoke all on table public.lead_notifications from anon, authenticated, service_role;
grant select on table public.lead_notifications to authenticated, service_role;
create policy "lead_notifications: admins read"
  on public.lead_notifications for select
  to authenticated
  using ((select private.is_admin()));

alter table public.lead_notification_attempts enable row level security;
revoke all on table public.lead_notification_attempts from anon, authenticated, service_role;
grant select on table public.lead_notification_attempts to authenticated, service_role;
create policy "lead_notification_attempts: admins read"
  on public.lead_notification_attempts for select
  to authenticated
  using ((select private.is_admin()));
