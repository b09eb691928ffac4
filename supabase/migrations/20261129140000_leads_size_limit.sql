-- A lead that is far too large is refused at once with HTTP 413 (PT413), before any work on its
-- values: checking megabytes of text (trimming, the pattern checks) outlasts the visitor role's
-- statement timeout, which PostgREST answers as a 500. Every field at its maximum, in 4-byte
-- characters, is about 40 KB; the cap is LEAD_LIMITS.rowBytesMax in src/domains/leads/limits.ts.

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
  if pg_catalog.pg_column_size(new) > 65536 then
    raise exception using
      errcode = 'PT413',
      message = 'Os dados enviados são grandes demais para um lead.',
      hint = 'Limite: 64 KB por lead.';
  end if;

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
