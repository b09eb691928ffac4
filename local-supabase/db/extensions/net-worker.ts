import http from 'node:http';
import https from 'node:https';
import { isIP, type Socket } from 'node:net';
import type { RoleDatabase } from '../login-role.ts';

/** pg_net's defaults: pg_net.batch_size requests per round, responses kept for pg_net.ttl. */
const BATCH_SIZE = 200;
const TTL = '6 hours';
/** The channel net.wake() notifies when a transaction that queued requests commits (pg-net.sql). */
const WAKE_CHANNEL = 'local_supabase_pg_net';
/**
 * How often the worker also looks by itself: for expired responses, and for rows inserted into the
 * queue without net.http_* (which pg_net's worker would leave until its next wake).
 */
const ROUND_MS = 60_000;
/** What pg_net's libcurl (8.6) does by default: follow up to 30 redirects. */
const MAX_REDIRECTS = 30;
/** pg_net adds it to every request whose headers are not NULL. */
const USER_AGENT = 'pg_net/0.20.4';
const FORM = 'application/x-www-form-urlencoded';

/** A row of net.http_request_queue, headers as pg_net sends them: [name, value] pairs, or null. */
interface QueuedRequest {
  id: string;
  method: string;
  url: string;
  headers: [string, string][] | null;
  body: Uint8Array | null;
  timeout_milliseconds: number;
}

/** A row for net._http_response, as pg_net writes it for a response or for an error. */
interface StoredResponse {
  id: string;
  status_code: number | null;
  content_type: string | null;
  headers: Record<string, string> | null;
  content: string | null;
  timed_out: boolean;
  error_msg: string | null;
}

/**
 * One round of pg_net's worker, in one statement: expired responses go, and the oldest queued
 * requests are read. Requests stay queued while they are sent, so that a worker stopped halfway
 * leaves them for the next start, as pg_net's rolled-back transaction does.
 */
const NEXT_BATCH = `
  with expired as (
    delete from net._http_response
    where ctid = any(array(
      select ctid from net._http_response where created < now() - $1::interval order by created limit $2
    ))
  )
  select q.id::text as id, q.method, q.url, q.body, q.timeout_milliseconds,
         case when q.headers is not null then coalesce(
           (select jsonb_agg(jsonb_build_array(key, value)) from jsonb_each_text(q.headers) where value is not null),
           '[]'
         ) end as headers
  from net.http_request_queue q
  order by q.id
  limit $2`;

/** The responses stored and their requests dequeued, in one statement. */
const STORE_RESPONSES = `
  with responses as (
    select * from jsonb_to_recordset($1::jsonb) as r(
      id bigint, status_code integer, content_type text, headers jsonb, content text, timed_out boolean, error_msg text
    )
  ), sent as (
    delete from net.http_request_queue q using responses r where q.id = r.id
  )
  insert into net._http_response (id, status_code, content_type, headers, content, timed_out, error_msg)
  select id, status_code, content_type, headers, content, timed_out, error_msg from responses`;

export interface NetWorker {
  /** Stops the worker; requests being sent are abandoned and stay queued. */
  close(): Promise<void>;
}

/**
 * pg_net's background worker for local-supabase: woken when a transaction that called
 * net.http_get/post/delete commits (and once a minute), it sends the queue batch by batch, all
 * requests of a batch at once, and stores each response, timeout or error in net._http_response.
 * `db` is the superuser's handle.
 */
export async function startNetWorker(db: RoleDatabase): Promise<NetWorker> {
  const stop = new AbortController();
  let draining: Promise<void> | null = null;
  let wokenMeanwhile = false;
  let lastError = '';

  /** Sends batches until the queue is empty; a wake during that brings one more pass. */
  const wake = () => {
    if (stop.signal.aborted) return;
    if (draining) {
      wokenMeanwhile = true;
      return;
    }
    draining = drain().finally(() => {
      draining = null;
      if (wokenMeanwhile) {
        wokenMeanwhile = false;
        wake();
      }
    });
  };
  const drain = async () => {
    try {
      while (!stop.signal.aborted && (await sendBatch(db, stop.signal)));
      lastError = '';
    } catch (error) {
      // Reported once, not at every wake, while the same failure lasts.
      const message = error instanceof Error ? error.message : String(error);
      if (!stop.signal.aborted && message !== lastError) {
        console.error(`local-supabase: the pg_net worker failed: ${message}`);
      }
      lastError = message;
    }
  };

  const unlisten = await db.listen(WAKE_CHANNEL, wake);
  const timer = setInterval(wake, ROUND_MS);
  // An idle worker must not keep the process alive.
  timer.unref();
  // What an earlier run left queued goes now.
  wake();

  return {
    async close() {
      stop.abort();
      clearInterval(timer);
      await unlisten();
      await draining;
    },
  };
}

