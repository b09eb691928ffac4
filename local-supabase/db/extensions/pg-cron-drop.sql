-- `drop extension pg_cron` for local-supabase's pg_cron (pg-cron.sql): every object it created,
-- without CASCADE, so that an object of the project that depends on one of them stops the drop, as
-- it stops Postgres' DROP EXTENSION. The jobs and their run details go with their tables.
drop function
  cron.alter_job(bigint, text, text, text, text, boolean),
  cron.unschedule(text),
  cron.unschedule(bigint),
  cron.schedule_in_database(text, text, text, text, text, boolean),
  cron.schedule(text, text, text),
  cron.schedule(text, text),
  cron._write_job(name, text, bigint, text, text, text, text, text, boolean),
  cron._parse_schedule(text);
drop table cron.job_run_details, cron.job;
drop function cron.job_cache_invalidate();
drop sequence cron.runid_seq, cron.jobid_seq;
drop schema cron;
