/**
 * The lead rules, once: the two forms validate with these schemas and the insert mutation parses
 * the same fields again before sending (one zod schema shared by form and mutation).
 *
 * Every rule mirrors a constraint of `public.leads` (supabase/migrations/*_leads.sql), with the
 * numbers and shapes of `../limits.ts`, so the database never refuses what the form accepted
 * (supabase/tests/limits-parity.test.ts): nome and empresa are bounded after trimming, single line;
 * email has the CHECK's shape (stricter than type=email); telefone is an optional '+' and digits;
 * tracking values are capped, never refused.
 *
 * zod/mini: the tree-shakeable build, already on every page through `src/config/env.ts`.
 */
import * as z from 'zod/mini';

import { honeypotTexts, saltoFormMessages } from '@/content/lead-forms';
import { charLength } from '@/lib/text';

import { capValue } from '../attribution';
import {
  LEAD_ATTRIBUTION_LIMITS,
  LEAD_EMAIL_PATTERN,
  LEAD_INVISIBLE_CHARACTER,
  LEAD_LIMITS,
  LEAD_TELEFONE_PATTERN,
} from '../limits';

// ---------------------------------------------------------------------------------------------
// Messages. The Raio-X ones are product copy, kept word for word with the numbers of the rule;
// the SALTO form's "required" texts are content's `saltoFormMessages`. Length caps and server
// refusals are our own additions.
// ---------------------------------------------------------------------------------------------

interface LeadFieldMessages {
  nome: { required: string; min: string; max: string; invisible: string };
  email: { required: string; invalid: string; max: string };
  telefone: { required: string; min: string; max: string };
  empresa: { required: string; min: string; max: string; invisible: string };
}

/** Raio-X form (product copy, exact) plus our own "at most" for telefone. */
const raioXValidation = {
  nomeMin: `Nome deve ter pelo menos ${LEAD_LIMITS.nomeMin} caracteres`,
  emailInvalid: 'Email inválido',
  telefoneMin: `Telefone deve ter pelo menos ${LEAD_LIMITS.telefoneMinDigits} dígitos`,
  empresaMin: `Nome da empresa deve ter pelo menos ${LEAD_LIMITS.empresaMin} caracteres`,
  telefoneMax: `Telefone deve ter no máximo ${LEAD_LIMITS.telefoneMaxDigits} dígitos`,
} as const;

const nomeMax = `Nome deve ter no máximo ${LEAD_LIMITS.nomeMax} caracteres`;
const empresaMax = `Nome da empresa deve ter no máximo ${LEAD_LIMITS.empresaMax} caracteres`;
const nomeInvisible = 'Nome contém caracteres invisíveis (de formatação ou de direção do texto). Remova-os.';
const empresaInvisible =
  'Nome da empresa contém caracteres invisíveis (de formatação ou de direção do texto). Remova-os.';
const emailMax = `E-mail deve ter no máximo ${LEAD_LIMITS.emailMax} caracteres`;

/** Raio-X form (exact). */
const raioXLeadMessages: LeadFieldMessages = {
  nome: {
    required: raioXValidation.nomeMin,
    min: raioXValidation.nomeMin,
    max: nomeMax,
    invisible: nomeInvisible,
  },
  email: {
    required: raioXValidation.emailInvalid,
    invalid: raioXValidation.emailInvalid,
    max: emailMax,
  },
  telefone: {
    required: raioXValidation.telefoneMin,
    min: raioXValidation.telefoneMin,
    max: raioXValidation.telefoneMax,
  },
  empresa: {
    required: raioXValidation.empresaMin,
    min: raioXValidation.empresaMin,
    max: empresaMax,
    invisible: empresaInvisible,
  },
};

/** SALTO signup form. */
const saltoLeadMessages: LeadFieldMessages = {
  nome: {
    required: saltoFormMessages.validation.nomeRequired,
    min: raioXValidation.nomeMin,
    max: nomeMax,
    invisible: nomeInvisible,
  },
  email: {
    required: saltoFormMessages.validation.emailRequired,
    invalid: saltoFormMessages.validation.emailInvalid,
    max: emailMax,
  },
  telefone: {
    required: saltoFormMessages.validation.telefoneRequired,
    min: raioXValidation.telefoneMin,
    max: raioXValidation.telefoneMax,
  },
  empresa: {
    required: saltoFormMessages.validation.empresaRequired,
    min: raioXValidation.empresaMin,
    max: empresaMax,
    invisible: empresaInvisible,
  },
};

/** Refusals by the server, shown in the toast and next to the button. */
export const leadServerMessages = {
  /** Fallback when a P0001 arrives without a message (the trigger always sends one). */
  rateLimited: 'Muitos envios com este e-mail em pouco tempo. Tente novamente em alguns minutos.',
  invalidRow: 'Alguns dados não puderam ser aceitos. Confira o formulário e tente novamente.',
} as const;

// ---------------------------------------------------------------------------------------------
// Normalisers (also what the mutation sends).
// ---------------------------------------------------------------------------------------------

const CONTROL_CHARS = /\p{Cc}/gu;

/** Single line: control characters (tabs, line breaks) become spaces, runs collapsed, trimmed. */
export function normalizeText(value: string): string {
  return value.replace(CONTROL_CHARS, ' ').replace(/\s+/g, ' ').trim();
}

/** Keeps a leading '+' and the digits: '+55 (11) 99999-9999' → '+5511999999999'. */
export function normalizeTelefone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits === '') return '';
  return value.trim().startsWith('+') ? `+${digits}` : digits;
}

