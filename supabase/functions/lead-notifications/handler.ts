/**
 * lead-notifications: delivers the lead notification outbox (public.lead_notifications).
 * The database calls it (pg_net) when a lead arrives and every 10 s while anything is due, with the
 * project's secret key in `apikey` (`verify_jwt` is off: no user calls it); anyone else gets 401.
 * It takes no input and only delivers what is due, so calling it more often is harmless. Each run
 * claims due rows (a 2-minute lease, so concurrent runs never send the same row), sends each one
 * — an e-mail over SMTP or a signed JSON POST to the CRM webhook, public addresses only
 * (webhook-delivery.ts) — and records the outcome; the database decides the retries (exponential
 * backoff, 'failed' after the last attempt).
 *
 * Served by index.ts under Deno, deployed and in local-supabase alike; tests call it under Node.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';

import { presentsSecretKey } from '../_shared/project-keys.ts';

import { leadEmail, leadWebhookBody, testEmail, type Email, type NotifiedLead } from './message.ts';
import { SIGNATURE_HEADER, signWebhook } from './signature.ts';
import { localWebhookHosts, postWebhook, type WebhookNetwork } from './webhook-delivery.ts';

/** Function secrets (docs/lead-notifications.md); SUPABASE_* are set by the platform. */
export interface DeliveryEnv {
  SUPABASE_URL: string;
  /** The project's secret keys (project-keys.ts), the default first: the one it acts with. */
  SUPABASE_SECRET_KEYS: string[];
  /** The site's public origin: the e-mail links to the lead in its /admin. */
  SITE_URL?: string;
  /** Sender, e.g. `Site SALTO <leads@empresa.com.br>`. */
  MAIL_FROM?: string;
  SMTP_HOST?: string;
  /** 465 (implicit TLS, the port hosted Edge Functions may use) or 587/25 with STARTTLS. */
  SMTP_PORT?: string;
  SMTP_USER?: string;
  SMTP_PASS?: string;
  /** HMAC key of the webhook signature, shared with the CRM. */
  LEAD_WEBHOOK_SECRET?: string;
  /** Local stacks only: `name=address,…` for CRMs on private addresses (`localWebhookHosts`). */
  LEAD_WEBHOOK_LOCAL_HOSTS?: string;
}

export interface MailMessage extends Email {
  from: string;
  to: string;
}

export interface Dependencies {
  /** Sends one e-mail (nodemailer's SMTP transport in index.ts). */
  sendMail: (message: MailMessage) => Promise<unknown>;
  /** Name resolution and TLS connections for the webhook (node:dns and node:tls in index.ts). */
  network: WebhookNetwork;
  now: () => Date;
}

/** A claimed row, as public.claim_lead_notifications returns it. */
interface Claimed {
  id: string;
  channel: 'email' | 'webhook';
  recipient: string;
  attempts: number;
  lead: NotifiedLead | null;
}

interface Outcome {
  ok: boolean;
  error?: string;
  status?: number;
}

const BATCH = 20;
/** Stop claiming after this long, well inside the 2-minute lease and the runtime's limits. */
const RUN_BUDGET_MS = 40_000;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** The error and its cause: fetch's own message ("fetch failed") says nothing without it. */
const describe = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  return error.cause ? `${error.message}: ${describe(error.cause)}` : error.message;
};

/** Names of the secrets `names` that are not set, as a refusal to record (never sent half-configured). */
function missing(env: DeliveryEnv, names: (keyof DeliveryEnv)[]): Outcome | null {
  const absent = names.filter((name) => !env[name]);
  return absent.length ? { ok: false, error: `Configuração ausente na função: ${absent.join(', ')}.` } : null;
}

async function sendEmail(row: Claimed, env: DeliveryEnv, deps: Dependencies): Promise<Outcome> {
  const refusal = missing(env, ['SMTP_HOST', 'MAIL_FROM', 'SITE_URL']);
  if (refusal) return refusal;
  const email = row.lead ? leadEmail(row.lead, env.SITE_URL!) : testEmail(env.SITE_URL!);
  await deps.sendMail({ ...email, from: env.MAIL_FROM!, to: row.recipient });
  return { ok: true };
}

async function callWebhook(
  row: Claimed,
  env: DeliveryEnv,
  deps: Dependencies,
  localHosts: ReadonlyMap<string, string>,
): Promise<Outcome> {
  const refusal = missing(env, ['LEAD_WEBHOOK_SECRET', 'SITE_URL']);
  if (refusal) return refusal;
  if (!row.lead) return { ok: false, error: 'Notificação sem lead (apagado antes do envio).' };
  const body = leadWebhookBody(row.id, row.lead, env.SITE_URL!);
  const timestamp = Math.floor(deps.now().getTime() / 1000);
  const headers = {
    'Content-Type': 'application/json',
    [SIGNATURE_HEADER]: await signWebhook(env.LEAD_WEBHOOK_SECRET!, body, timestamp),
    'X-Lead-Notification-Id': row.id,
  };
  return postWebhook(row.recipient, { headers, body }, deps.network, localHosts);
}

async function deliver(
  row: Claimed,
  env: DeliveryEnv,
  deps: Dependencies,
  localHosts: ReadonlyMap<string, string>,
): Promise<Outcome> {
  try {
    return row.channel === 'email'
      ? await sendEmail(row, env, deps)
      : await callWebhook(row, env, deps, localHosts);
  } catch (error) {
    return { ok: false, error: describe(error) };
  }
}

async function finish(supabase: SupabaseClient, row: Claimed, outcome: Outcome): Promise<string> {
  const { data, error } = await supabase.rpc('finish_lead_notification', {
    notification_id: row.id,
    ok: outcome.ok,
    error: outcome.error ?? null,
    response_status: outcome.status ?? null,
  });
  if (error) throw new Error(`finish_lead_notification: ${error.message}`);
  return data as string;
}

export function createHandler(env: DeliveryEnv, deps: Dependencies) {
  const localHosts = localWebhookHosts(env.SUPABASE_URL, env.LEAD_WEBHOOK_LOCAL_HOSTS);
  return async (req: Request): Promise<Response> => {
    if (req.method !== 'POST') return json(405, { error: 'Método não permitido.' });
    if (!presentsSecretKey(req, env.SUPABASE_SECRET_KEYS))
      return json(401, { error: 'Chave secreta do projeto ausente ou inválida (cabeçalho apikey).' });
    const supabase = createClient(env.SUPABASE_URL, env.SUPABASE_SECRET_KEYS[0], {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const started = deps.now().getTime();
    const counts: Record<string, number> = { sent: 0, pending: 0, failed: 0 };
    try {
      while (deps.now().getTime() - started < RUN_BUDGET_MS) {
        const { data, error } = await supabase.rpc('claim_lead_notifications', { max_rows: BATCH });
        if (error) throw new Error(`claim_lead_notifications: ${error.message}`);
        const rows = (data ?? []) as Claimed[];
        if (rows.length === 0) break;
        await Promise.all(
          rows.map(async (row) => {
            // A row whose outcome cannot be recorded is taken again when its lease ends; the
            // others of the batch go on.
            const outcome = await finish(supabase, row, await deliver(row, env, deps, localHosts)).catch(
              (error: unknown) => {
                console.error('lead-notifications:', describe(error));
                return 'unrecorded';
              },
            );
            counts[outcome] = (counts[outcome] ?? 0) + 1;
          }),
        );
      }
    } catch (error) {
      console.error('lead-notifications:', error);
      return json(500, { error: describe(error), ...counts });
    }
    return json(200, counts);
  };
}
