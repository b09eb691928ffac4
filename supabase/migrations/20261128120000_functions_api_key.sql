-- The database calls its edge functions with the project's secret API key in the `apikey` header,
-- as Supabase documents for cron jobs, pg_net and other service-to-service calls: the functions
-- turn `verify_jwt` off and check the key themselves. The key is per project, so it is kept
-- beside the project's URL in `private.runtime_settings` ('functions_api_key': the secret key,
-- `sb_secret_…`, or on a project still on legacy keys its service_role key), set once per project
-- (docs/deploy.md); without it nothing is called and the settings page says so.

alter table private.runtime_settings
  drop constraint runtime_settings_name_check,
  add constraint runtime_settings_name_check
    check (name in ('project_url', 'site_build_hook_url', 'functions_api_key')),
  add constraint runtime_settings_functions_api_key_check
    check (name <> 'functions_api_key' or value ~ '^(sb_secret_[A-Za-z0-9_-]+|[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$');
comment on table private.runtime_settings is
  'Per-project values the database needs to call out: project_url (edge functions), functions_api_key (the secret API key it presents to them), site_build_hook_url (the host''s build hook, a secret).';

-- Asks the edge function to deliver what is due, when anything is and the database knows where the
-- function is and the key to present. pg_net sends the request after the calling transaction commits.
create or replace function private.kick_lead_notifications()
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  project_url text := (select value from private.runtime_settings where name = 'project_url');
  api_key text := (select value from private.runtime_settings where name = 'functions_api_key');
begin
  if project_url is null or api_key is null or not exists (
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
    headers := pg_catalog.jsonb_build_object('Content-Type', 'application/json', 'apikey', api_key),
    timeout_milliseconds := 60000
  );
end
$$;

-- Whether the database can call the edge function: it knows where it is and the key to present.
create or replace function private.lead_notifications_configured()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select private.is_admin())
     and exists (select 1 from private.runtime_settings where name = 'project_url')
     and exists (select 1 from private.runtime_settings where name = 'functions_api_key')
$$;
