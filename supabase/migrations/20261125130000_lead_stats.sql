-- Lead numbers for the admin dashboard, computed in the database (admins only):
--   * public.lead_stats_weekly_sources()       leads per week of the last 12 weeks, per source;
--   * public.lead_stats_by_origin(period)      leads of a period per `pagina_origem`;
--   * public.lead_stats_by_campaign(period)    leads of a period per `utm_campaign`;
--   * public.lead_stats_first_contact(period)  how many leads of a period were contacted within 24 h.
--
-- Calendar: weeks and days are those of America/Sao_Paulo; weeks start on Monday. A period is
-- '7d', '30d' or '90d' (today and the 6, 29 or 89 days before it, from midnight) or '12w' (this
-- week and the 11 before it, from Monday midnight: the weeks of the weekly chart).
--
-- Access: SECURITY INVOKER, so the leads' row level security applies to every count; on top of it
-- each function refuses anyone but an admin (42501), so an editor gets a refusal instead of zeros
-- that look like real numbers. Only signed-in users may call them (anon: permission denied).

------------------------------------------------------------------------------------------
-- A lead's source: the one definition of "where the lead came from"
------------------------------------------------------------------------------------------
-- 1. its campaign source, `utm_source`, trimmed and in lower case ('Google' and 'google ' are one
--    source; different names stay apart: 'ig' is not 'instagram');
-- 2. without one, the site in its external `referrer`: well-known search engines and social
--    networks by name, in the words campaigns use (www.google.com.br → 'google',
--    l.instagram.com → 'instagram', lnkd.in → 'linkedin', t.co → 'x'), any other site by its host
--    without 'www.' ('blog.exemplo.com.br');
-- 3. neither (or a referrer that is not a URL): 'Direto'.
-- Sources from 1 and 2 are lower case, so 'Direto' and the dashboard's 'Outros' never clash with
-- one.
create function private.lead_source(utm_source text, referrer text)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select coalesce(
    nullif(pg_catalog.lower(pg_catalog.btrim(utm_source)), ''),
    (
      select case
        when host ~ '(^|\.)google(\.[a-z]{2,3}){1,2}$' then 'google'
        when host ~ '(^|\.)bing\.com$' then 'bing'
        when host ~ '(^|\.)(facebook\.com|fb\.com|fb\.me)$' then 'facebook'
        when host ~ '(^|\.)instagram\.com$' then 'instagram'
        when host ~ '(^|\.)(linkedin\.com|lnkd\.in)$' then 'linkedin'
        when host ~ '(^|\.)(youtube\.com|youtu\.be)$' then 'youtube'
        when host ~ '(^|\.)tiktok\.com$' then 'tiktok'
        when host ~ '(^|\.)(whatsapp\.com|wa\.me)$' then 'whatsapp'
        when host ~ '(^|\.)(twitter\.com|x\.com|t\.co)$' then 'x'
        else pg_catalog.regexp_replace(host, '^www\.', '')
      end
      from (
        -- The host of an absolute URL (scheme://[user@]host[:port]/…), in lower case; null otherwise.
        select pg_catalog.lower(
          pg_catalog.substring(referrer, '^[A-Za-z][A-Za-z0-9+.-]*://(?:[^/?#@]*@)?([^/?#:]+)')
        ) as host
      ) as parsed
    ),
    'Direto'
  )
$$;
comment on function private.lead_source(text, text) is
  'A lead''s source: lower-case utm_source, else a bucket of its external referrer, else ''Direto''.';

------------------------------------------------------------------------------------------
-- Where a period starts
------------------------------------------------------------------------------------------
-- Wall-clock arithmetic in São Paulo, then back to an instant: midnight stays midnight there.
-- Null for an unknown period (the functions below refuse it).
create function private.lead_stats_period_start(period text)
returns timestamptz
language sql
stable
parallel safe
set search_path = ''
as $$
  select case period
      when '7d' then pg_catalog.date_trunc('day', local_now) - interval '6 days'
      when '30d' then pg_catalog.date_trunc('day', local_now) - interval '29 days'
      when '90d' then pg_catalog.date_trunc('day', local_now) - interval '89 days'
      when '12w' then pg_catalog.date_trunc('week', local_now) - interval '11 weeks'
    end at time zone 'America/Sao_Paulo'
  from (select pg_catalog.now() at time zone 'America/Sao_Paulo' as local_now) as clock
$$;

------------------------------------------------------------------------------------------
-- Leads per week and source, last 12 weeks
------------------------------------------------------------------------------------------
-- One row per week and series, oldest week first, series in a fixed order: all 12 weeks appear,
-- with 0 where a series had no lead. The series are the sources of those weeks, largest first
-- (ties by name); when there are more than 6, the 5 largest keep their name and the rest add up
-- to 'Outros', the last series. No lead in the 12 weeks: no rows.
create function public.lead_stats_weekly_sources()
returns table (week_start date, source text, leads integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  first_week timestamptz := private.lead_stats_period_start('12w');
begin
  if not coalesce((select private.is_admin()), false) then
    raise exception using
      errcode = '42501',
      message = 'Acesso negado: apenas administradores veem os números de leads.';
  end if;

  return query
  -- Counted per week and (utm_source, referrer) first, so lead_source runs once per distinct
  -- pair rather than once per lead (it cannot be inlined: it pins its search_path).
  with raw as (
    select
      pg_catalog.date_trunc('week', l.created_at at time zone 'America/Sao_Paulo')::date as lead_week,
      l.utm_source,
      l.referrer,
      pg_catalog.count(*) as lead_count
    from public.leads as l
    where l.created_at >= first_week
    group by 1, 2, 3
  ),
  counted as (
    select r.lead_week, private.lead_source(r.utm_source, r.referrer) as lead_source, pg_catalog.sum(r.lead_count) as lead_count
    from raw as r
    group by 1, 2
  ),
  ranked as (
    select
      c.lead_source,
      pg_catalog.row_number() over (order by pg_catalog.sum(c.lead_count) desc, c.lead_source) as position,
      pg_catalog.count(*) over () as sources
    from counted as c
    group by c.lead_source
  ),
  series as (
    select
      r.lead_source,
      case when r.sources > 6 and r.position > 5 then 'Outros' else r.lead_source end as series_name,
      least(r.position, 6) as series_position
    from ranked as r
  ),
  weeks as (
    select w::date as week
    from pg_catalog.generate_series(
      first_week at time zone 'America/Sao_Paulo',
      (first_week at time zone 'America/Sao_Paulo') + interval '11 weeks',
      interval '1 week'
    ) as w
  ),
  per_series as (
    select c.lead_week, s.series_name, pg_catalog.sum(c.lead_count) as lead_count
    from counted as c
    join series as s on s.lead_source = c.lead_source
    group by c.lead_week, s.series_name
  )
  select w.week, names.series_name, coalesce(p.lead_count, 0)::integer
  from weeks as w
  cross join (select distinct s.series_name, s.series_position from series as s) as names
  left join per_series as p on p.lead_week = w.week and p.series_name = names.series_name
  order by w.week, names.series_position;
end
$$;

------------------------------------------------------------------------------------------
-- Leads of a period per origin page and per campaign
------------------------------------------------------------------------------------------
-- Both list the 7 largest values (null included: the Raio-X form stores no pagina_origem, a lead
-- without campaign has no utm_campaign), largest first, ties by value, and then, when there are
-- more, one row with `others` true and the leads of all the rest. Anyone may send any text in
-- these columns, so the answer stays short whatever is stored.
create function public.lead_stats_by_origin(period text)
returns table (pagina_origem text, leads integer, others boolean)
language plpgsql
stable
set search_path = ''
as $$
declare
  since timestamptz := private.lead_stats_period_start(period);
begin
  if not coalesce((select private.is_admin()), false) then
    raise exception using
      errcode = '42501',
      message = 'Acesso negado: apenas administradores veem os números de leads.';
  end if;
  if since is null then
    raise exception using errcode = '22023', message = 'Período desconhecido: use 7d, 30d, 90d ou 12w.';
  end if;

  return query
  with counted as (
    select
      l.pagina_origem as value,
      pg_catalog.count(*) as lead_count,
      pg_catalog.row_number() over (order by pg_catalog.count(*) desc, l.pagina_origem) as position
    from public.leads as l
    where l.created_at >= since
    group by l.pagina_origem
  )
  select
    case when c.position <= 7 then c.value end,
    pg_catalog.sum(c.lead_count)::integer,
    c.position > 7
  from counted as c
  group by 1, 3, case when c.position <= 7 then c.position else 8 end
  order by case when c.position <= 7 then c.position else 8 end;
end
$$;

create function public.lead_stats_by_campaign(period text)
returns table (utm_campaign text, leads integer, others boolean)
language plpgsql
stable
set search_path = ''
as $$
declare
  since timestamptz := private.lead_stats_period_start(period);
begin
  if not coalesce((select private.is_admin()), false) then
    raise exception using
      errcode = '42501',
      message = 'Acesso negado: apenas administradores veem os números de leads.';
  end if;
  if since is null then
    raise exception using errcode = '22023', message = 'Período desconhecido: use 7d, 30d, 90d ou 12w.';
  end if;

  return query
  with counted as (
    select
      l.utm_campaign as value,
      pg_catalog.count(*) as lead_count,
      pg_catalog.row_number() over (order by pg_catalog.count(*) desc, l.utm_campaign) as position
    from public.leads as l
    where l.created_at >= since
    group by l.utm_campaign
  )
  select
    case when c.position <= 7 then c.value end,
    pg_catalog.sum(c.lead_count)::integer,
    c.position > 7
  from counted as c
  group by 1, 3, case when c.position <= 7 then c.position else 8 end
  order by case when c.position <= 7 then c.position else 8 end;
end
$$;

------------------------------------------------------------------------------------------
-- First contact within 24 hours
------------------------------------------------------------------------------------------
-- One row: the leads of the period and how they split — contacted within 24 hours of arriving
-- (`first_contacted_at - created_at <= 24 h`), contacted later, not contacted yet. The three add
-- up to `leads`.
create function public.lead_stats_first_contact(period text)
returns table (leads integer, contacted_within_24h integer, contacted_later integer, not_contacted integer)
language plpgsql
stable
set search_path = ''
as $$
declare
  since timestamptz := private.lead_stats_period_start(period);
begin
  if not coalesce((select private.is_admin()), false) then
    raise exception using
      errcode = '42501',
      message = 'Acesso negado: apenas administradores veem os números de leads.';
  end if;
  if since is null then
    raise exception using errcode = '22023', message = 'Período desconhecido: use 7d, 30d, 90d ou 12w.';
  end if;

  return query
  select
    pg_catalog.count(*)::integer,
    (pg_catalog.count(*) filter (where l.first_contacted_at - l.created_at <= interval '24 hours'))::integer,
    (pg_catalog.count(*) filter (where l.first_contacted_at - l.created_at > interval '24 hours'))::integer,
    (pg_catalog.count(*) filter (where l.first_contacted_at is null))::integer
  from public.leads as l
  where l.created_at >= since;
end
$$;

------------------------------------------------------------------------------------------
-- Privileges
------------------------------------------------------------------------------------------
revoke all on function
  private.lead_source(text, text),
  private.lead_stats_period_start(text),
  public.lead_stats_weekly_sources(),
  public.lead_stats_by_origin(text),
  public.lead_stats_by_campaign(text),
  public.lead_stats_first_contact(text)
from public, anon, authenticated, service_role;

-- Signed-in users may call the four (admins only get past the check inside); the functions run as
-- the caller, who therefore needs the two helpers as well.
grant execute on function
  public.lead_stats_weekly_sources(),
  public.lead_stats_by_origin(text),
  public.lead_stats_by_campaign(text),
  public.lead_stats_first_contact(text),
  private.lead_source(text, text),
  private.lead_stats_period_start(text)
to authenticated;