/** Sends the next batch; false when the queue was empty. */
async function sendBatch(db: RoleDatabase, stop: AbortSignal): Promise<boolean> {
  const { rows } = await db.query<QueuedRequest>(NEXT_BATCH, [TTL, BATCH_SIZE]);
  if (rows.length === 0) return false;
  const responses = await Promise.all(rows.map((request) => send(request, stop)));
  if (stop.aborted) return false;
  await db.query(STORE_RESPONSES, [JSON.stringify(responses)]);
  return true;
}

/** When each step of the current exchange ended, in ms since the request started (0: not yet). */
interface Steps {
  lookup: number;
  connect: number;
  tls: number;
}

class CurlError extends Error {}

/** libcurl's words (curl_easy_strerror, 8.6) for what Node reports. */
function curlMessage(error: NodeJS.ErrnoException, responded: boolean): string {
  const code = error.code ?? '';
  if (['ECONNREFUSED', 'EHOSTUNREACH', 'ENETUNREACH', 'EADDRNOTAVAIL'].includes(code)) {
    return "Couldn't connect to server";
  }
  if (['ENOTFOUND', 'EAI_AGAIN', 'EAI_FAIL'].includes(code)) return "Couldn't resolve host name";
  if (code === 'ERR_INVALID_URL') return 'URL using bad/illegal format or missing URL';
  if (code.startsWith('HPE_')) return 'Weird server reply';
  if (/CERT|SELF_SIGNED|UNABLE_TO_VERIFY|ALTNAME/.test(code)) {
    return 'SSL peer certificate or SSH remote key was not OK';
  }
  if (code === 'EPROTO' || code.startsWith('ERR_SSL')) return 'SSL connect error';
  if (code === 'ECONNRESET' || code === 'EPIPE') {
    return responded
      ? 'Failure when receiving data from the peer'
      : 'Server returned nothing (no headers, no data)';
  }
  return error.message;
}

/** pg_net's timeout message, with the time each step took as curl measures it. */
function timeoutMessage(timeoutMs: number, totalMs: number, steps: Steps): string {
  const atDns = steps.lookup === 0 && steps.connect === 0;
  const pretransfer = steps.tls || steps.connect;
  const atHandshake = pretransfer === 0;
  const dns = atDns ? totalMs : steps.lookup;
  const handshake = atDns ? 0 : atHandshake ? totalMs - steps.lookup : pretransfer - steps.lookup;
  const transfer = atDns || atHandshake ? 0 : totalMs - pretransfer;
  const ms = (value: number) => value.toFixed(6);
  return (
    `Timeout of ${timeoutMs} ms reached. Total time: ${ms(totalMs)} ms (DNS time: ${ms(dns)} ms, ` +
    `TCP/SSL handshake time: ${ms(handshake)} ms, HTTP Request/Response time: ${ms(transfer)} ms)`
  );
}

