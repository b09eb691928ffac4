import { isPgError, type CommandOutcome, type Database } from '../driver.ts';
import { asLoginRole, roleSettings, setConfigStatement, SUPERUSER, timeoutMs } from '../login-role.ts';

/** How often the scheduler looks at the clock, as pg_cron's launcher wakes at least once a second. */
const TICK_MS = 1000;
/** The channel cron.job's cache-invalidation trigger notifies (pg-cron.sql). */
const JOBS_CHANNEL = 'local_supabase_pg_cron';

/** A schedule as cron._parse_schedule (pg-cron.sql) reads it. */
type Schedule =
  | { seconds: number }
  | { reboot: true }
  | {
      minute: number[];
      hour: number[];
      dom: number[];
      month: number[];
      dow: number[];
      /** Fields written with a leading '*'. */
      star: ('minute' | 'hour' | 'dom' | 'dow')[];
      /** '$': the last day of the month. */
      last_dom: boolean;
    };

interface Job {
  jobid: string;
  schedule: string;
  command: string;
  database: string;
  username: string;
  active: boolean;
}

/** pg_cron's per-job state: runs owed, the run in progress (never two at once), when it last began. */
interface Task {
  job: Job;
  pending: number;
  running: Promise<void> | null;
  lastStart: number;
}

export interface CronWorker {
  /**
   * Does what the scheduler does when the clock reads `now`: owes a run to every job due since the
   * last tick and starts the runs owed. Resolves once the runs it started have ended. Tests pass
   * times of their choosing to a worker started with `tickMs: null`.
   */
  tick(now?: Date): Promise<void>;
  /** Stops scheduling and waits for the runs in progress. */
  close(): Promise<void>;
}

const MINUTE = 60_000;

/**
 * pg_cron's vixie-cron test of a schedule against one minute (ShouldRunTask in src/pg_cron.c), in
 * GMT, pg_cron's default cron.timezone. `wild` and `fixed` select jobs with and without a '*' minute
 * or hour, as pg_cron does after the clock jumps.
 */
function due(
  schedule: Schedule,
  minute: number,
  { wild, fixed }: { wild: boolean; fixed: boolean },
): boolean {
  if (!('minute' in schedule)) return false;
  const at = new Date(minute);
  const lastDom = new Date(minute + 24 * 60 * MINUTE).getUTCDate() === 1;
  const thisDom = schedule.dom.includes(at.getUTCDate()) || (lastDom && schedule.last_dom);
  const thisDow = schedule.dow.includes(at.getUTCDay());
  // A '*' day of month or day of week makes both day fields count, else either one does.
  const bothDays = schedule.star.includes('dom') || schedule.star.includes('dow');
  const day = bothDays ? thisDom && thisDow : thisDom || thisDow;
  if (
    !schedule.minute.includes(at.getUTCMinutes()) ||
    !schedule.hour.includes(at.getUTCHours()) ||
    !schedule.month.includes(at.getUTCMonth() + 1) ||
    !day
  ) {
    return false;
  }
  const isWild = schedule.star.includes('minute') || schedule.star.includes('hour');
  return isWild ? wild : fixed;
}

/**
 * What libpq says of an error (PQresultErrorMessage, default verbosity), which pg_cron records as a
 * failed run's return_message. libpq's "LINE n:" excerpt of the command is left out.
 */
function libpqMessage(error: unknown): string {
  if (!isPgError(error)) return error instanceof Error ? error.message : String(error);
  const fields = error as { severity?: string; internalQuery?: string; where?: string } & typeof error;
  let message = `${fields.severity ?? 'ERROR'}:  ${error.message}\n`;
  if (error.detail) message += `DETAIL:  ${error.detail}\n`;
  if (error.hint) message += `HINT:  ${error.hint}\n`;
  if (fields.internalQuery) message += `QUERY:  ${fields.internalQuery}\n`;
  if (fields.where) message += `CONTEXT:  ${fields.where}\n`;
  return message;
}

/** What pg_cron records of a successful run: the rows returned, or the command tag. */
function successMessage({ commandTag, returnedRows }: CommandOutcome): string {
  if (returnedRows === null) return commandTag;
  return `${returnedRows} ${returnedRows === 1 ? 'row' : 'rows'}`;
}

