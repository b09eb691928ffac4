/**
 * Staged changes to a live article end to end (issue 28, item 6), on a site of its own
 * (support/own-site.ts).
 *
 * An editor saves a new description of a published article as 'Alterações pendentes': visitors
 * see none of it — not over REST, not in the served HTML, not in the sitemap — and no rebuild is
 * asked for; the editor sees it at the article's public address, under the preview banner and
 * `noindex`, and the admin's list marks the article. 'Publicar alterações' makes it live: REST at
 * once, and the article's prerendered page after the build the database then asks for. Changes
 * staged again are discarded ('Descartar alterações'), and a third set is scheduled and published
 * by the job.
 *
 * The quiet period before a rebuild and the jobs' period are shortened in this site's own database
 * (5 s and 1 s instead of 20 s and 10 s: own-site.ts). Real time passes here (the
 * first build and a rebuild): about a minute and a half.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  formatSaoPauloDateTime,
  saoPauloDateTimeToIso,
  toSaoPauloDateTimeInput,
} from '../../src/lib/dates.ts';
import { QUICK_PUBLISHING } from '../setup/site-build-hook.ts';
import { expectToast, signIn } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, openPage } from './support/browser.ts';
import { BUILD_MS, startOwnSite, type OwnSite } from './support/own-site.ts';

const RUN = randomUUID().slice(0, 8);
/** Seeded (supabase/seed.sql): a published article. */
const ARTICLE_ID = '1a000000-0000-4000-8000-000000000001';
const STAGED = `Descrição corrigida ${RUN}: revisada antes de ir ao ar.`;
const DISCARDED = `Descrição descartada ${RUN}: nunca vai ao ar.`;
const SCHEDULED = `Descrição agendada ${RUN}: vai ao ar no horário marcado.`;
/** This site's quiet period before a rebuild (see the top). */
const QUIET_MS = QUICK_PUBLISHING.quietMs;

