/**
 * Staged changes to a live article end to end (issue 28, item 6), on a site of its own like
 * trash.test.ts: a fresh local-supabase, a build pointed at it, served with its build hook.
 *
 * An editor saves a new description of a published article as 'Alterações pendentes': visitors
 * see none of it — not over REST, not in the served HTML, not in the sitemap — and no rebuild is
 * asked for. 'Publicar alterações' makes it live: REST at once, and the article's prerendered page
 * after the build the database then asks for.
 *
 * Real time passes here (the first build, a quiet period and a rebuild): about 4 minutes.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createClient } from '@supabase/supabase-js';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { PUBLIC_KEY } from '../setup/keys.ts';
import { pointSiteBuildHookAt } from '../setup/site-build-hook.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { startStaticServer, viteBuild, type StaticServer } from '../../scripts/cli/serve-build.ts';
import type { Database } from '../../src/types/database.types.ts';
import { expectToast, signIn } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, openPage } from './support/browser.ts';

const RUN = randomUUID().slice(0, 8);
const HOOK_TOKEN = `e2e-staged-${RUN}`;
/** Seeded (supabase/seed.sql): a published article. */
const ARTICLE_ID = '1a000000-0000-4000-8000-000000000001';
const STAGED = `Descrição corrigida ${RUN}: revisada antes de ir ao ar.`;

let api: LocalSupabase;
let site: StaticServer;
let siteOrigin: string;
let buildDir: string;
let browser: Browser;
let editor: Page;
let articlePath: string;
const savedEnv = { VITE_SUPABASE_URL: process.env.VITE_SUPABASE_URL, NODE_ENV: process.env.NODE_ENV };

const at = (pathname: string) => new URL(pathname, siteOrigin).toString();

/** What a visitor's REST request answers for the article's description. */
async function descriptionVisitorsRead(): Promise<string | null> {
  const anon = createClient<Database>(api.url, PUBLIC_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
  });
  const { data, error } = await anon.from('insights').select('descricao').eq('id', ARTICLE_ID).single();
  if (error) throw error;
  return data.descricao;
}

/** The article's page as a crawler gets it (no JavaScript). */
const servedHtml = async () => (await fetch(at(articlePath))).text();
const sitemap = async () => (await fetch(at('/sitemap.xml'))).text();

async function buildRequestedAt(): Promise<Date | null> {
  const { rows } = await api.services.db.query<{ requested_at: Date | null }>(
    'select requested_at from public.site_publication',
  );
  return rows[0].requested_at;
}

/** How long a build the hook started may take on a machine other builds share. */
const BUILD_MS = 240_000;

beforeAll(async () => {
  api = await startLocalSupabase({
    dataDir: null,
    port: 0,
    logRequests: false,
    authRateLimitMultiplier: 1000,
  });
  const { rows } = await api.services.db.query<{ slug: string; categoria: string }>(
    `select i.slug, c.slug as categoria from public.insights i
     join public.categorias c on c.id = i.categoria_id where i.id = $1`,
    [ARTICLE_ID],
  );
  articlePath = `/insights/${rows[0].categoria}/${rows[0].slug}`;
  // The build (and every rebuild the hook starts: a child with this environment) reads this API.
  process.env.VITE_SUPABASE_URL = api.url;
  process.env.NODE_ENV = 'production';
  buildDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-staged-'));
  await viteBuild(buildDir);
  site = await startStaticServer(path.join(buildDir, 'client'), 0, '127.0.0.1', {
    render: false,
    buildHook: { token: HOOK_TOKEN, logger: { info: () => {}, error: console.error } },
  });
  siteOrigin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  await pointSiteBuildHookAt(api, `${siteOrigin}/__build-hook/${HOOK_TOKEN}`);
  browser = await launchBrowser();
  editor = (await openPage(browser)).page;
  await signIn(editor, 'editor', siteOrigin);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  if (site) {
    const closed = new Promise((resolve) => site.close(resolve));
    site.closeAllConnections();
    await closed;
    await site.buildsIdle?.();
  }
  await api?.close();
  if (buildDir) fs.rmSync(buildDir, { recursive: true, force: true });
  for (const [key, value] of Object.entries(savedEnv)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('staged changes: a correction to a live article, invisible until published', () => {
  it('saves a new description as pending changes; visitors see none of it', async () => {
    const liveDescription = await descriptionVisitorsRead();
    const sitemapBefore = await sitemap();
    expect(sitemapBefore).toContain(`${articlePath}</loc>`);
    const requestedBefore = await buildRequestedAt();

    await editor.goto(at(`/admin/insights/edit/${ARTICLE_ID}`));
    await editor.getByLabel('Descrição', { exact: true }).fill(STAGED);
    await editor.getByRole('button', { name: 'Salvar como alterações pendentes' }).click();
    await expectToast(editor, 'Alterações pendentes salvas. O site continua com a versão publicada.');
    await editor.getByRole('button', { name: 'Publicar alterações' }).waitFor();
    await expectNoAxeViolations(editor);

    expect(await descriptionVisitorsRead()).toBe(liveDescription);
    expect(await servedHtml()).not.toContain(STAGED);
    expect(await sitemap()).toBe(sitemapBefore);
    // Nothing visitors see changed: no rebuild is asked for (the quiet period has passed by then).
    await new Promise((resolve) => setTimeout(resolve, 25_000));
    expect(await buildRequestedAt()).toEqual(requestedBefore);
  }, 120_000);

  it("'Publicar alterações' makes it live: REST at once, the prerendered page after the rebuild", async () => {
    const before = new Date();
    await editor.getByRole('button', { name: 'Publicar alterações' }).click();
    await expectToast(editor, 'Alterações publicadas. O site será atualizado em instantes.');
    expect(await descriptionVisitorsRead()).toBe(STAGED);

    await expect
      .poll(async () => ((await buildRequestedAt()) ?? new Date(0)) > before, {
        timeout: 90_000,
        interval: 1_000,
      })
      .toBe(true);
    await expect
      .poll(async () => (await servedHtml()).includes(STAGED), { timeout: BUILD_MS, interval: 2_000 })
      .toBe(true);
    expect(await sitemap()).toContain(`${articlePath}</loc>`);
  }, 420_000);
});
