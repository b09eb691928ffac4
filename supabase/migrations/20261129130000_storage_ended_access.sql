-- A person whose access ended (deactivated, removed, re-roled or signed out) is refused by storage
-- as by the REST API, with the same reason. PostgREST answers SQLSTATE PT401 with HTTP 401, but
-- storage-api maps only insufficient_privilege (42501) to a refusal (AccessDenied, 403, with the
-- database's message) and answers any other SQLSTATE as a 500. So inside a storage request
-- (storage-api sets `storage.allow_delete_query` on every request it runs; PostgREST never does)
-- the same refusal is raised as 42501.

create or replace function private.staff_role()
returns text
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  session_id text := (select auth.jwt()) ->> 'session_id';
  refusal text := case
    when current_setting('storage.allow_delete_query', true) = 'true' then '42501'
    else 'PT401'
  end;
  caller record;
begin
  select tipo, desativado_em into caller from public.profiles where id = (select auth.uid());
  if found and caller.desativado_em is not null then
    raise exception using
      errcode = refusal,
      message = 'Esta conta foi desativada por um administrador.',
      hint = 'account_deactivated';
  end if;
  if session_id is not null
     and not exists (select 1 from auth.sessions where id = session_id::uuid) then
    raise exception using
      errcode = refusal,
      message = 'Sua sessão foi encerrada. Entre novamente.',
      hint = 'session_ended';
  end if;
  return caller.tipo; -- null without a staff profile
end
$$;
