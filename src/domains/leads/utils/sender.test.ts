import { describe, expect, it } from 'vitest';

import { leadSender, senderEmailFilter } from './sender';

describe('leadSender', () => {
  it('is the e-mail in lower case without its +tag, as private.lead_email_sender', () => {
    expect(leadSender('Ana+Promo@Empresa.com.br')).toBe('ana@empresa.com.br');
    expect(leadSender('ana@empresa.com.br')).toBe('ana@empresa.com.br');
    expect(leadSender('a+b+c@x.io')).toBe('a@x.io');
  });
});

describe('senderEmailFilter', () => {
  it('finds the address in any case and its +tag variants', () => {
    expect(senderEmailFilter('Ana+x@Empresa.com')).toBe(
      'email.ilike."ana@empresa.com",email.ilike."ana+*@empresa.com"',
    );
  });
});
