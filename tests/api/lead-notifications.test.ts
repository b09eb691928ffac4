/**
 * New lead → the team knows: the insert queues one outbox row per destination, pg_net kicks the
 * lead-notifications edge function (Deno) at once and pg_cron every 10 s, the function sends the
 * e-mail into the local inbox over SMTP and calls the CRM webhook (a loopback HTTPS receiver),
 * retrying with backoff. Also who may read and change any of it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';

import { verifyWebhook } from '../../supabase/functions/lead-notifications/signature.ts';
import { anonClient, apiUrl, serviceClient, signedInClient, type Client } from '../setup/clients.ts';
import { PUBLIC_KEY, SECRET_KEY } from '../setup/keys.ts';
import { startWebhookReceiver, TEST_CRM_HOST, TEST_WEBHOOK_SECRET } from '../setup/lead-notifications.ts';
import { saveSettings } from '../setup/versions.ts';

const ADMIN = { email: 'admin@salto.local', password: 'admin-local-123' };
const EDITOR = { email: 'editor@salto.local', password: 'editor-local-123' };

let admin: Client;
let editor: Client;
const service = serviceClient();
const inboxUrl = () => inject('inboxUrl');

interface InboxSummary {
  ID: string;
  Subject: string;
  To: { Address: string }[];
}

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The messages to the seeded admin whose subject contains `subject` (other suites add admins of their own). */
async function messagesFor(subject: string): Promise<InboxSummary[]> {
  const response = await fetch(`${inboxUrl()}/api/v1/messages?limit=0`);
  const { messages } = (await response.json()) as { messages: InboxSummary[] };
  return messages.filter(
    (message) => message.Subject.includes(subject) && message.To.some((to) => to.Address === ADMIN.email),
  );
}

const tag = () => Math.random().toString(36).slice(2, 10);

function lead() {
  const nome = `Notificada ${tag()}`;
  return {
    nome,
    email: `notificada.${tag()}@example.com`,
    telefone: '5531988887777',
    empresa: 'Empresa Notificada',
    pagina_origem: '/agentes-de-ia',
    utm_campaign: 'raio-x-teste',
    submission_id: crypto.randomUUID(),
  };
}

async function leadId(submissionId: string): Promise<string> {
  const { data, error } = await service.from('leads').select('id').eq('submission_id', submissionId).single();
  if (error) throw error;
  return data.id;
}

async function setWebhook(url: string | null) {
  const { error } = await saveSettings(admin, 'lead_settings', { webhook_url: url });
  if (error) throw error;
}

beforeAll(async () => {
  admin = await signedInClient(ADMIN.email, ADMIN.password);
  editor = await signedInClient(EDITOR.email, EDITOR.password);
});

