/**
 * The build hook of `npm run preview` (scripts/cli/serve-build.ts), with an injected build: how it
 * answers, how it coalesces calls, and that the switch to a new build is atomic. The real
 * `vite build` runs in the e2e suite.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { BUILD_HOOK_PREFIX, startStaticServer, type StaticServer } from './serve-build.ts';

const TOKEN = 'test-token';
/** Big enough that a response is still streaming while the swap happens. */
const BIG_FILE_SIZE = 2 << 20;

/** A built site in `<buildDir>/client`: pages and a big file marked with `version`, and its `_redirects`. */
function writeSite(buildDir: string, version: string, redirects = ''): void {
  const client = path.join(buildDir, 'client');
  fs.mkdirSync(path.join(client, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(client, 'index.html'), `<h1>${version}</h1>`);
  fs.writeFileSync(path.join(client, 'salto.html'), `<h1>salto ${version}</h1>`);
  fs.writeFileSync(path.join(client, 'assets', 'big.txt'), version.padEnd(BIG_FILE_SIZE, '.'));
  fs.writeFileSync(path.join(client, '404.html'), `not found ${version}`);
  fs.writeFileSync(path.join(client, '_redirects'), `${redirects}/* /404.html 404\n`);
}

function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

let tmp: string;
let buildDir: string;
let server: StaticServer | undefined;
let base: string;
let logged: string[];

/** Each build the hook starts: where it writes, and the switch that lets it finish or fail. */
let builds: { outBuildDir: string; gate: ReturnType<typeof deferred>; signal: AbortSignal }[];

async function start(): Promise<StaticServer> {
  server = await startStaticServer(path.join(buildDir, 'client'), 0, '127.0.0.1', {
    buildHook: {
      token: TOKEN,
      build: async (outBuildDir, signal) => {
        const gate = deferred();
        builds.push({ outBuildDir, gate, signal });
        await gate.promise;
        writeSite(outBuildDir, `v${builds.length + 1}`, '/old-promo /salto 302\n');
      },
      logger: {
        info: (message) => logged.push(message),
        error: (message) => logged.push(`ERROR ${message}`),
      },
    },
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return server;
}

const hook = (token = TOKEN, method = 'POST') => fetch(`${base}${BUILD_HOOK_PREFIX}${token}`, { method });
const page = async (pathname: string) => {
  const response = await fetch(`${base}${pathname}`, { redirect: 'manual' });
  return { status: response.status, body: await response.text(), location: response.headers.get('location') };
};
/** Until the injected build has been called `count` times. */
async function buildStarted(count: number): Promise<void> {
  await expect.poll(() => builds.length).toBe(count);
}

beforeEach(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
  buildDir = path.join(tmp, 'build');
  writeSite(buildDir, 'v1');
  logged = [];
  builds = [];
});

afterEach(async () => {
  if (server) {
    const closed = new Promise((resolve) => server!.close(resolve));
    server.closeAllConnections();
    await closed;
    server = undefined;
  }
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('build hook', () => {
  it('answers 404 to a wrong token and 405 to another method, building nothing', async () => {
    await start();
    const wrong = await hook('wrong-token');
    expect(wrong.status).toBe(404);
    expect((await hook(`${TOKEN}x`)).status).toBe(404);
    expect((await hook('')).status).toBe(404);
    const get = await hook(TOKEN, 'GET');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
    expect((await hook('wrong-token', 'GET')).status).toBe(404);
    await server!.buildsIdle!();
    expect(builds).toHaveLength(0);
    expect(fs.readdirSync(tmp)).toEqual(['build']);
  });

  it('answers 202 before the build ends, then serves the new build and its redirects', async () => {
    await start();
    const response = await hook();
    expect(response.status).toBe(202);
    expect(await response.json()).toEqual({ state: 'building' });
    await buildStarted(1);
    expect(builds[0].outBuildDir).toBe(`${buildDir}.next`);
    // Still building: the old site is served.
    expect(await page('/')).toMatchObject({ status: 200, body: '<h1>v1</h1>' });
    expect((await page('/old-promo')).status).toBe(404);

    builds[0].gate.resolve();
    await server!.buildsIdle!();
    expect(await page('/')).toMatchObject({ status: 200, body: '<h1>v2</h1>' });
    expect(await page('/nao-existe')).toMatchObject({ status: 404, body: 'not found v2' });
    // _redirects of the new build, read again at the switch.
    expect(await page('/old-promo')).toMatchObject({ status: 302, location: '/salto' });
    // The old build is gone, nothing is left beside the live one.
    expect(fs.readdirSync(tmp)).toEqual(['build']);
    expect(logged.some((line) => line.includes('the new build is live'))).toBe(true);
  });

  it('runs one build at a time: calls during a build queue exactly one more', async () => {
    await start();
    const answers = await Promise.all(Array.from({ length: 10 }, () => hook().then((r) => r.json())));
    expect(answers[0]).toEqual({ state: 'building' });
    expect(answers.slice(1)).toEqual(Array(9).fill({ state: 'queued' }));
    await buildStarted(1);
    expect(await (await hook()).json()).toEqual({ state: 'queued' });

    builds[0].gate.resolve();
    await buildStarted(2);
    builds[1].gate.resolve();
    await server!.buildsIdle!();
    expect(builds).toHaveLength(2);
    expect((await page('/')).body).toBe('<h1>v3</h1>');

    // Idle again: the next call starts a build of its own.
    expect(await (await hook()).json()).toEqual({ state: 'building' });
    await buildStarted(3);
    builds[2].gate.resolve();
    await server!.buildsIdle!();
  });

  it('switches atomically: requests during the switch get the whole old build or the whole new one', async () => {
    await start();
    await hook();
    await buildStarted(1);

    const oldBig = 'v1'.padEnd(BIG_FILE_SIZE, '.');
    const newBig = 'v2'.padEnd(BIG_FILE_SIZE, '.');
    const seen = { old: 0, new: 0 };
    let stop = false;
    const failures: string[] = [];
    // Each path's whole body in the old build and in the new one.
    const versions: Record<string, string[]> = {
      '/': ['<h1>v1</h1>', '<h1>v2</h1>'],
      '/salto': ['<h1>salto v1</h1>', '<h1>salto v2</h1>'],
      '/assets/big.txt': [oldBig, newBig],
    };
    const hammer = async () => {
      while (!stop) {
        for (const [pathname, expected] of Object.entries(versions)) {
          const { status, body } = await page(pathname);
          if (status !== 200 || !expected.includes(body)) {
            failures.push(`${pathname}: ${status} ${body.slice(0, 40)} (${body.length} chars)`);
          }
          if (body === oldBig) seen.old++;
          if (body === newBig) seen.new++;
        }
      }
    };
    const clients = Array.from({ length: 4 }, hammer);
    await expect.poll(() => seen.old).toBeGreaterThan(5);
    builds[0].gate.resolve();
    await server!.buildsIdle!();
    await expect.poll(() => seen.new).toBeGreaterThan(5);
    stop = true;
    await Promise.all(clients);
    expect(failures).toEqual([]);
  });

  it('keeps serving the old build when a build fails, and logs why', async () => {
    await start();
    await hook();
    await buildStarted(1);
    // A half-written new build, then the failure.
    fs.mkdirSync(path.join(builds[0].outBuildDir, 'client'), { recursive: true });
    fs.writeFileSync(path.join(builds[0].outBuildDir, 'client', 'index.html'), '<h1>half</h1>');
    builds[0].gate.reject(new Error('prerender: could not read cases'));
    await server!.buildsIdle!();

    expect(await page('/')).toMatchObject({ status: 200, body: '<h1>v1</h1>' });
    expect(fs.existsSync(builds[0].outBuildDir)).toBe(false);
    expect(logged.filter((line) => line.startsWith('ERROR'))).toEqual([
      expect.stringContaining('prerender: could not read cases'),
    ]);

    // The next call builds afresh and goes live.
    await hook();
    await buildStarted(2);
    builds[1].gate.resolve();
    await server!.buildsIdle!();
    expect((await page('/')).body).toBe('<h1>v3</h1>');
  });

  it('stops the running build when the server closes', async () => {
    await start();
    await hook();
    await buildStarted(1);
    fs.mkdirSync(path.join(builds[0].outBuildDir, 'client'), { recursive: true });
    const closing = server!;
    server = undefined;
    const closed = new Promise((resolve) => closing.close(resolve));
    closing.closeAllConnections();
    await closed;
    expect(builds[0].signal.aborted).toBe(true);
    // Had it finished anyway, nothing switches.
    builds[0].gate.resolve();
    await closing.buildsIdle!();
    expect(fs.readFileSync(path.join(buildDir, 'client', 'index.html'), 'utf8')).toBe('<h1>v1</h1>');
    // Nor is its half-written build left behind.
    expect(fs.existsSync(builds[0].outBuildDir)).toBe(false);
  });

  it('needs a build directory to swap (the server serves its client/)', async () => {
    await expect(
      startStaticServer(buildDir, 0, '127.0.0.1', { buildHook: { token: TOKEN, build: async () => {} } }),
    ).rejects.toThrow(/client\/ directory/);
  });
});

describe('paths and redirects', () => {
  /** GET `rawPath` as written (fetch would resolve `%2e%2e` first, as browsers do). */
  function rawGet(rawPath: string): Promise<{ status: number; body: string; location?: string }> {
    return new Promise((resolve, reject) => {
      http
        .get(`${base}${rawPath}`, { path: rawPath }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode!, body, location: response.headers.location }),
          );
        })
        .on('error', reject);
    });
  }

  it('answers a `_redirects` target with non-ASCII characters (written before paths were ASCII) with the redirect, encoded, not 500', async () => {
    writeSite(
      buildDir,
      'v1',
      [
        '/um  /ação  301',
        '/dois  /日本語/記事  301',
        '/tres  /oferta-😀  302',
        '/quatro  /Ω≈ç  301',
        '/promoção  /salto  301',
        '',
      ].join('\n'),
    );
    await start();
    expect(await page('/um?x=1')).toMatchObject({ status: 301, location: '/a%C3%A7%C3%A3o?x=1' });
    expect(await page('/dois')).toMatchObject({
      status: 301,
      location: '/%E6%97%A5%E6%9C%AC%E8%AA%9E/%E8%A8%98%E4%BA%8B',
    });
    expect(await page('/tres')).toMatchObject({ status: 302, location: '/oferta-%F0%9F%98%80' });
    expect(await page('/quatro')).toMatchObject({ status: 301, location: '/%CE%A9%E2%89%88%C3%A7' });
    // A raw rule matches the address a browser sends, and the same address written otherwise.
    expect(await page('/promo%C3%A7%C3%A3o')).toMatchObject({ status: 301, location: '/salto' });
    expect(await page('/promo%c3%a7%c3%a3o')).toMatchObject({ status: 301, location: '/salto' });
  });

  it("answers 404 with the not-found page to a '.' or '..' segment, as sent or encoded, and to an encoded '/'", async () => {
    await start();
    for (const rawPath of [
      '/salto/%2e%2e',
      '/salto/%2E',
      '/salto/.%2e/',
      '/a/..',
      '/salto%2F',
      '/salto%5c',
    ]) {
      expect([rawPath, await rawGet(rawPath)]).toEqual([rawPath, { status: 404, body: 'not found v1' }]);
    }
    expect(await rawGet('/salto/%E0%A4%A')).toMatchObject({ status: 400 });
    expect(await rawGet('/%73alto')).toMatchObject({ status: 200, body: '<h1>salto v1</h1>' });
  });
});
