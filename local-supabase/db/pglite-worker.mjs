// @ts-check
/**
 * The thread that runs PGlite (db/pglite.ts starts it). PGlite executes each statement
 * synchronously in WASM, so a slow statement blocks this thread only, and the main thread can stop
 * it by terminating the worker.
 *
 * Plain JavaScript, so that a new thread loads it as it is: on Node 20 a TypeScript loader in each
 * thread cost a third of the CPU of opening a database (0.88 against 0.65 CPU-s). Its messages'
 * types are in pglite-protocol.ts.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { messages, PGlite, protocol } from '@electric-sql/pglite';
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * @typedef {import('./pglite-protocol.ts').WorkerInput} WorkerInput
 * @typedef {import('./pglite-protocol.ts').WorkerMessage} WorkerMessage
 * @typedef {import('./pglite-protocol.ts').WorkerRequest} WorkerRequest
 * @typedef {import('./pglite-protocol.ts').SerializedError} SerializedError
 * @typedef {import('./driver.ts').CommandOutcome} CommandOutcome
 */

const input = /** @type {WorkerInput} */ (workerData);
const port = /** @type {import('node:worker_threads').MessagePort} */ (parentPort);
const send = (/** @type {WorkerMessage} */ message) => port.postMessage(message);

/**
 * Errors cross threads as plain objects: structured clone keeps only an Error's message.
 * @returns {SerializedError}
 */
function serialize(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error) };
  /** @type {SerializedError} */
  const fields = { message: error.message };
  for (const [key, value] of Object.entries(error)) {
    if (typeof value === 'string') fields[key] = value;
  }
  return fields;
}

/** @returns {Promise<PGlite | null>} */
async function open() {
  let pg;
  try {
    pg = await PGlite.create({
      dataDir: input.dataDir,
      pgliteWasmModule: input.pgliteWasmModule,
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
  const { rows } = await pg.query('select session_user as name');
  const sessionUser = /** @type {{ name: string }} */ (rows[0]).name;
  if (sessionUser !== input.bootstrapUser) {
    await pg.close();
    send({
      type: 'open-failed',
      error: { message: `bootstrap superuser is "${sessionUser}"` },
      legacyBootstrapUser: sessionUser,
    });
    return null;
  }
  return pg;
}

/**
 * A script sent as one simple-query message, and its last statement's outcome read from the
 * backend's messages as libpq reads them: PGlite's exec() keeps no command tags.
 * @returns {Promise<CommandOutcome>}
 */
async function simpleQuery(/** @type {PGlite} */ pg, /** @type {string} */ sql) {
  const { messages: received } = await pg.execProtocol(protocol.serialize.query(sql));
  /** @type {CommandOutcome} */
  let outcome = { commandTag: '', returnedRows: 0 };
  /** @type {number | null} */
  let rows = null;
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

/**
 * What stops each LISTEN of the main thread; notifications are posted to it as they arrive.
 * @type {Map<string, () => Promise<void>>}
 */
const listening = new Map();

const pg = await open();
async function handle(/** @type {PGlite} */ pg, /** @type {WorkerRequest} */ request) {
  try {
    if (request.type === 'query') {
      const result = await pg.query(request.sql, request.params);
      send({
        type: 'reply',
        id: request.id,
        result: {
          rows: /** @type {Record<string, unknown>[]} */ (result.rows),
          fields: result.fields,
          affectedRows: result.affectedRows ?? 0,
        },
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
  port.on('message', (/** @type {WorkerRequest} */ request) => {
    previous = previous.then(() => handle(pg, request));
  });
  send({ type: 'ready' });
}
