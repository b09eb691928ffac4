/**
 * Content published after the build is rendered by the host on request
 * (scripts/build/render-on-request.ts): the same HTML the build would have written, or nothing
 * (the host then serves the SPA shell) when the page cannot come out whole.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';

import { zipFunctions, type NodeBundlerName } from '@netlify/zip-it-and-ship-it';
import { parse as parseToml } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { CLIENT_DIR, ROOT } from '../../scripts/build/build-target.ts';
import { inlineScriptHashes } from '../../scripts/build/build-host-files.ts';
import {
  createOnRequestRenderer,
  RENDERS_PER_CLIENT_PER_MINUTE,
  type RenderOnRequest,
} from '../../scripts/build/render-on-request.ts';
import { casePath, categoryPath, insightPath } from '../../src/config/content-paths';
import { contentPatterns, SEARCH_RENDER_PREFIX, searchPaths } from '../../src/lib/host-files';
import { serviceClient } from '../setup/clients.ts';
import { siteUrl } from './support/browser.ts';

const BUILD_DIR = path.dirname(CLIENT_DIR);

/** What differs between two renders of the same rows in two databases: load times, seeding times, and the CSP that hashes them. */
const comparable = (html: string) =>
  html
    .replace(/\d{13}/g, '<ms>')
    .replace(/\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+00:00/g, '<timestamp>')
    .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, '');

async function insertCase(slug: string, fields: { status?: 'publicado' | 'rascunho' } = {}) {
  const { data, error } = await serviceClient()
    .from('cases')
    .insert({
      slug,
      titulo: `Case ${slug}`,
      subtitulo: 'Publicado depois do build',
      destaque: false,
      ...fields,
    })
    .select('id')
    .single();
  if (error) throw error;
  return () => serviceClient().from('cases').delete().eq('id', data.id);
}

/**
 * Runs `action` and counts the requests this process sent the API meanwhile: the renderer runs
 * here, and the server build's supabase-js calls the global `fetch` at each request.
 */
async function countingApiReads<T>(action: () => Promise<T>): Promise<{ result: T; reads: number }> {
  const api = new URL(inject('apiUrl')).origin;
  const original = globalThis.fetch;
  let reads = 0;
  globalThis.fetch = (input, init) => {
    if (new URL(input instanceof Request ? input.url : input).origin === api) reads++;
    return original(input, init);
  };
  try {
    return { result: await action(), reads };
  } finally {
    globalThis.fetch = original;
  }
}

/** GET `rawPath` as written: fetch, as browsers do, would resolve `/cases/%2e%2e` to `/` first. */
function rawGet(rawPath: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(siteUrl());
  return new Promise((resolve, reject) => {
    http
      .get({ hostname, port, path: rawPath }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body }));
      })
      .on('error', reject);
  });
}

const randomSlug = () => `nada-${randomUUID().slice(0, 8)}`;

