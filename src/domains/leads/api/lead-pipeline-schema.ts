/**
 * The lead pipeline's forms in the admin's details: a note, and the date of first contact. Shared
 * by the forms and their mutations, which parse the same values again before sending; the same
 * rules are `lead_notes_body_check` and `leads_first_contacted_at_check`
 * (supabase/migrations/*_lead_pipeline.sql).
 */
import * as z from 'zod/mini';

import { LEAD_NOTE_CONTROL_CHARACTER, LEAD_NOTE_LIMITS } from '../limits';

/** Characters as Postgres counts them (code points: an emoji is one). */
export const characterCount = (text: string) => [...text].length;

export const leadPipelineMessages = {
  noteRequired: 'Escreva a nota antes de adicioná-la.',
  noteMax: `A nota deve ter no máximo ${LEAD_NOTE_LIMITS.bodyMax.toLocaleString('pt-BR')} caracteres.`,
  noteControl: 'A nota contém caracteres de controle invisíveis. Remova-os.',
  noteRefused: `A nota deve ter de 1 a ${LEAD_NOTE_LIMITS.bodyMax.toLocaleString('pt-BR')} caracteres, sem caracteres de controle.`,
  firstContactRequired: 'Informe a data e a hora do primeiro contato.',
  firstContactBeforeLead: 'O primeiro contato não pode ser antes do recebimento do lead.',
} as const;

// ---------------------------------------------------------------------------------------------
// A note
// ---------------------------------------------------------------------------------------------

/** The note as typed; sent trimmed (blank lines around it are not part of it). */
export const leadNoteFormSchema = z.object({
  body: z.string().check(
    z.trim(),
    z.superRefine((body, ctx) => {
      const fail = (message: string) => ctx.addIssue({ code: 'custom', input: body, message });
      if (body === '') fail(leadPipelineMessages.noteRequired);
      else if (characterCount(body) > LEAD_NOTE_LIMITS.bodyMax) fail(leadPipelineMessages.noteMax);
      else if (LEAD_NOTE_CONTROL_CHARACTER.test(body)) fail(leadPipelineMessages.noteControl);
    }),
  ),
});

export type LeadNoteFormValues = z.input<typeof leadNoteFormSchema>;

// ---------------------------------------------------------------------------------------------
// The first contact
// ---------------------------------------------------------------------------------------------

/** `<input type="datetime-local">`'s value: a wall-clock minute of the browser's time zone. */
const LOCAL_MINUTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The minute `createdAt` falls in, as an instant (the input has no seconds). */
function minuteOf(createdAt: string): number {
  const at = new Date(createdAt).getTime();
  return at - (((at % 60_000) + 60_000) % 60_000);
}

/**
 * The first contact's form for a lead received at `createdAt`: a date and time (the browser's
 * time zone, as the admin shows dates) not before the minute the lead arrived — the database
 * allows up to a minute before `created_at` for the same reason.
 */
export function firstContactFormSchema(createdAt: string) {
  return z.object({
    at: z.string().check(
      z.superRefine((value, ctx) => {
        const fail = (message: string) => ctx.addIssue({ code: 'custom', input: value, message });
        const instant = LOCAL_MINUTE.test(value) ? new Date(value).getTime() : Number.NaN;
        if (Number.isNaN(instant)) fail(leadPipelineMessages.firstContactRequired);
        else if (instant < minuteOf(createdAt)) fail(leadPipelineMessages.firstContactBeforeLead);
      }),
    ),
  });
}

export type FirstContactFormValues = z.input<ReturnType<typeof firstContactFormSchema>>;

/** The form's value as the instant the database stores. */
export function firstContactInstant(values: FirstContactFormValues): string {
  return new Date(values.at).toISOString();
}
