import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startNetWorker, type NetWorker } from './net-worker.ts';
import { testDatabase, type TestDatabase } from './test-database.ts';

// net.http_get/post/delete queue requests in the caller's transaction; local-supabase's worker sends
// them and stores what pg_net stores. On PGlite, and on Debian's PostgreSQL with DATABASE_URL.

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * A loopback server that records each request: /slow never answers, /moved redirects to /echo with
 * a 302, anything else answers 201 with JSON.
 */
function testServer() {
  const received: Received[] = [];
  const held: http.ServerResponse[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString();
      received.push({ method: request.method!, url: request.url!, headers: request.headers, body });
      if (request.url === '/slow') {
        held.push(response);
        return;
      }
      if (request.url === '/moved') {
        response.writeHead(302, { Location: '/echo' });
        response.end();
        return;
      }
      response.writeHead(201, { 'Content-Type': 'application/json', 'X-Request-Id': 'r-1' });
      response.end(JSON.stringify({ ok: true, path: request.url }));
    });
  });
  return {
    received,
    listen: () => new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve)),
    url: (path: string) => `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    close: () =>
      new Promise<void>((resolve) => {
        held.forEach((response) => response.destroy());
        server.close(() => resolve());
      }),
  };
}

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function eventually<T>(read: () => Promise<T | undefined>, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

let db: TestDatabase;
const server = testServer();
let worker: NetWorker | null = null;
beforeAll(async () => {
  db = await testDatabase({
    '20250101000000_net.sql': 'create extension if not exists pg_net with schema extensions;',
  });
  await server.listen();
});
afterEach(async () => {
  await worker?.close();
  worker = null;
  server.received.splice(0);
  await db.admin.query('truncate net.http_request_queue, net._http_response');
});
afterAll(async () => {
  await server.close();
  await db?.close();
});

const start = async () => {
  worker = await startNetWorker(db.admin);
};
const queue = async (sql: string, params: unknown[] = []) =>
  (await db.admin.query<{ id: string }>(`select (${sql})::text as id`, params)).rows[0].id;
const response = (id: string) =>
  eventually(async () => {
    const { rows } = await db.admin.query('select * from net._http_response where id = $1', [id]);
    return rows[0];
  });

describe('the pg_net worker', () => {
  it('sends nothing for a rolled-back transaction, and what a committed one queued at once', async () => {
    await start();
    await db.admin
      .transaction(async (tx) => {
        await tx.query('select net.http_post($1)', [server.url('/rolled-back')]);
        throw new Error('roll back');
      })
      .catch(() => {});
    const id = await queue('net.http_get($1)', [server.url('/committed')]);
    // Woken by the commit, not by its once-a-minute round.
    await response(id);
    expect(server.received.map((request) => request.url)).toEqual(['/committed']);
    expect((await db.admin.query('select count(*)::int as n from net.http_request_queue')).rows).toEqual([
      { n: 0 },
    ]);
  });

  it('delivers a POST’s JSON body, headers and params, and stores the response as pg_net does', async () => {
    const id = await queue(
      `net.http_post(
         url => $1,
         body => '{"id": 1, "name": "Ana"}',
         params => '{"source": "lead form"}',
         headers => '{"Content-Type": "application/json", "Authorization": "Bearer secret"}'
       )`,
      [server.url('/echo')],
    );
    await start();
    expect(await response(id)).toMatchObject({
      status_code: 201,
      content_type: 'application/json',
      headers: { 'Content-Type': 'application/json', 'X-Request-Id': 'r-1' },
      content: '{"ok":true,"path":"/echo?source=lead%20form"}',
      timed_out: false,
      error_msg: null,
    });
    expect(server.received).toEqual([
      {
        method: 'POST',
        url: '/echo?source=lead%20form',
        headers: expect.objectContaining({
          'content-type': 'application/json',
          authorization: 'Bearer secret',
          'user-agent': 'pg_net/0.20.4',
          accept: '*/*',
        }),
        body: '{"id": 1, "name": "Ana"}',
      },
    ]);
  });

  it('follows redirects as curl does: a POST answered 302 becomes a GET', async () => {
    const id = await queue('net.http_post($1)', [server.url('/moved')]);
    await start();
    expect(await response(id)).toMatchObject({ status_code: 201, content: '{"ok":true,"path":"/echo"}' });
    expect(server.received.map(({ method, url, body }) => [method, url, body])).toEqual([
      ['POST', '/moved', '{}'],
      ['GET', '/echo', ''],
    ]);
  });

  it('stores a request past its timeout as timed out, with pg_net’s message', async () => {
    const id = await queue('net.http_get($1, timeout_milliseconds => 200)', [server.url('/slow')]);
    await start();
    const stored = await response(id);
    expect(stored).toMatchObject({ status_code: null, content: null, timed_out: true });
    expect(stored.error_msg).toMatch(
      /^Timeout of 200 ms reached\. Total time: \d+\.\d{6} ms \(DNS time: \d+\.\d{6} ms, TCP\/SSL handshake time: \d+\.\d{6} ms, HTTP Request\/Response time: \d+\.\d{6} ms\)$/,
    );
  });

  it('stores a refused connection with curl’s message', async () => {
    const id = await queue('net.http_delete($1)', [`http://127.0.0.1:${await closedPort()}/gone`]);
    await start();
    expect(await response(id)).toMatchObject({
      status_code: null,
      timed_out: false,
      error_msg: "Couldn't connect to server",
    });
  });

  it('deletes responses older than pg_net’s ttl of 6 hours', async () => {
    await db.admin.query(
      `insert into net._http_response (id, status_code, created)
       values (1, 200, now() - interval '7 hours'), (2, 200, now() - interval '5 hours')`,
    );
    await start();
    await eventually(async () => {
      const { rows } = await db.admin.query<{ id: string }>('select id::text from net._http_response');
      return rows.length === 1 ? rows : undefined;
    });
    expect((await db.admin.query('select id::int from net._http_response')).rows).toEqual([{ id: 2 }]);
  });

  it('leaves a request it was sending in the queue when closed, as a restarted pg_net does', async () => {
    await queue('net.http_get($1, timeout_milliseconds => 30000)', [server.url('/slow')]);
    await start();
    await eventually(async () => (server.received.length === 1 ? true : undefined));
    await worker!.close();
    const { rows } = await db.admin.query(
      `select (select count(*)::int from net.http_request_queue) as queued,
              (select count(*)::int from net._http_response) as responses`,
    );
    expect(rows).toEqual([{ queued: 1, responses: 0 }]);
  });
});

