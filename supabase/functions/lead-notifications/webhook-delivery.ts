/**
 * The POST to the CRM webhook, reaching only the public internet.
 *
 * The host's name must pass the URL rule again (rows queued before it existed), then it is
 * resolved once and refused when any of its addresses is not public (`isPublicAddress`): a name
 * pointing inside, or re-pointed there between two lookups (DNS rebinding), never gets a request.
 * The connection goes to the address just checked — TLS still verifies the certificate for the
 * name — so no second lookup can change where it goes. One HTTP/1.1 request, nothing followed: a
 * 3xx is the CRM's answer like any other, and only 2xx is success.
 *
 * What is recorded is a class, never the network's own words (which would tell an admin whether a
 * port is open): refused by this policy, no answer (DNS, connection, TLS, timeout alike), or the
 * HTTP status the CRM answered.
 */
import type { TLSSocket } from 'node:tls';

import { hasPublicHostName, isPublicAddress } from './webhook-address.ts';

export const WEBHOOK_ERRORS = {
  refused: 'Recusado: o endereço do webhook não é público (rede interna, local ou reservada).',
  noAnswer: 'Sem resposta do webhook.',
  status: (status: number) => `O webhook respondeu HTTP ${status}.`,
} as const;

/** How long one call may take, lookup included. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** An answer's status line and headers larger than this are no answer. */
const HEAD_MAX_LENGTH = 16_384;

export interface WebhookNetwork {
  /** Every address `hostname` resolves to (node:dns `lookup` with `all` in index.ts). */
  lookup(hostname: string): Promise<string[]>;
  /** A TLS connection to `host` (an address) verifying the certificate for `servername`. */
  connectTls(options: { host: string; port: number; servername: string }): TLSSocket;
}

export interface WebhookOutcome {
  ok: boolean;
  status?: number;
  error?: string;
}

const LOOPBACK_HOST = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/;

/**
 * `LEAD_WEBHOOK_LOCAL_HOSTS` (`crm.salto.test=127.0.0.1,…`): on a local stack, webhooks to these
 * names go to these addresses, private ones included — a CRM run on the developer's machine or by
 * the tests. Honoured only when `SUPABASE_URL` is a loopback address, which a hosted project's
 * never is; anywhere else it is ignored, with a warning in the function's log.
 */
export function localWebhookHosts(supabaseUrl: string, setting: string | undefined): Map<string, string> {
  const hosts = new Map<string, string>();
  if (!setting) return hosts;
  if (!LOOPBACK_HOST.test(new URL(supabaseUrl).hostname)) {
    console.warn('lead-notifications: LEAD_WEBHOOK_LOCAL_HOSTS ignorado fora de um ambiente local.');
    return hosts;
  }
  for (const entry of setting.split(',')) {
    const [name, address] = entry.split('=').map((part) => part.trim());
    if (name && address) hosts.set(name.toLowerCase(), address);
  }
  return hosts;
}

/** `work`, or a rejection once `deadline` (epoch ms) has passed. */
function beforeDeadline<T>(work: Promise<T>, deadline: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timeout')), Math.max(deadline - Date.now(), 0));
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** Writes `request` and answers the final status code (1xx answers skipped). */
function exchange(socket: TLSSocket, request: Uint8Array, deadline: number): Promise<number> {
  const answer = new Promise<number>((resolve, reject) => {
    const decoder = new TextDecoder('latin1');
    let head = '';
    socket.on('data', (chunk: Uint8Array) => {
      head += decoder.decode(chunk, { stream: true });
      for (let end = head.indexOf('\r\n\r\n'); end >= 0; end = head.indexOf('\r\n\r\n')) {
        const status = /^HTTP\/1\.[01] ([1-5][0-9]{2})[ \r]/.exec(head)?.[1];
        if (!status) return reject(new Error('not an HTTP/1.1 answer'));
        if (!status.startsWith('1')) return resolve(Number(status));
        head = head.slice(end + 4);
      }
      if (head.length > HEAD_MAX_LENGTH) reject(new Error('answer head too long'));
    });
    socket.on('error', reject);
    socket.on('close', () => reject(new Error('closed before an answer')));
    socket.write(request);
  });
  return beforeDeadline(answer, deadline).finally(() => socket.destroy());
}

/** The request as bytes: `Connection: close`, a length, the caller's headers. */
function httpRequest(url: URL, headers: Record<string, string>, body: string): Uint8Array {
  const encoder = new TextEncoder();
  const content = encoder.encode(body);
  const lines = [
    `POST ${url.pathname}${url.search} HTTP/1.1`,
    `Host: ${url.host}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    `Content-Length: ${content.length}`,
    'Connection: close',
  ];
  const head = encoder.encode(`${lines.join('\r\n')}\r\n\r\n`);
  const request = new Uint8Array(head.length + content.length);
  request.set(head);
  request.set(content, head.length);
  return request;
}

/** POSTs `body` to the webhook `url` under the address policy; never throws. */
export async function postWebhook(
  url: string,
  request: { headers: Record<string, string>; body: string },
  network: WebhookNetwork,
  localHosts: ReadonlyMap<string, string>,
): Promise<WebhookOutcome> {
  if (!hasPublicHostName(url)) return { ok: false, error: WEBHOOK_ERRORS.refused };
  const target = new URL(url);
  const deadline = Date.now() + WEBHOOK_TIMEOUT_MS;
  let addresses: string[];
  const local = localHosts.get(target.hostname);
  if (local) {
    addresses = [local];
  } else {
    try {
      addresses = await beforeDeadline(network.lookup(target.hostname), deadline);
    } catch {
      return { ok: false, error: WEBHOOK_ERRORS.noAnswer };
    }
    if (addresses.length === 0) return { ok: false, error: WEBHOOK_ERRORS.noAnswer };
    if (!addresses.every(isPublicAddress)) return { ok: false, error: WEBHOOK_ERRORS.refused };
  }
  let status: number;
  try {
    const socket = network.connectTls({
      host: addresses[0],
      port: Number(target.port || 443),
      servername: target.hostname,
    });
    status = await exchange(socket, httpRequest(target, request.headers, request.body), deadline);
  } catch {
    return { ok: false, error: WEBHOOK_ERRORS.noAnswer };
  }
  return status >= 200 && status < 300
    ? { ok: true, status }
    : { ok: false, status, error: WEBHOOK_ERRORS.status(status) };
}
