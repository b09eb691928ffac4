-- pg_net 0.20.4 as a hosted Supabase project has it after `create extension pg_net`: the `net`
-- schema of supabase/pg_net (sql/pg_net.sql) with the grants of Supabase's `grant_pg_net_access`
-- event trigger. Run by the superuser, once, when a migration creates the extension
-- (emulated-extensions.ts). pg_net's C functions are PL/pgSQL here; its background worker is
-- local-supabase's net worker (net-worker.ts), woken by net.wake() as pg_net's is.

create schema net;
-- How local-supabase tells its emulation from a schema someone else created.
comment on schema net is 'local-supabase: pg_net 0.20.4';

create domain net.http_method as text
  check (value ilike 'get' or value ilike 'post' or value ilike 'delete');

-- Requests wait here until the worker sends them; it deletes each one once its response is stored.
create unlogged table net.http_request_queue (
  id bigserial,
  method net.http_method not null,
  url text not null,
  headers jsonb,
  body bytea,
  timeout_milliseconds int not null
);

-- One row per finished request, deleted by the worker after pg_net's ttl (6 hours).
create unlogged table net._http_response (
  id bigint,
  status_code integer,
  content_type text,
  headers jsonb,
  content text,
  timed_out bool,
  error_msg text,
  created timestamptz not null default now()
);
create index on net._http_response (created);

create type net.request_status as enum ('PENDING', 'SUCCESS', 'ERROR');
create type net.http_response as (status_code integer, headers jsonb, body text);
create type net.http_response_result as (
  status net.request_status,
  message text,
  response net.http_response
);

-- curl_easy_escape: every byte of the UTF-8 text except RFC 3986's unreserved characters becomes %XX.
create function net._urlencode_string(string varchar) returns text
language sql immutable
as $$
  select case when string is null then null else coalesce(
    (select string_agg(
       case
         when b between 48 and 57 or b between 65 and 90 or b between 97 and 122 or b in (45, 46, 95, 126)
           then chr(b)
         else '%' || upper(lpad(to_hex(b), 2, '0'))
       end,
       '' order by i)
     from (select convert_to(string, 'UTF8') as bytes) s,
          generate_series(0, length(s.bytes) - 1) as i,
          get_byte(s.bytes, i) as b),
    '') end
$$;

-- What pg_net's curl_url_set / curl_url_get pair does to a URL and its query parameters: the same
-- refusals for the mistakes curl catches (scheme, host, port, spaces), the scheme lowercased, an
-- empty path made '/', and each parameter appended to the query with '&'.
create function net._encode_url_with_params_array(url text, params_array text[]) returns text
language plpgsql immutable
as $$
declare
  parts text[];
  scheme text;
  authority text;
  host text;
  port text;
  path text;
  query text;
  fragment text;
  param text;
begin
  if url is null or params_array is null then
    return null;
  end if;
  parts := regexp_match(url, '^([A-Za-z][A-Za-z0-9+.-]*):(.*)$', 's');
  if parts is null then
    raise exception 'invalid URL "%": Bad scheme', url;
  end if;
  scheme := lower(parts[1]);
  -- The schemes Supabase's libcurl knows; the worker sends only http and https and answers the
  -- others as curl does, with "Unsupported protocol".
  if scheme not in ('http', 'https', 'ftp', 'ftps', 'file', 'dict', 'gopher', 'gophers', 'imap', 'imaps',
                    'ldap', 'ldaps', 'mqtt', 'pop3', 'pop3s', 'rtsp', 'scp', 'sftp', 'smb', 'smbs', 'smtp',
                    'smtps', 'telnet', 'tftp', 'ws', 'wss') then
    raise exception 'invalid URL "%": Unsupported URL scheme', url;
  end if;
  parts := regexp_match(parts[2], '^(/{1,3})([^/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$', 's');
  if parts is null then
    raise exception 'invalid URL "%": Unsupported number of slashes following scheme', url;
  end if;
  authority := parts[2];
  path := coalesce(nullif(parts[3], ''), '/');
  query := coalesce(substr(parts[4], 2), '');
  fragment := coalesce(parts[5], '');

  host := regexp_replace(authority, '^.*@', '');
  if host ~ '^\[' then
    if host !~ '^\[[0-9A-Fa-f:.]+\](:.*)?$' then
      raise exception 'invalid URL "%": Bad IPv6 address', url;
    end if;
    port := substring(host from '^\[[^]]*\]:(.*)$');
  else
    port := substring(host from ':(.*)$');
    host := regexp_replace(host, ':.*$', '');
    if host = '' then
      raise exception 'invalid URL "%": No host part in the URL', url;
    end if;
    if host ~ '[[:space:][:cntrl:]\\<>"{}|^`]' then
      raise exception 'invalid URL "%": Bad hostname', url;
    end if;
  end if;
  if port <> '' and (port !~ '^[0-9]{1,5}$' or port::int > 65535) then
    raise exception 'invalid URL "%": Port number was not a decimal number between 0 and 65535', url;
  end if;
  if path ~ '[[:space:][:cntrl:]]' then
    raise exception 'invalid URL "%": Bad path', url;
  end if;
  if query ~ '[[:space:][:cntrl:]]' then
    raise exception 'invalid URL "%": Bad query', url;
  end if;
  if fragment ~ '[[:space:][:cntrl:]]' then
    raise exception 'invalid URL "%": Bad fragment', url;
  end if;

  foreach param in array params_array loop
    continue when param is null;
    query := case when query = '' then param else query || '&' || param end;
  end loop;
  -- curl drops an empty port (`host:`).
  return scheme || '://' || regexp_replace(authority, ':$', '') || path
    || case when query = '' then '' else '?' || query end || fragment;