describe('lead notifications: delivery', () => {
  it('e-mails the admin within a minute, with the name and a link to the lead', async () => {
    const row = lead();
    const sentAt = Date.now();
    expect((await anonClient().from('leads').insert(row)).error).toBeNull();
    const id = await leadId(row.submission_id);

    const [summary] = await until(
      async () => {
        const found = await messagesFor(row.nome);
        return found.length ? found : undefined;
      },
      60_000,
      'the e-mail in the inbox',
    );
    expect(Date.now() - sentAt).toBeLessThan(60_000);
    const message = (await (await fetch(`${inboxUrl()}/api/v1/message/${summary.ID}`)).json()) as {
      Text: string;
      HTML: string;
    };
    expect(message.Text).toContain(row.nome);
    expect(message.Text).toContain(`http://127.0.0.1:5173/admin/leads?lead=${id}`);
    expect(message.HTML).toContain(`href="http://127.0.0.1:5173/admin/leads?lead=${id}"`);

    // Other suites create admins of their own: each admin has a row of their own. The function
    // records the outcome after the SMTP server accepted the message, so the row can still read
    // 'sending' for a moment after the mail is in the inbox.
    const outbox = await until(
      async () => {
        const { data } = await admin
          .from('lead_notifications')
          .select('*')
          .eq('lead_id', id)
          .eq('recipient', ADMIN.email);
        return data?.some((notification) => notification.status === 'sending') ? undefined : data;
      },
      10_000,
      'the outcome of the e-mail',
    );
    expect(outbox).toEqual([expect.objectContaining({ channel: 'email', status: 'sent', attempts: 1 })]);
  });

  describe('the CRM webhook', () => {
    let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

    beforeAll(async () => {
      // Down once, then up (the e2e suite has it fail twice, with the mail server down too).
      receiver = await startWebhookReceiver(inject('tls'), 1);
      await setWebhook(receiver.url);
    });

    afterAll(async () => {
      await setWebhook(null);
      await receiver.close();
    });

    it('gets the signed JSON once, after answering 500, each attempt recorded', async () => {
      const row = lead();
      expect((await anonClient().from('leads').insert(row)).error).toBeNull();
      const id = await leadId(row.submission_id);

      // 10 s of backoff after the failure, then the next pg_cron tick.
      const { data: notification } = await until(
        async () => {
          const result = await admin
            .from('lead_notifications')
            .select('id, status, attempts, lead_notification_attempts(ok, response_status, error)')
            .eq('lead_id', id)
            .eq('channel', 'webhook')
            .single();
          return result.data?.status === 'sent' ? result : undefined;
        },
        45_000,
        'the webhook delivery',
      );
      // Leads of other test files may reach this receiver meanwhile: this lead's deliveries only.
      const mine = receiver.received.filter((request) => request.notificationId === notification!.id);
      expect(mine.map((request) => request.status)).toEqual([500, 200]);
      expect(notification!.attempts).toBe(2);
      expect(
        notification!.lead_notification_attempts.map((attempt) => [attempt.ok, attempt.response_status]),
      ).toEqual([
        [false, 500],
        [true, 200],
      ]);
      expect(notification!.lead_notification_attempts[0].error).toBe('O webhook respondeu HTTP 500.');

      const accepted = mine[1];
      expect(await verifyWebhook(TEST_WEBHOOK_SECRET, accepted.body, accepted.signature)).toBe(true);
      expect(JSON.parse(accepted.body)).toMatchObject({
        id: notification!.id,
        type: 'lead.created',
        lead: { id, nome: row.nome, email: row.email, utm_campaign: 'raio-x-teste' },
      });

      // Nothing more arrives: the next cron ticks find nothing due.
      await new Promise((resolve) => setTimeout(resolve, 11_000));
      expect(receiver.received.filter((request) => request.notificationId === notification!.id)).toHaveLength(
        2,
      );
    }, 100_000);

    it('records only "no answer" when the CRM cannot be reached, whether its port is closed or not TLS', async () => {
      // A port nobody listens on, and a plain-HTTP server (the TLS handshake fails): before, the
      // errors read "Connection refused" and "received corrupt message", telling the ports apart.
      const plain = http.createServer((_req, res) => res.end('ok'));
      await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
      const closed = http.createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const closedPort = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      try {
        for (const port of [closedPort, (plain.address() as AddressInfo).port]) {
          await setWebhook(`https://${TEST_CRM_HOST}:${port}/crm/leads`);
          const row = lead();
          expect((await anonClient().from('leads').insert(row)).error).toBeNull();
          const id = await leadId(row.submission_id);
          const { data: notification } = await until(
            async () => {
              const result = await admin
                .from('lead_notifications')
                .select('status, last_error, lead_notification_attempts(ok, response_status, error)')
                .eq('lead_id', id)
                .eq('channel', 'webhook')
                .single();
              return result.data?.lead_notification_attempts.length ? result : undefined;
            },
            30_000,
            `the first attempt on port ${port}`,
          );
          expect(notification).toMatchObject({ status: 'pending', last_error: 'Sem resposta do webhook.' });
          expect(notification!.lead_notification_attempts[0]).toEqual({
            ok: false,
            response_status: null,
            error: 'Sem resposta do webhook.',
          });
        }
      } finally {
        await setWebhook(receiver.url);
        await new Promise((resolve) => plain.close(resolve));
      }
    }, 70_000);
  });

  it('sends the test e-mail of the settings page to the e-mail destinations', async () => {
    const before = (await messagesFor('Teste: notificações de leads')).length;
    const { data, error } = await admin.rpc('send_test_lead_notification');
    expect(error).toBeNull();
    // Every admin (other suites add theirs), the seeded one included.
    expect(data).toBeGreaterThanOrEqual(1);
    await until(
      async () => ((await messagesFor('Teste: notificações de leads')).length > before ? true : undefined),
      60_000,
      'the test e-mail',
    );
  });
});

