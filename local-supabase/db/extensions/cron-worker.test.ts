import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asLoginRole, type RoleDatabase } from '../login-role.ts';
import { startCronWorker, type CronWorker } from './cron-worker.ts';
import { testDatabase, type TestDatabase } from './test-database.ts';

// cron.schedule and friends as pg_cron defines them, and local-supabase's scheduler running the
// jobs. On PGlite, and on Debian's PostgreSQL with DATABASE_URL (npm test runs both).

let db: TestDatabase;
/** The migration role, which schedules the project's jobs on hosted Supabase. */
let postgres: RoleDatabase;
let worker: CronWorker | null = null;
beforeAll(async () => {
  db = await testDatabase({
    '20250101000000_cron.sql': `
      create extension if not exists pg_cron with schema pg_catalog;
      create table public.runs (job text, who text, session text, path text);`,
  });
  postgres = await asLoginRole(db.raw, 'postgres');
});
afterEach(async () => {
  await worker?.close();
  worker = null;
  await db.admin.query('delete from cron.job');
  await db.admin.query('delete from cron.job_run_details');
  await db.admin.query('truncate public.runs');
});
afterAll(() => db?.close());

const schedule = async (sql: string, params: unknown[] = []) =>
  (await postgres.query<{ id: string }>(`select (${sql})::text as id`, params)).rows[0].id;
const runs = async (jobid: string) =>
  (
    await db.admin.query(
      `select status, return_message, username, job_pid is not null as has_pid, start_time <= end_time as timed
       from cron.job_run_details where jobid = $1 order by runid`,
      [jobid],
    )
  ).rows;
const at = (time: string) => new Date(`2030-01-01T${time}Z`);

describe('cron.schedule and friends as pg_cron defines them', () => {
  it('schedule, replace by name, unschedule by name and by id', async () => {
    const nightly = await schedule(`cron.schedule('nightly', '0 3 * * *', 'select 1')`);
    expect(await schedule(`cron.schedule('nightly', '30 4 * * *', 'select 2')`)).toBe(nightly);
    const unnamed = await schedule(`cron.schedule('*/5 * * * *', 'select 3')`);
    expect(unnamed).not.toBe(nightly);
    const { rows } = await postgres.query(
      `select jobid::text, jobname, schedule, command, username, active, nodename, database = current_database() as here
       from cron.job order by jobid`,
    );
    expect(rows).toEqual([
      {
        jobid: nightly,
        jobname: 'nightly',
        schedule: '30 4 * * *',
        command: 'select 2',
        username: 'postgres',
        active: true,
        nodename: 'localhost',
        here: true,
      },
      {
        jobid: unnamed,
        jobname: null,
        schedule: '*/5 * * * *',
        command: 'select 3',
        username: 'postgres',
        active: true,
        nodename: 'localhost',
        here: true,
      },
    ]);

    expect((await postgres.query(`select cron.unschedule('nightly') as done`)).rows).toEqual([
      { done: true },
    ]);
    await expect(postgres.query(`select cron.unschedule('nightly')`)).rejects.toMatchObject({
      message: "could not find valid entry for job 'nightly'",
    });
    expect((await postgres.query(`select cron.unschedule($1::bigint) as done`, [unnamed])).rows).toEqual([
      { done: true },
    ]);
    await expect(postgres.query(`select cron.unschedule($1::bigint)`, [unnamed])).rejects.toMatchObject({
      message: `could not find valid entry for job ${unnamed}`,
    });
    expect((await postgres.query(`select cron.schedule(null, 'select 1') as id`)).rows).toEqual([
      { id: null },
    ]);
    await expect(postgres.query(`select cron.schedule(null, '* * * * *', 'select 1')`)).rejects.toMatchObject(
      {
        message: 'job_name can not be NULL',
      },
    );
  });

  it('refuses an invalid schedule with pg_cron’s error, and reads every form pg_cron reads', async () => {
    await expect(postgres.query(`select cron.schedule('61 * * * *', 'select 1')`)).rejects.toMatchObject({
      code: '22023',
      message: 'invalid schedule: 61 * * * *',
      hint: "Use cron format (e.g. 5 4 * * *), or interval format '[1-59] seconds'",
    });
    const valid = [
      '* * * * *',
      '*/5 * * * *',
      '0 0 $ * *',
      '30 9 * * sat',
      '0 0 1,15 jan-jun 1-5',
      '@hourly',
      '@reboot',
      '1 second',
      '59 seconds',
      ' 5  SECONDS ',
      '* * * * * ignored',
    ];
    const invalid = [
      '60 seconds',
      '0 seconds',
      '5 second ',
      '1/20 * * * *',
      '* * * *',
      '60 * * * *',
      '*/0 * * * *',
      '@often',
      '',
    ];
    const { rows } = await postgres.query<{ schedule: string; valid: boolean }>(
      `select s as schedule, cron._parse_schedule(s) is not null as valid from unnest($1::text[]) s`,
      [[...valid, ...invalid]],
    );
    expect(rows.filter((row) => row.valid).map((row) => row.schedule)).toEqual(valid);
  });

  it('alter_job changes one’s own jobs; the superuser’s are out of postgres’ reach', async () => {
    const own = await schedule(`cron.schedule('own', '* * * * *', 'select 1')`);
    await postgres.query(`select cron.alter_job($1, schedule => '0 4 * * *', active => false)`, [own]);
    expect((await postgres.query('select schedule, active from cron.job')).rows).toEqual([
      { schedule: '0 4 * * *', active: false },
    ]);
    await expect(postgres.query(`select cron.alter_job($1)`, [own])).rejects.toMatchObject({
      message: 'no updates specified',
    });
    await expect(
      postgres.query(`select cron.alter_job($1, schedule => 'often')`, [own]),
    ).rejects.toMatchObject({
      message: 'invalid schedule: often',
    });

    const platform = (
      await db.admin.query<{ id: string }>(`select cron.schedule('* * * * *', 'select 1')::text as id`)
    ).rows[0].id;
    await expect(
      postgres.query(`select cron.alter_job($1, command => 'select 2')`, [platform]),
    ).rejects.toMatchObject({ message: `Job ${platform} does not exist or you don't own it` });
    await expect(postgres.query(`select cron.unschedule($1::bigint)`, [platform])).rejects.toMatchObject({
      code: '42501',
      message: 'permission denied for table job',
    });
    await expect(
      postgres.query(
        `select cron.schedule_in_database('as-admin', '* * * * *', 'select 1', current_database(), 'supabase_admin')`,
      ),
    ).rejects.toMatchObject({ message: 'must be superuser to create a job for another role' });
  });
});

