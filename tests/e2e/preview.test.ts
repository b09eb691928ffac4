/**
 * `npm run preview -- --port N --host H --strictPort` takes the flags `vite preview` takes, and serves
 * exactly what the e2e suite's server (the same scripts/cli/serve-build.ts) serves.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';

import { parsePreviewArgs } from '../../scripts/cli/serve-build.ts';
import { siteUrl } from './support/browser.ts';

describe('preview flags', () => {
  it('defaults to $PORT or 4173 on 127.0.0.1', () => {
    expect(parsePreviewArgs([], {})).toEqual({ port: 4173, host: '127.0.0.1', strictPort: false });
    expect(parsePreviewArgs([], { PORT: '8080' }).port).toBe(8080);
  });

  it('reads --port and --host as `--flag value` or `--flag=value`', () => {
    expect(parsePreviewArgs(['--port', '5000', '--host', '0.0.0.0'], { PORT: '8080' })).toEqual({
      port: 5000,
      host: '0.0.0.0',
      strictPort: false,
    });
    expect(parsePreviewArgs(['--port=5001', '--host=::1', '--strictPort'])).toEqual({
      port: 5001,
      host: '::1',
      strictPort: true,
    });
  });

  it('--host without a value listens on every address', () => {
    expect(parsePreviewArgs(['--host']).host).toBeUndefined();
    expect(parsePreviewArgs(['--host', '--port', '5002'])).toMatchObject({ host: undefined, port: 5002 });
  });

  it('refuses a bad port and unknown options', () => {
    expect(() => parsePreviewArgs(['--port'])).toThrow('--port needs a value');
    expect(() => parsePreviewArgs(['--port', 'abc'])).toThrow('Invalid port: abc');
    expect(() => parsePreviewArgs(['--open'])).toThrow('Unknown option: --open');
  });
});

describe('npm run preview', () => {
  const running: ChildProcess[] = [];
  const blockers: net.Server[] = [];

  afterEach(async () => {
    // npm runs the server two processes down (npm → tsx → node): stop the whole process group.
    for (const child of running.splice(0)) {
      if (child.exitCode !== null || child.signalCode !== null) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      process.kill(-child.pid!, 'SIGTERM');
      await exited;
    }
    await Promise.all(blockers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
  });

  /** A port that was free a moment ago, held open when `hold` (to test a busy port). */
  async function freePort(hold = false): Promise<number> {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    if (hold) blockers.push(server);
    else await new Promise((resolve) => server.close(resolve));
    return port;
  }

  /** Runs `npm run preview -- ...args`; resolves with the URL it serves on, or its exit and output. */
  function preview(args: string[]): Promise<{ url?: string; code?: number | null; output: string }> {
    const child = spawn('npm', ['run', '--silent', 'preview', '--', ...args], {
      env: process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true, // its own process group, so afterEach can stop npm and the server together
    });
    running.push(child);
    let output = '';
    return new Promise((resolve) => {
      const read = (chunk: Buffer) => {
        output += chunk;
        const url = /Serving \S+ on (http:\/\/\S+)/.exec(output)?.[1];
        if (url) resolve({ url, output });
      };
      child.stdout!.on('data', read);
      child.stderr!.on('data', read);
      child.on('exit', (code) => resolve({ code, output }));
    });
  }

  it('listens on --port and --host and serves what the host serves', async () => {
    const port = await freePort();
    const { url, output } = await preview(['--port', String(port), '--host', '127.0.0.1', '--strictPort']);
    expect(url, output).toBe(`http://127.0.0.1:${port}`);
    const expected: Record<string, number> = {
      '/': 200,
      '/salto': 200,
      '/admin': 200,
      '/admin/anything': 200,
      '/cases/some-new-slug': 200,
      '/sitemap.xml': 200,
      '/nao-existe': 404,
      '/growth': 301,
    };
    for (const [pathname, status] of Object.entries(expected)) {
      const [ours, reference] = await Promise.all([
        fetch(`${url}${pathname}`, { redirect: 'manual' }),
        fetch(siteUrl(pathname), { redirect: 'manual' }),
      ]);
      expect(ours.status, pathname).toBe(status);
      expect(ours.status, pathname).toBe(reference.status);
      expect(ours.headers.get('location'), pathname).toBe(reference.headers.get('location'));
      expect(ours.headers.get('content-security-policy'), pathname).toBe(
        reference.headers.get('content-security-policy'),
      );
      expect(await ours.text(), pathname).toBe(await reference.text());
    }
    const notFound = await (await fetch(`${url}/nao-existe`)).text();
    expect(notFound).toContain('Oops! Page not found');
    expect(notFound).toMatch(/<meta name="robots" content="noindex[^"]*"\/>/);
    const shell = await (await fetch(`${url}/__spa-fallback.html`)).text();
    expect(await (await fetch(`${url}/cases/some-new-slug`)).text()).toBe(shell);
    expect(await (await fetch(`${url}/admin/anything`)).text()).toBe(shell);
  });

  it('moves to the next port when the port is busy, unless --strictPort', async () => {
    const port = await freePort(true);
    const moved = await preview(['--port', String(port)]);
    const movedTo = Number(new URL(moved.url ?? 'http://x', 'http://x').port);
    expect(movedTo, moved.output).toBeGreaterThan(port);

    const strict = await preview(['--port', String(port), '--strictPort']);
    expect(strict.code).toBe(1);
    expect(strict.output).toContain(`Port ${port} is already in use.`);
  });
});