describe('lead notifications: access', () => {
  it('keeps the outbox, attempts and settings from visitors and editors', async () => {
    for (const table of ['lead_notifications', 'lead_notification_attempts', 'lead_settings'] as const) {
      const asAnon = await anonClient().from(table).select('*');
      expect(asAnon.error?.code).toBe('42501');
      const asEditor = await editor.from(table).select('*');
      expect(asEditor.error).toBeNull();
      expect(asEditor.data).toEqual([]);
    }
    expect((await admin.from('lead_settings').select('*')).data).toHaveLength(1);
  });

  it('lets only admins change the settings; the webhook must be https, on a public name', async () => {
    const byEditor = await editor
      .from('lead_settings')
      .update({ notify_admins: false })
      .eq('id', true)
      .select();
    expect(byEditor.data ?? []).toEqual([]);
    expect((await service.from('lead_settings').select('notify_admins').single()).data?.notify_admins).toBe(
      true,
    );

    const insecure = await saveSettings(admin, 'lead_settings', {
      webhook_url: 'http://crm.example.com/hook',
    });
    expect(insecure.error?.code).toBe('23514');
    // What the security review saved (issue 27, item 5): loopback, metadata and private addresses.
    for (const internal of [
      'https://127.0.0.1/crm',
      'https://127.0.0.1:8443/crm',
      'https://localhost/crm',
      'https://0x7f000001/crm',
      'https://2130706433/crm',
      'https://127.1/crm',
      'https://169.254.169.254/latest/meta-data/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://10.0.0.5/crm',
      'https://172.16.0.1/crm',
      'https://192.168.0.10/crm',
      'https://crm.intranet.local/leads',
    ]) {
      const refused = await saveSettings(admin, 'lead_settings', { webhook_url: internal });
      expect(refused.error?.code, internal).toBe('23514');
      expect(refused.error?.message, internal).toContain('lead_settings_webhook_url_check');
    }
    const badEmail = await saveSettings(admin, 'lead_settings', { extra_emails: ['não é e-mail'] });
    expect(badEmail.error?.code).toBe('23514');
  });

  it('lets only the service role claim and finish deliveries, and only admins send the test e-mail', async () => {
    for (const client of [anonClient(), editor, admin]) {
      const claim = await client.rpc('claim_lead_notifications', { max_rows: 1 });
      expect(claim.error?.code).toMatch(/^(42501|PGRST202)$/);
    }
    const test = await editor.rpc('send_test_lead_notification');
    expect(test.error?.code).toBe('42501');
    expect((await anonClient().rpc('send_test_lead_notification')).error).not.toBeNull();
  });

  it('runs the delivery function only for the secret key the database presents', async () => {
    const call = (headers: Record<string, string>) =>
      fetch(`${apiUrl()}/functions/v1/lead-notifications`, { method: 'POST', headers });
    const admin = await signedInClient(ADMIN.email, ADMIN.password);
    const { data } = await admin.auth.getSession();
    for (const headers of <Record<string, string>[]>[
      {},
      { apikey: PUBLIC_KEY },
      { apikey: PUBLIC_KEY, authorization: `Bearer ${data.session!.access_token}` },
      { apikey: `${SECRET_KEY}x` },
      { authorization: `Bearer ${SECRET_KEY}` },
    ]) {
      const refused = await call(headers);
      expect({ headers: Object.keys(headers), status: refused.status }).toEqual({
        headers: Object.keys(headers),
        status: 401,
      });
    }
    const accepted = await call({ apikey: SECRET_KEY });
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toMatchObject({ sent: expect.any(Number) });
  });
});
