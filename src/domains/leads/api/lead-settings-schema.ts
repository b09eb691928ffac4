/**
 * The delivery settings of lead notifications (`public.lead_settings`, one row, admins only), once:
 * the settings form validates with `leadSettingsFormSchema` and the save parses the same values
 * again before sending.
 *
 * Mirrors the table's constraints (supabase/migrations/*_lead_notifications.sql), so the database
 * never refuses what the form accepted:
 *   notify_admins  e-mail every admin (true/false)
 *   extra_emails   at most LEAD_SETTINGS_LIMITS.extraEmailsMax addresses in `leads_email_check`'s
 *                  shape (`lead_settings_extra_emails_check`); the form also refuses blanks and an
 *                  address twice (the database would send it once anyway)
 *   webhook_url    empty (no webhook) or an https URL `private.is_http_url` accepts whose host is a
 *                  public DNS name — no IP literal, localhost or internal network name
 *                  (`lead_settings_webhook_url_check` with `private.is_webhook_url`: the CRM
 *                  receives personal data, and the function must never be aimed inside)
 */
import * as z from 'zod/mini';

import { isStorableHttpUrl } from '@/lib/url';

import { hasPublicHostName } from '../../../../supabase/functions/lead-notifications/webhook-address.ts';

import { LEAD_EMAIL_PATTERN, LEAD_LIMITS, LEAD_SETTINGS_LIMITS } from '../limits';

export const leadSettingsMessages = {
  emailRequired: 'Informe o e-mail ou remova este campo.',
  emailInvalid: 'E-mail inválido. Confira o endereço (ex.: nome@empresa.com.br).',
  emailMax: `O e-mail deve ter no máximo ${LEAD_LIMITS.emailMax} caracteres.`,
  emailRepeated: 'Este e-mail já está na lista.',
  emailsMax: `Informe no máximo ${LEAD_SETTINGS_LIMITS.extraEmailsMax} endereços adicionais.`,
  /** `lead_settings_extra_emails_check` refused the list (the database does not say which address). */
  emailsRefused: `O banco de dados recusou a lista: até ${LEAD_SETTINGS_LIMITS.extraEmailsMax} endereços, todos com formato de e-mail válido.`,
  webhookInvalid: 'Use um endereço completo começando com https:// (ex.: https://crm.exemplo.com/leads).',
  webhookNotPublic:
    'Use o nome público do CRM (ex.: https://crm.exemplo.com/leads): endereços IP, localhost e nomes de redes internas (como .local e .internal) não são aceitos.',
  /** `lead_settings_webhook_url_check` refused the address. */
  webhookRefused:
    'O banco de dados recusou o webhook: use um endereço https:// com o nome público do CRM, sem IP, localhost ou nome de rede interna.',
} as const;

const trim = () => z.overwrite((value: string) => value.trim());

/** One extra address (an object: react-hook-form's field arrays hold objects). */
const extraEmailSchema = z.object({
  address: z.string().check(
    trim(),
    z.superRefine((value, ctx) => {
      if (value === '') {
        ctx.addIssue({ code: 'custom', input: value, message: leadSettingsMessages.emailRequired });
      } else if (value.length > LEAD_LIMITS.emailMax) {
        ctx.addIssue({ code: 'custom', input: value, message: leadSettingsMessages.emailMax });
      } else if (!LEAD_EMAIL_PATTERN.test(value)) {
        ctx.addIssue({ code: 'custom', input: value, message: leadSettingsMessages.emailInvalid });
      }
    }),
  ),
});

/** An https URL the database stores, whatever its host. */
const isHttpsUrl = (value: string) => value.startsWith('https://') && isStorableHttpUrl(value);

export const leadSettingsFormSchema = z.object({
  notify_admins: z.boolean(),
  extra_emails: z.array(extraEmailSchema).check(
    z.maxLength(LEAD_SETTINGS_LIMITS.extraEmailsMax, { error: leadSettingsMessages.emailsMax }),
    // The second occurrence of an address (any case) is flagged under its own field.
    z.superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((entry, index) => {
        const key = entry.address.trim().toLowerCase();
        if (key === '') return;
        if (seen.has(key)) {
          ctx.addIssue({
            code: 'custom',
            input: entry.address,
            path: [index, 'address'],
            message: leadSettingsMessages.emailRepeated,
          });
        }
        seen.add(key);
      });
    }),
  ),
  // Empty turns the webhook off; otherwise `private.is_webhook_url`: https, a URL the database
  // stores, a public host name.
  webhook_url: z.string().check(
    trim(),
    z.superRefine((value, ctx) => {
      if (value === '') return;
      if (!isHttpsUrl(value)) {
        ctx.addIssue({ code: 'custom', input: value, message: leadSettingsMessages.webhookInvalid });
      } else if (!hasPublicHostName(value)) {
        ctx.addIssue({ code: 'custom', input: value, message: leadSettingsMessages.webhookNotPublic });
      }
    }),
  ),
});

/** What the form holds ('' = no webhook). */
export type LeadSettingsFormValues = z.infer<typeof leadSettingsFormSchema>;

/** The columns an admin may change (`grant update (notify_admins, extra_emails, webhook_url)`). */
export interface LeadSettingsPayload {
  notify_admins: boolean;
  extra_emails: string[];
  webhook_url: string | null;
}

/** The form's values as the row stores them: trimmed addresses, no webhook as null. */
export function toLeadSettingsPayload(values: LeadSettingsFormValues): LeadSettingsPayload {
  const parsed = leadSettingsFormSchema.parse(values);
  return {
    notify_admins: parsed.notify_admins,
    extra_emails: parsed.extra_emails.map((entry) => entry.address),
    webhook_url: parsed.webhook_url || null,
  };
}

export function leadSettingsToFormValues(settings: LeadSettingsPayload): LeadSettingsFormValues {
  return {
    notify_admins: settings.notify_admins,
    extra_emails: settings.extra_emails.map((address) => ({ address })),
    webhook_url: settings.webhook_url ?? '',
  };
}
