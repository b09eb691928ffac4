/**
 * Serves build/client the way the production host does (see public/_redirects and
 * public/_headers, Netlify/Cloudflare Pages format): redirects, headers, prerendered pages,
 * and React Router's empty SPA shell for every other path. Used by `npm run preview` and e2e.
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';

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
export function parseRedirects(text: string): Redirect[] {
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
export function parseHeaders(text: string): HeaderRule[] {
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

const matches = (pattern: string, pathname: string) =>
  pattern.endsWith('*') ? pathname.startsWith(pattern.slice(0, -1)) : pattern === pathname;

export function startStaticServer(root: string, port: number, host = '127.0.0.1'): Promise<http.Server> {
  const read = (name: string) =>
    fs.existsSync(path.join(root, name)) ? fs.readFileSync(path.join(root, name), 'utf8') : '';
  const redirects = parseRedirects(read('_redirects'));
  const headerRules = parseHeaders(read('_headers'));

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400).end('Bad Request');
      return;
    }
    for (const rule of headerRules) {
      if (matches(rule.pattern, pathname))
        for (const [name, value] of rule.headers) res.setHeader(name, value);
    }
    const redirect = redirects.find(
      (rule) => matches(rule.from, pathname) || matches(rule.from, pathname.replace(/\/$/, '')),
    );
    if (redirect && redirect.status >= 300 && redirect.status < 400) {
      res.writeHead(redirect.status, { Location: redirect.to + url.search }).end();
      return;
    }

    const candidates = path.extname(pathname)
      ? [pathname]
      : [path.join(pathname, 'index.html'), `${pathname.replace(/\/$/, '')}.html`];
    let file = candidates
      .map((candidate) => path.join(root, candidate))
      .find((candidate) => {
        return (
          candidate.startsWith(root + path.sep) && fs.existsSync(candidate) && fs.statSync(candidate).isFile()
        );
      });
    let status = 200;
    if (!file) {
      if (path.extname(pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not Found');
        return;
      }
      // Not prerendered (admin, new content, unknown paths): the empty shell; the app decides.
      file = path.join(root, '__spa-fallback.html');
      status = 200;
    }
    const type = CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream';
    const immutable = pathname.startsWith('/assets/');
    res.writeHead(status, {
      'Content-Type': type,
      'Cache-Control': immutable
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const root = path.resolve(import.meta.dirname, '../build/client');
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    console.error('No build found: run `npm run build` first.');
    process.exit(1);
  }
  const port = Number(process.env.PORT ?? 4173);
  const server = await startStaticServer(root, port);
  console.log(`Serving build/client on http://127.0.0.1:${(server.address() as AddressInfo).port}`);
}