describe('render on request', () => {
  let render: RenderOnRequest;
  beforeAll(async () => {
    render = await createOnRequestRenderer(BUILD_DIR);
  });

  /** The `<head>` but its inline CSS (which follows the body's markup): title, metas, JSON-LD, preloads. */
  const head = (html: string) =>
    comparable(html.slice(0, html.indexOf('</head>'))).replace(/<style>[^<]*<\/style>/g, '');

  it.each([
    ['a case', casePath('clinica-vida-plena-agendamento-automatico-pelo-whatsapp')],
    ['an article', insightPath('agentes-de-ia', 'agentes-de-ia-para-pequenas-empresas')],
    ['a category', categoryPath('agentes-de-ia')],
  ])('renders %s as the build prerendered it', async (_, address) => {
    const prerendered = fs.readFileSync(path.join(CLIENT_DIR, `${address}.html`), 'utf8');
    const answer = await render(address);
    expect(answer?.status).toBe(200);
    const rendered = answer?.status === 200 ? answer.html : undefined;
    // Other suites add and edit cases, articles and categories, which these pages list or link:
    // the head is compared (the page's structure and scripts are compared in the build's own
    // pages: content-pages and app-start), and the heading.
    expect(head(rendered!)).toBe(head(prerendered));
    const heading = (html: string) => /<h1[^>]*>[^<]*<\/h1>/.exec(html)?.[0];
    expect(heading(rendered!)).toBe(heading(prerendered));
    // Its own script policy: the hashes of its own inline scripts.
    const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(rendered!)?.[1];
    expect(policy).toBe(["script-src 'self'", ...inlineScriptHashes(rendered!)].join(' '));
  });

  it('renders nothing where the page could not come out whole: no item, a draft, a slow API, other addresses', async () => {
    const draft = `rascunho-${randomUUID().slice(0, 8)}`;
    const removeDraft = await insertCase(draft, { status: 'rascunho' });
    try {
      expect(await render(casePath(`nao-existe-${randomUUID().slice(0, 8)}`))).toBeUndefined();
      expect(await render(insightPath('agentes-de-ia', 'nao-existe'))).toBeUndefined();
      expect(await render(categoryPath('nao-existe'))).toBeUndefined();
      // Staff preview drafts in the browser (the shell, with their session); the host reads as a visitor.
      expect(await render(casePath(draft))).toBeUndefined();
    } finally {
      await removeDraft();
    }
    const impatient = await createOnRequestRenderer(BUILD_DIR, { timeoutMs: 1 });
    expect(
      await impatient(casePath('clinica-vida-plena-agendamento-automatico-pelo-whatsapp')),
    ).toBeUndefined();
    for (const address of ['/', '/salto', '/admin', '/admin/cases', '/cases/a/b', '/qualquer']) {
      expect(await render(address)).toBeUndefined();
    }
  });

  it('answers 404 where no content can be (a segment that is no slug), before any API read', async () => {
    const { result, reads } = await countingApiReads(() =>
      Promise.all(
        [
          '/cases/Maiusculas',
          '/cases/acentuação',
          '/cases/a.data',
          '/cases/-a',
          `/cases/${'a'.repeat(201)}`,
          '/insights/ia/Artigo',
          '/insights/a_b',
        ].map((address) => render(address)),
      ),
    );
    expect(result).toEqual(Array(7).fill({ status: 404 }));
    expect(reads).toBe(0);
  });

  it('keeps a rendered page for `cacheMs` and a miss for `missCacheMs`: repeated misses cost the API one render', async () => {
    const slug = `guardado-${randomUUID().slice(0, 8)}`;
    const kept = await createOnRequestRenderer(BUILD_DIR, { cacheMs: 60_000, missCacheMs: 1_500 });
    // Not there yet: the shell. Asked again within the window: the shell, without asking the API.
    const first = await countingApiReads(() => kept(casePath(slug)));
    expect(first.result).toBeUndefined();
    expect(first.reads).toBeGreaterThan(0);
    const again = await countingApiReads(() =>
      Promise.all(
        Array.from({ length: 20 }, (_, index) => kept(index % 2 ? `${casePath(slug)}/` : casePath(slug))),
      ),
    );
    expect(again.result).toEqual(Array(20).fill(undefined));
    expect(again.reads).toBe(0);

    const remove = await insertCase(slug);
    let page: string | undefined;
    try {
      // Published now: still the shell until the miss expires, then rendered, by concurrent requests once.
      expect(await kept(casePath(slug))).toBeUndefined();
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      const [a, b] = await Promise.all([kept(casePath(slug)), kept(`${casePath(slug)}/`)]);
      page = a?.status === 200 ? a.html : undefined;
      expect(page).toContain(`Case ${slug}`);
      expect(b).toEqual(a);
    } finally {
      await remove();
    }
    // Removed: still served as rendered until `cacheMs` has passed (as a prerendered page is
    // until the next build); a renderer that keeps nothing sees it gone.
    expect(await kept(casePath(slug))).toEqual({ status: 200, html: page });
    expect(await (await createOnRequestRenderer(BUILD_DIR, { cacheMs: 0 }))(casePath(slug))).toBeUndefined();
  });

  it('starts at most RENDERS_PER_CLIENT_PER_MINUTE renders a minute for one client address; others still render', async () => {
    const limited = await createOnRequestRenderer(BUILD_DIR);
    const ownShare = await countingApiReads(async () => {
      for (let index = 0; index < RENDERS_PER_CLIENT_PER_MINUTE; index++) {
        expect(await limited(casePath(randomSlug()), '203.0.113.7')).toBeUndefined();
      }
    });
    expect(ownShare.reads).toBeGreaterThanOrEqual(RENDERS_PER_CLIENT_PER_MINUTE);
    // Past its share: the shell at once, for misses and real pages alike.
    const beyond = await countingApiReads(async () => {
      expect(await limited(casePath(randomSlug()), '203.0.113.7')).toBeUndefined();
      expect(
        await limited(casePath('clinica-vida-plena-agendamento-automatico-pelo-whatsapp'), '203.0.113.7'),
      ).toBeUndefined();
    });
    expect(beyond.reads).toBe(0);
    const other = await countingApiReads(() =>
      limited(casePath('clinica-vida-plena-agendamento-automatico-pelo-whatsapp'), '203.0.113.8'),
    );
    expect(other.result?.status).toBe(200);
    expect(other.reads).toBeGreaterThan(0);
  });
});