function countDigits(value: string): number {
  return value.replace(/\D/g, '').length;
}

// ---------------------------------------------------------------------------------------------
// Field schemas. Each reports only its first failing rule (required → min → max → shape).
// ---------------------------------------------------------------------------------------------

/** A field normalised first, then refused with the message of its first failing rule, if any. */
function checkedField(
  normalize: (value: string) => string,
  firstFailure: (value: string) => string | undefined,
) {
  return z.string().check(
    z.overwrite(normalize),
    z.superRefine((value, ctx) => {
      const message = firstFailure(value);
      if (message !== undefined) ctx.addIssue({ code: 'custom', input: value, message });
    }),
  );
}

function textField(min: number, max: number, messages: LeadFieldMessages['nome']) {
  return checkedField(normalizeText, (value) => {
    const length = charLength(value);
    if (length === 0) return messages.required;
    if (length < min) return messages.min;
    if (length > max) return messages.max;
    if (LEAD_INVISIBLE_CHARACTER.test(value)) return messages.invisible;
    return undefined;
  });
}

function emailField(messages: LeadFieldMessages['email']) {
  return checkedField(
    (value) => value.trim(),
    (value) => {
      if (value === '') return messages.required;
      if (value.length > LEAD_LIMITS.emailMax) return messages.max;
      if (!LEAD_EMAIL_PATTERN.test(value)) return messages.invalid;
      return undefined;
    },
  );
}

function telefoneField(messages: LeadFieldMessages['telefone']) {
  return checkedField(normalizeTelefone, (value) => {
    const digits = countDigits(value);
    if (digits === 0) return messages.required;
    if (digits < LEAD_LIMITS.telefoneMinDigits) return messages.min;
    if (digits > LEAD_LIMITS.telefoneMaxDigits) return messages.max;
    if (!LEAD_TELEFONE_PATTERN.test(value)) return messages.min;
    return undefined;
  });
}

/** The four person fields, with one form's messages. */
function leadFieldsSchema(messages: LeadFieldMessages) {
  return z.object({
    nome: textField(LEAD_LIMITS.nomeMin, LEAD_LIMITS.nomeMax, messages.nome),
    email: emailField(messages.email),
    telefone: telefoneField(messages.telefone),
    empresa: textField(LEAD_LIMITS.empresaMin, LEAD_LIMITS.empresaMax, messages.empresa),
  });
}

/** Name of the hidden anti-spam input (content: `honeypotTexts.name`). */
const HONEYPOT_FIELD = honeypotTexts.name;

/** What a lead form holds: the four fields plus the honeypot. */
function leadFormSchema(messages: LeadFieldMessages) {
  return z.object({
    ...leadFieldsSchema(messages).shape,
    [HONEYPOT_FIELD]: z.optional(z.string()),
  });
}

export const saltoLeadFormSchema = leadFormSchema(saltoLeadMessages);
export const raioXLeadFormSchema = leadFormSchema(raioXLeadMessages);

export type LeadFormInput = z.input<typeof raioXLeadFormSchema>;
export type LeadFormValues = z.output<typeof raioXLeadFormSchema>;
type LeadFields = z.output<ReturnType<typeof leadFieldsSchema>>;
export type LeadFieldName = keyof LeadFields;

export const emptyLeadForm: LeadFormInput = {
  nome: '',
  email: '',
  telefone: '',
  empresa: '',
  [HONEYPOT_FIELD]: '',
};

// ---------------------------------------------------------------------------------------------
// Tracking and the row as sent.
// ---------------------------------------------------------------------------------------------

function capped(max: number) {
  return z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) => capValue(value, max)),
  );
}

/** Tracking and attribution values: cleaned and cut to the column limits, never refused. */
const attributionSchema = z.object({
  utm_source: capped(LEAD_ATTRIBUTION_LIMITS.utm_source),
  utm_medium: capped(LEAD_ATTRIBUTION_LIMITS.utm_medium),
  utm_campaign: capped(LEAD_ATTRIBUTION_LIMITS.utm_campaign),
  utm_term: capped(LEAD_ATTRIBUTION_LIMITS.utm_term),
  utm_content: capped(LEAD_ATTRIBUTION_LIMITS.utm_content),
  gclid: capped(LEAD_ATTRIBUTION_LIMITS.gclid),
  fbclid: capped(LEAD_ATTRIBUTION_LIMITS.fbclid),
  landing_page: capped(LEAD_ATTRIBUTION_LIMITS.landing_page),
  referrer: capped(LEAD_ATTRIBUTION_LIMITS.referrer),
});

/** Where a lead comes from: the SALTO signup or the Raio-X form. */
const leadOriginSchema = z.enum(['salto', 'raio-x']);

/** The mutation's input, parsed again before the insert. */
export const leadSubmissionSchema = z.object({
  origin: leadOriginSchema,
  // Field messages are only shown by the forms; here a failure is a programming error.
  fields: leadFieldsSchema(raioXLeadMessages),
  honeypot: z.pipe(
    z.optional(z.nullable(z.string())),
    z.transform((value) => capValue(value, LEAD_LIMITS.honeypotMax)),
  ),
  /** Values of the page's query string (Raio-X form: hidden inputs). */
  tracking: z.optional(attributionSchema),
  /** The visit's first touch (`readAttribution()`); filled by the mutation when omitted. */
  attribution: z.optional(attributionSchema),
});

export type LeadSubmission = z.input<typeof leadSubmissionSchema>;
