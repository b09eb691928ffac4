-- Who else is editing: one soft lock per item, held by the staff member whose form is open.
--
-- The admin claims the lock when an edit form opens and claims it again every few seconds while the
-- form stays open (the heartbeat). A lock nobody renewed for 45 seconds is free: a closed laptop
-- or a crashed tab lets go by itself, with no extra service (plain RPCs, on hosted Supabase too).
-- Someone who opens an item another person holds learns who and since when, and chooses to read
-- it or to take over; the person who lost the lock learns it on their next heartbeat and keeps
-- what they typed. The lock only informs: the version rule (20261130090000_edit_versions.sql)
-- is what refuses a stale save.

create table public.edit_locks (
  subject text not null,
  item_id uuid not null,
  holder_id uuid not null references public.profiles (id) on delete cascade,
  -- When the holder opened the item (kept across heartbeats).
  since timestamptz not null default now(),
  -- The holder's last heartbeat.
  seen_at timestamptz not null default now(),
  -- Who held it before a take-over, so they can be told who took it.
  taken_from_id uuid references public.profiles (id) on delete set null,
  primary key (subject, item_id),
  constraint edit_locks_subject_check check (
    subject in ('case', 'insight', 'noticia', 'nicho', 'categoria', 'redirect')
  )
);
comment on table public.edit_locks is
  'Who has each item open for editing; a lock not renewed for 45 s is free. Read and written only through claim_edit_lock/release_edit_lock.';
create index edit_locks_holder_id_idx on public.edit_locks (holder_id);
create index edit_locks_taken_from_id_idx on public.edit_locks (taken_from_id);

alter table public.edit_locks enable row level security;
revoke all on table public.edit_locks from public, anon, authenticated, service_role;
grant select on table public.edit_locks to service_role;

create function private.edit_lock_silence()
returns interval
language sql
immutable
set search_path = ''
as $$ select interval '45 seconds' $$;

-- Claims (or renews) the caller's lock on an item. With take_over, a lock another person holds
-- passes to the caller. Answers what the form needs to show:
--   held        the caller holds the lock now;
--   holder_*    who holds it (the caller, or the other person);
--   since       since when the holder has it;
--   taken_by_*  set when the caller had it and someone took it over (held is false then).
create function private.claim_edit_lock(subject text, item_id uuid, take_over boolean)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  me uuid := (select auth.uid());
  current_lock public.edit_locks;
  live boolean;
  lock public.edit_locks;
begin
  if me is null or not coalesce(private.is_staff(), false) then
    raise exception using
      errcode = '42501',
      message = 'Acesso negado: apenas editores e administradores editam conteúdo.';
  end if;
  if claim_edit_lock.subject is null or claim_edit_lock.item_id is null then
    raise exception using errcode = '22023', message = 'Informe o tipo e o item.';
  end if;

  -- Two people opening the same item at once take turns here.
  perform pg_catalog.pg_advisory_xact_lock(
    pg_catalog.hashtextextended(claim_edit_lock.subject || ':' || claim_edit_lock.item_id::text, 0));
  select * into current_lock from public.edit_locks l
  where l.subject = claim_edit_lock.subject and l.item_id = claim_edit_lock.item_id;
  live := found and current_lock.seen_at > pg_catalog.now() - private.edit_lock_silence();

  if live and current_lock.holder_id = me then
    update public.edit_locks l set seen_at = pg_catalog.now()
    where l.subject = claim_edit_lock.subject and l.item_id = claim_edit_lock.item_id
    returning * into lock;
  elsif live and not take_over then
    return pg_catalog.jsonb_build_object(
      'held', false,
      'holder_id', current_lock.holder_id,
      'holder_email', private.staff_email(current_lock.holder_id),
      'since', current_lock.since,
      'taken_by_id', case when current_lock.taken_from_id = me then current_lock.holder_id end,
      'taken_by_email', case when current_lock.taken_from_id = me then private.staff_email(current_lock.holder_id) end);
  else
    insert into public.edit_locks as l (subject, item_id, holder_id, taken_from_id)
    values (claim_edit_lock.subject, claim_edit_lock.item_id, me,
      case when live then current_lock.holder_id end)
    on conflict on constraint edit_locks_pkey do update
      set holder_id = excluded.holder_id, since = excluded.since, seen_at = excluded.seen_at,
          taken_from_id = excluded.taken_from_id
    returning * into lock;
  end if;

  return pg_catalog.jsonb_build_object(
    'held', true,
    'holder_id', lock.holder_id,
    'holder_email', private.staff_email(lock.holder_id),
    'since', lock.since,
    'taken_by_id', null,
    'taken_by_email', null);
end
$$;

-- Lets go of the caller's lock (the form closed). Someone else's lock is left alone.
create function private.release_edit_lock(subject text, item_id uuid)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.edit_locks l
  where l.subject = release_edit_lock.subject
    and l.item_id = release_edit_lock.item_id
    and l.holder_id = (select auth.uid())
$$;

revoke all on function private.claim_edit_lock(text, uuid, boolean), private.release_edit_lock(text, uuid)
  from public, anon, authenticated, service_role;
grant execute on function private.claim_edit_lock(text, uuid, boolean), private.release_edit_lock(text, uuid)
  to authenticated;
revoke all on function private.edit_lock_silence() from public, anon, authenticated, service_role;

-- The API's names for the two above (SECURITY INVOKER: no definer function is exposed).
create function public.claim_edit_lock(subject text, item_id uuid, take_over boolean default false)
returns jsonb
language sql
set search_path = ''
as $$ select private.claim_edit_lock(claim_edit_lock.subject, claim_edit_lock.item_id, claim_edit_lock.take_over) $$;

create function public.release_edit_lock(subject text, item_id uuid)
returns void
language sql
set search_path = ''
as $$ select private.release_edit_lock(release_edit_lock.subject, release_edit_lock.item_id) $$;

revoke all on function public.claim_edit_lock(text, uuid, boolean), public.release_edit_lock(text, uuid)
  from public, anon, authenticated, service_role;
grant execute on function public.claim_edit_lock(text, uuid, boolean), public.release_edit_lock(text, uuid)
  to authenticated;

-- Locks nobody renewed for a day are only clutter.
select cron.schedule(
  'edit-locks-cleanup', '40 3 * * *',
  $$delete from public.edit_locks where seen_at < now() - interval '1 day'$$);
