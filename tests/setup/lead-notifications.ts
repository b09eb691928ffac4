/**
 * What the suites need to watch lead notifications end to end: the local inbox, the function
 * secrets, a loopback HTTPS receiver for the CRM webhook (named TEST_CRM_HOST: the database takes
 * only public names, and the function sends this one to 127.0.0.1 through LEAD_WEBHOOK_LOCAL_HOSTS),
 * and the database pointed at the API it runs under (the project_url every deployment sets once).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LocalSupabase } from '../../local-supabase/server.ts';
import { SECRET_KEY } from './keys.ts';

export const TEST_WEBHOOK_SECRET = 'segredo-de-teste-do-webhook';
export const TEST_MAIL_FROM = 'Site SALTO <leads@salto.local>';
/** The test CRM's name (`.test` never resolves on the internet, RFC 6761). */
export const TEST_CRM_HOST = 'crm.salto.test';

/**
 * A self-signed server certificate for 127.0.0.1 and TEST_CRM_HOST (openssl, which ca-certificates
 * brings on Debian), removed when the process (the test run's global setup) exits.
 */
export function loopbackCertificate(): { certFile: string; keyFile: string } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'loopback-tls-'));
  process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  const certFile = path.join(dir, 'cert.pem');
  const keyFile = path.join(dir, 'key.pem');
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:P-256', '-nodes', '-days', '2']
      .concat(['-subj', '/CN=127.0.0.1', '-addext', `subjectAltName=IP:127.0.0.1,DNS:${TEST_CRM_HOST}`])
      // A server certificate, not a CA (rustls, Deno's TLS, refuses a CA used as the server's).
      .concat(['-addext', 'basicConstraints=critical,CA:FALSE', '-addext', 'extendedKeyUsage=serverAuth'])
      .concat(['-keyout', keyFile, '-out', certFile]),
    { stdio: 'ignore' },
  );
  return { certFile, keyFile };
}

/**
 * The secrets `supabase secrets set` gives the function on hosted; the local stack's
 * LEAD_WEBHOOK_LOCAL_HOSTS, which sends TEST_CRM_HOST's webhooks to the loopback receiver; and
 * NODE_EXTRA_CA_CERTS so the function's TLS (node:tls under Deno) trusts the receiver's
 * certificate (hosted webhooks use public certificates).
 */
export function notificationSecrets(siteUrl: string, certFile: string): Record<string, string> {
  return {
    SITE_URL: siteUrl,
    MAIL_FROM: TEST_MAIL_FROM,
    LEAD_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    LEAD_WEBHOOK_LOCAL_HOSTS: `${TEST_CRM_HOST}=127.0.0.1`,
    NODE_EXTRA_CA_CERTS: certFile,
  };
}

/**
 * Where the database calls the edge functions, and the key it presents: this local-supabase (a
 * random port in the suites) and the suites' secret key.
 */
export async function pointDatabaseAt(api: LocalSupabase): Promise<void> {
  await api.services.db.query(
    `insert into private.runtime_settings (name, value) values ('project_url', $1), ('functions_api_key', $2)
     on conflict (name) do update set value = excluded.value`,
    [api.url, SECRET_KEY],
  );
}

/** How often the e2e site's delivery job runs (production: every 10 s). */
export const QUICK_NOTIFICATION_JOB_S = 2;

/**
 * The e2e site retries notifications sooner than production does: 1 s doubling instead of 10 s,
 * and the delivery job every QUICK_NOTIFICATION_JOB_S. A test of three refused deliveries then
 * waits seconds instead of minutes. The API tests keep the migrations' timing.
 */
export async function quickenNotificationRetries(api: LocalSupabase): Promise<void> {
  await api.services.db.query(
    `create or replace function private.lead_notification_backoff(failed_attempts integer)
     returns interval language sql immutable strict parallel safe set search_path = ''
     as $$ select pg_catalog.make_interval(secs => least(pg_catalog.power(2, greatest(failed_attempts, 1) - 1), 60)) $$`,
  );
  await api.services.db.query(
    `select cron.schedule('lead-notifications', '${QUICK_NOTIFICATION_JOB_S} seconds', 'select private.kick_lead_notifications()')`,
  );
}

/** One request the test CRM received, and what it answered. */
export interface WebhookRequest {
  body: string;
  signature: string | null;
  notificationId: string | null;
  status: number;
}

/**
 * A CRM on loopback HTTPS (the suites' certificate) that answers 500 to the first `failures`
 * deliveries of each notification and 200 after, recording each one. While a test points the
 * webhook here, leads other test files create arrive too: read `received` for your notification.
 */
export async function startWebhookReceiver(
  tls: { certFile: string; keyFile: string },
  failures: number,
): Promise<{ url: string; received: WebhookRequest[]; close(): Promise<void> }> {
  const received: WebhookRequest[] = [];
  const deliveries = new Map<string | null, number>();
  const server = https.createServer(
    { cert: fs.readFileSync(tls.certFile), key: fs.readFileSync(tls.keyFile) },
    (req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        const notificationId = (req.headers['x-lead-notification-id'] as string | undefined) ?? null;
        const delivery = deliveries.get(notificationId) ?? 0;
        deliveries.set(notificationId, delivery + 1);
        const status = delivery < failures ? 500 : 200;
        received.push({
          body,
          signature: (req.headers['x-lead-signature'] as string | undefined) ?? null,
          notificationId,
          status,
        });
        res.writeHead(status).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `https://${TEST_CRM_HOST}:${(server.address() as AddressInfo).port}/crm/leads`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