describe('the host', () => {
  const slug = `no-host-${randomUUID().slice(0, 8)}`;
  let remove: () => PromiseLike<unknown>;
  beforeAll(async () => {
    remove = await insertCase(slug);
  });
  afterAll(async () => {
    await remove?.();
  });

  it('answers a content page published after the build with its rendered HTML, headers and compression as a file', async () => {
    const response = await fetch(siteUrl(casePath(slug)), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    expect(html).toContain(`<title>Case ${slug} | Salto IA</title>`);
    expect(html).not.toContain('<meta name="robots" content="noindex');
  });

  it('answers 404 with the not-found page for dot segments and encoded slashes, never another page', async () => {
    const notFound = fs.readFileSync(path.join(CLIENT_DIR, '404.html'), 'utf8');
    for (const address of [
      '/cases/%2e%2e',
      '/cases/%2e',
      '/cases/%2E%2e/',
      '/cases/.%2e',
      '/insights/%2e%2e/%2e%2e',
      '/salto/%2e%2e',
      '/cases/a%2Fb',
      '/cases/a%5cb',
      '/cases/Maiusculas',
    ]) {
      const response = await rawGet(address);
      expect([address, response.status]).toEqual([address, 404]);
      expect(response.body).toBe(notFound);
    }
  });

  it('answers an address with nothing there with the SPA shell, as before', async () => {
    const shell = await (await fetch(siteUrl('/__spa-fallback.html'))).text();
    const response = await fetch(siteUrl(casePath(`nada-aqui-${randomUUID().slice(0, 8)}`)));
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(shell);
  });
});

/**
 * The function as Netlify deploys it: packaged by Netlify's own bundler (zip-it-and-ship-it, with
 * netlify.toml's `[functions]` settings) into a directory outside the project, where it finds only
 * what the package holds, and run there by Node. What the project's sources resolve at test time
 * (a file beside a module, a package's other build) must also be in the package.
 */
describe('the Netlify function, packaged as Netlify deploys it', () => {
  // Netlify builds into `build/`, the directory netlify.toml names.
  const netlifyBuild = CLIENT_DIR === path.join(ROOT, 'build', 'client');
  let packaged: string;

  beforeAll(async () => {
    if (!netlifyBuild) return;
    const { functions } = parseToml(fs.readFileSync(path.join(ROOT, 'netlify.toml'), 'utf8')) as {
      functions: { directory: string; node_bundler: NodeBundlerName; included_files: string[] };
    };
    const out = fs.mkdtempSync(path.join(os.tmpdir(), 'netlify-function-'));
    const [bundled] = await zipFunctions([path.join(ROOT, functions.directory)], out, {
      basePath: ROOT,
      repositoryRoot: ROOT,
      archiveFormat: 'none',
      config: { '*': { nodeBundler: functions.node_bundler, includedFiles: functions.included_files } },
    });
    packaged = bundled!.path;
  }, 180_000);

  afterAll(() => {
    if (packaged) fs.rmSync(path.dirname(packaged), { recursive: true, force: true });
  });

  /** Calls the packaged function in its own Node process, its directory as the working one (as on AWS Lambda). */
  function callPackaged(urls: string[]) {
    const script = `
      const { default: handler } = await import('./netlify/functions/render-content.mjs');
      const answers = [];
      for (const url of JSON.parse(process.argv[1])) {
        const response = await handler(new Request(url));
        answers.push({ status: response.status, headers: Object.fromEntries(response.headers), body: await response.text() });
      }
      console.log(JSON.stringify(answers));`;
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(urls)], {
      cwd: packaged,
      encoding: 'utf8',
      env: { PATH: process.env.PATH },
    });
    if (child.status !== 0) throw new Error(`the packaged function failed:\n${child.stderr}`);
    return JSON.parse(child.stdout) as { status: number; headers: Record<string, string>; body: string }[];
  }

  it('routes exactly the content addresses', async () => {
    const { config } = await import('../../netlify/functions/render-content.ts');
    expect(config.path).toEqual([
      ...contentPatterns,
      ...searchPaths.map((path) => `${SEARCH_RENDER_PREFIX}${path}`),
    ]);
    expect(config.preferStatic).toBe(true);
  });

  it.skipIf(!netlifyBuild)(
    'answers a moved address with its redirect, a new case with its page, nothing with the shell; each with the headers of its path',
    async () => {
      const slug = `netlify-${randomUUID().slice(0, 8)}`;
      const remove = await insertCase(slug);
      let answers;
      try {
        answers = callPackaged(
          [
            casePath(slug),
            casePath('nada-aqui'),
            '/insights/chatgpt-para-empresas?x=1',
            '/cases/%E0%A4%A',
            '/cases/%2e%2e',
            '/cases/Maiusculas',
          ].map((address) => `https://site.example${address}`),
        );
      } finally {
        await remove();
      }
      const [page, nothing, moved, malformed, dotDot, noSlug] = answers;
      expect(page!.status).toBe(200);
      expect(page!.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page!.headers['netlify-cdn-cache-control']).toBe('public, durable, s-maxage=60');
      expect(page!.headers['x-content-type-options']).toBe('nosniff');
      expect(page!.headers['strict-transport-security']).toContain('max-age=');
      expect(page!.body).toContain(`<title>Case ${slug} | Salto IA</title>`);
      // The app starts on intent there too: the starter is inline, no module is preloaded.
      expect(page!.body).toContain('id="app-bootstrap"');
      expect(page!.body).not.toContain('rel="modulepreload"');

      expect(nothing!.status).toBe(200);
      expect(nothing!.headers['netlify-cdn-cache-control']).toBeUndefined();
      expect(nothing!.body).toBe(fs.readFileSync(path.join(CLIENT_DIR, '__spa-fallback.html'), 'utf8'));

      expect(moved!.status).toBe(301);
      expect(moved!.headers.location).toBe('/agentes-de-ia?x=1');
      expect(malformed!.status).toBe(400);
      const notFound = fs.readFileSync(path.join(CLIENT_DIR, '404.html'), 'utf8');
      for (const answer of [dotDot, noSlug]) {
        expect(answer!.status).toBe(404);
        expect(answer!.body).toBe(notFound);
        expect(answer!.headers['x-content-type-options']).toBe('nosniff');
      }
    },
    60_000,
  );
});
