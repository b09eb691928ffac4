-- A staff member's e-mail change, which Supabase Auth completes only once both addresses confirm
-- it (secure e-mail change): the activity log records the request (a stolen session asking for a
-- takeover shows up there) and the completed change, and the staff profile follows the new
-- address, so the team list, the notifications and the log name the address the person signs in
-- with.

alter table public.audit_events
  drop constraint audit_events_kind_check,
  add constraint audit_events_kind_check check (kind in (
    'sign_in', 'sign_in_failed', 'second_factor_verified', 'recovery_sign_in',
    'recovery_requested', 'password_changed', 'second_factor_added', 'second_factor_removed',
    'email_change_requested', 'email_changed',
    'content_created', 'content_updated', 'content_published', 'content_unpublished', 'content_deleted',
    'user_created', 'user_role_changed', 'user_deactivated', 'user_reactivated', 'user_removed',
    'user_second_factor_removed',
    'lead_viewed', 'leads_exported', 'lead_data_exported', 'leads_deleted',
    'settings_changed'
  ));

create function private.follow_email_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.email_change is distinct from old.email_change and coalesce(new.email_change, '') <> '' then
    perform private.audit(
      'email_change_requested', 'user', new.id::text, old.email,
      pg_catalog.jsonb_build_object('para', new.email_change), new.id);
  end if;
  if new.email is distinct from old.email then
    update public.profiles set email = new.email where id = new.id;
    perform private.audit(
      'email_changed', 'user', new.id::text, new.email,
      pg_catalog.jsonb_build_object('de', old.email, 'para', new.email), new.id);
  end if;
  return null;
end
$$;
revoke all on function private.follow_email_change() from public, anon, authenticated, service_role;
create trigger users_email_change
  after update of email, email_change on auth.users
  for each row execute function private.follow_email_change();