/** One request with curl's defaults as pg_net sets them, redirects followed, within its timeout. */
async function send(request: QueuedRequest, stop: AbortSignal): Promise<StoredResponse> {
  const failed = (message: string, timedOut = false): StoredResponse => ({
    id: request.id,
    status_code: null,
    content_type: null,
    headers: null,
    content: null,
    timed_out: timedOut,
    error_msg: message,
  });
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return failed('URL using bad/illegal format or missing URL');
  }

  // curl refuses a negative timeout (pg_net's worker then fails on that request); 0 is none.
  if (request.timeout_milliseconds < 0) return failed('Could not curl_easy_setopt(CURLOPT_TIMEOUT_MS)');

  const headers: Record<string, string> = Object.fromEntries(request.headers ?? []);
  const has = (name: string) => Object.keys(headers).some((key) => key.toLowerCase() === name);
  if (request.headers && !has('user-agent')) headers['User-Agent'] = USER_AGENT;
  if (!has('accept')) headers['Accept'] = '*/*';
  let method = request.method;
  let body = request.body ?? (method === 'POST' ? new Uint8Array() : null);

  const timeout = AbortSignal.timeout(request.timeout_milliseconds || 2 ** 31 - 1);
  const signal = AbortSignal.any([timeout, stop]);
  const started = performance.now();
  let steps: Steps = { lookup: 0, connect: 0, tls: 0 };
  try {
    for (let redirects = 0; ; redirects += 1) {
      if (url.protocol !== 'http:' && url.protocol !== 'https:') return failed('Unsupported protocol');
      steps = { lookup: 0, connect: 0, tls: 0 };
      // curl's form type for a body sent without a Content-Type.
      const sent = body && !has('content-type') ? { ...headers, 'Content-Type': FORM } : headers;
      const answer = await exchange(url, method, sent, body, signal, (step) => {
        steps[step] = performance.now() - started;
      });
      const { location } = answer;
      if ([301, 302, 303, 307, 308].includes(answer.status) && location) {
        if (redirects === MAX_REDIRECTS) return failed('Number of redirects hit maximum amount');
        const target = new URL(location, url);
        // curl keeps custom credentials to the host they were meant for.
        if (target.host !== url.host) {
          for (const name of Object.keys(headers)) {
            if (['authorization', 'cookie'].includes(name.toLowerCase())) delete headers[name];
          }
        }
        // curl turns a POST into a GET on 301, 302 and 303 (its CURLOPT_POSTREDIR default).
        if (method === 'POST' && answer.status <= 303) {
          method = 'GET';
          body = null;
        }
        url = target;
        continue;
      }
      const text = answer.body.toString('utf8');
      // pg_net stores the body as a C string: it ends at the first NUL.
      const content = text.includes('\0') ? text.slice(0, text.indexOf('\0')) : text;
      return {
        id: request.id,
        status_code: answer.status,
        content_type: answer.contentType,
        headers: answer.headers,
        content: content === '' ? null : content,
        timed_out: false,
        error_msg: null,
      };
    }
  } catch (error) {
    if (timeout.aborted) {
      return failed(timeoutMessage(request.timeout_milliseconds, performance.now() - started, steps), true);
    }
    if (error instanceof CurlError) return failed(error.message);
    return failed(curlMessage(error as NodeJS.ErrnoException, false));
  }
}

interface Answer {
  status: number;
  /** Response headers as curl lists them: names as the server wrote them, the last of a name wins. */
  headers: Record<string, string>;
  /** The first Content-Type header's value. */
  contentType: string | null;
  location: string | undefined;
  body: Buffer;
}

/** One HTTP exchange on its own connection (no keep-alive between requests, none left open). */
function exchange(
  url: URL,
  method: string,
  headers: Record<string, string>,
  body: Uint8Array | null,
  signal: AbortSignal,
  step: (name: keyof Steps) => void,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const requestHeaders = body ? { ...headers, 'Content-Length': String(body.length) } : headers;
    const request = (url.protocol === 'https:' ? https : http).request(url, {
      method,
      headers: requestHeaders,
      agent: false,
      signal,
    });
    request.on('socket', (socket: Socket) => {
      // A host given as an address needs no lookup: curl's lookup then ends at once.
      if (isIP(url.hostname.replace(/^\[|\]$/g, ''))) step('lookup');
      socket.once('lookup', () => step('lookup'));
      socket.once('connect', () => step('connect'));
      socket.once('secureConnect', () => step('tls'));
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', (error: NodeJS.ErrnoException) =>
        reject(signal.aborted ? error : new CurlError(curlMessage(error, true))),
      );
      response.on('end', () => {
        const received: Record<string, string> = {};
        let contentType: string | null = null;
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const [name, value] = [response.rawHeaders[i], response.rawHeaders[i + 1]];
          received[name] = value;
          if (contentType === null && name.toLowerCase() === 'content-type') contentType = value;
        }
        resolve({
          status: response.statusCode ?? 0,
          headers: received,
          contentType,
          location: response.headers.location,
          body: Buffer.concat(chunks),
        });
      });
    });
    request.end(body ?? undefined);
  });
}
