/**
 * The post-deploy check (`npm run verify:deploy`, scripts/lib/verify-deploy.ts) against the build
 * as the suite serves it: every item passes, with the API's URL and key found in the site's own
 * scripts. Then the same build behind a proxy that breaks it as a misconfigured host would: each
 * fault fails its own item, named by id (the wording is for people).
 */
import { execFile } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { ROOT } from '../../scripts/build/build-target.ts';
import {
  findKeys,
  findSecrets,
  findSupabaseUrls,
  ITEMS,
  scriptReferences,
  verifyDeploy,
  type ItemResult,
} from '../../scripts/lib/verify-deploy.ts';
import { casePath } from '../../src/config/content-paths.ts';
import { serviceClient } from '../setup/clients.ts';

const siteUrl = () => inject('siteUrl');

const b64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
/** A token shaped like Supabase's keys (only the claims are read: the signature is not checked). */
const fakeJwt = (claims: object) => `${b64url({ alg: 'HS256', typ: 'JWT' })}.${b64url(claims)}.c2lnbmF0dXJl`;
const SERVICE_ROLE_JWT = fakeJwt({ iss: 'supabase', role: 'service_role' });
/** Made-up keys of the right shape: no project's, the local demo's included. */
const SECRET_KEY = 'sb_secret_VerificacaoFalsa0000000000_00000000';
const UNKNOWN_PUBLISHABLE_KEY = 'sb_publishable_VerificacaoFalsa000000_00000000';

interface Breakage {
  /** Response headers the host drops. */
  dropHeaders?: string[];
  /** Status the host answers instead of 404 (a catch-all SPA rewrite). */
  notFoundStatus?: number;
  /** Text appended to the script whose path matches (a secret slipped into the bundle). */
  appendToScript?: { path: RegExp; text: string };
}

/** The served build behind a proxy that breaks it as asked. */
async function startProxy(upstream: string, breakage: Breakage = {}) {
  const target = new URL(upstream);
  const server = http.createServer((req, res) => {
    // Uncompressed from upstream, so a script can be changed.
    const headers = { ...req.headers };
    delete headers['accept-encoding'];
    const forward = http.request(
      { host: target.hostname, port: target.port, path: req.url, method: req.method, headers },
      (answer) => {
        const outHeaders = { ...answer.headers };
        for (const name of breakage.dropHeaders ?? []) delete outHeaders[name];
        const status =
          answer.statusCode === 404 && breakage.notFoundStatus ? breakage.notFoundStatus : answer.statusCode!;
        const append = breakage.appendToScript;
        if (!append || !append.path.test(req.url ?? '')) {
          res.writeHead(status, outHeaders);
          answer.pipe(res);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () => {
          delete outHeaders['content-length'];
          res.writeHead(status, outHeaders);
          res.end(`${Buffer.concat(chunks).toString('utf8')}\n/* ${append.text} */\n`);
        });
      },
    );
    forward.on('error', () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      return closed;
    },
  };
}

/** A fetch that answers `https://site.example` from a local server: the site as if on https. */
const asHttps =
  (local: string): typeof fetch =>
  (input, init) =>
    fetch(String(input).replace(/^https:\/\/site\.example(?=\/|$)/, local), init);

const byItem = (results: ItemResult[]) => Object.fromEntries(results.map((result) => [result.item, result]));
const failed = (results: ItemResult[]) => results.filter((result) => !result.ok).map((result) => result.item);

/** The CLI as `npm run verify:deploy` runs it (asynchronous: this process serves the proxy). */
function runCli(args: string[]): Promise<{ code: number; stdout: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'scripts/cli/verify-deploy.ts', ...args],
      { cwd: ROOT },
      (error, stdout) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout }),
    );
  });
}

describe('what the check reads in the scripts', () => {
  const DEMO_URL = 'http://127.0.0.1:54321';
  const DEMO_KEY = fakeJwt({ iss: 'supabase-demo', role: 'anon' });
  const REAL_URL = 'https://abcdefghijklmnop.supabase.co';
  const REAL_KEY = 'sb_publishable_ProjetoReal0000000000000_00000000';
  // A real build carries the demo defaults beside the project's values (src/config/env-defaults.ts).
  const bundle = [
    {
      url: 'https://site.example/assets/env.js',
      text: `var a={VITE_SUPABASE_URL:\`${DEMO_URL}\`,K:\`${DEMO_KEY}\`}`,
    },
    {
      url: 'https://site.example/assets/main.js',
      text: `var b={"VITE_SUPABASE_URL":"${REAL_URL}",k:"${REAL_KEY}"}`,
    },
  ];

  it("ranks the project's URL and key before the local demo's", () => {
    expect(findKeys(bundle)).toEqual([REAL_KEY, DEMO_KEY]);
    expect(findSupabaseUrls(bundle)).toEqual([REAL_URL, DEMO_URL]);
    // The one the CSP lets the browser reach comes first; a local site may use the local API.
    expect(findSupabaseUrls(bundle, { connectSrc: [DEMO_URL], siteIsLocal: true })).toEqual([
      DEMO_URL,
      REAL_URL,
    ]);
  });

  it('finds secret keys, not a bare prefix or an anon key', () => {
    const files = [
      { url: 'https://site.example/assets/a.js', text: `x.startsWith("sb_secret_");"${DEMO_KEY}"` },
      { url: 'https://site.example/assets/b.js', text: `k="${SECRET_KEY}";t="${SERVICE_ROLE_JWT}"` },
    ];
    expect(findSecrets(files)).toEqual([
      { kind: 'sb_secret_', url: 'https://site.example/assets/b.js' },
      { kind: 'service_role JWT', url: 'https://site.example/assets/b.js' },
    ]);
  });

  it('follows the ways the build refers to scripts, on the same origin only', () => {
    const chunk = `import{a}from"./framework-1.js";import(\`./lazy-2.js\`);m.f=["assets/dep-3.js"];"https://cdn.example/x.js"`;
    expect(scriptReferences(chunk, 'https://site.example/assets/root.js', 'https://site.example')).toEqual([
      'https://site.example/assets/framework-1.js',
      'https://site.example/assets/lazy-2.js',
      'https://site.example/assets/dep-3.js',
    ]);
    const html = '<script type="text/x-app-bootstrap">import "/assets/manifest-9.js";</script>';
    expect(scriptReferences(html, 'https://site.example/salto', 'https://site.example')).toEqual([
      'https://site.example/assets/manifest-9.js',
    ]);
  });
});

