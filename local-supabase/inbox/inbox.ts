import type { AddressInfo } from 'node:net';
import { serve, type ServerType } from '@hono/node-server';
import type { SMTPServer } from 'smtp-server';
import { PortInUseError } from '../port-in-use-error.ts';
import { Chaos } from './chaos.ts';
import { createInboxApp } from './http.ts';
import { Mailbox } from './mailbox.ts';
import { createSmtpServer } from './smtp.ts';

export interface InboxOptions {
  host: string;
  /** The web inbox and Mailpit's API; 0 = any free port. */
  port: number;
  /** SMTP; 0 = any free port. */
  smtpPort: number;
  /** How many messages are kept (the oldest go first); Mailpit's default. */
  capacity?: number;
  /** Largest message SMTP accepts, in bytes; larger ones are refused with 552. */
  maxMessageBytes?: number;
}

/** The local inbox, `supabase start`'s Mailpit stand-in: SMTP in, Mailpit's API and a web page out. */
export interface Inbox {
  /** The web inbox, and the base of Mailpit's API (`${url}/api/v1/messages`). */
  url: string;
  port: number;
  smtpHost: string;
  smtpPort: number;
  mailbox: Mailbox;
  /** Stops both servers; their ports are free once it resolves. */
  close(): Promise<void>;
}

/** Starts the inbox's SMTP and HTTP servers; a taken port rejects with PortInUseError. */
export async function startInbox({
  host,
  port,
  smtpPort,
  capacity = 500,
  maxMessageBytes = 10 * 1024 * 1024,
}: InboxOptions): Promise<Inbox> {
  const mailbox = new Mailbox(capacity);
  const chaos = new Chaos();
  const smtp = createSmtpServer(mailbox, maxMessageBytes, chaos);
  await listenSmtp(smtp, host, smtpPort);
  // A client dropping its connection is reported as an error event, which must not crash the process.
  smtp.on('error', (error) => console.error(`inbox: SMTP: ${error.message}`));
  const actualSmtpPort = (smtp.server.address() as AddressInfo).port;
  const smtpAddress = `${host}:${actualSmtpPort}`;

  let http: ServerType;
  try {
    http = await listenHttp(createInboxApp(mailbox, chaos, smtpAddress).fetch, host, port);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(resolve));
    throw error;
  }
  const actualPort = (http.address() as AddressInfo).port;

  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    smtpHost: host,
    smtpPort: actualSmtpPort,
    mailbox,
    async close() {
      const httpClosed = new Promise<void>((resolve) => http.close(() => resolve()));
      // Idle keep-alive sockets (browsers, fetch) would otherwise hold close() open.
      if ('closeAllConnections' in http) http.closeAllConnections();
      await Promise.all([httpClosed, new Promise<void>((resolve) => smtp.close(resolve))]);
    },
  };
}

function portInUse(what: string, host: string, port: number): PortInUseError {
  return new PortInUseError(
    `Port ${port} on ${host} (the inbox's ${what}) is already in use: \`supabase start\` (its Mailpit) or ` +
      'another local-supabase is probably running. Stop it, or change [local_smtp] port / smtp_port ' +
      '(or set enabled = false) in supabase/config.toml.',
  );
}

function listenSmtp(smtp: SMTPServer, host: string, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? portInUse('SMTP', host, port) : error);
    smtp.once('error', failed);
    smtp.listen(port, host, () => {
      smtp.off('error', failed);
      resolve();
    });
  });
}

function listenHttp(
  fetch: (request: Request) => Response | Promise<Response>,
  host: string,
  port: number,
): Promise<ServerType> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port, hostname: host }, () => resolve(server));
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? portInUse('web page and API', host, port) : error),
    );
  });
}
