/**
 * The trash end to end (issue 28, item 4), on a site of its own (support/own-site.ts), served
 * without rendering on request.
 *
 * An editor deletes a published case with two niches in the admin: it goes to the trash (kept with
 * its niche links), leaves the admin list and the API, and after the build the database asks for
 * its page and sitemap entry are gone (visitors get the not-found page). Restored from 'Lixeira',
 * it is back in the list with its niches, and after the next build its page is served prerendered
 * again, niches included, and listed in the sitemap.
 *
 * Real time passes here (two rebuilds, each after a 5 s quiet period: own-site.ts): about 3 minutes.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { expectToast, signIn } from './support/admin.ts';
import { expectNoAxeViolations, launchBrowser, openPage } from './support/browser.ts';
import { BUILD_MS, startOwnSite, type OwnSite } from './support/own-site.ts';

/** Seeded (supabase/seed.sql): a published case in two niches. */
const CASE = {
  id: 'ca000000-0000-4000-8000-000000000003',
  path: '/cases/sabor-da-serra-delivery-que-nunca-dorme',
  titulo: 'Sabor da Serra: delivery que nunca dorme',
  niches: ['Alimentação', 'Varejo'],
};

let site: OwnSite;
let browser: Browser;
let editor: Page;

const at = (pathname: string) => site.at(pathname);
const query = <Row>(sql: string, params?: unknown[]) => site.query<Row>(sql, params);

async function stored() {
  const [row] = await query<{ deleted_at: Date | null; niches: string[] }>(
    `select c.deleted_at, array(select n.nome from public.case_nicho_links l
       join public.cases_nichos n on n.id = l.nicho_id where l.case_id = c.id order by n.nome) as niches
     from public.cases c where c.id = $1`,
    [CASE.id],
  );
  return row;
}

const visibleToVisitors = async () => {
  const { data, error } = await site.anon().from('cases').select('id').eq('id', CASE.id);
  if (error) throw error;
  return data.length > 0;
};

/** Polls the case's address (HTML as a crawler gets it) until `done`, at most BUILD_MS after `since`. */
async function waitForCasePage(
  since: Date,
  done: (status: number, html: string) => boolean,
): Promise<string> {
  const deadline = since.getTime() + BUILD_MS;
  for (;;) {
    const response = await fetch(at(CASE.path), { redirect: 'manual' });
    const html = await response.text();
    if (done(response.status, html)) return html;
    if (Date.now() > deadline) {
      throw new Error(
        `${CASE.path} did not change within ${BUILD_MS / 1000} s of the build hook (status ${response.status}).`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 2_000));
  }
}

const servesTheCase = (status: number, html: string) =>
  status === 200 && html.includes(`>${CASE.titulo}</h1>`);

const inSitemap = async () => (await (await fetch(at('/sitemap.xml'))).text()).includes(`${CASE.path}</loc>`);

beforeAll(async () => {
  // Without rendering on request (a host without the function): an address the build has no page
  // for gets the app's shell, which shows the not-found page. (The renderer, reading with the
  // publishable key as this build does, is render-on-request.test.ts's.)
  site = await startOwnSite({ name: 'trash', render: false });
  browser = await launchBrowser();
  editor = (await openPage(browser)).page;
  await signIn(editor, 'editor', site.origin);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
});

describe('trash: a case deleted in the admin, restored from Lixeira with its niches', () => {
  it('serves the case with its niches before', async () => {
    const html = await waitForCasePage(new Date(), servesTheCase);
    for (const niche of CASE.niches) expect(html).toContain(niche);
    expect(await inSitemap()).toBe(true);
  });

  it('moves it to the trash from the cases list; after the next build its page and sitemap entry are gone', async () => {
    const before = new Date();
    await editor.goto(at('/admin/cases'));
    await editor.getByRole('button', { name: `Excluir case "${CASE.titulo}"` }).click();
    const dialog = editor.getByRole('alertdialog', { name: 'Excluir case' });
    expect(await dialog.innerText()).toContain('Ele vai para a lixeira e pode ser restaurado por 30 dias.');
    await dialog.getByRole('button', { name: 'Mover para a lixeira' }).click();
    await expectToast(editor, 'Case movido para a lixeira.');
    await expect.poll(() => editor.getByRole('heading', { name: CASE.titulo }).count()).toBe(0);

    const trashed = await stored();
    expect(trashed.deleted_at).not.toBeNull();
    expect(trashed.niches).toEqual(CASE.niches);
    expect(await visibleToVisitors()).toBe(false);

    const hook = await site.nextBuildRequest(before);
    await waitForCasePage(hook, (_status, html) => !html.includes(CASE.titulo));
    expect(await inSitemap()).toBe(false);
    // A visitor at its address: 'Case não encontrado', noindex.
    const visitor = (await openPage(browser)).page;
    await visitor.goto(at(CASE.path));
    await visitor.getByRole('heading', { name: 'Case não encontrado' }).waitFor();
    expect(await visitor.locator('meta[name="robots"]').last().getAttribute('content')).toContain('noindex');
    await visitor.context().close();
  }, 420_000);

  it("lists it in 'Lixeira' and restores it with its niches; after the next build its page is back", async () => {
    await editor.getByRole('link', { name: 'Lixeira' }).click();
    await editor.getByRole('heading', { level: 1, name: 'Lixeira' }).waitFor();
    const row = editor.getByRole('row', { name: new RegExp(CASE.titulo) });
    await row.waitFor();
    expect(await row.innerText()).toContain('editor@salto.local');
    expect(await row.innerText()).toContain('Em 29 dias');
    // Editors restore; only admins delete for good.
    expect(await editor.getByRole('button', { name: /^Excluir para sempre/ }).count()).toBe(0);
    await expectNoAxeViolations(editor);

    const before = new Date();
    await row.getByRole('button', { name: `Restaurar o case "${CASE.titulo}"` }).click();
    await expectToast(editor, 'Case restaurado.');
    await editor.getByText('A lixeira está vazia').waitFor();

    expect(await stored()).toMatchObject({ deleted_at: null, niches: CASE.niches });
    expect(await visibleToVisitors()).toBe(true);
    await editor.getByRole('link', { name: 'Cases', exact: true }).click();
    const listed = editor
      .getByRole('listitem')
      .filter({ has: editor.getByRole('heading', { name: CASE.titulo }) });
    await expect.poll(() => listed.innerText()).toContain(CASE.niches.join(', '));

    const hook = await site.nextBuildRequest(before);
    const html = await waitForCasePage(hook, servesTheCase);
    for (const niche of CASE.niches) expect(html).toContain(niche);
    expect(await inSitemap()).toBe(true);
  }, 420_000);
});