/**
 * pg_cron's scheduler for local-supabase: each second it owes runs to the jobs that are due —
 * cron.job as last read, read again when its trigger notifies a change and once a minute — and runs
 * each owed run in its own transaction as the job's `username` (with that role's settings, as a
 * login by pg_cron would have), one run of a job at a time, recording each in
 * cron.job_run_details. `tickMs: null` leaves ticking to the caller.
 */
export async function startCronWorker(
  db: Database,
  { tickMs = TICK_MS }: { tickMs?: number | null } = {},
): Promise<CronWorker> {
  const admin = await asLoginRole(db, SUPERUSER);
  const { rows: here } = await admin.query<{ name: string }>('select current_database() as name');
  const database = here[0].name;
  // pg_cron marks the runs a restart interrupted.
  await admin.query(
    `update cron.job_run_details set status = 'failed', return_message = 'server restarted'
     where status in ('starting', 'running')`,
  );

  const tasks = new Map<string, Task>();
  const schedules = new Map<string, Schedule | null>();
  let lastMinute: number | null = null;
  let rebooted = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<unknown> = Promise.resolve();
  let jobs: Job[] = [];
  let jobsChanged = true;
  let jobsReadIn: number | null = null;
  const unlisten = await db.listen(JOBS_CHANNEL, () => {
    jobsChanged = true;
  });
  let lastError = '';

  const parse = async (text: string): Promise<Schedule | null> => {
    if (!schedules.has(text)) {
      const { rows } = await admin.query<{ parsed: Schedule | null }>(
        'select cron._parse_schedule($1) as parsed',
        [text],
      );
      schedules.set(text, rows[0].parsed);
    }
    return schedules.get(text)!;
  };

  /** The command, in its own transaction, as a libpq login of the job's role would run it. */
  const execute = async (job: Job): Promise<{ pid: number | null; status: string; message: string }> => {
    if (job.database !== database) {
      // cron.schedule refuses other databases; a row written by hand could still name one.
      return {
        pid: null,
        status: 'failed',
        message: `local-supabase runs cron jobs in the current database only, not in "${job.database}"`,
      };
    }
    const { rows: roles } = await admin.query<{ login: boolean }>(
      'select rolcanlogin as login from pg_roles where rolname = $1',
      [job.username],
    );
    // pg_cron's connection as a role that is gone or may not log in is refused.
    if (!roles[0]?.login) return { pid: null, status: 'failed', message: 'connection failed' };

    const settings = await roleSettings(admin, job.username);
    let pid: number | null = null;
    try {
      const outcome = await db.transaction(
        async (tx) => {
          const login = setConfigStatement([
            ['session_authorization', job.username],
            ...Object.entries(settings),
            ['application_name', 'pg_cron'],
          ]);
          await tx.query(login.sql, login.params);
          pid = (await tx.query<{ pid: number }>('select pg_backend_pid() as pid')).rows[0].pid;
          return tx.simpleQuery(job.command);
        },
        { statementTimeoutMs: timeoutMs(settings.statement_timeout) || undefined },
      );
      return { pid, status: 'succeeded', message: successMessage(outcome) };
    } catch (error) {
      return { pid, status: 'failed', message: libpqMessage(error) };
    }
  };

  /** One run, recorded in cron.job_run_details as pg_cron records it. */
  const run = async (task: Task, now: number): Promise<void> => {
    task.lastStart = now;
    const { job } = task;
    const { rows } = await admin.query<{ runid: string }>(
      `insert into cron.job_run_details (jobid, database, username, command, status, start_time)
       values ($1, $2, $3, $4, 'running', clock_timestamp())
       returning runid::text as runid`,
      [job.jobid, job.database, job.username, job.command],
    );
    const { pid, status, message } = await execute(job);
    await admin.query(
      `update cron.job_run_details
       set job_pid = $2, status = $3, return_message = $4, end_time = clock_timestamp()
       where runid = $1`,
      [rows[0].runid, pid, status, message],
    );
  };

  /** Starts the task's next owed run, and after it the ones owed meanwhile. */
  const start = (task: Task, now: number): Promise<void> | null => {
    if (task.running || task.pending === 0 || stopped) return null;
    task.pending -= 1;
    const running = run(task, now)
      .catch((error: unknown) => {
        if (!stopped)
          console.error(`local-supabase: cron job ${task.job.jobid} could not run: ${libpqMessage(error)}`);
      })
      .finally(() => {
        task.running = null;
        if (tasks.get(task.job.jobid) === task && task.job.active) void start(task, Date.now());
      });
    task.running = running;
    return running;
  };

  /** pg_cron's StartAllPendingRuns: what is owed at `now`, after reading the jobs anew. */
  const schedule = async (now: number, reload: boolean): Promise<Promise<void>[]> => {
    const minute = now - (now % MINUTE);
    // The jobs are read again when the trigger says they changed, and once a minute anyway.
    if (reload || jobsChanged || minute !== jobsReadIn) {
      jobsChanged = false;
      jobsReadIn = minute;
      const { rows } = await admin.query<Job>(
        'select jobid::text as jobid, schedule, command, database, username, active from cron.job',
      );
      jobs = rows;
    }
    const current = new Set(jobs.map((job) => job.jobid));
    for (const [jobid, task] of tasks) {
      if (current.has(jobid)) continue;
      // An unscheduled job owes nothing more; a run in progress ends normally.
      task.pending = 0;
      if (!task.running) tasks.delete(jobid);
    }
    const parsed = new Map<string, Schedule | null>();
    for (const job of jobs) {
      const task = tasks.get(job.jobid) ?? { job, pending: 0, running: null, lastStart: 0 };
      task.job = job;
      // A deactivated job owes nothing more either.
      if (!job.active) task.pending = 0;
      tasks.set(job.jobid, task);
      parsed.set(job.jobid, await parse(job.schedule));
    }

    for (const [jobid, task] of tasks) {
      const jobSchedule = parsed.get(jobid);
      if (!jobSchedule || !task.job.active) continue;
      if (!rebooted && 'reboot' in jobSchedule) task.pending += 1;
      // An interval job owes at most one run at a time: a long run delays the next, no more.
      if (
        'seconds' in jobSchedule &&
        task.pending === 0 &&
        now - task.lastStart >= jobSchedule.seconds * 1000
      ) {
        task.pending += 1;
      }
    }
    rebooted = true;

    lastMinute ??= minute;
    const passed = Math.max(0, Math.floor((now - lastMinute) / MINUTE));
    if (passed > 0) {
      for (const [jobid, task] of tasks) {
        const jobSchedule = parsed.get(jobid);
        if (!jobSchedule || !task.job.active) continue;
        if (passed > 3 * 60) {
          // The clock changed a lot: only this minute counts.
          if (due(jobSchedule, minute, { wild: true, fixed: true })) task.pending += 1;
        } else if (passed > 5) {
          // The clock jumped forward: fixed-time jobs catch up, '*' jobs run once.
          for (let at = lastMinute + MINUTE; at <= minute; at += MINUTE) {
            if (due(jobSchedule, at, { wild: false, fixed: true })) task.pending += 1;
          }
          if (due(jobSchedule, minute, { wild: true, fixed: false })) task.pending += 1;
        } else {
          for (let at = lastMinute + MINUTE; at <= minute; at += MINUTE) {
            if (due(jobSchedule, at, { wild: true, fixed: true })) task.pending += 1;
          }
        }
      }
      lastMinute = minute;
    }

    return [...tasks.values()].map((task) => start(task, now)).filter((running) => running !== null);
  };

  /** One tick at a time: a slow one delays the next. */
  const tick = (now: number, reload: boolean) => {
    const started = ticking.then(() => schedule(now, reload));
    ticking = started.catch(() => {});
    return started;
  };

  const loop = async () => {
    try {
      await tick(Date.now(), false);
      lastError = '';
    } catch (error) {
      // Reported once, not every second, while the same failure lasts.
      const message = libpqMessage(error);
      if (!stopped && message !== lastError)
        console.error(`local-supabase: the pg_cron scheduler failed: ${message}`);
      lastError = message;
    }
    if (stopped || tickMs === null) return;
    timer = setTimeout(loop, tickMs);
    timer.unref();
  };
  if (tickMs !== null) void loop();

  return {
    async tick(now = new Date()) {
      // Read what the caller just scheduled, whether or not its notification has arrived yet.
      await Promise.all(await tick(now.getTime(), true));
    },
    async close() {
      stopped = true;
      clearTimeout(timer);
      await unlisten();
      await ticking;
      await Promise.all([...tasks.values()].map((task) => task.running));
    },
  };
}
