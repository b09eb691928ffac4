/**
 * The CRM webhook reaches only the public internet (issue 27, item 5):
 *  - which resolved addresses are public (`isPublicAddress`);
 *  - the POST itself (`postWebhook`) with a stand-in resolver and loopback TLS servers: a name
 *    resolving inside is refused before any connection, the connection goes to the address that
 *    was checked, redirects are not followed, and every failure to reach the CRM reads the same;
 *  - the database and the settings form agree on which URLs are kept (`private.is_webhook_url`),
 *    and the migration turns off a stored internal webhook and gives up the rows still due for one.
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import tls from 'node:tls';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';

import { isPgError } from '../../local-supabase/db/driver.ts';
import { migrationsAround } from './migrations-around.ts';
import { testDatabase, type TestDatabase } from '../../local-supabase/db/extensions/test-database.ts';
import { leadSettingsFormSchema } from '../../src/domains/leads/api/lead-settings-schema.ts';
import { isPublicAddress } from '../functions/lead-notifications/webhook-address.ts';
import {
  localWebhookHosts,
  postWebhook,
  WEBHOOK_ERRORS,
  type WebhookNetwork,
} from '../functions/lead-notifications/webhook-delivery.ts';
import { TEST_CRM_HOST } from '../../tests/setup/lead-notifications.ts';

describe('isPublicAddress', () => {
  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '1.1.1.1',
    '172.32.0.1',
    '100.128.0.1',
    '2606:2800:220:1:248:1893:25c8:1946',
    '2a00:1450:4001:81c::200e',
    '::ffff:93.184.216.34',
    '64:ff9b::808:808',
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    '0.0.0.0',
    '10.0.0.5',
    '100.64.0.1',
    '127.0.0.1',
    '127.255.255.254',
    '169.254.169.254',
    '172.16.0.1',
    '172.31.255.255',
    '192.0.0.8',
    '192.0.2.1',
    '192.168.0.10',
    '198.18.0.1',
    '198.51.100.7',
    '203.0.113.9',
    '224.0.0.1',
    '240.0.0.1',
    '255.255.255.255',
    '::',
    '::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:169.254.169.254',
    '::127.0.0.1',
    '64:ff9b::a00:1',
    'fc00::1',
    'fd12:3456:789a::1',
    'fe80::1',
    'fe80::1%eth0',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    '2001::1',
    '2002:7f00:1::1',
    '3fff::1',
    // Not how a resolver writes an address: never trusted.
    '0x7f000001',
    '2130706433',
    '127.1',
    '0177.0.0.1',
    'localhost',
    '',
  ])('%s is not', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('postWebhook', () => {
  const certificate = inject('tls');
  const ca = fs.readFileSync(certificate.certFile);
  const request = { headers: { 'Content-Type': 'application/json' }, body: '{"lead":"ação"}' };
  const servers: { close(): unknown }[] = [];
  /** Requests a loopback server received: method, path, Host header and body. */
  const received: string[][] = [];

  /** A loopback HTTPS server (the suites' certificate, which names TEST_CRM_HOST) answering `status`. */
  async function crm(status: number): Promise<number> {
    const server = https.createServer(
      { cert: fs.readFileSync(certificate.certFile), key: fs.readFileSync(certificate.keyFile) },
      (req, res) => {
        let body = '';
        req.on('data', (chunk) => (body += chunk));
        req.on('end', () => {
          received.push([req.method!, req.url!, req.headers.host!, body]);
          res.writeHead(status, status === 302 ? { Location: 'https://127.0.0.1/' } : {}).end();
        });
      },
    );
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    return (server.address() as AddressInfo).port;
  }

  /**
   * A network whose resolver answers `addresses` and whose connections, wherever they are asked to
   * go, reach the loopback `port` (standing in for the CRM at that address), recording each ask.
   */
  function network(addresses: string[] | Error, port: number) {
    const lookups: string[] = [];
    const connections: { host: string; port: number; servername: string }[] = [];
    const stub: WebhookNetwork = {
      lookup: async (hostname) => {
        lookups.push(hostname);
        if (addresses instanceof Error) throw addresses;
        return addresses;
      },
      connectTls: (options) => {
        connections.push(options);
        return tls.connect({ host: '127.0.0.1', port, servername: options.servername, ca });
      },
    };
    return { stub, lookups, connections };
  }

  const none = new Map<string, string>();

  afterAll(async () => {
    for (const server of servers) server.close();
  });

  it('posts to the address it checked, verifying the certificate for the name', async () => {
    const port = await crm(200);
    const { stub, lookups, connections } = network(['93.184.216.34'], port);
    const outcome = await postWebhook(`https://${TEST_CRM_HOST}:${port}/crm?x=1`, request, stub, none);
    expect(outcome).toEqual({ ok: true, status: 200 });
    expect(lookups).toEqual([TEST_CRM_HOST]);
    expect(connections).toEqual([{ host: '93.184.216.34', port, servername: TEST_CRM_HOST }]);
    expect(received.at(-1)).toEqual(['POST', '/crm?x=1', `${TEST_CRM_HOST}:${port}`, '{"lead":"ação"}']);
  });

  it.each([[['127.0.0.1']], [['::1']], [['93.184.216.34', '10.0.0.5']], [['::ffff:169.254.169.254']]])(
    'refuses a name resolving to %j without connecting',
    async (addresses) => {
      const port = await crm(200);
      const { stub, connections } = network(addresses, port);
      const outcome = await postWebhook(`https://${TEST_CRM_HOST}:${port}/crm`, request, stub, none);
      expect(outcome).toEqual({ ok: false, error: WEBHOOK_ERRORS.refused });
      expect(connections).toEqual([]);
    },
  );

  it('refuses an internal URL queued before the rule, without resolving it', async () => {
    const { stub, lookups } = network(['93.184.216.34'], 1);
    for (const url of [
      'https://127.0.0.1:8443/crm',
      'https://localhost/crm',
      'https://metadata.google.internal/',
    ]) {
      expect(await postWebhook(url, request, stub, none)).toEqual({
        ok: false,
        error: WEBHOOK_ERRORS.refused,
      });
    }
    expect(lookups).toEqual([]);
  });

  it('answers a redirect as the failure it is, without following it', async () => {
    const port = await crm(302);
    const before = received.length;
    const { stub } = network(['93.184.216.34'], port);
    const outcome = await postWebhook(`https://${TEST_CRM_HOST}:${port}/crm`, request, stub, none);
    expect(outcome).toEqual({ ok: false, status: 302, error: WEBHOOK_ERRORS.status(302) });
    expect(received.length - before).toBe(1);
  });

  it('records the status of any other answer but 2xx', async () => {
    const port = await crm(503);
    const outcome = await postWebhook(
      `https://${TEST_CRM_HOST}:${port}/`,
      request,
      network(['93.184.216.34'], port).stub,
      none,
    );
    expect(outcome).toEqual({ ok: false, status: 503, error: WEBHOOK_ERRORS.status(503) });
  });

  it('says only "no answer" for an unknown name, a closed port, a server without TLS or the wrong certificate', async () => {
    const plain = http.createServer((_req, res) => res.end('ok'));
    await new Promise<void>((resolve) => plain.listen(0, '127.0.0.1', resolve));
    servers.push(plain);
    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const open = await crm(200);

    const outcomes = [
      await postWebhook(
        `https://${TEST_CRM_HOST}/`,
        request,
        network(new Error('ENOTFOUND'), open).stub,
        none,
      ),
      await postWebhook(`https://${TEST_CRM_HOST}/`, request, network([], open).stub, none),
      await postWebhook(
        `https://${TEST_CRM_HOST}/`,
        request,
        network(['93.184.216.34'], closedPort).stub,
        none,
      ),
      await postWebhook(
        `https://${TEST_CRM_HOST}/`,
        request,
        network(['93.184.216.34'], (plain.address() as AddressInfo).port).stub,
        none,
      ),
      // The suites' certificate names TEST_CRM_HOST, not this name.
      await postWebhook('https://outro.salto.test/', request, network(['93.184.216.34'], open).stub, none),
    ];
    expect(outcomes).toEqual(Array(5).fill({ ok: false, error: WEBHOOK_ERRORS.noAnswer }));
  });

  it('sends the names LEAD_WEBHOOK_LOCAL_HOSTS lists to their address on a local stack only', async () => {
    expect(
      localWebhookHosts('http://127.0.0.1:54321', `${TEST_CRM_HOST}=127.0.0.1, outro.test = ::1`),
    ).toEqual(
      new Map([
        [TEST_CRM_HOST, '127.0.0.1'],
        ['outro.test', '::1'],
      ]),
    );
    expect(localWebhookHosts('http://localhost:54321', `${TEST_CRM_HOST}=127.0.0.1`).size).toBe(1);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const hosted of [
      'https://abcdefghijklmnop.supabase.co',
      'http://kong:8000',
      'https://api.salto.com.br',
    ]) {
      expect(localWebhookHosts(hosted, `${TEST_CRM_HOST}=127.0.0.1`).size).toBe(0);
    }
    expect(warn).toHaveBeenCalledTimes(3);
    warn.mockRestore();

    const port = await crm(200);
    const { stub, lookups, connections } = network(['93.184.216.34'], port);
    const local = localWebhookHosts('http://127.0.0.1:54321', `${TEST_CRM_HOST}=127.0.0.1`);
    const outcome = await postWebhook(`https://${TEST_CRM_HOST}:${port}/crm`, request, stub, local);
    expect(outcome).toEqual({ ok: true, status: 200 });
    expect(lookups).toEqual([]);
    expect(connections).toEqual([{ host: '127.0.0.1', port, servername: TEST_CRM_HOST }]);
  });
});

