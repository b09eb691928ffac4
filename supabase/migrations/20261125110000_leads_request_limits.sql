-- Lead inserts from the public API are bounded per request and per sender:
--   * one lead per request for visitors (anon) and signed-in users (authenticated): the forms send
--     one row; a JSON array of 10 000 rows used to be stored in one request, holding the table for
--     seconds. The second row of a request is refused at once (P0001), before any more work.
--   * the e-mail burst limit (5 in 10 minutes) counts `+tag` variants of an address as the same
--     address (ana+1@x.com, ANA+2@x.com and ana@x.com are one sender);
--   * at most 10 leads per client network address in 10 minutes. The address comes from the
--     `cf-connecting-ip` request header, which hosted Supabase's edge (Cloudflare) sets to the real
--     client address and clients cannot forge. It is kept only as an HMAC with a secret salt (never
--     the IP itself), outside the leads table, and only for the 10 minutes the limit looks back.
-- The service role and the migration role (imports, seed, tests of the rules) are not limited.
-- The numbers are LEAD_RATE_LIMIT in src/domains/leads/limits.ts.

create table private.lead_client_salt (
  only_row boolean primary key default true check (only_row),
  salt bytea not null default extensions.gen_random_bytes(32)
);
comment on table private.lead_client_salt is
  'Secret salt of lead_address_bursts.address_hash (HMAC-SHA256 of the client address). Never exposed.';
insert into private.lead_client_salt default values;
revoke all on table private.lead_client_salt from public, anon, authenticated, service_role;

create table private.lead_address_bursts (
  address_hash text not null,
  created_at timestamptz not null default now()
);
comment on table private.lead_address_bursts is
  'One row per lead a visitor stored in the last 10 minutes: the HMAC of their network address. Never the IP itself.';
revoke all on table private.lead_address_bursts from public, anon, authenticated, service_role;
create index lead_address_bursts_hash_idx on private.lead_address_bursts (address_hash, created_at);
create index lead_address_bursts_created_at_idx on private.lead_address_bursts (created_at);

-- The sender of an e-mail address: lower case, without a `+tag` in the local part.
create function private.lead_email_sender(email text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select pg_catalog.regexp_replace(pg_catalog.lower(email), '\+[^@]*@', '@')
$$;
revoke all on function private.lead_email_sender(text) from public, anon, authenticated, service_role;
-- Every writer of leads evaluates it in the index below (Postgres checks EXECUTE there); private is
-- not exposed by the API, so nobody can call it over /rest/v1/rpc.
grant execute on function private.lead_email_sender(text) to anon, authenticated, service_role;

drop index public.leads_email_created_at_idx;
create index leads_email_sender_created_at_idx
  on public.leads (private.lead_email_sender(email), created_at desc);

-- BEFORE INSERT: bound the request, drop bots and retries silently, normalise, limit bursts per
-- sender and per client address. SECURITY DEFINER because visitors cannot read leads, but the
-- checks must.
create or replace function private.leads_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  from_api_visitor boolean := pg_catalog.current_setting('role', true) in ('anon', 'authenticated');
  rows_in_request integer;
  client_address text;
  client_hash text;
  recent integer;
begin
  -- One lead per request (transaction) for the public roles, counted before anything else so a
  -- bulk insert stops at its second row.
  if from_api_visitor then
    rows_in_request :=
      coalesce(nullif(pg_catalog.current_setting('private.leads_in_request', true), ''), '0')::integer + 1;
    perform pg_catalog.set_config('private.leads_in_request', rows_in_request::text, true);
    if rows_in_request > 1 then
      raise exception using
        errcode = 'P0001',
        message = 'Envie um lead por vez.',
        hint = 'O formulário envia um lead por requisição.';
    end if;
  end if;

  -- Honeypot filled: pretend success, store nothing.
  if new.honeypot is not null and pg_catalog.btrim(new.honeypot) <> '' then
    return null;
  end if;
  new.honeypot := null;

  -- Same submission sent again (network retry, double click): already stored, nothing to do.
  if new.submission_id is not null
     and exists (select 1 from public.leads where submission_id = new.submission_id) then
    return null;
  end if;

  new.nome := pg_catalog.btrim(new.nome);
  new.empresa := pg_catalog.btrim(new.empresa);
  new.email := pg_catalog.btrim(new.email);
  new.telefone := pg_catalog.btrim(new.telefone);

  -- Burst limit per sender: at most 5 leads per e-mail address (any +tag) in 10 minutes.
  select pg_catalog.count(*) into recent
  from public.leads
  where private.lead_email_sender(email) = private.lead_email_sender(new.email)
    and created_at > pg_catalog.now() - interval '10 minutes';
  if recent >= 5 then
    raise exception using
      errcode = 'P0001',
      message = 'Muitos envios com este e-mail em pouco tempo. Tente novamente em alguns minutos.',
      hint = 'Limite: 5 envios por e-mail a cada 10 minutos.';
  end if;

  -- Burst limit per client address: at most 10 leads in 10 minutes. Entries older than the window
  -- are dropped first, so no address hash outlives it.
  if from_api_visitor then
    begin
      client_address := pg_catalog.btrim(
        pg_catalog.current_setting('request.headers', true)::jsonb ->> 'cf-connecting-ip'
      );
    exception when invalid_text_representation then
      client_address := null;
    end;
    if client_address <> '' then
      delete from private.lead_address_bursts where created_at <= pg_catalog.now() - interval '10 minutes';
      client_hash := pg_catalog.encode(
        extensions.hmac(
          pg_catalog.convert_to(client_address, 'UTF8'),
          (select salt from private.lead_client_salt),
          'sha256'
        ),
        'hex'
      );
      select pg_catalog.count(*) into recent
      from private.lead_address_bursts
      where address_hash = client_hash;
      if recent >= 10 then
        raise exception using
          errcode = 'P0001',
          message = 'Muitos envios desta rede em pouco tempo. Tente novamente em alguns minutos.',
          hint = 'Limite: 10 envios por endereço de rede a cada 10 minutos.';
      end if;
      -- Rolled back with the lead if a constraint refuses it.
      insert into private.lead_address_bursts (address_hash) values (client_hash);
    end if;
  end if;

  return new;
end
$$;
