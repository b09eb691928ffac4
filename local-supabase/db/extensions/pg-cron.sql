-- pg_cron 1.6 as a hosted Supabase project has it after `create extension pg_cron`: the `cron`
-- schema of citusdata/pg_cron with the grants of Supabase's pg_cron after-create script. Run by the
-- superuser, once, when a migration creates the extension (emulated-extensions.ts). pg_cron's C
-- functions are PL/pgSQL here; its scheduler is local-supabase's cron worker (cron-worker.ts), which
-- runs each job as its `username`, in the current database only.

create schema cron;
-- How local-supabase tells its emulation from a schema someone else created.
comment on schema cron is 'local-supabase: pg_cron 1.6';

create sequence cron.jobid_seq;
create table cron.job (
  jobid bigint primary key default nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport int not null default inet_server_port(),
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);
grant select on cron.job to public;
alter table cron.job enable row level security;
create policy cron_job_policy on cron.job using (username = current_user);

-- pg_cron's scheduler rereads its jobs when this trigger invalidates its cache; local-supabase's
-- (cron-worker.ts) listens on this channel.
create function cron.job_cache_invalidate() returns trigger
language plpgsql
as $$
begin
  perform pg_notify('local_supabase_pg_cron', '');
  return null;
end
$$;
create trigger cron_job_cache_invalidate
  after insert or update or delete or truncate on cron.job
  for each statement execute function cron.job_cache_invalidate();

create sequence cron.runid_seq;
create table cron.job_run_details (
  jobid bigint,
  runid bigint primary key default nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
grant select, delete on cron.job_run_details to public;
alter table cron.job_run_details enable row level security;
create policy cron_job_run_details_policy on cron.job_run_details using (username = current_user);

grant select on sequence cron.jobid_seq, cron.runid_seq to public;

-- pg_cron's schedule parser (TryParseInterval in src/job_metadata.c, Vixie cron's parser in
-- src/entry.c), quirks included: '<1-59> seconds'; or 5 fields of numbers, names (jan, mon), ranges,
-- lists and steps, '$' for the last day of the month; or @hourly, @daily, @midnight, @weekly,
-- @monthly, @yearly/@annually (whose month set stays empty, so it never runs, as in pg_cron) and
-- @reboot/@restart. Blank and '#' lines before the schedule, the rest of a field after an unexpected
-- character and anything after the fifth field are skipped, as pg_cron skips them. NULL for a
-- schedule pg_cron refuses; else what the cron worker matches: the interval, the reboot flag, or each
-- field's allowed values with the fields written with a leading '*' and whether '$' was used.
create function cron._parse_schedule(schedule text) returns jsonb
language plpgsql immutable
as $$
declare
  seconds text[] := regexp_match(lower(schedule), '^\s*\+?([0-9]+)\s*secon(.*)$');
  -- pg_cron reads the text as a stream: after its last character comes one NUL (''), then EOF,
  -- which is NULL here (an array read past its end gives NULL).
  chars text[] := string_to_array(schedule, null) || array[''];
  pos int := 1;
  ch text;
  word text;
  keys text[] := array['minute', 'hour', 'dom', 'month', 'dow'];
  lows int[] := array[0, 0, 1, 1, 0];
  highs int[] := array[59, 23, 31, 12, 7];
  names text[];
  field int;
  allowed int[];
  lo int;
  hi int;
  step int;
  single bool;
  parsed jsonb := '{"star": [], "last_dom": false}';
