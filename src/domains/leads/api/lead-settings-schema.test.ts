import { describe, expect, it } from 'vitest';

import { LEAD_SETTINGS_LIMITS } from '../limits';
import {
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
    const webhook = (url: string) => messages(values({ webhook_url: url }));
    expect(webhook('https://crm.exemplo.com/leads?token=1')).toEqual([]);
    expect(webhook('https://hooks.crm.exemplo.com.br:8443/leads')).toEqual([]);
    for (const refused of [
      'http://crm.exemplo.com/leads',
      'HTTPS://crm.exemplo.com',
      'ftp://crm.exemplo.com',
      'https://',
      'https://user@crm.exemplo.com',
      'https://crm exemplo.com',
      // A URL parser reads a numeric last label as an IPv4 address, and these as none.
      'https://crm.123/',
      'https://crm.0x7f/',
      `https://crm.exemplo.com/${'a'.repeat(2048)}`,
    ]) {
      expect(webhook(refused), refused).toEqual([['webhook_url', leadSettingsMessages.webhookInvalid]]);
    }
  });

  // The addresses the security review saved (issue 27, item 5) and the other spellings of the same
  // places; supabase/tests/webhook-address.test.ts holds the database to the same list.
  it('refuses IP literals and local or internal names, keeping the typed value', () => {
    for (const internal of [
      'https://127.0.0.1/crm',
      'https://127.0.0.1:8443/crm',
      'https://localhost/crm',
      'https://localhost:3000',
      'https://0x7f000001/',
      'https://2130706433/',
      'https://0177.0.0.1/',
      'https://127.1/',
      'https://169.254.169.254/latest/meta-data/',
      'https://metadata.google.internal/computeMetadata/v1/',
      'https://10.0.0.5/crm',
      'https://192.168.0.10/crm',
      'https://100.64.0.1/',
      'https://8.8.8.8/',
      'https://api.localhost/',
      'https://impressora.local/',
      'https://router.lan.localdomain/',
      'https://1.0.0.127.in-addr.arpa/',
      'https://intranet/',
      'https://crm.exemplo.com./',
      'https://127%2E0%2E0%2E1/',
      'https://ｌｏｃａｌｈｏｓｔ.com/',
    ]) {
      expect(messages(values({ webhook_url: internal })), internal).toEqual([
        ['webhook_url', leadSettingsMessages.webhookNotPublic],
      ]);
    }
  });
});