let site: OwnSite;
let browser: Browser;
let editor: Page;
let articlePath: string;
let articleTitle: string;

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
  const [article] = await site.query<{ slug: string; categoria: string; titulo: string }>(
    `select i.slug, i.titulo, c.slug as categoria from public.insights i
     join public.categorias c on c.id = i.categoria_id where i.id = $1`,
    [ARTICLE_ID],
  );
  articlePath = `/insights/${article.categoria}/${article.slug}`;
  articleTitle = article.titulo;
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
    await new Promise((resolve) => setTimeout(resolve, QUIET_MS + 5_000));
    expect(await site.buildRequestedAt()).toEqual(requestedBefore);
  }, 120_000);

  it('staff see the pending version at the public address, under the banner and noindex; the list marks it', async () => {
    const preview = await editor.context().newPage();
    for (const width of [390, 1280]) {
      await preview.setViewportSize({ width, height: 844 });
      await preview.goto(site.at(articlePath), { waitUntil: 'networkidle' });
      // The page is the live article's prerendered HTML; in a browser holding a staff session the
      // app starts at once (no gesture) and reads the pending version.
      await expect.poll(() => preview.getByText(STAGED).count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await preview.getByRole('status').filter({ hasText: 'Pré-visualização' }).innerText()).toBe(
        'Pré-visualização: alterações pendentes, ainda não publicadas; o público vê a versão publicada.',
      );
      expect(await preview.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex, nofollow');
      await expectNoAxeViolations(preview);
    }
    await preview.close();

    // A visitor at the same address: the live page, no banner, indexable.
    const visitor = await openPage(browser);
    await visitor.page.goto(site.at(articlePath), { waitUntil: 'networkidle' });
    await visitor.page.getByRole('heading', { level: 1, name: articleTitle }).waitFor();
    expect(await visitor.page.getByText(STAGED).count()).toBe(0);
    expect(await visitor.page.getByText(/Pré-visualização/).count()).toBe(0);
    expect(await visitor.page.locator('meta[name="robots"]').getAttribute('content')).not.toContain(
      'noindex',
    );
    await visitor.page.context().close();

    const list = await editor.context().newPage();
    await list.goto(site.at('/admin/insights'));
    await articleRow(list).getByText('Alterações pendentes', { exact: true }).waitFor();
    // Only the article with pending changes is marked.
    expect(await list.getByRole('listitem').getByText('Alterações pendentes', { exact: true }).count()).toBe(
      1,
    );
    await list.close();
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

  it("'Descartar alterações' drops a new set: the live article stays, the list's mark goes", async () => {
    await editor.goto(site.at(`/admin/insights/edit/${ARTICLE_ID}`));
    await editor.getByLabel('Descrição', { exact: true }).fill(DISCARDED);
    await editor.getByRole('button', { name: 'Salvar como alterações pendentes' }).click();
    await expectToast(editor, 'Alterações pendentes salvas. O site continua com a versão publicada.');
    expect(await pendingSets()).toBe(1);

    await editor.getByRole('button', { name: 'Descartar alterações' }).click();
    const confirm = editor.getByRole('alertdialog', { name: 'Descartar alterações pendentes?' });
    await confirm.getByRole('button', { name: 'Descartar alterações' }).click();
    await expectToast(editor, 'Alterações pendentes descartadas.');
    await editor.getByRole('button', { name: 'Salvar como alterações pendentes' }).waitFor();
    expect(await editor.getByLabel('Descrição', { exact: true }).inputValue()).toBe(STAGED);
    expect(await pendingSets()).toBe(0);
    expect(await descriptionVisitorsRead()).toBe(STAGED);

    await editor.goto(site.at('/admin/insights'));
    await articleRow(editor).waitFor();
    expect(
      await editor.getByRole('listitem').getByText('Alterações pendentes', { exact: true }).count(),
    ).toBe(0);
  }, 60_000);

  it('a set scheduled for a moment is published by the job then, and a rebuild is asked for', async () => {
    await editor.goto(site.at(`/admin/insights/edit/${ARTICLE_ID}`));
    await editor.getByLabel('Descrição', { exact: true }).fill(SCHEDULED);
    await editor.getByRole('button', { name: 'Salvar como alterações pendentes' }).click();
    await expectToast(editor, 'Alterações pendentes salvas. O site continua com a versão publicada.');

    // A few minutes ahead, on Brasília's clock (the field's minutes).
    const moment = toSaoPauloDateTimeInput(new Date(Date.now() + 5 * 60_000).toISOString());
    const publishAt = new Date(saoPauloDateTimeToIso(moment));
    await editor.getByLabel('Ou publicar em (horário de Brasília)').fill(moment);
    await editor.getByRole('button', { name: 'Agendar publicação' }).click();
    await expectToast(editor, `Publicação agendada para ${formatSaoPauloDateTime(publishAt.toISOString())}.`);
    await editor
      .getByText(/Publicação agendada para/)
      .first()
      .waitFor();
    await expectNoAxeViolations(editor);
    const [set] = await site.query<{ publish_at: Date }>(
      `select publish_at from public.pending_changes where subject = 'insight' and item_id = $1`,
      [ARTICLE_ID],
    );
    expect(set.publish_at.getTime()).toBe(publishAt.getTime());
    expect(await descriptionVisitorsRead()).toBe(STAGED);

    // Rather than wait for the moment, it is moved to now (as the owner, beside the app): the
    // job, every second here, finds it due and publishes it as it would at the chosen moment.
    const before = new Date();
    await site.query(
      `update public.pending_changes set publish_at = now() where subject = 'insight' and item_id = $1`,
      [ARTICLE_ID],
    );
    await expect.poll(descriptionVisitorsRead, { timeout: 30_000, interval: 1_000 }).toBe(SCHEDULED);
    expect(await pendingSets()).toBe(0);
    await site.nextBuildRequest(before);
  }, 120_000);
});

/** The article's row in the admin's list of insights. */
const articleRow = (page: Page) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: articleTitle }) });

/** How many sets of pending changes the article has (0 or 1). */
async function pendingSets(): Promise<number> {
  const rows = await site.query<{ count: string }>(
    `select count(*)::text as count from public.pending_changes where subject = 'insight' and item_id = $1`,
    [ARTICLE_ID],
  );
  return Number(rows[0].count);
}
