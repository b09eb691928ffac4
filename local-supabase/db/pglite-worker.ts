/**
 * The thread that runs PGlite (db/pglite.ts starts it through pglite-worker-boot.mjs). PGlite
 * executes each statement synchronously in WASM, so a slow statement blocks this thread only, and
 * the main thread can stop it by terminating the worker.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite, protocol } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { CommandOutcome } from './driver.ts';
import type { SerializedError, WorkerInput, WorkerMessage, WorkerRequest } from './pglite-protocol.ts';

const input = workerData as WorkerInput;
const port = parentPort!;
const send = (message: WorkerMessage) => port.postMessage(message);

/** Errors cross threads as plain objects: structured clone keeps only an Error's message. */
function serialize(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: String(error) };
  const fields: SerializedError = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

async function open(): Promise<PGlite | null> {
  let pg: PGlite;
  try {
    pg = await PGlite.create({
      dataDir: input.dataDir,
      // initdb's -U names the bootstrap superuser (OID 10). PGlite's backend runs in single-user
      // mode, whose session user is always that superuser; PGlite's `username` option would only
      // add a SET ROLE, so it is not used.
      initDbStartParams: ['-U', input.bootstrapUser],
      // The contrib extensions migrations create (hosted has them too); any other CREATE
      // EXTENSION fails as Postgres does without the extension's files.
      extensions: { pgcrypto, unaccent },
    });
  } catch (error) {
    send({ type: 'open-failed', error: serialize(error) });
    return null;
  }
  const { rows } = await pg.query<{ name: string }>('select session_user as name');
  if (rows[0].name !== input.bootstrapUser) {
    await pg.close();
    send({
      type: 'open-failed',
      error: { message: `bootstrap superuser is "${rows[0].name}"` },
      legacyBootstrapUser: rows[0].name,
    });
    return null;
  }
  return pg;
}

/**
 * A script sent as one simple-query message, and its last statement's outcome read from the
 * backend's messages as libpq reads them: PGlite's exec() keeps no command tags.
 */
async function simpleQuery(pg: PGlite, sql: string): Promise<CommandOutcome> {
  const { messages: received } = await pg.execProtocol(protocol.serialize.query(sql));
  let outcome: CommandOutcome = { commandTag: '', returnedRows: 0 };
  let rows: number | null = null;
  for (const message of received) {
    if (message instanceof messages.RowDescriptionMessage) rows = 0;
    else if (message instanceof messages.DataRowMessage) rows = (rows ?? 0) + 1;
    else if (message instanceof messages.CommandCompleteMessage) {
      outcome = { commandTag: message.text, returnedRows: rows };
      rows = null;
    }
  }
  return outcome;
}

/** What stops each LISTEN of the main thread; notifications are posted to it as they arrive. */
const listening = new Map<string, () => Promise<void>>();

const pg = await open();
async function handle(pg: PGlite, request: WorkerRequest): Promise<void> {
  try {
    if (request.type === 'query') {
      const result = await pg.query<Record<string, unknown>>(request.sql, request.params);
      send({
        type: 'reply',
        id: request.id,
        result: { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows ?? 0 },
      });
    } else if (request.type === 'exec') {
      await pg.exec(request.sql);
      send({ type: 'reply', id: request.id });
    } else if (request.type === 'simple-query') {
      send({ type: 'reply', id: request.id, outcome: await simpleQuery(pg, request.sql) });
    } else if (request.type === 'listen') {
      const { channel } = request;
      if (!listening.has(channel)) {
        listening.set(
          channel,
          await pg.listen(channel, (payload) => send({ type: 'notification', channel, payload })),
        );
      }
      send({ type: 'reply', id: request.id });
    } else if (request.type === 'unlisten') {
      await listening.get(request.channel)?.();
      listening.delete(request.channel);
      send({ type: 'reply', id: request.id });
    } else {
      await pg.close();
      send({ type: 'reply', id: request.id });
      port.close();
    }
  } catch (error) {
    send({ type: 'reply', id: request.id, error: serialize(error) });
  }
}

if (pg) {
  // Strictly one message after the other, in the order the main thread posted them.
  let previous = Promise.resolve();
  port.on('message', (request: WorkerRequest) => {
    previous = previous.then(() => handle(pg, request));
  });
  send({ type: 'ready' });
}