describe('the check against the served build', () => {
  it('passes every item, with a case published after the build rendered on request', async () => {
    // The newest published case: not in the build, the host renders it.
    const slug = `verificacao-${randomUUID().slice(0, 8)}`;
    const { data, error } = await serviceClient()
      .from('cases')
      .insert({ slug, titulo: `Case ${slug}`, subtitulo: 'Publicado depois do build', destaque: false })
      .select('id')
      .single();
    if (error) throw error;
    try {
      const results = await verifyDeploy({ siteUrl: siteUrl() });
      expect(results.map((result) => result.item)).toEqual([...ITEMS]);
      expect(results.filter((result) => !result.ok)).toEqual([]);
      // Each item really ran: a redirect was requested, a case page read (HSTS alone is N/A on http).
      expect(results.filter((result) => result.skipped).map((result) => result.item)).toEqual([]);
    } finally {
      await serviceClient().from('cases').delete().eq('id', data.id);
    }
  });

  it('fails a content page that is only the SPA shell', async () => {
    const results = await verifyDeploy({
      siteUrl: siteUrl(),
      freshPath: casePath(`nada-aqui-${randomUUID().slice(0, 8)}`),
    });
    expect(failed(results)).toEqual(['content-page']);
    expect(byItem(results)['content-page'].failures).toEqual(['h1']);
  });

  it('fails a key given by hand that the site does not carry', async () => {
    const results = await verifyDeploy({
      siteUrl: siteUrl(),
      publishableKey: UNKNOWN_PUBLISHABLE_KEY,
    });
    // The API refuses it: every item that reads the API says so instead of trusting a 401.
    expect(failed(results)).toEqual(['content-page', 'redirects', 'leads-closed', 'keys', 'functions']);
    expect(byItem(results).keys.failures).toEqual(['key-refused', 'key-not-in-bundle']);
    expect(byItem(results)['leads-closed'].failures).toEqual(['key-refused']);
  });
});

describe('the check against a broken host', () => {
  let broken: Awaited<ReturnType<typeof startProxy>>;
  let noHsts: Awaited<ReturnType<typeof startProxy>>;
  let plain: Awaited<ReturnType<typeof startProxy>>;
  beforeAll(async () => {
    broken = await startProxy(siteUrl(), {
      dropHeaders: ['content-security-policy'],
      notFoundStatus: 200,
      appendToScript: { path: /^\/assets\/manifest-/, text: `${SECRET_KEY} ${SERVICE_ROLE_JWT}` },
    });
    noHsts = await startProxy(siteUrl(), { dropHeaders: ['strict-transport-security'] });
    plain = await startProxy(siteUrl());
  });
  afterAll(async () => {
    await Promise.all([broken, noHsts, plain].map((proxy) => proxy?.close()));
  });

  it('names each fault: no CSP header, 200 for an unknown address, a secret key in a script', async () => {
    const results = await verifyDeploy({ siteUrl: broken.url });
    expect(failed(results)).toEqual(['not-found', 'headers', 'keys']);
    const items = byItem(results);
    expect(items.headers.failures).toEqual(['content-security-policy']);
    expect(items['not-found'].failures).toEqual(['status']);
    expect(items.keys.failures).toEqual(['sb_secret', 'service_role']);
  });

  it('requires HSTS on https only', async () => {
    const headersOf = async (url: string, options: { fetch?: typeof fetch } = {}) =>
      byItem(await verifyDeploy({ siteUrl: url, ...options })).headers;
    // On http a browser ignores HSTS: not applicable, whatever the host sends.
    expect((await headersOf(noHsts.url)).ok).toBe(true);
    expect((await headersOf('https://site.example', { fetch: asHttps(plain.url) })).ok).toBe(true);
    const missing = await headersOf('https://site.example', { fetch: asHttps(noHsts.url) });
    expect(missing.ok).toBe(false);
    expect(missing.failures).toEqual(['strict-transport-security']);
  });

  it('prints one line per item and exits 1 when an item fails, 0 when none does', async () => {
    const bad = await runCli([broken.url, '--lang', 'en']);
    expect(bad.code).toBe(1);
    const lines = bad.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(ITEMS.length);
    expect(lines.map((line) => line[0])).toEqual(['✔', '✖', '✖', '✔', '✔', '✔', '✖', '✔']);

    const good = await runCli([plain.url]);
    expect(
      good.stdout
        .trimEnd()
        .split('\n')
        .map((line) => line[0]),
    ).toEqual(ITEMS.map(() => '✔'));
    expect(good.code).toBe(0);
  });
});
