// The entry point Supabase deploys, and the one local-supabase runs under Deno. The logic lives in
// handler.ts so tests can also call it directly.
import { lookup } from 'node:dns/promises';
import tls from 'node:tls';
import nodemailer from 'nodemailer';

import { secretKeys } from '../_shared/project-keys.ts';
import { createHandler, type DeliveryEnv, type MailMessage } from './handler.ts';

// The few Deno APIs used here, declared in module scope so the project's Node typecheck
// (tsc, which has no Deno globals) accepts this file; under Deno the real global is the same shape.
declare const Deno: {
  env: { get(name: string): string | undefined };
  serve(handler: (req: Request) => Response | Promise<Response>): unknown;
};

const read = (name: keyof DeliveryEnv) => Deno.env.get(name) || undefined;
const env: DeliveryEnv = {
  SUPABASE_URL: Deno.env.get('SUPABASE_URL')!,
  SUPABASE_SECRET_KEYS: secretKeys((name) => Deno.env.get(name)),
  SITE_URL: read('SITE_URL'),
  MAIL_FROM: read('MAIL_FROM'),
  SMTP_HOST: read('SMTP_HOST'),
  SMTP_PORT: read('SMTP_PORT'),
  SMTP_USER: read('SMTP_USER'),
  SMTP_PASS: read('SMTP_PASS'),
  LEAD_WEBHOOK_SECRET: read('LEAD_WEBHOOK_SECRET'),
  LEAD_WEBHOOK_LOCAL_HOSTS: read('LEAD_WEBHOOK_LOCAL_HOSTS'),
};

const port = Number(env.SMTP_PORT ?? 465);
const transport = nodemailer.createTransport({
  host: env.SMTP_HOST,
  port,
  // 465 speaks TLS from the first byte; other ports upgrade with STARTTLS when the server offers it.
  secure: port === 465,
  auth: env.SMTP_USER ? { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } : undefined,
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 20_000,
});

Deno.serve(
  createHandler(env, {
    sendMail: (message: MailMessage) => transport.sendMail(message),
    // The system resolver, which a connection by name would use; node:tls, as nodemailer uses it
    // for SMTP here: an address to connect to, the name to verify the certificate for.
    network: {
      lookup: async (hostname) => (await lookup(hostname, { all: true })).map((entry) => entry.address),
      connectTls: (options) => tls.connect(options),
    },
    now: () => new Date(),
  }),
);
