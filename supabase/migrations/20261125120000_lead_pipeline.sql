-- The lead pipeline: each lead has a stage, an owner (a staff member), the date of first contact,
-- notes with author and time, and a log of its stage and owner changes. Admins only (editors see
-- no leads); visitors still only insert the form's columns.
--
-- Stages: novo → em_contato → qualificado → cliente, or descartado at any point (labels in the
-- admin: Novo, Em contato, Qualificado, Cliente, Descartado). The first move out of `novo` into a
-- contacted stage records `first_contacted_at` when nobody set it by hand.

alter table public.leads
  add column stage text not null default 'novo',
  add column owner_id uuid references public.profiles (id) on delete set null,
  add column first_contacted_at timestamptz,
  add column updated_at timestamptz,
  add constraint leads_stage_check
    check (stage in ('novo', 'em_contato', 'qualificado', 'cliente', 'descartado')),
  add constraint leads_first_contacted_at_check
    check (first_contacted_at is null or first_contacted_at >= created_at - interval '1 minute');

comment on column public.leads.stage is 'Pipeline stage: novo, em_contato, qualificado, cliente, descartado.';
comment on column public.leads.owner_id is 'The staff member who follows the lead up.';
comment on column public.leads.first_contacted_at is 'When the team first contacted the person.';

create index leads_stage_created_at_idx on public.leads (stage, created_at desc);
create index leads_owner_id_idx on public.leads (owner_id) where owner_id is not null;

-- What changed on a lead, by whom: stage and owner changes (notes carry their own author and time).
create table public.lead_events (
  id bigint generated always as identity primary key,
  lead_id uuid not null references public.leads (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  kind text not null,
  from_value text,
  to_value text,
  created_at timestamptz not null default now(),
  constraint lead_events_kind_check check (kind in ('stage', 'owner'))
);
comment on table public.lead_events is 'Stage and owner changes of leads, written by a trigger. Read by admins; nobody edits them.';
create index lead_events_lead_id_created_at_idx on public.lead_events (lead_id, created_at);

create table public.lead_notes (
  id uuid primary key default gen_random_uuid(),
  lead_id uuid not null references public.leads (id) on delete cascade,
  author_id uuid references public.profiles (id) on delete set null default auth.uid(),
  body text not null,
  created_at timestamptz not null default now(),
  constraint lead_notes_body_check check (
    length(body) <= 5000
    and body ~ '[^[:space:]]'
    and body !~ '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F]'
  )
);
comment on table public.lead_notes is 'Notes the team writes on a lead (multi-line text, up to 5 000 characters, not only blanks).';
create index lead_notes_lead_id_created_at_idx on public.lead_notes (lead_id, created_at);

-- BEFORE UPDATE: only the pipeline columns change; stamp updated_at and the first contact.
create function private.leads_before_update()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := pg_catalog.now();
  if new.first_contacted_at is null and old.stage = 'novo'
     and new.stage in ('em_contato', 'qualificado', 'cliente') then
    new.first_contacted_at := pg_catalog.now();
  end if;
  return new;
end
$$;

-- AFTER UPDATE: log stage and owner changes with the person who made them.
-- SECURITY DEFINER: nobody may insert into lead_events directly.
create function private.leads_log_changes()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.stage is distinct from old.stage then
    insert into public.lead_events (lead_id, actor_id, kind, from_value, to_value)
    values (new.id, (select auth.uid()), 'stage', old.stage, new.stage);
  end if;
  if new.owner_id is distinct from old.owner_id then
    insert into public.lead_events (lead_id, actor_id, kind, from_value, to_value)
    values (new.id, (select auth.uid()), 'owner', old.owner_id::text, new.owner_id::text);
  end if;
  return null;
end
$$;
revoke all on function private.leads_before_update(), private.leads_log_changes()
  from public, anon, authenticated, service_role;

create trigger leads_before_update
  before update on public.leads
  for each row execute function private.leads_before_update();
create trigger leads_log_changes
  after update on public.leads
  for each row execute function private.leads_log_changes();

-- Access. Admins move leads through the pipeline (stage, owner, first contact) and write notes;
-- they read the log. Editors and visitors get nothing of this.
grant update (stage, owner_id, first_contacted_at) on table public.leads to authenticated;
grant update (stage, owner_id, first_contacted_at) on table public.leads to service_role;
create policy "leads: admins update the pipeline"
  on public.leads for update
  to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

alter table public.lead_events enable row level security;
revoke all on table public.lead_events from anon, authenticated, service_role;
grant select on table public.lead_events to authenticated;
grant select, delete on table public.lead_events to service_role;
create policy "lead_events: admins read"
  on public.lead_events for select
  to authenticated
  using ((select private.is_admin()));

alter table public.lead_notes enable row level security;
revoke all on table public.lead_notes from anon, authenticated, service_role;
grant select, delete on table public.lead_notes to authenticated;
grant insert (lead_id, body) on table public.lead_notes to authenticated;
grant select, insert, delete on table public.lead_notes to service_role;
create policy "lead_notes: admins read"
  on public.lead_notes for select
  to authenticated
  using ((select private.is_admin()));
create policy "lead_notes: admins write their own notes"
  on public.lead_notes for insert
  to authenticated
  with check ((select private.is_admin()) and author_id = (select auth.uid()));
create policy "lead_notes: admins delete their own notes"
  on public.lead_notes for delete
  to authenticated
  using ((select private.is_admin()) and author_id = (select auth.uid()));
