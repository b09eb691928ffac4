import { createRequire } from 'node:module';
import os from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * bcrypt on worker threads. bcryptjs is pure JavaScript: even its async API runs every round on
 * the calling thread, so on the HTTP thread one cost-10 comparison (~70 ms) stalls every other
 * request, and a burst of sign-ins stalls them for seconds. Workers leave the HTTP thread free.
 */

const BCRYPTJS = createRequire(import.meta.url).resolve('bcryptjs');

// Plain CommonJS so it runs without a TypeScript loader inside the worker.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptjs);
parentPort.on('message', (job) => {
  try {
    const result = job.op === 'hash'
      ? bcrypt.hashSync(job.password, job.cost)
      : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ id: job.id, result });
  } catch (error) {
    parentPort.postMessage({ id: job.id, error: String((error && error.message) || error) });
  }
});
`;

type Job = { op: 'hash'; password: string; cost: number } | { op: 'compare'; password: string; hash: string };

interface Pending {
  id: number;
  job: Job;
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface Slot {
  worker: Worker;
  busy: Pending | null;
}

/**
 * One worker per spare core (at least one, at most four): on the 2-core machine that leaves a core
 * for the HTTP thread and the database.
 */
const POOL_SIZE = Math.min(4, Math.max(1, os.availableParallelism() - 1));

let nextId = 1;
const queue: Pending[] = [];
const slots: Slot[] = [];

function spawn(): Slot {
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { bcryptjs: BCRYPTJS } });
  // Idle workers must not keep a process (a test run, a CLI) alive.
  worker.unref();
  const slot: Slot = { worker, busy: null };
  worker.on('message', (message: { id: number; result?: unknown; error?: string }) => {
    const done = slot.busy;
    slot.busy = null;
    if (done && done.id === message.id) {
      if (message.error !== undefined) done.reject(new Error(message.error));
      else done.resolve(message.result);
    }
    dispatch();
  });
  const fail = (error: Error) => {
    const index = slots.indexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    slot.busy?.reject(error);
    slot.busy = null;
    dispatch();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`bcrypt worker exited with code ${code}`)));
  return slot;
}

function dispatch(): void {
  while (queue.length) {
    let slot = slots.find((s) => !s.busy);
    if (!slot && slots.length < POOL_SIZE) slots.push((slot = spawn()));
    if (!slot) return;
    const pending = queue.shift()!;
    const { worker } = slot;
    const { resolve, reject } = pending;
    // Referenced only while a job is in flight, so a pending sign-in keeps the process alive.
    worker.ref();
    pending.resolve = (value) => {
      worker.unref();
      resolve(value);
    };
    pending.reject = (error) => {
      worker.unref();
      reject(error);
    };
    slot.busy = pending;
    worker.postMessage({ id: pending.id, ...pending.job });
  }
}

function run<T>(job: Job): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    queue.push({ id: nextId++, job, resolve: resolve as (value: unknown) => void, reject });
    dispatch();
  });
}

export const bcryptHash = (password: string, cost: number): Promise<string> =>
  run<string>({ op: 'hash', password, cost });

export const bcryptCompare = (password: string, hash: string): Promise<boolean> =>
  run<boolean>({ op: 'compare', password, hash });
