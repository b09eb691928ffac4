import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';

import { serviceClient } from '../../setup/clients.ts';
import { SEED_ADMIN, SEED_EDITOR } from '../../setup/seed-users.ts';
import { openPage, siteUrl, type WatchedPage } from './browser.ts';

export type StaffRole = 'admin' | 'editor';

const ACCOUNTS = { admin: SEED_ADMIN, editor: SEED_EDITOR } as const;

/**
 * Signs in on /admin/login with a seeded account and waits for the dashboard; `site`: another
 * served build than the suite's (its origin).
 */
export async function signIn(page: Page, role: StaffRole = 'admin', site?: string): Promise<void> {
  const { email, password } = ACCOUNTS[role];
  await page.goto(site ? new URL('/admin/login', site).toString() : siteUrl('/admin/login'));
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
}

/** A fresh page (see openPage) already signed in as a seeded staff member, at 1280×800 unless told. */
export async function openAdminPage(
  browser: Browser,
  role: StaffRole = 'admin',
  viewport?: { width: number; height: number },
): Promise<WatchedPage> {
  const watched = await openPage(browser, viewport);
  await signIn(watched.page, role);
  return watched;
}

/** Opens an admin page by its address (a full load: the session comes from storage) and waits for its heading. */
export async function gotoAdmin(page: Page, pathname: string): Promise<void> {
  await page.goto(siteUrl(pathname));
  await page.getByRole('heading', { level: 1 }).first().waitFor();
}

/** A 1×1 PNG, for the image uploaders. */
export const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Waits for a toast (sonner) that says `text`. */
export async function expectToast(page: Page, text: string): Promise<void> {
  await page.locator('[data-sonner-toast]').filter({ hasText: text }).first().waitFor();
}

/** An entry the activity page should show: who (an e-mail), what they did, and optional details. */
export interface ActivityEntry {
  who: string;
  what: string;
  details?: string;
}

/**
 * Opens /admin/atividade with `query` (its filters, e.g. '?tipo=usuarios') and waits for each
 * entry, made today (São Paulo's day), in the table or, on a phone, the cards.
 */
export async function expectActivity(page: Page, query: string, entries: ActivityEntry[]): Promise<void> {
  await page.goto(siteUrl(`/admin/atividade${query}`));
  await page.getByRole('heading', { level: 1, name: 'Atividade' }).waitFor();
  const today = new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo' }).format(new Date());
  for (const { who, what, details } of entries) {
    let entry = page
      .locator('tr, li')
      .filter({ visible: true })
      .filter({ hasText: who })
      .filter({ hasText: what })
      .filter({ hasText: today });
    if (details) entry = entry.filter({ hasText: details });
    await entry.first().waitFor();
  }
}

/**
 * Waits until `role`'s open form holds the item's edit lock: a form shows its values before its
 * claim reaches the database, and a second person opening the item before then would hold it
 * themselves instead of being told someone is editing.
 */
export async function waitForEditLock(role: StaffRole, subject: string, itemId: string): Promise<void> {
  const { data: holder, error } = await serviceClient()
    .from('profiles')
    .select('id')
    .eq('email', ACCOUNTS[role].email)
    .single();
  if (error) throw error;
  await expect
    .poll(async () => {
      const { data } = await serviceClient()
        .from('edit_locks')
        .select('holder_id')
        .eq('subject', subject)
        .eq('item_id', itemId)
        .maybeSingle();
      return data?.holder_id;
    })
    .toBe(holder.id);
}
