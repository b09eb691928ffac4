/**
 * Serves build/client the way the production host does (build/client/_redirects and _headers,
 * Netlify/Cloudflare Pages format, written by the build: scripts/build/build-host-files.ts): redirects,
 * headers, prerendered pages, React Router's empty SPA shell for admin and content addresses and
 * `404.html` with 404 for every other path, gzipped.
 * Used by `npm run preview` (flags as `vite preview`: `--port`, `--host`, `--strictPort`),
 * `npm run bench:web` and the e2e tests.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { CLIENT_DIR, ROOT } from '../build/build-target.ts';

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

interface Redirect {
  from: string;
  to: string;
  status: number;
}
interface HeaderRule {
  pattern: string;
  headers: [string, string][];
}

/** `_redirects`: "from to [status]" per line; `*` at the end of `from` matches a prefix. */
function parseRedirects(text: string): Redirect[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [from, to, status] = line.split(/\s+/);
      return { from, to, status: Number(status ?? 301) };
    });
}

/** `_headers`: a path pattern line, then indented "Name: value" lines. */
function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) rules.push({ pattern: line.trim(), headers: [] });
    else {
      const index = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, index).trim(), line.slice(index + 1).trim()]);
    }
  }
  return rules;
}

/**
 * The subset of the format we use: `*` at the end of a pattern matches any rest of the path, a
 * `:name` segment matches exactly one non-empty path segment.
 */
function matches(pattern: string, pathname: string): boolean {
  if (pattern.endsWith('*')) return pathname.startsWith(pattern.slice(0, -1));
  if (!pattern.includes('/:')) return pattern === pathname;
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  return (
    expected.length === actual.length &&
    expected.every((segment, index) =>
      segment.startsWith(':') ? actual[index] !== '' : segment === actual[index],
    )
  );
}

/** Headers of every matching rule, in file order; a header set by two rules is joined with ", " (as the hosts do). */
function headersFor(rules: readonly HeaderRule[], pathname: string): Map<string, string> {
  const result = new Map<string, string>();
  for (const rule of rules) {
    if (!matches(rule.pattern, pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result.set(key, result.has(key) ? `${result.get(key)}, ${value}` : value);
    }
  }
  return result;
}

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

/**
 * Like Netlify / Cloudflare Pages: 3xx rules of `_redirects` first; then the file for the path
 * (`/`, `/salto` → `salto.html` or `salto/index.html`, assets); then the first matching rewrite
 * rule, served with its status (the SPA shell with 200 for admin and content addresses, then
 * `/* /404.html 404`); else `404.html` with 404, as the hosts do. Text is gzipped when the client
 * accepts it.
 */
export function startStaticServer(root: string, port: number, host = '127.0.0.1'): Promise<http.Server> {
  const read = (name: string) =>
    fs.existsSync(path.join(root, name)) ? fs.readFileSync(path.join(root, name), 'utf8') : '';
  const redirects = parseRedirects(read('_redirects'));
  const headerRules = parseHeaders(read('_headers'));
  const findFile = (pathname: string) => {
    const candidates = path.extname(pathname)
      ? [pathname]
      : [`${pathname.replace(/\/$/, '')}.html`, path.join(pathname, 'index.html')];
    return candidates
      .map((candidate) => path.join(root, candidate))
      .find(
        (candidate) =>
          candidate.startsWith(root + path.sep) &&
          fs.existsSync(candidate) &&
          fs.statSync(candidate).isFile(),
      );
  };
  const ruleFor = (pathname: string, status: (code: number) => boolean) =>
    redirects.find(
      (rule) =>
        status(rule.status) &&
        (matches(rule.from, pathname) || matches(rule.from, pathname.replace(/(.)\/$/, '$1'))),
    );

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad Request');
      return;
    }
    for (const [name, value] of headersFor(headerRules, pathname)) res.setHeader(name, value);

    const redirect = ruleFor(pathname, (code) => code >= 300 && code < 400);
    if (redirect) {
      res.writeHead(redirect.status, { Location: redirect.to + url.search }).end();
      return;
    }
    let file = findFile(pathname);
    let status = 200;
    if (!file) {
      // Not prerendered: the rewrite target (the empty shell for admin and content addresses,
      // the not-found page with 404 for the rest), in file order.
      const rewrite = ruleFor(pathname, (code) => code === 200 || code === 404);
      file = rewrite ? findFile(rewrite.to) : undefined;
      status = rewrite?.status ?? 404;
      file ??= findFile('/404.html'); // the hosts' default for a missing file
    }
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
      return;
    }
    const extension = path.extname(file);
    const headers: Record<string, string> = {
      'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    };
    // The hosts' default for files without a Cache-Control rule.
    if (!res.hasHeader('cache-control')) headers['Cache-Control'] = 'public, max-age=0, must-revalidate';
    const gzip = COMPRESSIBLE.has(extension) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    if (gzip) {
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
    }
    res.writeHead(status, headers);
    if (req.method === 'HEAD') res.end();
    else if (gzip) fs.createReadStream(file).pipe(zlib.createGzip()).pipe(res);
    else fs.createReadStream(file).pipe(res);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
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
async function startPreviewServer(root: string, options: PreviewOptions): Promise<http.Server> {
  for (let port = options.port; ; port++) {
    try {
      return await startStaticServer(root, port, options.host);
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
  try {
    const server = await startPreviewServer(root, options);
    const { port } = server.address() as AddressInfo;
    const shown =
      options.host === undefined
        ? 'localhost'
        : options.host.includes(':')
          ? `[${options.host}]`
          : options.host;
    const everywhere = options.host === undefined ? ' (every address)' : '';
    console.log(`Serving ${path.relative(ROOT, root)} on http://${shown}:${port}${everywhere}`);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