begin
  -- "<n> second" or "<n> seconds", nothing after but blanks after the plural 's'.
  if seconds[2] ~ '^d(s\s*)?$' and seconds[1]::numeric between 1 and 59 then
    return jsonb_build_object('seconds', seconds[1]::int);
  end if;
  if length(schedule) >= 1000 then
    return null;
  end if;

  -- Blank lines and '#' comment lines come first; ch ends on the schedule's first character.
  loop
    ch := chars[pos];
    pos := pos + 1;
    exit when ch is null;
    while ch in (' ', E'\t') loop
      ch := chars[pos];
      pos := pos + 1;
    end loop;
    exit when ch is null or ch not in (E'\n', '#');
    while ch is not null and ch <> E'\n' loop
      ch := chars[pos];
      pos := pos + 1;
    end loop;
  end loop;

  if ch = '@' then
    word := substring(substr(schedule, pos) from E'^[^ \t\n]*');
    parsed := case
      when word in ('reboot', 'restart') then '{"reboot": true}'
      when word in ('yearly', 'annually') then '{"minute": [0], "hour": [0], "dom": [1], "month": []}'
      when word = 'monthly' then '{"minute": [0], "hour": [0], "dom": [1]}'
      when word = 'weekly' then '{"minute": [0], "hour": [0], "dow": [0, 7]}'
      when word in ('daily', 'midnight') then '{"minute": [0], "hour": [0]}'
      when word = 'hourly' then '{"minute": [0]}'
    end;
    if parsed is null or parsed ? 'reboot' then
      return parsed;
    end if;
    -- The fields a special leaves out are whole ranges; pg_cron flags @hourly's hour, and the day of
    -- week of @yearly, @monthly and @weekly, as written with '*'.
    return jsonb_build_object(
      'minute', parsed -> 'minute',
      'hour', coalesce(parsed -> 'hour', to_jsonb(array(select generate_series(0, 23)))),
      'dom', coalesce(parsed -> 'dom', to_jsonb(array(select generate_series(1, 31)))),
      'month', coalesce(parsed -> 'month', to_jsonb(array(select generate_series(1, 12)))),
      'dow', coalesce(parsed -> 'dow', to_jsonb(array(select generate_series(0, 7)))),
      'star', case
        when word = 'hourly' then '["hour"]'
        when word in ('daily', 'midnight') then '[]'
        else '["dow"]'
      end::jsonb,
      'last_dom', false
    );
  end if;

  for field in 1..5 loop
    allowed := '{}';
    names := case field
      when 4 then array['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec']
      when 5 then array['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat']
    end;
    if field = 3 and ch = '$' then
      ch := chars[pos];
      pos := pos + 1;
      if ch is null or ch not in (' ', E'\t') then
        return null;
      end if;
      parsed := parsed || '{"last_dom": true}';
    else
      if ch = '*' and field <> 4 then
        parsed := jsonb_set(parsed, '{star}', (parsed -> 'star') || to_jsonb(keys[field]));
      end if;
      -- A list of ranges: '*' or a number (or name), then '-' and another, then '/' and a step.
      loop
        if ch = '*' then
          lo := lows[field];
          hi := highs[field];
          ch := chars[pos];
          pos := pos + 1;
          single := false;
        else
          word := substring(substr(schedule, pos - 1) from '^[A-Za-z0-9]*');
          pos := pos + length(word);
          ch := chars[pos - 1];
          lo := case
            when lower(word) = any(names) then array_position(names, lower(word)) - 1 + lows[field]
            when word ~ '^[0-9]+$' then least(word::numeric, 1000)::int
          end;
          single := ch is distinct from '-';
          if lo is null or (single and (ch = '/' or lo not between lows[field] and highs[field])) then
            return null;
          end if;
          if single then
            allowed := allowed || lo;
          else
            ch := chars[pos];
            pos := pos + 1;
            word := substring(substr(schedule, pos - 1) from '^[A-Za-z0-9]*');
            pos := pos + length(word);
            ch := chars[pos - 1];
            hi := case
              when lower(word) = any(names) then array_position(names, lower(word)) - 1 + lows[field]
              when word ~ '^[0-9]+$' then least(word::numeric, 1000)::int
            end;
          end if;
        end if;
        if ch is null or (not single and hi is null) then
          return null;
        end if;
        if not single then
          step := 1;
          if ch = '/' then
            ch := chars[pos];
            pos := pos + 1;
            word := substring(substr(schedule, pos - 1) from '^[A-Za-z0-9]*');
            pos := pos + length(word);
            ch := chars[pos - 1];
            step := case when word ~ '^[0-9]+$' then least(word::numeric, 1000)::int end;
          end if;
          if step is null or step not between 1 and highs[field]
             or lo not between lows[field] and highs[field] or hi not between lows[field] and highs[field] then
            return null;
          end if;
          allowed := allowed || array(select generate_series(lo, hi, step));
        end if;
        exit when ch is distinct from ',';
        ch := chars[pos];
        pos := pos + 1;
      end loop;
      -- The rest of the field, up to a blank, is ignored.
      while ch is not null and ch not in (' ', E'\t', E'\n', '') loop
        ch := chars[pos];
        pos := pos + 1;
      end loop;
    end if;
    while ch in (' ', E'\t') loop
      ch := chars[pos];
      pos := pos + 1;
    end loop;
    if ch is null then
      return null;
    end if;
    -- Sunday is both 0 and 7.
    if field = 5 and (0 = any(allowed) or 7 = any(allowed)) then
      allowed := allowed || array[0, 7];
    end if;
    parsed := parsed || jsonb_build_object(keys[field], to_jsonb(array(select distinct unnest(allowed) order by 1)));
  end loop;
  return parsed;
