/**
 * Serves build/client the way the production host does (build/client/_redirects and _headers,
 * Netlify/Cloudflare Pages format, written by the build: scripts/build/build-host-files.ts): redirects,
 * headers, prerendered pages, React Router's empty SPA shell for admin and content addresses and
 * `404.html` with 404 for every other path, gzipped. With a build hook (`npm run preview` has one),
 * `POST /__build-hook/<token>` rebuilds the site in the background and switches to the new build
 * atomically, as the hosts' build hooks do.
 * Used by `npm run preview` (flags as `vite preview`: `--port`, `--host`, `--strictPort`),
 * `npm run bench:web` and the e2e tests.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline, Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

import { loadEnv } from 'vite';

import { CLIENT_DIR, ROOT } from '../build/build-target.ts';
import {
  createOnRequestRenderer,
  hasRenderBuild,
  type RenderOnRequest,
  type RenderOnRequestOptions,
} from '../build/render-on-request.ts';
import {
  findRule,
  headersFor,
  locationOf,
  NOT_FOUND_FILE,
  parseHeaders,
  parseRedirects,
  rawPathOf,
  requestPath,
  searchAddress,
  type HeaderRule,
  type Redirect,
} from '../../src/lib/host-files.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.data': 'text/x-script; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.js',
  '.css',
  '.json',
  '.data',
  '.svg',
  '.txt',
  '.xml',
  '.webmanifest',
]);

/** The host files of a build, read again whenever a new build goes live. */
function readHostFiles(root: string): { redirects: Redirect[]; headerRules: HeaderRule[] } {
  const read = (name: string) =>
    fs.existsSync(path.join(root, name)) ? fs.readFileSync(path.join(root, name), 'utf8') : '';
  return { redirects: parseRedirects(read('_redirects')), headerRules: parseHeaders(read('_headers')) };
}

/** The path of a build hook: `POST <prefix><token>`. */
export const BUILD_HOOK_PREFIX = '/__build-hook/';
/** `npm run preview`'s token when PREVIEW_BUILD_HOOK_TOKEN is not set; supabase/seed.sql points the local database at it. */
export const DEMO_BUILD_HOOK_TOKEN = 'local-demo-build-hook';

export interface BuildHookOptions {
  /** The secret last segment of the hook's address. */
  token: string;
  /**
   * Builds the site into `outBuildDir` (a build directory: the site in its `client/`); rejects when
   * the build failed. `signal` aborts when the server closes. Default: `viteBuild`.
   */
  build?: (outBuildDir: string, signal: AbortSignal) => Promise<void>;
  /** Where progress (info) and failures (error) go; default: the console. */
  logger?: Pick<Console, 'info' | 'error'>;
}

export interface StaticServerOptions {
  buildHook?: BuildHookOptions;
  /**
   * Content pages published after the build, rendered on request (render-on-request.ts) when the
   * build has its `render/`; `false` serves them the SPA shell, as a host without the function does.
   */
  render?: RenderOnRequestOptions | false;
}

export interface StaticServer extends http.Server {
  /** With a build hook: resolves once the builds running or queued now are over (live, or failed and logged). */
  buildsIdle?: () => Promise<void>;
}

const VITE_BIN = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');

