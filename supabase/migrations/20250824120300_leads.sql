-- Leads from the SALTO signup form and the Raio-X contact form (personal data under LGPD).
--
-- Bounds (the same the forms check):
--   nome, empresa ........ 2..120 characters after trimming, single line (no control chars)
--   email ................ <= 254, shape local@domain.tld
--   telefone ............. optional leading '+', then 10..15 digits, nothing else
--   pagina_origem ........ <= 2 048      landing_page, referrer ... <= 2 048
--   utm_* ................ <= 255 each   gclid, fbclid ............ <= 512 each
--   privacy_policy_version <= 32
-- Extras: submission_id (client-generated uuid) makes retries idempotent; `honeypot` filled
-- means a bot — the row is dropped silently and never stored; more than 5 leads from one e-mail
-- within 10 minutes are refused with a clear message (P0001 → HTTP 400).

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  nome text not null,
  email text not null,
  telefone text not null,
  empresa text not null,
  created_at timestamptz not null default now(),
  pagina_origem text,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,
  gclid text,
  fbclid text,
  landing_page text,
  referrer text,
  privacy_policy_version text,
  submission_id uuid,
  honeypot text,
  constraint leads_submission_id_key unique (submission_id),
  constraint leads_nome_check check (
    length(btrim(nome)) between 2 and 120 and nome !~ '[[:cntrl:]]'
  ),
  constraint leads_empresa_check check (
    length(btrim(empresa)) between 2 and 120 and empresa !~ '[[:cntrl:]]'
  ),
  constraint leads_email_check check (
    length(email) <= 254
    and email ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]{1,64}@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$'
  ),
  constraint leads_telefone_check check (telefone ~ '^\+?[0-9]{10,15}$'),
  constraint leads_pagina_origem_check check (length(pagina_origem) <= 2048 and pagina_origem !~ '[[:cntrl:]]'),
  constraint leads_utm_check check (
    length(utm_source) <= 255 and length(utm_medium) <= 255 and length(utm_campaign) <= 255
    and length(utm_term) <= 255 and length(utm_content) <= 255
    and concat(utm_source, utm_medium, utm_campaign, utm_term, utm_content) !~ '[[:cntrl:]]'
  ),
  constraint leads_click_ids_check check (
    length(gclid) <= 512 and length(fbclid) <= 512 and concat(gclid, fbclid) !~ '[[:cntrl:]]'
  ),
  constraint leads_landing_page_check check (length(landing_page) <= 2048 and landing_page !~ '[[:cntrl:]]'),
  constraint leads_referrer_check check (length(referrer) <= 2048 and referrer !~ '[[:cntrl:]]'),
  constraint leads_privacy_policy_version_check check (length(privacy_policy_version) <= 32),
  -- A filled honeypot never reaches the table (the trigger drops the row first).
  constraint leads_honeypot_check check (honeypot is null)
);

comment on table public.leads is 'Leads from the public forms. Insert-only for visitors; read and delete by admins.';
comment on column public.leads.submission_id is 'Client-generated id of one form submission; a repeated id is ignored (idempotent retry).';
comment on column public.leads.honeypot is 'Hidden form field; when filled the row is silently dropped. Always NULL in stored rows.';

create index leads_created_at_idx on public.leads (created_at desc);
create index leads_email_created_at_idx on public.leads (lower(email), created_at desc);

-- BEFORE INSERT: normalise, drop bots and retries silently, limit bursts per e-mail.
-- SECURITY DEFINER because visitors cannot read leads, but the checks must.
create or replace function public.leads_before_insert()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent integer;
begin
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

  -- Burst limit: at most 5 leads per e-mail address in 10 minutes.
  select pg_catalog.count(*) into recent
  from public.leads
  where pg_catalog.lower(email) = pg_catalog.lower(new.email)
    and created_at > pg_catalog.now() - interval '10 minutes';
  if recent >= 5 then
    raise exception using
      errcode = 'P0001',
      message = 'Muitos envios com este e-mail em pouco tempo. Tente novamente em alguns minutos.',
      hint = 'Limite: 5 envios por e-mail a cada 10 minutos.';
  end if;

  return new;
end
$$;
revoke all on function public.leads_before_insert() from public, anon, authenticated;

create trigger leads_before_insert
  before insert on public.leads
  for each row execute function public.leads_before_insert();

-- Access: anyone (visitor or signed-in) inserts the form's columns, with no read-back;
-- admins read and delete; nobody updates.
alter table public.leads enable row level security;

revoke all on table public.leads from anon, authenticated;
grant insert (
  nome, email, telefone, empresa, pagina_origem,
  utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, fbclid,
  landing_page, referrer, privacy_policy_version, submission_id, honeypot
) on table public.leads to anon, authenticated;
grant select, delete on table public.leads to authenticated;
grant all on table public.leads to service_role;

-- Inserts are bounded by the constraints and the trigger above, not by who sends them.
create policy "leads: anyone submits the form"
  on public.leads for insert
  to anon, authenticated
  with check (honeypot is null);

create policy "leads: admins read"
  on public.leads for select
  to authenticated
  using ((select public.is_admin()));

create policy "leads: admins delete"
  on public.leads for delete
  to authenticated
  using ((select public.is_admin()));