// ---------------------------------------------------------------------------------------------
// The database: the migration on stored values, then the same verdict as the form on every URL.
// ---------------------------------------------------------------------------------------------

const POLICY = '20261129110000_webhook_address_policy.sql';

describe('private.is_webhook_url', () => {
  let db: TestDatabase;
  const queued: Record<string, string> = {};

  beforeAll(async () => {
    db = await testDatabase(migrationsAround(POLICY).before);
    await db.admin.query(`update public.lead_settings set webhook_url = 'https://127.0.0.1:8443/crm'`);
    const outbox = [
      ['dueInternal', 'https://169.254.169.254/latest/meta-data/', 'pending'],
      ['sentInternal', 'https://10.0.0.5/crm', 'sent'],
      ['duePublic', 'https://crm.exemplo.com.br/leads', 'pending'],
    ] as const;
    for (const [name, recipient, status] of outbox) {
      const { rows } = await db.admin.query<{ id: string }>(
        `insert into public.lead_notifications (channel, recipient, status) values ('webhook', $1, $2) returning id`,
        [recipient, status],
      );
      queued[name] = rows[0].id;
    }
    await db.migrate(migrationsAround(POLICY).from);
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it('turns off a stored internal webhook and gives up what was still due for one', async () => {
    const settings = await db.admin.query<{ webhook_url: string | null }>(
      'select webhook_url from public.lead_settings',
    );
    expect(settings.rows).toEqual([{ webhook_url: null }]);
    const { rows } = await db.admin.query<{ id: string; status: string; last_error: string | null }>(
      'select id, status, last_error from public.lead_notifications',
    );
    const byId = Object.fromEntries(rows.map((row) => [row.id, row]));
    expect(byId[queued.dueInternal]).toMatchObject({ status: 'failed', last_error: WEBHOOK_ERRORS.refused });
    expect(byId[queued.sentInternal]).toMatchObject({ status: 'sent', last_error: null });
    expect(byId[queued.duePublic]).toMatchObject({ status: 'pending', last_error: null });
  });

  /** The form's verdict and the database's, for the settings row and for an outbox row. */
  async function verdicts(url: string) {
    const form = leadSettingsFormSchema.safeParse({
      notify_admins: true,
      extra_emails: [],
      webhook_url: url,
    });
    const refusedBy = async (sql: string) => {
      try {
        await db.admin.transaction(async (tx) => {
          await tx.query(sql, [url]);
          throw new Error('rollback');
        });
      } catch (error) {
        if (isPgError(error) && error.code === '23514') return 'refused';
        if (error instanceof Error && error.message === 'rollback') return 'accepted';
        throw error;
      }
      throw new Error('unreachable');
    };
    return {
      form: form.success ? 'accepted' : 'refused',
      settings: await refusedBy('update public.lead_settings set webhook_url = $1'),
      outbox: await refusedBy(
        `insert into public.lead_notifications (channel, recipient) values ('webhook', $1)`,
      ),
    };
  }

  it.each([
    'https://crm.exemplo.com.br/leads',
    'https://hooks.zapier.com/hooks/catch/123/abc/',
    'https://CRM.Exemplo.COM/Leads',
    'https://crm.exemplo.com:443/leads',
    'https://crm.exemplo.com:8443/leads',
    'https://xn--exmplo-bva.com.br/leads',
    'https://1password.example.com/hook',
    `https://${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com/`,
  ])('keeps %s', async (url) => {
    expect(await verdicts(url)).toEqual({ form: 'accepted', settings: 'accepted', outbox: 'accepted' });
  });

  it.each([
    'http://crm.exemplo.com/leads',
    'https://user:senha@crm.exemplo.com/',
    'https://127.0.0.1/crm',
    'https://127.0.0.1:8443/crm',
    'https://0x7f000001/',
    'https://0X7F000001/',
    'https://2130706433/',
    'https://0177.0.0.1/',
    'https://127.1/',
    'https://127.0.1/',
    'https://0/',
    'https://0.0.0.0/',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.5/',
    'https://172.16.0.1/',
    'https://192.168.0.10/',
    'https://100.64.0.1/',
    'https://8.8.8.8/',
    'https://[::1]/',
    'https://[::ffff:127.0.0.1]/',
    'https://[fc00::1]/',
    'https://[fe80::1]/',
    'https://localhost/',
    'https://LOCALHOST:3000/',
    'https://api.localhost/',
    'https://intranet/',
    'https://metadata.google.internal/computeMetadata/v1/',
    'https://metadata.GOOGLE.Internal/',
    'https://impressora.local/',
    'https://router.localdomain/',
    'https://1.0.0.127.in-addr.arpa/',
    'https://crm.exemplo.com./',
    'https://crm.123/',
    'https://crm.0x7f/',
    'https://127%2E0%2E0%2E1/',
    'https://ｌｏｃａｌｈｏｓｔ.com/',
    'https://crm_exemplo.com/',
    'https://-crm.exemplo.com/',
    `https://${'a'.repeat(64)}.com/`,
    `https://${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com/`,
  ])('refuses %s', async (url) => {
    expect(await verdicts(url)).toEqual({ form: 'refused', settings: 'refused', outbox: 'refused' });
  });
});