const isInProject = (dir: string) => {
  const relative = path.relative(ROOT, dir);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/**
 * `vite build` (what `npm run build` runs) into `outBuildDir`, as a child process with this
 * process's environment (so the same VITE_SUPABASE_URL and the rest as the build being served).
 * Its output is shown only when it fails.
 */
export async function viteBuild(outBuildDir: string, signal?: AbortSignal): Promise<void> {
  outBuildDir = path.resolve(ROOT, outBuildDir);
  // Prerendering imports the server build it just wrote (<outBuildDir>/server): outside the project,
  // Node finds that build's packages only through a node_modules beside it.
  const modulesLink = isInProject(outBuildDir) ? undefined : path.join(outBuildDir, 'node_modules');
  if (modulesLink) {
    fs.mkdirSync(outBuildDir, { recursive: true });
    fs.rmSync(modulesLink, { force: true }); // left by a build that was killed
    fs.symlinkSync(path.join(ROOT, 'node_modules'), modulesLink, 'junction');
  }
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn(process.execPath, [VITE_BIN, 'build'], {
        cwd: ROOT,
        env: { ...process.env, BUILD_DIR: outBuildDir },
        stdio: ['ignore', 'pipe', 'pipe'],
        signal,
      });
      let output = '';
      const keep = (chunk: Buffer) => {
        output = (output + chunk.toString()).slice(-8_000); // the end, where the error is
      };
      child.stdout.on('data', keep);
      child.stderr.on('data', keep);
      child.on('error', reject);
      child.on('close', (code, killedBy) => {
        if (code === 0) resolve();
        else reject(new Error(`vite build exited with ${code ?? killedBy}:\n${output.trimEnd()}`));
      });
    });
  } finally {
    if (modulesLink) fs.rmSync(modulesLink, { force: true });
  }
}

const sameSecret = (a: string, b: string) => {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(a), digest(b));
};

/**
 * Answers with a file (opened by the caller, closed here however the response ends) or a rendered
 * body; text is gzipped when the client accepts it.
 */
function send(
  req: http.IncomingMessage,
  res: http.ServerResponse,
  status: number,
  extension: string,
  body: { fd: number; path: string } | Buffer,
): void {
  const headers: Record<string, string> = {
    // A type `_headers` gives the path (the RSS feed's) wins, as on the hosts.
    'Content-Type': String(
      res.getHeader('content-type') ?? CONTENT_TYPES[extension] ?? 'application/octet-stream',
    ),
  };
  // The hosts' default for files without a Cache-Control rule.
  if (!res.hasHeader('cache-control')) headers['Cache-Control'] = 'public, max-age=0, must-revalidate';
  const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) {
    headers['Content-Encoding'] = 'gzip';
    headers['Vary'] = 'Accept-Encoding';
  }
  res.writeHead(status, headers);
  if (req.method === 'HEAD') {
    if (!Buffer.isBuffer(body)) fs.closeSync(body.fd);
    res.end();
    return;
  }
  // pipeline closes the descriptor however the response ends (an aborted request included).
  const stream = Buffer.isBuffer(body)
    ? Readable.from([body])
    : fs.createReadStream(body.path, { fd: body.fd });
  const done = () => {};
  if (gzip) pipeline(stream, zlib.createGzip(), res, done);
  else pipeline(stream, res, done);
}

/**
 * Like Netlify / Cloudflare Pages: 3xx rules of `_redirects` first; then the file for the path
 * (`/`, `/salto` → `salto.html` or `salto/index.html`, assets; before it, a list's search,
 * `/insights?q=…`, rendered with its results); then a content page published
 * after the build, rendered (render-on-request.ts); then the first matching rewrite rule, served
 * with its status (the SPA shell with 200 for admin and content addresses, then
 * `/* /404.html 404`); else `404.html` with 404, as the hosts do. The path is read as sent
 * (`requestPath`): a '.' or '..' segment or an encoded '/' answers 404, a malformed escape 400.
 * Text is gzipped when the client accepts it.
 *
 * `root` is a build's `client/` directory. With `buildHook`, `POST /__build-hook/<token>` answers
 * 202 at once and rebuilds into `<build dir>.next` in the background, one build at a time (calls
 * during a build queue one more after it); a finished build goes live in one synchronous step
 * (`<build dir>` renamed away, `<build dir>.next` renamed into place, host files read again), and
 * requests open their file synchronously, so each one gets the whole old build or the whole new one.
 * A failed build is logged and the old one stays.
 */
