/**
 * Staged changes to a live article end to end (issue 28, item 6), on a site of its own
 * (support/own-site.ts).
 *
 * An editor saves a new description of a published article as 'Alterações pendentes': visitors
 * see none of it — not over REST, not in the served HTML, not in the sitemap — and no rebuild is
 * asked for. 'Publicar alterações' makes it live: REST at once, and the article's prerendered page
 * after the build the database then asks for.
 *
 * Real time passes here (the first build, a quiet period and a rebuild): about 4 minutes.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectToast, signIn } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, openPage } from './support/browser.ts';
import { BUILD_MS, startOwnSite, type OwnSite } from './support/own-site.ts';

const RUN = randomUUID().slice(0, 8);
/** Seeded (supabase/seed.sql): a published article. */
const ARTICLE_ID = '1a000000-0000-4000-8000-000000000001';
const STAGED = `Descrição corrigida ${RUN}: revisada antes de ir ao ar.`;

let site: OwnSite;
let browser: Browser;
let editor: Page;
let articlePath: string;

/** What a visitor's REST request answers for the article's description. */
async function descriptionVisitorsRead(): Promise<string | null> {
  const { data, error } = await site
    .anon()
    .from('insights')
    .select('descricao')
    .eq('id', ARTICLE_ID)
    .single();
  if (error) throw error;
  return data.descricao;
}

/** The article's page as a crawler gets it (no JavaScript). */
const servedHtml = async () => (await fetch(site.at(articlePath))).text();
const sitemap = async () => (await fetch(site.at('/sitemap.xml'))).text();

beforeAll(async () => {
  site = await startOwnSite({ name: 'staged', render: false });
  const [article] = await site.query<{ slug: string; categoria: string }>(
    `select i.slug, c.slug as categoria from public.insights i
     join public.categorias c on c.id = i.categoria_id where i.id = $1`,
    [ARTICLE_ID],
  );
  articlePath = `/insights/${article.categoria}/${article.slug}`;
  browser = await launchBrowser();
  editor = (await openPage(browser)).page;
  await signIn(editor, 'editor', site.origin);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('staged changes: a correction to a live article, invisible until published', () => {
  it('saves a new description as pending changes; visitors see none of it', async () => {
    const liveDescription = await descriptionVisitorsRead();
    const sitemapBefore = await sitemap();
    expect(sitemapBefore).toContain(`${articlePath}</loc>`);
    const requestedBefore = await site.buildRequestedAt();

    await editor.goto(site.at(`/admin/insights/edit/${ARTICLE_ID}`));
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
    expect(await site.buildRequestedAt()).toEqual(requestedBefore);
  }, 120_000);

  it("'Publicar alterações' makes it live: REST at once, the prerendered page after the rebuild", async () => {
    const before = new Date();
    await editor.getByRole('button', { name: 'Publicar alterações' }).click();
    await expectToast(editor, 'Alterações publicadas. O site será atualizado em instantes.');
    expect(await descriptionVisitorsRead()).toBe(STAGED);

    await site.nextBuildRequest(before);
    await expect
      .poll(async () => (await servedHtml()).includes(STAGED), { timeout: BUILD_MS, interval: 2_000 })
      .toBe(true);
    expect(await sitemap()).toContain(`${articlePath}</loc>`);
  }, 420_000);
});