end
$$;

-- The definer side of cron.schedule, cron.schedule_in_database, cron.unschedule and cron.alter_job,
-- with pg_cron's checks and messages. pg_cron's C functions write cron.job as the extension's owner
-- on behalf of the calling role (GetUserId()), which only an invoker function can observe: each
-- public function below is SECURITY INVOKER and passes current_user here. So that this function
-- cannot be asked to act for a role its caller could not become, the caller must be a role the
-- session user is a member of; cron.schedule called from a SECURITY DEFINER function of another
-- owner is refused (pg_cron would schedule the job as that owner).
create function cron._write_job(
  caller name,
  action text,
  job_id bigint,
  job_name text,
  schedule text,
  command text,
  database text,
  username text,
  active boolean
) returns bigint
language plpgsql security definer
set search_path = pg_catalog, pg_temp
as $$
declare
  caller_is_superuser bool := (select rolsuper from pg_roles where rolname = caller);
  runs_as text := coalesce(username, caller);
  owner text;
  changed bigint;
begin
  if not pg_has_role(session_user, caller, 'MEMBER') then
    raise exception 'local-supabase cannot act for cron''s caller "%" in a session of "%"', caller, session_user
      using hint = 'pg_cron records the calling role as the job''s username: call the cron functions as that role, not from a SECURITY DEFINER function owned by another role.';
  end if;

  if action = 'unschedule' then
    if job_name is null then
      select j.username into owner from cron.job j where j.jobid = job_id;
      if not found then
        raise exception 'could not find valid entry for job %', job_id;
      end if;
    else
      select j.jobid, j.username into job_id, owner from cron.job j where j.jobname = job_name and j.username = caller;
      if not found then
        raise exception 'could not find valid entry for job ''%''', job_name;
      end if;
    end if;
    -- Someone else's job needs DELETE on cron.job, which hosted Supabase does not give postgres.
    if owner is distinct from caller::text and not has_table_privilege(caller, 'cron.job', 'DELETE') then
      raise exception 'permission denied for table job' using errcode = '42501';
    end if;
    delete from cron.job j where j.jobid = job_id;
    return job_id;
  end if;

  if action = 'schedule' and cron._parse_schedule(schedule) is null then
    raise exception 'invalid schedule: %', schedule
      using errcode = '22023', hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
  end if;
  if username is not null then
    if not caller_is_superuser then
      raise exception '%', case action
        when 'alter' then 'must be superuser to alter username'
        else 'must be superuser to create a job for another role'
      end;
    end if;
    if not exists (select from pg_roles where rolname = username) then
      raise exception 'role "%" does not exist', username;
    end if;
    if not (select rolcanlogin from pg_roles where rolname = username) then
      raise exception 'role "%" can not log in', username
        using detail = 'Jobs may only be run by roles that have the LOGIN attribute.';
    end if;
  end if;
  if database is not null or action = 'schedule' then
    database := coalesce(database, current_database());
    if not exists (select from pg_database where datname = database) then
      raise exception 'database "%" does not exist', database using errcode = '3D000';
    end if;
    if not has_database_privilege(runs_as, database, 'CONNECT') then
      raise exception 'User % does not have CONNECT privilege on %', runs_as, database;
    end if;
    -- local-supabase serves one database: a job for another would never run.
    if database <> current_database() then
      raise exception 'local-supabase runs cron jobs in the current database (%) only, not in "%"',
        current_database(), database;
    end if;
  end if;

  if action = 'schedule' then
    insert into cron.job as j (schedule, command, nodename, nodeport, database, username, active, jobname)
    values (schedule, command, 'localhost', current_setting('port')::int, database, runs_as, active, job_name)
    on conflict on constraint jobname_username_uniq do update
      set schedule = excluded.schedule, command = excluded.command, database = excluded.database
    returning j.jobid into job_id;
    return job_id;
  end if;

  if schedule is not null and cron._parse_schedule(schedule) is null then
    raise exception 'invalid schedule: %', schedule
      using errcode = '22023', hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
  end if;
  if schedule is null and command is null and database is null and username is null and active is null then
    raise exception 'no updates specified'
      using hint = 'You must specify at least one job attribute to change when calling alter_job';
  end if;
  update cron.job j
  set schedule = coalesce(_write_job.schedule, j.schedule),
      command = coalesce(_write_job.command, j.command),
      database = coalesce(_write_job.database, j.database),
      username = coalesce(_write_job.username, j.username),
      active = coalesce(_write_job.active, j.active)
  where j.jobid = job_id and (caller_is_superuser or j.username = caller::text);
  get diagnostics changed = row_count;
  if changed = 0 then
    raise exception 'Job % does not exist or you don''t own it', job_id;
  end if;
  return job_id;