export async function startStaticServer(
  root: string,
  port: number,
  host = '127.0.0.1',
  options: StaticServerOptions = {},
): Promise<StaticServer> {
  root = path.resolve(root);
  let { redirects, headerRules } = readHostFiles(root);

  /** The file for a path, opened now: a swap after this keeps it readable through its descriptor. */
  const openFile = (pathname: string): { fd: number; path: string } | undefined => {
    const candidates = path.extname(pathname)
      ? [pathname]
      : [`${pathname.replace(/\/$/, '')}.html`, path.join(pathname, 'index.html')];
    for (const candidate of candidates.map((name) => path.join(root, name))) {
      if (!candidate.startsWith(root + path.sep)) continue;
      let fd: number;
      try {
        fd = fs.openSync(candidate, 'r');
      } catch {
        continue;
      }
      if (fs.fstatSync(fd).isFile()) return { fd, path: candidate };
      fs.closeSync(fd);
    }
    return undefined;
  };
  /**
   * The file a request path (`requestPath`) names: its escapes decoded, which can no longer make a
   * '/' or a '.' segment. None when they are not UTF-8.
   */
  const openPathFile = (pathname: string) => {
    let name: string;
    try {
      name = decodeURIComponent(pathname);
    } catch {
      return undefined;
    }
    return openFile(name);
  };
  const ruleFor = (pathname: string, status: (code: number) => boolean) =>
    findRule(redirects, pathname, status);

  // Content published after the build, rendered on request: a renderer per build, loaded with it.
  const loadRenderer = async (): Promise<RenderOnRequest | undefined> => {
    const buildDir = path.dirname(root);
    if (options.render === false || !hasRenderBuild(buildDir)) return undefined;
    return createOnRequestRenderer(buildDir, options.render).catch((error: unknown) => {
      console.error('Render on request is off for this build:', error);
      return undefined;
    });
  };
  let renderer = loadRenderer();
  const renderPage = async (pathname: string, client: string | undefined) =>
    (await renderer)?.(pathname, client);

  const hook =
    options.buildHook &&
    buildHook(root, options.buildHook, () => {
      ({ redirects, headerRules } = readHostFiles(root));
      renderer = loadRenderer();
    });

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (hook && url.pathname.startsWith(BUILD_HOOK_PREFIX)) {
      hook.handle(req, res, url.pathname.slice(BUILD_HOOK_PREFIX.length));
      return;
    }
    // The path as sent: `url.pathname` has already resolved `/cases/%2e%2e` to `/`, the home page.
    const requested = requestPath(rawPathOf(req.url ?? '/'));
    if ('status' in requested) {
      if (requested.status === 400) res.writeHead(400).end('Bad Request');
      else sendNotFound(req, res);
      return;
    }
    const pathname = requested.path;
    for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);

    const redirect = ruleFor(pathname, (code) => code >= 300 && code < 400);
    if (redirect) {
      res.writeHead(redirect.status, { Location: locationOf(redirect.to) + url.search }).end();
      return;
    }
    // A list's search form sent without JavaScript: the list rendered with its results, if it can be.
    const search = searchAddress(pathname, url.searchParams);
    const searched = search === undefined ? undefined : await renderPage(search, req.socket.remoteAddress);
    if (searched?.status === 200) {
      send(req, res, 200, '.html', Buffer.from(searched.html));
      return;
    }
    const file = openPathFile(pathname);
    if (file) {
      send(req, res, 200, path.extname(file.path), file);
      return;
    }
    const rendered = await renderPage(pathname, req.socket.remoteAddress);
    if (rendered?.status === 200) {
      send(req, res, 200, '.html', Buffer.from(rendered.html));
      return;
    }
    if (rendered?.status === 404) {
      sendNotFound(req, res);
      return;
    }
    // Not prerendered: the rewrite target (the empty shell for admin and content addresses,
    // the not-found page with 404 for the rest), in file order.
    const rewrite = ruleFor(pathname, (code) => code === 200 || code === 404);
    const target = rewrite && openFile(rewrite.to);
    if (target) send(req, res, rewrite.status, path.extname(target.path), target);
    else sendNotFound(req, res);
  }

  /** `404.html` with 404, the hosts' default for a missing file (plain text without one). */
  function sendNotFound(req: http.IncomingMessage, res: http.ServerResponse): void {
    const page = openFile(NOT_FOUND_FILE);
    if (page) send(req, res, 404, '.html', page);
    else res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
  }

  const server: StaticServer = http.createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500).end('Internal Server Error');
    });
  });
  if (hook) {
    server.buildsIdle = hook.idle;
    server.once('close', hook.stop);
  }

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

