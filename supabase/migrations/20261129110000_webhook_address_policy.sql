-- The CRM webhook points at a public name only.
--
-- Before, any https URL was kept: https://127.0.0.1, https://0x7f000001, https://169.254.169.254,
-- https://metadata.google.internal, 10.x and 192.168.x addresses were saved, and the function
-- called them from inside the platform's network. Now the host must be a DNS name by the rule of
-- supabase/functions/lead-notifications/webhook-address.ts (`hasPublicHostName`, which the settings
-- form uses too): ASCII letters, digits and hyphens, at least one dot, the last label starting with
-- a letter — never an IP literal, in no spelling a URL parser reads as one — and not under
-- localhost, local, internal, localdomain or arpa. The function also resolves the name when
-- sending and refuses private, loopback, link-local and other non-public addresses.
--
-- The port stays free: a self-hosted CRM may listen on 8443, a public host's ports are no secret,
-- and what an attempt tells the admin is only a class ("Sem resposta do webhook."), never whether
-- the port answered. Credentials in the URL were already refused by is_http_url.
--
-- Existing rows: a stored webhook outside the rule is turned off (it would be refused when sending
-- anyway, and a lead must never fail to queue); a notification still due for such an address is
-- given up as refused. Sent and failed rows keep the address they had (NOT VALID): they are the
-- record of what happened.

create function private.is_webhook_url(value text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select value ~ '^https://'
     and private.is_http_url(value)
     and (
       select pg_catalog.length(host) <= 253
          and host ~* '^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]([a-z0-9-]{0,61}[a-z0-9])?$'
          and host !~* '(^|\.)(localhost|local|internal|localdomain|arpa)$'
       -- is_http_url leaves no ':', '@' or brackets in the host: up to the port, path, query or fragment.
       from pg_catalog.substring(value, '^https://([^/?#:]*)') as host
     )
$$;
comment on function private.is_webhook_url(text) is
  'An https URL whose host is a public DNS name (no IP literal, no local or internal name): the CRM webhook.';
revoke all on function private.is_webhook_url(text) from public, anon, authenticated, service_role;
-- Check constraints run as the writer: admins write the settings.
grant execute on function private.is_webhook_url(text) to authenticated, service_role;

do $$
begin
  if exists (select 1 from public.lead_settings where not private.is_webhook_url(webhook_url)) then
    raise notice 'lead_settings.webhook_url pointed at a non-public host: the webhook is now off.';
    update public.lead_settings set webhook_url = null where not private.is_webhook_url(webhook_url);
  end if;
end
$$;

-- The text is the function's WEBHOOK_ERRORS.refused (webhook-delivery.ts).
update public.lead_notifications
set status = 'failed',
    locked_until = null,
    last_error = 'Recusado: o endereço do webhook não é público (rede interna, local ou reservada).'
where channel = 'webhook'
  and status in ('pending', 'sending')
  and not private.is_webhook_url(recipient);

alter table public.lead_settings
  drop constraint lead_settings_webhook_url_check,
  add constraint lead_settings_webhook_url_check check (webhook_url is null or private.is_webhook_url(webhook_url));

alter table public.lead_notifications
  drop constraint lead_notifications_recipient_check,
  add constraint lead_notifications_recipient_check check (
    (channel = 'email' and private.is_email(recipient))
    or (channel = 'webhook' and private.is_webhook_url(recipient))
  ) not valid;
