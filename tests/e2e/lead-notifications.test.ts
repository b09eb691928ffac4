/**
 * A lead reaches people (the built site, local-supabase with its inbox, the lead-notifications
 * function under Deno): the admin's e-mail arrives within a minute and links to the lead; with
 * the mail server refusing it three times it still arrives once it is back, exactly once; the CRM
 * webhook gets the signed JSON once even after answering 500 twice. The e2e site retries sooner
 * than production (quickenNotificationRetries): seconds instead of minutes.
 */
import { randomUUID } from 'node:crypto';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { verifyWebhook } from '../../supabase/functions/lead-notifications/signature.ts';
import { anonClient, serviceClient, signedInClient } from '../setup/clients.ts';
import {
  QUICK_NOTIFICATION_JOB_S,
  startWebhookReceiver,
  TEST_WEBHOOK_SECRET,
} from '../setup/lead-notifications.ts';
import { SEED_ADMIN } from '../setup/seed-users.ts';
import { saveSettings } from '../setup/versions.ts';
import { openAdminPage } from './support/admin.ts';
import { launchBrowser, openPage, siteUrl } from './support/browser.ts';
import { sendRaioXForm } from './support/lead-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const inbox = (path: string, init?: RequestInit) => fetch(`${inject('inboxUrl')}${path}`, init);

interface Summary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

/** The seeded admin's messages whose subject names `nome` (other suites add admins of their own). */
async function mailsAbout(nome: string): Promise<Summary[]> {
  const { messages } = (await (await inbox('/api/v1/messages?limit=0')).json()) as { messages: Summary[] };
  return messages.filter(
    (message) => message.Subject.includes(nome) && message.To.some((to) => to.Address === SEED_ADMIN.email),
  );
}

const setChaos = (probability: number) =>
  inbox('/api/v1/chaos', {
    method: 'PUT',
    body: JSON.stringify({ Recipient: { ErrorCode: 451, Probability: probability } }),
  });

describe('lead notifications', () => {
  it("a Raio-X lead is in the admin's inbox within 60 s, with a link that opens it", async () => {
    const { page } = await openPage(browser);
    const nome = `Helena ${randomUUID().slice(0, 6)}`;
    await page.goto(siteUrl('/agentes-de-ia#raio-x-form'));
    await sendRaioXForm(page, {
      nome,
      email: `helena-${randomUUID().slice(0, 8)}@exemplo.com.br`,
      whatsapp: '11976543210',
      empresa: 'Helena Arquitetura',
    });
    await expect.poll(() => page.getByText('Sucesso!').count(), { timeout: 15_000 }).toBeGreaterThan(0);
    const sent = Date.now();
    await page.context().close();

    await expect
      .poll(async () => (await mailsAbout(nome)).length, { timeout: 60_000, interval: 500 })
      .toBe(1);
    expect(Date.now() - sent).toBeLessThan(60_000);
    const [summary] = await mailsAbout(nome);
    const { Text } = (await (await inbox(`/api/v1/message/${summary.ID}`)).json()) as { Text: string };
    const link = /Abrir o lead no painel: (\S+)/.exec(Text)?.[1];
    expect(link).toMatch(new RegExp(`^${siteUrl('/admin/leads')}\\?lead=`));

    const admin = await openAdminPage(browser);
    await admin.page.goto(link!);
    await expect.poll(() => admin.page.getByText(nome).count(), { timeout: 15_000 }).toBeGreaterThan(0);
    await admin.page.context().close();
  });

  describe('when the mail server and the CRM fail', () => {
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

    beforeAll(async () => {
      receiver = await startWebhookReceiver(inject('tls'), 2);
    });

    afterAll(async () => {
      await setChaos(0);
      const admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password);
      await saveSettings(admin, 'lead_settings', { webhook_url: null });
      await receiver.close();
    });

    it('delivers the e-mail exactly once after three SMTP refusals, and the webhook once after two 500s', async () => {
      const admin = await signedInClient(SEED_ADMIN.email, SEED_ADMIN.password);
      expect((await saveSettings(admin, 'lead_settings', { webhook_url: receiver.url })).error).toBeNull();
      await setChaos(100);

      const nome = `Igor ${randomUUID().slice(0, 6)}`;
      const submission = randomUUID();
      const { error } = await anonClient()
        .from('leads')
        .insert({
          nome,
          email: `igor-${submission.slice(0, 8)}@exemplo.com.br`,
          telefone: '5541987654321',
          empresa: 'Igor Engenharia',
          submission_id: submission,
        });
      expect(error).toBeNull();

      // A mail server that refuses every recipient, until the e-mail has failed three times (the
      // e2e site's quick retries make that a few seconds): nothing arrives meanwhile.
      const { data: lead } = await serviceClient()
        .from('leads')
        .select('id')
        .eq('submission_id', submission)
        .single();
      const emailNotification = async () =>
        (
          await serviceClient()
            .from('lead_notifications')
            .select('status, attempts, last_error')
            .eq('lead_id', lead!.id)
            .eq('recipient', SEED_ADMIN.email)
            .single()
        ).data!;
      await expect
        .poll(async () => (await emailNotification()).attempts, { timeout: 60_000, interval: 500 })
        .toBeGreaterThanOrEqual(3);
      const email = await emailNotification();
      expect(email.status).not.toBe('sent');
      expect(email.last_error).toContain('451');
      expect(await mailsAbout(nome)).toEqual([]);

      await setChaos(0);
      await expect
        .poll(async () => (await mailsAbout(nome)).length, { timeout: 60_000, interval: 500 })
        .toBe(1);
      // The next runs of the job find nothing due: still exactly one.
      await new Promise((resolve) => setTimeout(resolve, 3 * QUICK_NOTIFICATION_JOB_S * 1000));
      expect(await mailsAbout(nome)).toHaveLength(1);

      expect(receiver.received.map((request) => request.status)).toEqual([500, 500, 200]);
      const accepted = receiver.received[2];
      expect(await verifyWebhook(TEST_WEBHOOK_SECRET, accepted.body, accepted.signature)).toBe(true);
      expect(JSON.parse(accepted.body)).toMatchObject({ type: 'lead.created', lead: { id: lead!.id, nome } });
    }, 180_000);
  });
});
