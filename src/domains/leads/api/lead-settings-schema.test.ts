import { describe, expect, it } from 'vitest';

import { LEAD_SETTINGS_LIMITS } from '../limits';
import {
  isWebhookUrl,
  leadSettingsFormSchema,
  leadSettingsMessages,
  leadSettingsToFormValues,
  toLeadSettingsPayload,
  type LeadSettingsFormValues,
} from './lead-settings-schema';

const values = (overrides: Partial<LeadSettingsFormValues> = {}): LeadSettingsFormValues => ({
  notify_admins: true,
  extra_emails: [],
  webhook_url: '',
  ...overrides,
});

const messages = (input: LeadSettingsFormValues) => {
  const result = leadSettingsFormSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('lead settings schema', () => {
  it('stores trimmed addresses and no webhook as null', () => {
    expect(
      toLeadSettingsPayload(
        values({ extra_emails: [{ address: ' ana@empresa.com.br ' }], webhook_url: '  ' }),
      ),
    ).toEqual({ notify_admins: true, extra_emails: ['ana@empresa.com.br'], webhook_url: null });
    expect(
      leadSettingsToFormValues({ notify_admins: false, extra_emails: ['a@b.co'], webhook_url: null }),
    ).toEqual({ notify_admins: false, extra_emails: [{ address: 'a@b.co' }], webhook_url: '' });
  });

  it('takes addresses in leads_email_check shape only, once each, at most 10', () => {
    expect(
      messages(
        values({
          extra_emails: [
            { address: 'ana@empresa' },
            { address: '' },
            { address: 'Bia@Empresa.com.br' },
            { address: 'bia@empresa.com.br' },
            { address: `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com` },
          ],
        }),
      ),
    ).toEqual([
      ['extra_emails.0.address', leadSettingsMessages.emailInvalid],
      ['extra_emails.1.address', leadSettingsMessages.emailRequired],
      ['extra_emails.4.address', leadSettingsMessages.emailMax],
      ['extra_emails.3.address', leadSettingsMessages.emailRepeated],
    ]);
    const many = (count: number) =>
      values({
        extra_emails: Array.from({ length: count }, (_, i) => ({ address: `p${i}@empresa.com.br` })),
      });
    expect(messages(many(LEAD_SETTINGS_LIMITS.extraEmailsMax))).toEqual([]);
    expect(messages(many(LEAD_SETTINGS_LIMITS.extraEmailsMax + 1))).toEqual([
      ['extra_emails', leadSettingsMessages.emailsMax],
    ]);
  });

  it('takes an https webhook only, as lead_settings_webhook_url_check does', () => {
    expect(isWebhookUrl('https://crm.exemplo.com/leads?token=1')).toBe(true);
    expect(isWebhookUrl('https://127.0.0.1:8443/crm')).toBe(true);
    for (const refused of [
      'http://crm.exemplo.com/leads',
      'HTTPS://crm.exemplo.com',
      'https://',
      'https://user@crm.exemplo.com',
      'https://crm exemplo.com',
      `https://crm.exemplo.com/${'a'.repeat(2048)}`,
    ]) {
      expect(isWebhookUrl(refused), refused).toBe(false);
    }
    expect(messages(values({ webhook_url: 'ftp://crm.exemplo.com' }))).toEqual([
      ['webhook_url', leadSettingsMessages.webhookInvalid],
    ]);
  });
});
