-- Site traffic, counted without cookies or personal data.
--
-- Public pages send one small event per page view and per marked action (the beacon,
-- src/lib/traffic-beacon.ts) to public.record_traffic_event as a form-encoded `sendBeacon`. The
-- database keeps, per event: the kind, the path, the external referrer's host, the UTM fields,
-- which click id the address carried (never its value), the device class, the browser's language
-- (from the request) and a visitor key. The key is an HMAC of the client address and user agent with a salt of the day
-- (São Paulo calendar): the salt never leaves the database and is dropped the next day, so keys
-- of different days cannot be linked, and nobody, us included, can tell whose key it is. A
-- visit is one visitor key's events (one day at most); its entry page and source are those of
-- its first page view; it converts when it sends a lead form.
--
-- Not counted: signed-in users (staff previews), requests without the anon role, bots (their
-- user agent), Do-Not-Track / Global Privacy Control, the admin's paths.
-- Abuse: every field is bounded (22023 names the field; campaign fields are cut to 100 characters,
-- as they come from links anyone writes), and one client address sends at most
-- TRAFFIC_LIMITS.eventsPerMinute events a minute (src/limits/traffic.ts); past that, 429
-- (PT429) until the minute turns. Nothing is read back.
-- Retention (pg_cron, private.maintain_traffic): raw events 90 days; daily rollups, computed
-- from them when a day ends, are kept.
-- Reading: staff (admins and editors) through public.traffic_days, public.traffic_breakdown and
-- public.traffic_now; each refuses anyone else (42501).
-- The API's functions run as the caller and call their private SECURITY DEFINER twins, which reach
-- the private tables.

------------------------------------------------------------------------------------------
-- Storage (schema private: not exposed by the API)
------------------------------------------------------------------------------------------
create table private.traffic_salts (
  day date primary key,
  salt bytea not null default extensions.gen_random_bytes(32)
);
comment on table private.traffic_salts is
  'Salt of the visitor keys of one São Paulo day; dropped when the day is over. Never exposed.';
revoke all on table private.traffic_salts from public, anon, authenticated, service_role;

create table private.traffic_events (
  id bigint generated always as identity primary key,
  created_at timestamptz not null default now(),
  visitor text not null check (visitor ~ '^[0-9a-f]{32}$'),
  kind text not null check (kind in ('view', 'cta', 'form_start', 'form_sent', 'form_refused')),
  path text not null check (char_length(path) <= 300 and path ~ '^/[^?#[:cntrl:][:space:]]*$'),
  target text check (target ~ '^[a-z0-9-]{1,40}$'),
  referrer_host text check (referrer_host ~ '^[a-z0-9.-]{1,253}$'),
  utm_source text check (char_length(utm_source) <= 100 and utm_source !~ '[[:cntrl:]]'),
  utm_medium text check (char_length(utm_medium) <= 100 and utm_medium !~ '[[:cntrl:]]'),
  utm_campaign text check (char_length(utm_campaign) <= 100 and utm_campaign !~ '[[:cntrl:]]'),
  utm_term text check (char_length(utm_term) <= 100 and utm_term !~ '[[:cntrl:]]'),
  utm_content text check (char_length(utm_content) <= 100 and utm_content !~ '[[:cntrl:]]'),
  click_id text check (click_id in ('gclid', 'fbclid')),
  device text not null check (device in ('mobile', 'tablet', 'desktop')),
  language text check (language ~ '^[a-z]{2,3}$')
);
comment on table private.traffic_events is
  'One row per page view or action of a visitor, with a daily-rotating pseudonymous key. Kept 90 days.';
revoke all on table private.traffic_events from public, anon, authenticated, service_role;
create index traffic_events_created_at_idx on private.traffic_events (created_at);
-- A lead's visit (private.leads_attribution_from_visit).
create index traffic_events_visitor_idx on private.traffic_events (visitor, created_at);

