import type { Page } from 'playwright-core';

/** Types digits into the phone field of a lead form (the real field replaces its look-alike on focus). */
export async function fillPhone(page: Page, label: string, digits: string): Promise<void> {
  const field = page.getByLabel(label, { exact: true });
  await field.click();
  await page.waitForTimeout(300);
  await page.getByLabel(label, { exact: true }).pressSequentially(digits);
}

export interface RaioXValues {
  nome: string;
  email: string;
  /** Digits as typed: DDD and number. */
  whatsapp: string;
  empresa: string;
}

/** Fills the Raio-X form of /agentes-de-ia (already open) and sends it. */
export async function sendRaioXForm(page: Page, values: RaioXValues): Promise<void> {
  const form = page.locator('#raio-x-form form');
  await form.getByLabel('Nome', { exact: true }).fill(values.nome);
  await form.getByLabel('Email', { exact: true }).fill(values.email);
  await fillPhone(page, 'WhatsApp', values.whatsapp);
  await form.getByLabel('Empresa', { exact: true }).fill(values.empresa);
  await form.getByRole('button', { name: 'Agendar Diagnóstico' }).click();
}
