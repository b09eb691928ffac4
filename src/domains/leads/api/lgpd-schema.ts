/**
 * LGPD requests (supabase/migrations/*_lgpd.sql): the admin's search by e-mail, what the database
 * answers about one person (their leads, each with notes, events and notifications), the log of
 * requests served and the retention setting. Shared by the page's forms and the queries/mutations,
 * which parse the same values again before sending.
 */
import * as z from 'zod/mini';

import { tableRow, type TableRow } from '@/lib/table-row';

import { LEAD_EMAIL_PATTERN, LEAD_LIMITS } from '../limits';
import { LEAD_NOTIFICATION_CHANNELS, LEAD_NOTIFICATION_STATUSES } from '../notifications';
import { leadSchema } from './get-leads';

// ---------------------------------------------------------------------------------------------
// The search: one e-mail address (any case; a `+tag` finds the same person)
// ---------------------------------------------------------------------------------------------

export const lgpdMessages = {
  emailRequired: 'Informe o e-mail da pessoa.',
  emailInvalid: 'E-mail inválido. Confira o endereço (ex.: nome@empresa.com.br).',
  emailMax: `E-mail deve ter no máximo ${LEAD_LIMITS.emailMax} caracteres`,
  confirmMismatch: 'O e-mail digitado não confere com o e-mail buscado.',
  monthsInvalid: 'Informe um número inteiro de meses entre 1 e 120.',
} as const;

/** The addresses a lead can hold (`leads_email_check`): anything else finds nobody. */
export const lgpdEmail = z.string().check(
  z.trim(),
  z.superRefine((value, ctx) => {
    if (value === '') ctx.addIssue({ code: 'custom', input: value, message: lgpdMessages.emailRequired });
    else if (value.length > LEAD_LIMITS.emailMax) {
      ctx.addIssue({ code: 'custom', input: value, message: lgpdMessages.emailMax });
    } else if (!LEAD_EMAIL_PATTERN.test(value)) {
      ctx.addIssue({ code: 'custom', input: value, message: lgpdMessages.emailInvalid });
    }
  }),
);

export const lgpdSearchSchema = z.object({ email: lgpdEmail });

export type LgpdSearchInput = z.input<typeof lgpdSearchSchema>;

// ---------------------------------------------------------------------------------------------
// What the database holds about one person (`lgpd_find`, `lgpd_export`)
// ---------------------------------------------------------------------------------------------

const optionalText = z.nullable(z.string());

/** `lead_notifications_channel_check` and `lead_notifications_status_check`. */
export type NotificationChannel = (typeof LEAD_NOTIFICATION_CHANNELS)[number];
export type NotificationStatus = (typeof LEAD_NOTIFICATION_STATUSES)[number];

const noteRowSchema = tableRow<TableRow<'lead_notes'>>()(
  z.object({
    id: z.string(),
    lead_id: z.string(),
    author_id: optionalText,
    body: z.string(),
    created_at: z.string(),
  }),
);

const eventRowSchema = tableRow<TableRow<'lead_events'>>()(
  z.object({
    id: z.number(),
    lead_id: z.string(),
    actor_id: optionalText,
    kind: z.string(),
    from_value: optionalText,
    to_value: optionalText,
    created_at: z.string(),
  }),
);

const notificationRowSchema = tableRow<
  TableRow<'lead_notifications'>,
  { channel: NotificationChannel; status: NotificationStatus }
>()(
  z.object({
    id: z.string(),
    lead_id: optionalText,
    channel: z.enum(LEAD_NOTIFICATION_CHANNELS),
    recipient: z.string(),
    status: z.enum(LEAD_NOTIFICATION_STATUSES),
    attempts: z.number(),
    next_attempt_at: z.string(),
    locked_until: optionalText,
    last_error: optionalText,
    created_at: z.string(),
    sent_at: optionalText,
  }),
);

const attemptRowSchema = tableRow<TableRow<'lead_notification_attempts'>>()(
  z.object({
    id: z.number(),
    notification_id: z.string(),
    attempted_at: z.string(),
    ok: z.boolean(),
    response_status: z.nullable(z.number()),
    error: optionalText,
  }),
);

