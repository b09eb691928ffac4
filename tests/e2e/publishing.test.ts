/**
 * Publishing end to end (issue 13), on a site of its own (support/own-site.ts): the same chain as
 * production (database change → pg_cron/pg_net → build hook → new static build live), with
 * nothing faked.
 *
 * An editor saves a draft: visitors cannot read it through the REST API nor see it on /insights;
 * staff preview it at its address. Publishing it makes its own HTML (title, description, og:*,
 * JSON-LD, h1) served with JavaScript off, and puts it in sitemap.xml, within 2 minutes of the
 * build hook call. An article scheduled 2 minutes ahead is invisible before and served after,
 * without anyone acting. A published case renamed answers 301 from its old address. An unknown
 * address answers 404 with the not-found page.
 *
 * Real time passes here (the schedule, two builds): about 3 minutes. The quiet period before a
 * rebuild and the jobs' period are shortened in this site's own database (own-site.ts).
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { slugify } from '../../src/lib/slug.ts';
import { SEED_EDITOR } from '../setup/seed-users.ts';
import { expectToast, signIn } from './support/admin.ts';
import { launchBrowser, openPage } from './support/browser.ts';
import { richTextEditor } from './support/rich-text.ts';
import { startOwnSite, type OwnSite } from './support/own-site.ts';

const RUN = randomUUID().slice(0, 8);
const DRAFT_TITLE = `Rascunho publicado E2E ${RUN}`;
const SCHEDULED_TITLE = `Agendado E2E ${RUN}`;
const DRAFT_DESCRIPTION = `Resumo do artigo ${RUN} para buscadores e cartões.`;
/** Seeded (supabase/seed.sql): the category 'Estratégia' and a published case. */
const ESTRATEGIA_SLUG = 'estrategia';
const SEEDED_CASE_SLUG = 'contabilidade-prisma-documentos-triados-por-ia';
const RENAMED_CASE_SLUG = `contabilidade-prisma-renomeado-${RUN}`;

let site: OwnSite;
let browser: Browser;
let scheduledFor: Date;

const anon = () => site.anon();
const at = (pathname: string) => site.at(pathname);
const query = <Row>(sql: string, params?: unknown[]) => site.query<Row>(sql, params);

/** The page's HTML as a crawler gets it (no JavaScript), and the status. */
async function fetchHtml(pathname: string): Promise<{ status: number; html: string }> {
  const response = await fetch(at(pathname), { redirect: 'manual' });
  return { status: response.status, html: await response.text() };
}

/**
 * `pathname`'s HTML as the build the hook started serves it (read at `hook` or later), prerendered
 * with `<h1>` `title`, within 2 minutes of `hook`. The site also renders on request, so the page
 * alone could show the article before the build has it.
 */
async function waitForPrerendered(pathname: string, title: string, hook: Date): Promise<string> {
  await site.liveBuildAfter(hook);
  expect(Date.now() - hook.getTime()).toBeLessThan(120_000);
  const { status, html } = await fetchHtml(pathname);
  expect(status).toBe(200);
  expect(html).toContain(`>${title}</h1>`);
  return html;
}

const metaContent = (html: string, attribute: 'name' | 'property', key: string) =>
  new RegExp(`<meta ${attribute}="${key.replace(/[:.]/g, '\\$&')}" content="([^"]*)"`).exec(html)?.[1];

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    ([, text]) => JSON.parse(text) as Record<string, unknown>,
  );

async function insightTitled(titulo: string) {
  const [row] = await query<{ id: string; slug: string; status: string; publicado_em: Date }>(
    'select id, slug, status, publicado_em from public.insights where titulo = $1',
    [titulo],
  );
  return row;
}

/** Fills the article form as an editor and clicks `action` ('Salvar rascunho', 'Publicar'). */
async function writeArticle(page: Page, fields: { titulo: string; descricao: string }, action: string) {
  await page.goto(at('/admin/insights/create'));
  await page.getByRole('textbox', { name: 'Título', exact: true }).fill(fields.titulo);
  await page.getByLabel('Descrição', { exact: true }).fill(fields.descricao);
  await (await richTextEditor(page, 'Conteúdo')).fill(`Corpo do artigo ${fields.titulo}.`);
  await page.getByLabel('Categoria').selectOption({ label: 'Estratégia' });
  await page.getByRole('button', { name: action, exact: true }).click();
}

/** An editor signed in through the API (supabase-js), as the admin's forms are. */
async function editorApi(client = anon()) {
  const { error } = await client.auth.signInWithPassword(SEED_EDITOR);
  if (error) throw error;
  return client;
}