end
$$;

create function cron.schedule(schedule text, command text) returns bigint
language sql strict
as $$ select cron._write_job(current_user, 'schedule', null, null, schedule, command, null, null, true) $$;

create function cron.schedule(job_name text, schedule text, command text) returns bigint
language plpgsql
as $$
begin
  if job_name is null then
    raise exception 'job_name can not be NULL';
  elsif schedule is null then
    raise exception 'schedule can not be NULL';
  elsif command is null then
    raise exception 'command can not be NULL';
  end if;
  return cron._write_job(current_user, 'schedule', null, job_name, schedule, command, null, null, true);
end
$$;

create function cron.schedule_in_database(
  job_name text,
  schedule text,
  command text,
  database text,
  username text default null,
  active boolean default true
) returns bigint
language plpgsql
as $$
begin
  if job_name is null then
    raise exception 'job_name can not be NULL';
  elsif schedule is null then
    raise exception 'schedule can not be NULL';
  elsif command is null then
    raise exception 'command can not be NULL';
  end if;
  return cron._write_job(
    current_user, 'schedule', null, job_name, schedule, command, database, username, coalesce(active, true)
  );
end
$$;

create function cron.unschedule(job_id bigint) returns bool
language plpgsql strict
as $$
begin
  perform cron._write_job(current_user, 'unschedule', job_id, null, null, null, null, null, null);
  return true;
end
$$;

create function cron.unschedule(job_name text) returns bool
language plpgsql strict
as $$
begin
  perform cron._write_job(current_user, 'unschedule', null, job_name, null, null, null, null, null);
  return true;
end
$$;

create function cron.alter_job(
  job_id bigint,
  schedule text default null,
  command text default null,
  database text default null,
  username text default null,
  active boolean default null
) returns void
language plpgsql
as $$
begin
  if job_id is null then
    raise exception 'job_id can not be NULL';
  end if;
  perform cron._write_job(current_user, 'alter', job_id, null, schedule, command, database, username, active);
end
$$;

-- pg_cron leaves these two to the administrator.
revoke all on function cron.alter_job(bigint, text, text, text, text, boolean) from public;
revoke all on function cron.schedule_in_database(text, text, text, text, text, boolean) from public;

-- Supabase's after-create script for pg_cron: postgres may use the schema, run every function and
-- read cron.job; it may read, change and delete run details, but not add triggers to them.
grant usage on schema cron to postgres with grant option;
grant all on all functions in schema cron to postgres with grant option;
alter default privileges for user supabase_admin in schema cron
  grant all on sequences to postgres with grant option;
alter default privileges for user supabase_admin in schema cron
  grant all on tables to postgres with grant option;
alter default privileges for user supabase_admin in schema cron
  grant all on functions to postgres with grant option;
grant all privileges on all tables in schema cron to postgres with grant option;
revoke all on table cron.job from postgres;
grant select on table cron.job to postgres with grant option;
revoke trigger on cron.job_run_details from postgres;