/**
 * An outbox row as the database hands it over: what was sent, how, when, and each delivery
 * attempt's outcome — not where (the team's addresses, the CRM's URL) nor the servers' messages.
 */
const notificationSchema = z.extend(
  z.pick(notificationRowSchema, {
    id: true,
    channel: true,
    status: true,
    attempts: true,
    created_at: true,
    sent_at: true,
  }),
  {
    delivery_attempts: z.array(
      z.pick(attemptRowSchema, { id: true, attempted_at: true, ok: true, response_status: true }),
    ),
  },
);

/** A lead of the person, with everything attached to it (the lead's id is not repeated). */
export const lgpdLeadSchema = z.extend(leadSchema, {
  notes: z.array(z.omit(noteRowSchema, { lead_id: true })),
  events: z.array(z.omit(eventRowSchema, { lead_id: true })),
  notifications: z.array(notificationSchema),
});

export const lgpdPersonSchema = z.object({ leads: z.array(lgpdLeadSchema) });

export type LgpdLead = z.infer<typeof lgpdLeadSchema>;
export type LgpdNote = LgpdLead['notes'][number];
export type LgpdEvent = LgpdLead['events'][number];
export type LgpdNotification = LgpdLead['notifications'][number];
export type LgpdPerson = z.infer<typeof lgpdPersonSchema>;

// ---------------------------------------------------------------------------------------------
// The log of requests (`public.lgpd_requests`): counts, never personal data
// ---------------------------------------------------------------------------------------------

export const LGPD_REQUEST_KINDS = ['export', 'erasure', 'retention'] as const;

export type LgpdRequestKind = (typeof LGPD_REQUEST_KINDS)[number];

export const LGPD_REQUEST_KIND_LABELS: Record<LgpdRequestKind, string> = {
  export: 'Exportação',
  erasure: 'Exclusão',
  retention: 'Retenção automática',
};

/** A row of `public.lgpd_requests`, column for column. */
export const lgpdRequestSchema = tableRow<TableRow<'lgpd_requests'>, { kind: LgpdRequestKind }>()(
  z.object({
    id: z.string(),
    kind: z.enum(LGPD_REQUEST_KINDS),
    created_at: z.string(),
    actor_id: optionalText,
    leads: z.number(),
    notes: z.number(),
    events: z.number(),
    notifications: z.number(),
    retention_months: z.nullable(z.number()),
  }),
);

export type LgpdRequest = z.infer<typeof lgpdRequestSchema>;

/** The first characters of a request's id, enough to find it in the log. */
export const requestReference = (request: Pick<LgpdRequest, 'id'>) => request.id.slice(0, 8);

// ---------------------------------------------------------------------------------------------
// Retention of discarded leads (`lead_settings.discarded_retention_months`)
// ---------------------------------------------------------------------------------------------

export const RETENTION_MONTHS = { min: 1, max: 120 } as const;

/** The form: keep discarded leads, or delete them after a number of months (typed as text). */
export const retentionFormSchema = z
  .object({
    mode: z.enum(['keep', 'delete']),
    // Optional: the box is disabled while 'keep' is chosen.
    months: z.optional(z.string()),
  })
  .check(
    z.superRefine((values, ctx) => {
      if (values.mode === 'keep') return;
      const typed = (values.months ?? '').trim();
      const months = Number(typed);
      if (
        typed === '' ||
        !Number.isInteger(months) ||
        months < RETENTION_MONTHS.min ||
        months > RETENTION_MONTHS.max
      ) {
        ctx.addIssue({
          code: 'custom',
          input: values.months,
          path: ['months'],
          message: lgpdMessages.monthsInvalid,
        });
      }
    }),
  );

export type RetentionFormInput = z.input<typeof retentionFormSchema>;

/** The column's value: null keeps discarded leads. */
export const retentionMonths = z.nullable(
  z.int().check(z.gte(RETENTION_MONTHS.min), z.lte(RETENTION_MONTHS.max)),
);

export function toRetentionMonths(values: RetentionFormInput): number | null {
  return values.mode === 'keep' ? null : Number((values.months ?? '').trim());
}

export function toRetentionForm(months: number | null): RetentionFormInput {
  return months === null ? { mode: 'keep', months: '' } : { mode: 'delete', months: String(months) };
}