end
$$;

-- pg_net's worker controls: local-supabase's worker runs whenever local-supabase serves this
-- database, so there is nothing to check or restart.
create function net.check_worker_is_up() returns void
language plpgsql
as $$
begin
end
$$;

create function net.worker_restart() returns bool
language sql
as $$ select true $$;

create function net.wait_until_running() returns void
language plpgsql
as $$
begin
end
$$;

-- Wakes the worker when the calling transaction commits, and only then, as pg_net's does: a
-- NOTIFY is delivered at commit (net-worker.ts listens on this channel).
create function net.wake() returns void
language sql
as $$ select pg_notify('local_supabase_pg_net', '') $$;

create function net._await_response(request_id bigint) returns bool
language plpgsql
as $$
begin
  -- PGlite has one connection: the worker could never store the response this loop waits for.
  if pg_catalog.version() ~ 'PGlite' then
    raise exception 'net._await_response cannot wait on PGlite: local-supabase''s pg_net worker shares the one connection this statement holds'
      using hint = 'Read net._http_response in a later transaction instead.';
  end if;
  while not exists (select from net._http_response r where r.id = request_id) loop
    perform pg_catalog.pg_sleep(0.05);
  end loop;
  return true;
end
$$;

create function net.http_get(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000
) returns bigint
language plpgsql
as $$
declare
  request_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, timeout_milliseconds)
  values (
    'GET',
    net._encode_url_with_params_array(
      url,
      (select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
       from jsonb_each_text(params))
    ),
    headers,
    timeout_milliseconds
  )
  returning id into request_id;
  perform net.wake();
  return request_id;
end
$$;

create function net.http_post(
  url text,
  body jsonb default '{}'::jsonb,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
  timeout_milliseconds int default 5000
) returns bigint
language plpgsql
as $$
declare
  request_id bigint;
  content_type text;
begin
  select value into content_type
  from jsonb_each_text(coalesce(headers, '{}'::jsonb))
  where lower(key) = 'content-type'
  limit 1;
  -- Headers without a content type get JSON's (NULL headers stay NULL, as in pg_net).
  if content_type is null then
    headers := headers || '{"Content-Type": "application/json"}'::jsonb;
  elsif content_type <> 'application/json' then
    raise exception 'Content-Type header must be "application/json"';
  end if;

  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (
    'POST',
    net._encode_url_with_params_array(
      url,
      (select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
       from jsonb_each_text(params))
    ),
    headers,
    convert_to(body::text, 'UTF8'),
    timeout_milliseconds
  )
  returning id into request_id;
  perform net.wake();
  return request_id;
end
$$;

create function net.http_delete(
  url text,
  params jsonb default '{}'::jsonb,
  headers jsonb default '{}'::jsonb,
  timeout_milliseconds int default 5000,
  body jsonb default null
) returns bigint
language plpgsql
as $$
declare
  request_id bigint;
begin
  insert into net.http_request_queue (method, url, headers, body, timeout_milliseconds)
  values (
    'DELETE',
    net._encode_url_with_params_array(
      url,
      (select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
       from jsonb_each_text(params))
    ),
    headers,
    convert_to(body::text, 'UTF8'),
    timeout_milliseconds
  )
  returning id into request_id;
  perform net.wake();
  return request_id;
end
$$;

create function net._http_collect_response(request_id bigint, async bool default true)
returns net.http_response_result
language plpgsql
as $$
declare
  response net._http_response;
begin
  if not async then
    perform net._await_response(request_id);
  end if;
  select * into response from net._http_response r where r.id = request_id;
  -- A request still in the queue and an unknown id look the same, as in pg_net.
  if response is null or response.error_msg is not null then
    return ('ERROR', coalesce(response.error_msg, 'request matching request_id not found'), null)::net.http_response_result;
  end if;
  return (
    'SUCCESS',
    'ok',
    (response.status_code, response.headers, response.content)::net.http_response
  )::net.http_response_result;
end
$$;

-- Deprecated in pg_net, whose body raises "query has no destination for result data" after the
-- notice; kept identical.
create function net.http_collect_response(request_id bigint, async bool default true)
returns net.http_response_result
language plpgsql
as $$
begin
  raise notice 'The net.http_collect_response function is deprecated.';
  select net._http_collect_response(request_id, async);
end
$$;

-- pg_net's own grants: every role may queue requests and read responses.
grant usage on schema net to public;
grant all on all sequences in schema net to public;
grant all on all tables in schema net to public;

-- Supabase's grant_pg_net_access event trigger.
do $$
begin
  if not exists (select from pg_roles where rolname = 'supabase_functions_admin') then
    create user supabase_functions_admin noinherit createrole login noreplication;
  end if;
end
$$;
grant usage on schema net to supabase_functions_admin, postgres, anon, authenticated, service_role;