describe('the cron worker', () => {
  it('runs what is due each minute, counting the minutes since its last tick', async () => {
    const job = await schedule(
      `cron.schedule('every-5', '*/5 * * * *', $$insert into public.runs (job) values ('every-5')$$)`,
    );
    worker = await startCronWorker(db.raw, { tickMs: null });
    await worker.tick(at('12:00:30'));
    await worker.tick(at('12:04:59'));
    expect(await runs(job)).toEqual([]);
    await worker.tick(at('12:05:00'));
    await worker.tick(at('12:05:40'));
    expect(await runs(job)).toEqual([
      { status: 'succeeded', return_message: 'INSERT 0 1', username: 'postgres', has_pid: true, timed: true },
    ]);
  });

  it('records a failing job as failed, with libpq’s message, and runs the others', async () => {
    const failing = await schedule(`cron.schedule('* * * * *', 'select 1/0')`);
    const fine = await schedule(`cron.schedule('* * * * *', 'select 1')`);
    worker = await startCronWorker(db.raw, { tickMs: null });
    await worker.tick(at('12:00:30'));
    await worker.tick(at('12:01:00'));
    await worker.tick(at('12:02:00'));
    const failed = { status: 'failed', return_message: 'ERROR:  division by zero\n', username: 'postgres' };
    expect(await runs(failing)).toEqual([expect.objectContaining(failed), expect.objectContaining(failed)]);
    expect(await runs(fine)).toEqual([
      expect.objectContaining({ status: 'succeeded', return_message: '1 row' }),
      expect.objectContaining({ status: 'succeeded', return_message: '1 row' }),
    ]);
  });

  it('runs a job as its username, with that role’s rights and settings', async () => {
    await schedule(
      `cron.schedule('* * * * *', $$insert into public.runs select 'who', current_user, session_user, current_setting('search_path')$$)`,
    );
    const forbidden = await schedule(
      `cron.schedule('* * * * *', 'select * from supabase_migrations.schema_migrations')`,
    );
    worker = await startCronWorker(db.raw, { tickMs: null });
    await worker.tick(at('12:00:30'));
    await worker.tick(at('12:01:00'));
    expect((await db.admin.query('select * from public.runs')).rows).toEqual([
      { job: 'who', who: 'postgres', session: 'postgres', path: '"$user", public, extensions' },
    ]);
    expect(await runs(forbidden)).toEqual([
      expect.objectContaining({
        status: 'failed',
        return_message: 'ERROR:  permission denied for schema supabase_migrations\n',
      }),
    ]);
  });

  it('runs an interval job every N seconds by itself, never two runs of a job at once', async () => {
    // Each run outlasts the interval: the next one is owed meanwhile and starts once it ends.
    const job = await schedule(`cron.schedule('slow', '1 seconds', 'select pg_sleep(1.2)')`);
    worker = await startCronWorker(db.raw, { tickMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    await worker.close();
    const { rows } = await db.admin.query<{ start: Date; end: Date; status: string }>(
      `select start_time as start, end_time as end, status from cron.job_run_details where jobid = $1 order by runid`,
      [job],
    );
    expect(rows.map((row) => row.status)).toEqual(['succeeded', 'succeeded']);
    const gap = rows[1].start.getTime() - rows[0].end.getTime();
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(500);
  });

  it('runs @reboot jobs when it starts, and marks the runs a restart interrupted as failed', async () => {
    await db.admin.query(
      `insert into cron.job_run_details (jobid, username, command, status) values (99, 'postgres', 'select 1', 'running')`,
    );
    const reboot = await schedule(`cron.schedule('@reboot', 'select 42')`);
    worker = await startCronWorker(db.raw, { tickMs: null });
    await worker.tick(at('12:00:30'));
    expect(await runs('99')).toEqual([
      expect.objectContaining({ status: 'failed', return_message: 'server restarted' }),
    ]);
    expect(await runs(reboot)).toEqual([
      expect.objectContaining({ status: 'succeeded', return_message: '1 row' }),
    ]);
  });
});
