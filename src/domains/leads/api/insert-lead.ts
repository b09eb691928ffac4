/**
 * Inserts one lead: anon may insert the form's columns and cannot read back, so the
 * insert never asks for the row (`.insert(row)`, no `.select()`); only the error is read.
 *
 * Reliability:
 * - one `submission_id` per attempt to send the typed values (the form keeps it across clicks
 *   until the lead is stored or the values change), reused by the automatic retries, so a resend
 *   of a request that did reach the database is ignored there (idempotent) — also when the answer
 *   was lost and the visitor clicks again;
 * - automatic retries with exponential backoff when there was no answer to trust: the network
 *   failed before any HTTP answer (supabase-js then returns `status: 0` and a message like
 *   'TypeError: Failed to fetch'), or a gateway answered 502/503/504 (the API was unreachable or
 *   overloaded). Any other answer — a 400 for the burst limit, a 500 — is final.
 */
import { useMutation } from '@tanstack/react-query';

import { consentNotice } from '@/content/lead-forms';
import { errorText, fieldRefusal, isUniqueViolation, type ConstraintFields } from '@/lib/db-error';
import { getPublicClient } from '@/lib/get-supabase';
import type { TablesInsert } from '@/types/database.types';

import { readAttribution, TRACKING_PARAMS, type Attribution } from '../attribution';
import { LEAD_LIMITS } from '../limits';
import { leadKeys } from './keys';
import {
  leadServerMessages,
  leadSubmissionSchema,
  type LeadFieldName,
  type LeadSubmission,
} from './lead-schema';

type LeadRow = TablesInsert<'leads'>;

/**
 * `leads.pagina_origem` of SALTO signups (same as `saltoForm.paginaOrigem`). Not imported
 * from `@/content/salto`: this module is shared by both routes, and importing the SALTO page's
 * copy here would move it into the chunk the /agentes-de-ia page downloads.
 */
export const SALTO_PAGINA_ORIGEM = '/salto';

/** Waits before retry 1, 2 and 3 (4 attempts at most, about 3.5 s in all). */
export const NETWORK_RETRY_DELAYS_MS: readonly number[] = [500, 1000, 2000];

type LeadSubmitErrorKind =
  /** No HTTP answer (or only gateway errors), even after the retries. */
  | 'network'
  /** Burst limit (P0001): too many leads per e-mail in a short window (`LEAD_RATE_LIMIT`). */
  | 'rate-limited'
  /** A CHECK constraint (23514) or type error (22xxx) refused a value. */
  | 'invalid'
  /** Any other HTTP answer (RLS, server error...). */
  | 'rejected';

/** The insert returned an error (as opposed to an unexpected exception). */
export class LeadSubmitError extends Error {
  readonly kind: LeadSubmitErrorKind;
  /** pt-BR text safe to show (the server's own for P0001, ours otherwise). */
  readonly userMessage?: string;
  /** The form field the database refused, when known. */
  readonly field?: LeadFieldName;
  readonly code?: string;
  readonly status?: number;

  constructor(
    message: string,
    details: {
      kind: LeadSubmitErrorKind;
      userMessage?: string;
      field?: LeadFieldName;
      code?: string;
      status?: number;
      cause?: unknown;
    },
  ) {
    super(message, { cause: details.cause });
    this.name = 'LeadSubmitError';
    this.kind = details.kind;
    this.userMessage = details.userMessage;
    this.field = details.field;
    this.code = details.code;
    this.status = details.status;
  }
}

export function isLeadSubmitError(error: unknown): error is LeadSubmitError {
  return error instanceof LeadSubmitError;
}

/** The error object supabase-js returns (PostgrestError-like). */
interface InsertErrorLike {
  message?: string | null;
  code?: string | null;
  details?: string | null;
  hint?: string | null;
}

const NETWORK_MESSAGE =
  /failed to fetch|fetch failed|networkerror|network error|load failed|network request failed/i;

/** Gateway answers: the API behind the gateway was unreachable, overloaded or too slow. */
const GATEWAY_STATUSES = new Set([502, 503, 504]);

/**
 * True when the request never got an answer from the API: either no HTTP answer at all
 * (supabase-js catches the `fetch` rejection and returns `status: 0` with the error's name and
 * message, and no Postgres code) or a gateway error in its place.
 */
export function isNetworkFailure(error: InsertErrorLike, status: number | undefined): boolean {
  if (status !== undefined && GATEWAY_STATUSES.has(status)) return true;
  if (status !== undefined && status !== 0) return false;
  if (error.code) return false;
  if (error.hint && /aborted/i.test(error.hint)) return false;
  return NETWORK_MESSAGE.test(error.message ?? '') || /^TypeError\b/.test(error.message ?? '');
}

/** The form field each CHECK of `public.leads` guards, and what to say when it refuses a value the form let through. */
const LEAD_CONSTRAINTS: ConstraintFields<LeadFieldName> = {
  leads_nome_check: {
    field: 'nome',
    message: `Nome não aceito: use de ${LEAD_LIMITS.nomeMin} a ${LEAD_LIMITS.nomeMax} caracteres, em uma linha.`,
  },
  leads_email_check: {
    field: 'email',
    message: 'E-mail não aceito: confira o endereço (ex.: nome@empresa.com.br).',
  },
  leads_telefone_check: {
    field: 'telefone',
    message: `Telefone não aceito: informe código do país, DDD e número (${LEAD_LIMITS.telefoneMinDigits} a ${LEAD_LIMITS.telefoneMaxDigits} dígitos).`,
  },
  leads_empresa_check: {
    field: 'empresa',
    message: `Nome da empresa não aceito: use de ${LEAD_LIMITS.empresaMin} a ${LEAD_LIMITS.empresaMax} caracteres, em uma linha.`,
  },
};