/**
 * The build hook of a server serving `root` (`<build dir>/client`): checks calls, runs the builds
 * one at a time and swaps each finished one in (`reload` reads the host files of the new build).
 */
function buildHook(root: string, options: BuildHookOptions, reload: () => void) {
  const { token, build = viteBuild, logger = console } = options;
  if (path.basename(root) !== 'client') {
    // The swap renames root's parent: only ever a build directory.
    throw new Error(`A build hook needs a build's client/ directory to serve, not ${root}.`);
  }
  const buildDir = path.dirname(root);
  const next = `${buildDir}.next`;
  const old = `${buildDir}.old`;
  const stopped = new AbortController();

  async function rebuild(): Promise<void> {
    const started = performance.now();
    await Promise.all([next, old].map((dir) => fs.promises.rm(dir, { recursive: true, force: true })));
    try {
      await build(next, stopped.signal);
      if (stopped.signal.aborted) return;
      if (!fs.existsSync(path.join(next, 'client', 'index.html'))) {
        throw new Error(`the build wrote no ${path.join(next, 'client', 'index.html')}`);
      }
      // One synchronous block (no await): requests are handled before or after it, never in between.
      fs.renameSync(buildDir, old);
      try {
        fs.renameSync(next, buildDir);
      } catch (error) {
        fs.renameSync(old, buildDir);
        throw error;
      }
    } finally {
      // A build stopped with the server, or failed, leaves nothing behind.
      await fs.promises.rm(next, { recursive: true, force: true });
    }
    reload();
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    logger.info(`Build hook: the new build is live (built in ${seconds} s).`);
    await fs.promises.rm(old, { recursive: true, force: true });
  }

  let running: Promise<void> | undefined;
  let again = false;
  /** Starts a build, or queues one after the running one (however many calls come meanwhile). */
  function request(): 'building' | 'queued' {
    if (running) {
      again = true;
      return 'queued';
    }
    running = (async () => {
      do {
        again = false;
        logger.info('Build hook: building the site…');
        try {
          await rebuild();
        } catch (error) {
          if (stopped.signal.aborted) break; // the build was stopped with the server
          logger.error(
            `Build hook: the build failed; still serving the previous one.\n${(error as Error).message}`,
          );
        }
      } while (again && !stopped.signal.aborted);
      running = undefined;
    })();
    return 'building';
  }

  function handle(req: http.IncomingMessage, res: http.ServerResponse, given: string): void {
    const json = (status: number, body: object, headers: Record<string, string> = {}) =>
      res
        .writeHead(status, {
          'Content-Type': 'application/json; charset=utf-8',
          'Cache-Control': 'no-store',
          ...headers,
        })
        .end(JSON.stringify(body));
    if (!sameSecret(given, token)) json(404, { error: 'Not Found' });
    else if (req.method !== 'POST') json(405, { error: 'Method Not Allowed' }, { Allow: 'POST' });
    // Like the hosts: accepted now, built after the answer.
    else json(202, { state: request() });
  }

  return {
    handle,
    idle: () => running ?? Promise.resolve(),
    stop: () => stopped.abort(),
  };
}