-- How many events each client address (HMAC with the day's salt) sent in one minute.
create table private.traffic_address_minutes (
  address_hash text not null,
  minute timestamptz not null,
  events integer not null default 1,
  primary key (address_hash, minute)
);
comment on table private.traffic_address_minutes is
  'Events per client address hash and minute, for the rate limit; rows older than 2 minutes are dropped.';
revoke all on table private.traffic_address_minutes from public, anon, authenticated, service_role;

-- The numbers of one finished day: per dimension (see private.traffic_rollup) and value.
create table private.traffic_daily (
  day date not null,
  dimension text not null,
  value text not null,
  views integer not null,
  visitors integer not null,
  visits integer not null,
  leads integer not null,
  events integer not null,
  primary key (day, dimension, value)
);
comment on table private.traffic_daily is 'Daily traffic rollups, written when a day ends; kept for years.';
revoke all on table private.traffic_daily from public, anon, authenticated, service_role;

-- The days already rolled up (a day without any event has a row here and none in traffic_daily).
create table private.traffic_rolled_days (day date primary key);
revoke all on table private.traffic_rolled_days from public, anon, authenticated, service_role;

------------------------------------------------------------------------------------------
-- Writing
------------------------------------------------------------------------------------------
-- The São Paulo day of an instant, and the instant its day starts.
create function private.traffic_day(at timestamptz)
returns date
language sql
stable
parallel safe
set search_path = ''
as $$
  select (at at time zone 'America/Sao_Paulo')::date
$$;
revoke all on function private.traffic_day(timestamptz) from public, anon, authenticated, service_role;

create function private.traffic_day_start(day date)
returns timestamptz
language sql
stable
parallel safe
set search_path = ''
as $$
  select day::timestamp at time zone 'America/Sao_Paulo'
$$;
revoke all on function private.traffic_day_start(date) from public, anon, authenticated, service_role;

-- Crawlers, link previews, monitors, scripts and automation announce themselves here.
create function private.is_bot_user_agent(user_agent text)
returns boolean
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(pg_catalog.btrim(user_agent), '') = ''
    or user_agent ~* '(bot|crawl|spider|slurp|scrape|fetch|preview|monitor|headless|lighthouse|pagespeed|gtmetrix|facebookexternalhit|whatsapp|telegram|embedly|curl|wget|python|httpx|axios|node|undici|go-http|java/|okhttp|libwww|phantom|selenium|puppeteer|playwright)'
$$;
revoke all on function private.is_bot_user_agent(text) from public, anon, authenticated, service_role;

-- Null for '' (a form-encoded beacon sends every field, empty or not).
create function private.traffic_field(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(pg_catalog.btrim(value), '')
$$;
revoke all on function private.traffic_field(text) from public, anon, authenticated, service_role;

-- A campaign field: without control characters, trimmed, at most 100 characters, null for ''.
create function private.traffic_campaign_field(value text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select nullif(pg_catalog.left(pg_catalog.btrim(pg_catalog.regexp_replace(value, '[[:cntrl:]]', '', 'g')), 100), '')
$$;
revoke all on function private.traffic_campaign_field(text) from public, anon, authenticated, service_role;

create function private.record_traffic_event(
  kind text,
  path text,
  device text,
  target text default null,
  referrer text default null,
  utm_source text default null,
  utm_medium text default null,
  utm_campaign text default null,
  utm_term text default null,
  utm_content text default null,
  click_id text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  headers jsonb;
  client_address text;
  user_agent text;
  day_salt bytea;
  address_hash text;
  sent_this_minute integer;
  field text;
  language text;
begin
  -- Staff (signed in) and server-side callers are never counted.
  if pg_catalog.current_setting('role', true) is distinct from 'anon' then
    return;
  end if;
  begin
    headers := pg_catalog.current_setting('request.headers', true)::jsonb;
  exception when invalid_text_representation then
    headers := null;
  end;
  headers := coalesce(headers, '{}'::jsonb);
  user_agent := coalesce(headers ->> 'user-agent', '');
  if headers ->> 'dnt' = '1' or headers ->> 'sec-gpc' = '1' or private.is_bot_user_agent(user_agent) then
    return;
  end if;

  -- Bounded before anything is stored; the table's CHECKs say the same.
  kind := private.traffic_field(kind);
  path := private.traffic_field(path);
  device := private.traffic_field(device);
  target := pg_catalog.lower(private.traffic_field(target));
  referrer := pg_catalog.regexp_replace(pg_catalog.lower(private.traffic_field(referrer)), '^www\.', '');
  -- Campaign names come from links anyone can write: cut and cleaned, like the leads' own.
  utm_source := private.traffic_campaign_field(utm_source);
  utm_medium := private.traffic_campaign_field(utm_medium);
  utm_campaign := private.traffic_campaign_field(utm_campaign);
  utm_term := private.traffic_campaign_field(utm_term);
  utm_content := private.traffic_campaign_field(utm_content);
  click_id := private.traffic_field(click_id);
  -- The browser's first language, from the request (`pt-BR,pt;q=0.9` → 'pt').
  language := pg_catalog.lower(pg_catalog.substring(headers ->> 'accept-language', '^\s*([A-Za-z]{2,3})\M'));
  field := case
    when kind is null or kind not in ('view', 'cta', 'form_start', 'form_sent', 'form_refused') then 'kind'
    when path is null or pg_catalog.char_length(path) > 300 or path !~ '^/[^?#[:cntrl:][:space:]]*$' then 'path'
    when device is null or device not in ('mobile', 'tablet', 'desktop') then 'device'
    when target !~ '^[a-z0-9-]{1,40}$' then 'target'
    when referrer !~ '^[a-z0-9.-]{1,253}$' then 'referrer'
    when click_id not in ('gclid', 'fbclid') then 'click_id'
  end;
  if field is not null then
    raise exception using
      errcode = '22023',
      message = pg_catalog.format('Evento de tráfego inválido: %s.', field);
  end if;
  -- The admin is never part of the site's traffic.
  if path = '/admin' or path like '/admin/%' then
    return;
  end if;

  insert into private.traffic_salts (day) values (private.traffic_day(pg_catalog.now()))
  on conflict (day) do nothing;
  select s.salt into day_salt from private.traffic_salts as s where s.day = private.traffic_day(pg_catalog.now());

  -- The address as hosted Supabase's edge (Cloudflare) sets it; clients cannot forge it.
  client_address := coalesce(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), '');
  address_hash := pg_catalog.left(
    pg_catalog.encode(extensions.hmac(pg_catalog.convert_to(client_address, 'UTF8'), day_salt, 'sha256'), 'hex'),
    32
  );
  insert into private.traffic_address_minutes as counter (address_hash, minute)
  values (address_hash, pg_catalog.date_trunc('minute', pg_catalog.now()))
  on conflict on constraint traffic_address_minutes_pkey
    do update set events = counter.events + 1
  returning counter.events into sent_this_minute;
  if sent_this_minute > 120 then
    raise exception using
      errcode = 'PT429',
      message = 'Eventos demais deste endereço. Tente novamente em um minuto.';
  end if;

  insert into private.traffic_events (
    visitor, kind, path, target, referrer_host, utm_source, utm_medium, utm_campaign, utm_term,
    utm_content, click_id, device, language
  ) values (
    pg_catalog.left(
      pg_catalog.encode(
        extensions.hmac(pg_catalog.convert_to(client_address || pg_catalog.chr(10) || user_agent, 'UTF8'), day_salt, 'sha256'),
        'hex'
      ),
      32
    ),
    kind, path, target, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content, click_id, device,
    language
  );
end
$$;
revoke all on function private.record_traffic_event from public, anon, authenticated, service_role;
grant execute on function private.record_traffic_event to anon;

-- The API's name (SECURITY INVOKER: no definer function is exposed).
create function public.record_traffic_event(
  kind text,
  path text,
  device text,
  target text default null,
  referrer text default null,
  utm_source text default null,
  utm_medium text default null,
  utm_campaign text default null,
  utm_term text default null,
  utm_content text default null,
  click_id text default null
)
returns void
language sql
volatile
set search_path = ''
as $$
  select private.record_traffic_event(
    kind, path, device, target, referrer, utm_source, utm_medium, utm_campaign, utm_term, utm_content,
    click_id
  )
$$;
comment on function public.record_traffic_event is
  'Counts one page view or action of a visitor (the public pages'' beacon). No read-back.';
revoke all on function public.record_traffic_event from public, anon, authenticated, service_role;
grant execute on function public.record_traffic_event to anon;

------------------------------------------------------------------------------------------
-- One day's numbers
------------------------------------------------------------------------------------------
-- Dimensions and what their columns count:
--   total      ''            views; visitors (keys with a view); visits; leads (visits that sent a
--                            lead form); events (all events)
--   page       the path      views of it; visitors who saw it; visits that entered there
--                            ('visits') and those of them that converted ('leads')
--   source, referrer, utm_source, utm_medium, utm_campaign, device, language
--              the visit's   views, visitors and visits of those visits; their leads. 'source' is
--              value at      the leads' own definition (private.lead_source): the campaign's source,
--              its entry     else the referring site, else 'Direto'
--   cta        the button    events (clicks); visitors who clicked; leads among their visits
--   form_start, form_sent, form_refused
--              the form      events; visitors; leads among their visits
create function private.traffic_rollup(rollup_day date)
returns table (
  dimension text,
  value text,
  views integer,
  visitors integer,
  visits integer,
  leads integer,
  events integer
)
language sql
stable
set search_path = ''
as $$
  with day_events as (
    select e.*
    from private.traffic_events as e
    where e.created_at >= private.traffic_day_start(rollup_day)
      and e.created_at < private.traffic_day_start(rollup_day + 1)
  ),
  per_visitor as (
    select
      e.visitor,
      pg_catalog.count(*) filter (where e.kind = 'view') as views,
      pg_catalog.bool_or(e.kind = 'form_sent') as converted
    from day_events as e
    group by e.visitor
  ),
  entries as (
    select distinct on (e.visitor)
      e.visitor, e.path, e.referrer_host, e.utm_source, e.utm_medium, e.utm_campaign, e.device, e.language
    from day_events as e
    where e.kind = 'view'
    order by e.visitor, e.created_at, e.id
  ),
  visits as (
    select en.*, pv.views, pv.converted
    from entries as en
    join per_visitor as pv on pv.visitor = en.visitor
  ),
  page_views as (
    select e.path, pg_catalog.count(*) as views, pg_catalog.count(distinct e.visitor) as visitors
    from day_events as e
    where e.kind = 'view'
    group by e.path
  ),
  page_entries as (
    select v.path, pg_catalog.count(*) as visits, pg_catalog.count(*) filter (where v.converted) as leads
    from visits as v
    group by v.path
  ),
  visit_values as (
    select v.views, v.converted, d.dimension, d.value
    from visits as v
    cross join lateral (
      values
        ('source', private.lead_source(v.utm_source, 'https://' || v.referrer_host)),
        ('referrer', v.referrer_host),
        ('utm_source', v.utm_source),
        ('utm_medium', v.utm_medium),
        ('utm_campaign', v.utm_campaign),
        ('device', v.device),
        ('language', v.language)
    ) as d (dimension, value)
    where d.value is not null
  )
  select
    'total', '',
    (select pg_catalog.count(*) from day_events as e where e.kind = 'view')::integer,
    (select pg_catalog.count(*) from visits)::integer,
    (select pg_catalog.count(*) from visits)::integer,
    (select pg_catalog.count(*) from visits as v where v.converted)::integer,
    (select pg_catalog.count(*) from day_events)::integer
  where exists (select 1 from day_events)
  union all
  select
    'page', pv.path, pv.views::integer, pv.visitors::integer,
    coalesce(pe.visits, 0)::integer, coalesce(pe.leads, 0)::integer, pv.views::integer
  from page_views as pv
  left join page_entries as pe on pe.path = pv.path
  union all
  select
    vv.dimension, vv.value,
    pg_catalog.sum(vv.views)::integer,
    pg_catalog.count(*)::integer,
    pg_catalog.count(*)::integer,
    pg_catalog.count(*) filter (where vv.converted)::integer,
    pg_catalog.sum(vv.views)::integer
  from visit_values as vv
  group by vv.dimension, vv.value
  union all
  select
    a.kind, coalesce(a.target, ''),
    0,
    pg_catalog.count(distinct a.visitor)::integer,
    pg_catalog.count(distinct a.visitor)::integer,
    pg_catalog.count(distinct a.visitor) filter (where pv.converted)::integer,
    pg_catalog.count(*)::integer
  from day_events as a
  join per_visitor as pv on pv.visitor = a.visitor
  where a.kind <> 'view'
  group by a.kind, a.target
$$;
revoke all on function private.traffic_rollup(date) from public, anon, authenticated, service_role;

-- The rows of every day of a period: stored rollups for finished days, computed from the events
-- for the days not rolled up yet (today, or a day the nightly job has not reached).
create function private.traffic_rows(first_day date, last_day date)
returns table (
  day date,
  dimension text,
  value text,
  views integer,
  visitors integer,
  visits integer,
  leads integer,
  events integer
)
language sql
stable
set search_path = ''
as $$
  select d.day, d.dimension, d.value, d.views, d.visitors, d.visits, d.leads, d.events
  from private.traffic_daily as d
  where d.day between first_day and last_day
  union all
  select live_day, r.dimension, r.value, r.views, r.visitors, r.visits, r.leads, r.events
  from pg_catalog.generate_series(
    -- From the oldest stored event (none: an empty series) to today at most.
    greatest(
      first_day,
      coalesce(
        (select private.traffic_day(pg_catalog.min(e.created_at)) from private.traffic_events as e),
        last_day + 1
      )
    ),
    least(last_day, private.traffic_day(pg_catalog.now())),
    interval '1 day'
  ) as series (live_day_at)
  cross join lateral (select series.live_day_at::date as live_day) as days
  cross join lateral private.traffic_rollup(days.live_day) as r
  where not exists (select 1 from private.traffic_rolled_days as rolled where rolled.day = days.live_day)
$$;
revoke all on function private.traffic_rows(date, date) from public, anon, authenticated, service_role;

-- Refuses anyone but staff, and a period that is not one.
create function private.check_traffic_period(first_day date, last_day date)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if not coalesce((select private.is_staff()), false) then
    raise exception using
      errcode = '42501',
      message = 'Acesso negado: apenas a equipe vê o tráfego do site.';
  end if;
  if first_day is null or last_day is null or first_day > last_day or last_day - first_day > 1100 then
    raise exception using
      errcode = '22023',
      message = 'Período inválido: escolha um início antes do fim, em até 3 anos.';
  end if;
end
$$;
revoke all on function private.check_traffic_period(date, date) from public, anon, authenticated, service_role;

------------------------------------------------------------------------------------------
-- Reading (staff)
------------------------------------------------------------------------------------------
-- The totals of each day of a period, every day present (zeros where nothing was counted).
create function private.traffic_days(first_day date, last_day date)
returns table (day date, views integer, visitors integer, visits integer, leads integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.check_traffic_period(first_day, last_day);
  return query
  select
    series.d::date,
    coalesce(t.views, 0),
    coalesce(t.visitors, 0),
    coalesce(t.visits, 0),
    coalesce(t.leads, 0)
  from pg_catalog.generate_series(first_day, last_day, interval '1 day') as series (d)
  left join private.traffic_rows(first_day, last_day) as t
    on t.day = series.d::date and t.dimension = 'total'
  order by 1;
end
$$;

-- Every dimension's values over a period, each day's numbers added up (a visitor is counted once
-- per day: keys change every day, by design).
create function private.traffic_breakdown(first_day date, last_day date)
returns table (
  dimension text,
  value text,
  views integer,
  visitors integer,
  visits integer,
  leads integer,
  events integer
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.check_traffic_period(first_day, last_day);
  return query
  select
    t.dimension, t.value,
    pg_catalog.sum(t.views)::integer,
    pg_catalog.sum(t.visitors)::integer,
    pg_catalog.sum(t.visits)::integer,
    pg_catalog.sum(t.leads)::integer,
    pg_catalog.sum(t.events)::integer
  from private.traffic_rows(first_day, last_day) as t
  group by t.dimension, t.value
  order by t.dimension, pg_catalog.sum(t.visits) desc, pg_catalog.sum(t.views) desc, t.value;
end
$$;

-- The last 30 minutes: visitors and views on the site (`page` is null) and per page.
create function private.traffic_now()
returns table (page text, views integer, visitors integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.check_traffic_period(private.traffic_day(pg_catalog.now()), private.traffic_day(pg_catalog.now()));
  return query
  select
    e.path,
    pg_catalog.count(*)::integer,
    pg_catalog.count(distinct e.visitor)::integer
  from private.traffic_events as e
  where e.created_at > pg_catalog.now() - interval '30 minutes' and e.kind = 'view'
  group by grouping sets ((), (e.path))
  order by 1 nulls first, 3 desc, 2 desc;
end
$$;

revoke all on function private.traffic_days(date, date) from public, anon, authenticated, service_role;
revoke all on function private.traffic_breakdown(date, date) from public, anon, authenticated, service_role;
revoke all on function private.traffic_now() from public, anon, authenticated, service_role;
grant execute on function private.traffic_days(date, date) to authenticated;
grant execute on function private.traffic_breakdown(date, date) to authenticated;
grant execute on function private.traffic_now() to authenticated;

-- The API's names (SECURITY INVOKER: no definer function is exposed).
create function public.traffic_days(first_day date, last_day date)
returns table (day date, views integer, visitors integer, visits integer, leads integer)
language sql
stable
set search_path = ''
as $$
  select * from private.traffic_days(first_day, last_day)
$$;
comment on function public.traffic_days is 'Staff: views, visitors, visits and leads of each day of a period.';

create function public.traffic_breakdown(first_day date, last_day date)
returns table (
  dimension text,
  value text,
  views integer,
  visitors integer,
  visits integer,
  leads integer,
  events integer
)
language sql
stable
set search_path = ''
as $$
  select * from private.traffic_breakdown(first_day, last_day)
$$;
comment on function public.traffic_breakdown is
  'Staff: each page, source, campaign, device… of a period with its numbers (see private.traffic_rollup).';

create function public.traffic_now()
returns table (page text, views integer, visitors integer)
language sql
stable
set search_path = ''
as $$
  select * from private.traffic_now()
$$;
comment on function public.traffic_now is 'Staff: visitors and views of the last 30 minutes, in total and per page.';

revoke all on function public.traffic_days(date, date) from public, anon, authenticated, service_role;
revoke all on function public.traffic_breakdown(date, date) from public, anon, authenticated, service_role;
revoke all on function public.traffic_now() from public, anon, authenticated, service_role;
grant execute on function public.traffic_days(date, date) to authenticated;
grant execute on function public.traffic_breakdown(date, date) to authenticated;
grant execute on function public.traffic_now() to authenticated;

------------------------------------------------------------------------------------------
-- Retention
------------------------------------------------------------------------------------------
-- Rolls up every finished day not rolled up yet, drops raw events past 90 days and the salts
-- of days that are over (after which yesterday's keys can never be recomputed).
create function private.maintain_traffic()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  today date := private.traffic_day(pg_catalog.now());
  first_day date := (select private.traffic_day(pg_catalog.min(e.created_at)) from private.traffic_events as e);
  pending date;
begin
  if first_day is not null then
    for pending in
      select series.d::date
      from pg_catalog.generate_series(first_day, today - 1, interval '1 day') as series (d)
      where not exists (select 1 from private.traffic_rolled_days as r where r.day = series.d::date)
    loop
      insert into private.traffic_daily (day, dimension, value, views, visitors, visits, leads, events)
      select pending, r.dimension, r.value, r.views, r.visitors, r.visits, r.leads, r.events
      from private.traffic_rollup(pending) as r;
      insert into private.traffic_rolled_days (day) values (pending);
    end loop;
  end if;
  delete from private.traffic_events where created_at < pg_catalog.now() - interval '90 days';
  delete from private.traffic_salts where day < today;
  delete from private.traffic_address_minutes where minute < pg_catalog.now() - interval '2 minutes';
end
$$;
revoke all on function private.maintain_traffic() from public, anon, authenticated, service_role;

-- The rate limit's counters, every few minutes.
create function private.forget_traffic_addresses()
returns void
language sql
volatile
security definer
set search_path = ''
as $$
  delete from private.traffic_address_minutes where minute < pg_catalog.now() - interval '2 minutes'
$$;
revoke all on function private.forget_traffic_addresses() from public, anon, authenticated, service_role;

-- 00:05 in São Paulo (UTC-3): the day that ended is rolled up, its salt dropped.
select cron.schedule('maintain-traffic', '5 3 * * *', 'select private.maintain_traffic()');
select cron.schedule('forget-traffic-addresses', '*/5 * * * *', 'select private.forget_traffic_addresses()');

------------------------------------------------------------------------------------------
-- A lead without its campaign: the visit's
------------------------------------------------------------------------------------------
-- Public pages keep nothing on the visitor's device, so a lead sent a few pages after the
-- campaign's landing page may arrive without its campaign fields. When it carries none, they
-- come from the same visitor's first page view of the day, if it was counted: the entry page,
-- the referring site and the UTM fields (a click id's value is never counted, so never filled).
create function private.leads_attribution_from_visit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  headers jsonb;
  day_salt bytea;
  visitor_key text;
  entry record;
begin
  if pg_catalog.current_setting('role', true) is distinct from 'anon'
     or coalesce(new.utm_source, new.utm_medium, new.utm_campaign, new.utm_term, new.utm_content,
                 new.gclid, new.fbclid, new.referrer) is not null then
    return new;
  end if;
  select s.salt into day_salt from private.traffic_salts as s where s.day = private.traffic_day(pg_catalog.now());
  if day_salt is null then
    return new;
  end if;
  begin
    headers := coalesce(pg_catalog.current_setting('request.headers', true)::jsonb, '{}'::jsonb);
  exception when invalid_text_representation then
    return new;
  end;
  visitor_key := pg_catalog.left(
    pg_catalog.encode(
      extensions.hmac(
        pg_catalog.convert_to(
          coalesce(pg_catalog.btrim(headers ->> 'cf-connecting-ip'), '') || pg_catalog.chr(10)
            || coalesce(headers ->> 'user-agent', ''),
          'UTF8'
        ),
        day_salt,
        'sha256'
      ),
      'hex'
    ),
    32
  );
  select e.path, e.referrer_host, e.utm_source, e.utm_medium, e.utm_campaign, e.utm_term, e.utm_content
  into entry
  from private.traffic_events as e
  where e.visitor = visitor_key
    and e.kind = 'view'
    and e.created_at >= private.traffic_day_start(private.traffic_day(pg_catalog.now()))
  order by e.created_at, e.id
  limit 1;
  if found then
    new.landing_page := entry.path;
    new.referrer := 'https://' || entry.referrer_host;
    new.utm_source := entry.utm_source;
    new.utm_medium := entry.utm_medium;
    new.utm_campaign := entry.utm_campaign;
    new.utm_term := entry.utm_term;
    new.utm_content := entry.utm_content;
  end if;
  return new;
end
$$;
revoke all on function private.leads_attribution_from_visit() from public, anon, authenticated, service_role;

-- Named to run after leads_before_insert (same timing: alphabetical order), which drops bots and
-- retries first.
create trigger leads_before_insert_visit
  before insert on public.leads
  for each row execute function private.leads_attribution_from_visit();