export function toLeadSubmitError(error: InsertErrorLike, status: number | undefined): LeadSubmitError {
  const message = error.message || 'Falha ao inserir o lead';
  const code = error.code ?? undefined;
  const base = { code, status, cause: error };
  if (isNetworkFailure(error, status)) return new LeadSubmitError(message, { ...base, kind: 'network' });
  if (code === 'P0001') {
    return new LeadSubmitError(message, {
      ...base,
      kind: 'rate-limited',
      userMessage: error.message?.trim() || leadServerMessages.rateLimited,
    });
  }
  if (code === '23514' || code?.startsWith('22')) {
    const refusal = fieldRefusal(error, LEAD_CONSTRAINTS);
    return new LeadSubmitError(message, {
      ...base,
      kind: 'invalid',
      field: refusal?.field,
      userMessage: refusal?.message ?? leadServerMessages.invalidRow,
    });
  }
  return new LeadSubmitError(message, { ...base, kind: 'rejected' });
}

/** A concurrent duplicate of the same submission: the lead is already stored. */
function isDuplicateSubmission(error: InsertErrorLike): boolean {
  return isUniqueViolation(error) && errorText(error).includes('submission_id');
}

/** Drops undefined values, so the request carries only the columns that have something. */
function compact<T extends Record<string, unknown>>(record: T): Partial<T> {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The row to insert. SALTO: the four fields + `pagina_origem: '/salto'`; Raio-X: the four
 * fields + the tracking values present in the page's query string. Both: submission id,
 * honeypot, privacy-policy version and the visit's first-touch attribution. The campaign set
 * comes whole from one source: the page's own query string when it has any tracking value,
 * otherwise the first touch; landing page and referrer always come from the first touch.
 */
export function buildLeadRow(submission: LeadSubmission, submissionId: string): LeadRow {
  const parsed = leadSubmissionSchema.parse(submission);
  const { origin, fields, honeypot } = parsed;
  const tracking: Attribution = parsed.tracking ?? {};
  const attribution: Attribution = parsed.attribution ?? {};
  const pageHasTracking = origin === 'raio-x' && TRACKING_PARAMS.some((key) => tracking[key] !== undefined);
  const campaign = pageHasTracking ? tracking : attribution;
  const row: LeadRow = {
    ...fields,
    ...(origin === 'salto' ? { pagina_origem: SALTO_PAGINA_ORIGEM } : {}),
    ...compact({
      utm_source: campaign.utm_source,
      utm_medium: campaign.utm_medium,
      utm_campaign: campaign.utm_campaign,
      utm_term: campaign.utm_term,
      utm_content: campaign.utm_content,
      gclid: campaign.gclid,
      fbclid: campaign.fbclid,
      landing_page: attribution.landing_page,
      referrer: attribution.referrer,
      honeypot,
    }),
    privacy_policy_version: consentNotice.policyVersion,
    submission_id: submissionId,
  };
  return row;
}

interface InsertLeadOptions {
  /** The attempt's id (`newSubmissionId()`); the form reuses it when the visitor sends again. */
  submissionId: string;
  /** Backoff before each automatic retry. */
  retryDelaysMs?: readonly number[];
  sleep?: (ms: number) => Promise<void>;
}

export const newSubmissionId = (): string => crypto.randomUUID();

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

interface InsertLeadResult {
  submissionId: string;
}

/**
 * Inserts the lead; resolves when stored (or silently dropped as a bot / a repeat), rejects with
 * a `LeadSubmitError` when the API answered with an error or never answered after the retries.
 */
export async function insertLead(
  submission: LeadSubmission,
  { submissionId, retryDelaysMs = NETWORK_RETRY_DELAYS_MS, sleep = defaultSleep }: InsertLeadOptions,
): Promise<InsertLeadResult> {
  const row = buildLeadRow(
    { ...submission, attribution: submission.attribution ?? readAttribution() },
    submissionId,
  );
  const supabase = await getPublicClient();
  for (let attempt = 0; ; attempt += 1) {
    const { error, status } = await supabase.from('leads').insert(row);
    if (!error || isDuplicateSubmission(error)) return { submissionId };
    const delay = retryDelaysMs[attempt];
    if (delay !== undefined && isNetworkFailure(error, status)) {
      await sleep(delay);
      continue;
    }
    throw toLeadSubmitError(error, status);
  }
}

export function useInsertLead() {
  return useMutation({
    mutationKey: leadKeys.insert(),
    mutationFn: ({ submission, submissionId }: { submission: LeadSubmission; submissionId: string }) =>
      insertLead(submission, { submissionId }),
    // Retries live in `insertLead` (same submission id, no-answer failures only).
    retry: false,
  });
}

/** Starts loading supabase-js (own chunk) so the first submit does not wait for it. */
export function preloadLeadInsert(): void {
  getPublicClient().catch(() => {
    // A failed preload is retried by the submit itself.
  });
}