export interface PreviewOptions {
  port: number;
  /** undefined: every address (IPv6 and IPv4), as `vite preview --host` does. */
  host: string | undefined;
  strictPort: boolean;
}

const PREVIEW_USAGE =
  'Usage: npm run preview -- [--port <port>] [--host [host]] [--strictPort]\n' +
  '  --port <port>  port to listen on (default: $PORT or 4173; a busy port moves to the next free one)\n' +
  '  --host [host]  address to listen on (default: 127.0.0.1; --host alone: every address)\n' +
  '  --strictPort   exit if the port is busy instead of trying the next one';

/**
 * The flags of `vite preview` that make sense for a static server: `--port <port>`, `--host [host]`
 * (alone: every address) and `--strictPort`, as `--flag value` or `--flag=value`. Throws on anything
 * else, like Vite's CLI does for an unknown option.
 */
export function parsePreviewArgs(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): PreviewOptions {
  const options: PreviewOptions = { port: Number(env.PORT || 4173), host: '127.0.0.1', strictPort: false };
  for (let index = 0; index < argv.length; index++) {
    const [flag, inline] = argv[index].split(/=(.*)/s, 2);
    const next = argv[index + 1];
    const value = () => {
      if (inline !== undefined) return inline;
      if (next === undefined || next.startsWith('-'))
        throw new Error(`${flag} needs a value.\n${PREVIEW_USAGE}`);
      index++;
      return next;
    };
    if (flag === '--port') {
      const raw = value();
      const port = Number(raw);
      if (!/^\d+$/.test(raw) || port > 65_535) throw new Error(`Invalid port: ${raw}.\n${PREVIEW_USAGE}`);
      options.port = port;
    } else if (flag === '--host') {
      // The value is optional: `--host` alone (or before another flag) means every address.
      let host = inline;
      if (host === undefined && next !== undefined && !next.startsWith('-')) host = argv[++index];
      options.host = host === undefined || host === 'true' ? undefined : host;
    } else if (flag === '--strictPort') {
      options.strictPort = inline !== 'false';
    } else {
      throw new Error(`Unknown option: ${argv[index]}.\n${PREVIEW_USAGE}`);
    }
  }
  return options;
}

/** Like `vite preview`: a busy port moves to the next one, unless `strictPort`. */
async function startPreviewServer(
  root: string,
  options: PreviewOptions,
  serverOptions: StaticServerOptions,
): Promise<http.Server> {
  for (let port = options.port; ; port++) {
    try {
      return await startStaticServer(root, port, options.host, serverOptions);
    } catch (error) {
      const busy = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!busy || options.strictPort || port === 0 || port >= 65_535) {
        if (busy) throw new Error(`Port ${port} is already in use.`, { cause: error });
        throw error;
      }
    }
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let options: PreviewOptions;
  try {
    options = parsePreviewArgs(process.argv.slice(2));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const root = CLIENT_DIR;
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error('No build found: run `npm run build` first.');
    process.exit(1);
  }
  // As the build reads VITE_*: `.env` files, then the environment.
  const token =
    loadEnv('production', ROOT, 'PREVIEW_').PREVIEW_BUILD_HOOK_TOKEN?.trim() || DEMO_BUILD_HOOK_TOKEN;
  try {
    const server = await startPreviewServer(root, options, { buildHook: { token } });
    const { port } = server.address() as AddressInfo;
    const shown =
      options.host === undefined
        ? 'localhost'
        : options.host.includes(':')
          ? `[${options.host}]`
          : options.host;
    const everywhere = options.host === undefined ? ' (every address)' : '';
    const served = isInProject(root) ? path.relative(ROOT, root) : root;
    console.log(`Serving ${served} on http://${shown}:${port}${everywhere}`);
    console.log(
      `Build hook: http://${shown}:${port}${BUILD_HOOK_PREFIX}${token} (POST: rebuilds and goes live)`,
    );
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