describe('net.http_* as pg_net defines them', () => {
  it('queue with pg_net’s defaults', async () => {
    const get = await queue('net.http_get($1)', ['http://example.com']);
    const post = await queue('net.http_post($1)', ['HTTPS://Example.com/hook?a=1']);
    const { rows } = await db.admin.query(
      `select id::text, method, url, headers, convert_from(body, 'UTF8') as body, timeout_milliseconds
       from net.http_request_queue where id in ($1, $2) order by id`,
      [get, post],
    );
    expect(rows).toEqual([
      {
        id: get,
        method: 'GET',
        url: 'http://example.com/',
        headers: {},
        body: null,
        timeout_milliseconds: 5000,
      },
      {
        id: post,
        method: 'POST',
        url: 'https://Example.com/hook?a=1',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
        timeout_milliseconds: 5000,
      },
    ]);
  });

  it('refuse what pg_net refuses, with its messages', async () => {
    await expect(
      db.admin.query(
        `select net.http_post('http://example.com', headers => '{"content-type": "text/plain"}')`,
      ),
    ).rejects.toMatchObject({ message: 'Content-Type header must be "application/json"' });
    await expect(db.admin.query(`select net.http_get('localhost:6666')`)).rejects.toMatchObject({
      message: 'invalid URL "localhost:6666": Unsupported URL scheme',
    });
    await expect(db.admin.query(`select net.http_get('/malformed_url')`)).rejects.toMatchObject({
      message: 'invalid URL "/malformed_url": Bad scheme',
    });
    await expect(db.admin.query('select net.http_get(null)')).rejects.toMatchObject({
      code: '23502',
      message: expect.stringContaining('null value in column "url" of relation "http_request_queue"'),
    });
  });

  it('net._http_collect_response(id, false) waits for the worker on Postgres, and is refused on PGlite', async () => {
    const id = await queue('net.http_get($1)', [server.url('/collected')]);
    await start();
    const collect = db.admin.query(`select (net._http_collect_response($1, async => false)).status::text`, [
      id,
    ]);
    if (db.raw.kind === 'pglite') {
      await expect(collect).rejects.toMatchObject({
        message: expect.stringContaining('net._await_response cannot wait on PGlite'),
      });
    } else {
      expect((await collect).rows).toEqual([{ status: 'SUCCESS' }]);
    }
  });
});
