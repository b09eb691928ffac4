/**
 * Content published after the build is rendered by the host on request
 * (scripts/build/render-on-request.ts): the same HTML the build would have written, or nothing
 * (the host then serves the SPA shell) when the page cannot come out whole.
 */
import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { zipFunctions, type NodeBundlerName } from '@netlify/zip-it-and-ship-it';
import { parse as parseToml } from 'smol-toml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { CLIENT_DIR, ROOT } from '../../scripts/build/build-target.ts';
import { inlineScriptHashes } from '../../scripts/build/build-host-files.ts';
import { createOnRequestRenderer, type RenderOnRequest } from '../../scripts/build/render-on-request.ts';
import { casePath, categoryPath, insightPath } from '../../src/config/content-paths';
import { contentPatterns } from '../../src/lib/host-files';
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
    const rendered = await render(address);
    expect(rendered).toBeDefined();
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

  it('keeps a rendered page for a while, never a miss', async () => {
    const slug = `guardado-${randomUUID().slice(0, 8)}`;
    const kept = await createOnRequestRenderer(BUILD_DIR, { cacheMs: 60_000 });
    // Not there yet: the shell, and nothing kept.
    expect(await kept(casePath(slug))).toBeUndefined();
    const remove = await insertCase(slug);
    let first: string | undefined;
    try {
      // Published now: rendered at its next request, by concurrent requests once.
      const [a, b] = await Promise.all([kept(casePath(slug)), kept(`${casePath(slug)}/`)]);
      first = a;
      expect(a).toContain(`Case ${slug}`);
      expect(b).toBe(a);
    } finally {
      await remove();
    }
    // Removed: still served as rendered until `cacheMs` has passed (as a prerendered page is
    // until the next build); a renderer that keeps nothing sees it gone.
    expect(await kept(casePath(slug))).toBe(first);
    expect(await (await createOnRequestRenderer(BUILD_DIR, { cacheMs: 0 }))(casePath(slug))).toBeUndefined();
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
    expect(config.path).toEqual(contentPatterns);
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
          ].map((address) => `https://site.example${address}`),
        );
      } finally {
        await remove();
      }
      const [page, nothing, moved, malformed] = answers;
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
    },
    60_000,
  );
});