beforeAll(async () => {
  site = await startOwnSite({
    name: 'publishing',
    // Scheduled first, two minutes ahead, so its wait runs while the site is built and the rest
    // happens. (The form's 'Agendar' is covered by admin-cases.test.ts.)
    beforeBuild: async (started) => {
      scheduledFor = new Date(Date.now() + 120_000);
      const [categoria] = await started.query<{ id: string }>(
        'select id from public.categorias where slug = $1',
        [ESTRATEGIA_SLUG],
      );
      const scheduled = await (
        await editorApi(started.anon())
      )
        .from('insights')
        .insert({
          titulo: SCHEDULED_TITLE,
          descricao: 'Artigo agendado.',
          conteudo: '<p>Agendado.</p>',
          categoria_id: categoria.id,
          status: 'publicado',
          publicado_em: scheduledFor.toISOString(),
        })
        .select('status')
        .single();
      expect(scheduled).toMatchObject({ error: null, data: { status: 'publicado' } });
    },
  });
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('publishing: drafts, schedules, rebuilds through the build hook, redirects, 404', () => {
  let editor: Page;
  let published: Date;

  it('keeps a draft away from visitors (REST and /insights) and lets staff preview it', async () => {
    editor = (await openPage(browser)).page;
    await signIn(editor, 'editor', site.origin);

    await writeArticle(editor, { titulo: DRAFT_TITLE, descricao: DRAFT_DESCRIPTION }, 'Salvar rascunho');
    await expectToast(editor, 'Rascunho salvo.');
    const draft = await insightTitled(DRAFT_TITLE);
    expect(draft).toMatchObject({ status: 'rascunho', slug: slugify(DRAFT_TITLE) });

    // Visitors: nothing through the API, whatever the query.
    for (const title of [DRAFT_TITLE, SCHEDULED_TITLE]) {
      const byTitle = await anon().from('insights').select('*').eq('titulo', title);
      expect(byTitle).toMatchObject({ error: null, data: [] });
    }
    const byId = await anon().from('insights').select('id').eq('id', draft.id).maybeSingle();
    expect(byId).toMatchObject({ error: null, data: null });
    const embedded = await anon()
      .from('categorias')
      .select('slug, insights(titulo)')
      .eq('slug', ESTRATEGIA_SLUG)
      .single();
    expect(embedded.error).toBeNull();
    expect(embedded.data!.insights.map((row) => row.titulo)).not.toContain(DRAFT_TITLE);

    // Visitors: not on /insights once the page has refreshed its data.
    const visitor = (await openPage(browser)).page;
    await visitor.goto(at('/insights'));
    await visitor.getByRole('heading', { level: 1 }).waitFor();
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByText(DRAFT_TITLE).count()).toBe(0);
    expect(await visitor.getByText(SCHEDULED_TITLE).count()).toBe(0);
    // …nor at its address: the not-found state, noindex.
    const draftPath = `/insights/${ESTRATEGIA_SLUG}/${draft.slug}`;
    await visitor.goto(at(draftPath));
    await visitor.waitForLoadState('networkidle');
    expect(await visitor.getByRole('heading', { level: 1, name: DRAFT_TITLE }).count()).toBe(0);
    expect(await visitor.locator('meta[name="robots"]').last().getAttribute('content')).toContain('noindex');
    await visitor.context().close();

    // Staff: the preview at the public address, marked and noindex.
    await editor.goto(at(draftPath));
    await editor.getByRole('heading', { level: 1, name: DRAFT_TITLE }).waitFor();
    await editor.getByRole('status').filter({ hasText: 'Pré-visualização' }).waitFor();
    expect(await editor.locator('meta[name="robots"]').last().getAttribute('content')).toContain('noindex');
  }, 120_000);

  it('publishes: within 2 minutes of the build hook, the article is prerendered HTML and in the sitemap; a renamed case answers 301', async () => {
    const before = (await site.buildRequestedAt()) ?? new Date(0);

    // A published case renamed (by an editor, through the API, from the version read): its address moves.
    const editorClient = await editorApi();
    const { data: seeded } = await editorClient
      .from('cases')
      .select('id, version')
      .eq('slug', SEEDED_CASE_SLUG)
      .single();
    const renamed = await editorClient
      .from('cases')
      .update({ slug: RENAMED_CASE_SLUG, base_version: seeded!.version })
      .eq('id', seeded!.id)
      .select('slug');
    expect(renamed).toMatchObject({ error: null, data: [{ slug: RENAMED_CASE_SLUG }] });

    // Publish the draft from its edit page.
    const draft = await insightTitled(DRAFT_TITLE);
    await editor.goto(at(`/admin/insights/edit/${draft.id}`));
    await expect
      .poll(() => editor.getByRole('textbox', { name: 'Título', exact: true }).inputValue())
      .toBe(DRAFT_TITLE);
    await editor.getByRole('button', { name: 'Publicar', exact: true }).click();
    await expectToast(editor, 'Publicado.');
    published = new Date();

    const hook = await site.nextBuildRequest(before);
    const articlePath = `/insights/${ESTRATEGIA_SLUG}/${draft.slug}`;
    const html = await waitForPrerendered(articlePath, DRAFT_TITLE, hook);

    // What crawlers and link previews read, with no JavaScript.
    expect(html).toContain(`<title>${DRAFT_TITLE} | `);
    expect(metaContent(html, 'name', 'description')).toBe(DRAFT_DESCRIPTION);
    expect(metaContent(html, 'property', 'og:title')).toContain(DRAFT_TITLE);
    expect(metaContent(html, 'property', 'og:description')).toBe(DRAFT_DESCRIPTION);
    expect(metaContent(html, 'property', 'og:url')).toMatch(new RegExp(`${articlePath}$`));
    expect(metaContent(html, 'property', 'og:image')).toMatch(/^https?:\/\//);
    expect(metaContent(html, 'name', 'robots')).toContain('index, follow');
    const article = jsonLd(html).find(
      (data) => data['@type'] === 'Article' || data['@type'] === 'BlogPosting',
    );
    expect(article).toMatchObject({ headline: DRAFT_TITLE, description: DRAFT_DESCRIPTION });

    const noScript = await browser.newContext({ javaScriptEnabled: false });
    const crawler = await noScript.newPage();
    await crawler.goto(at(articlePath));
    expect(await crawler.getByRole('heading', { level: 1 }).textContent()).toBe(DRAFT_TITLE);
    await noScript.close();

    const sitemapReadAt = Date.now();
    const sitemap = await fetchHtml('/sitemap.xml');
    expect(sitemap.html).toContain(`${articlePath}</loc>`);
    // A build that finished before the scheduled moment cannot list that article. On a machine so
    // slow that it finished after, it may: the next test checks it is listed then.
    if (sitemapReadAt < scheduledFor.getTime()) {
      expect(sitemap.html).not.toContain(`${slugify(SCHEDULED_TITLE)}</loc>`);
    }

    // The renamed case: the host answers 301 from the old address to the new one.
    const old = await fetch(at(`/cases/${SEEDED_CASE_SLUG}`), { redirect: 'manual' });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get('location')!, site.origin).pathname).toBe(`/cases/${RENAMED_CASE_SLUG}`);
    expect((await fetchHtml(`/cases/${RENAMED_CASE_SLUG}`)).status).toBe(200);
  }, 240_000);

  it('serves the scheduled article after its moment, with nobody acting, and not before', async () => {
    const scheduled = await insightTitled(SCHEDULED_TITLE);
    const scheduledPath = `/insights/${ESTRATEGIA_SLUG}/${scheduled.slug}`;
    if (Date.now() < scheduledFor.getTime() - 5_000) {
      // Still ahead: invisible to visitors and not prerendered.
      expect(await anon().from('insights').select('id').eq('id', scheduled.id)).toMatchObject({ data: [] });
      expect((await fetchHtml(scheduledPath)).html).not.toContain(`>${SCHEDULED_TITLE}</h1>`);
      expect((await fetchHtml('/sitemap.xml')).html).not.toContain(`${scheduledPath}</loc>`);
    }
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, scheduledFor.getTime() - Date.now())));

    // Due now: visitors read it at once through the API; the database asks for a build itself.
    expect(await anon().from('insights').select('titulo').eq('id', scheduled.id)).toMatchObject({
      data: [{ titulo: SCHEDULED_TITLE }],
    });
    const hook = await site.nextBuildRequest(scheduledFor);
    await waitForPrerendered(scheduledPath, SCHEDULED_TITLE, hook);
    expect((await fetchHtml('/sitemap.xml')).html).toContain(`${scheduledPath}</loc>`);
    expect(published.getTime()).toBeLessThan(scheduledFor.getTime());
  }, 300_000);

  it('answers an unknown address with 404 and the not-found page', async () => {
    const { status, html } = await fetchHtml('/nao-existe');
    expect(status).toBe(404);
    expect(html).toContain('Oops! Page not found');
    expect(metaContent(html, 'name', 'robots')).toContain('noindex');
    await editor.context().close();
  });
});
