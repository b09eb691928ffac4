/**
 * The lead-notifications function's pure parts: the webhook signature a CRM verifies, and what
 * the team's e-mail and the webhook's JSON say.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';

import {
  adminLeadUrl,
  leadEmail,
  leadWebhookBody,
  whatsappUrl,
  type NotifiedLead,
} from '../functions/lead-notifications/message.ts';
import {
  SIGNATURE_TOLERANCE_SECONDS,
  signWebhook,
  verifyWebhook,
} from '../functions/lead-notifications/signature.ts';

const lead: NotifiedLead = {
  id: '3f2b1c9e-0000-4000-8000-000000000001',
  nome: 'Ana <b>Lima</b>',
  email: 'ana@lima.com.br',
  telefone: '+5531988887777',
  empresa: 'Lima & Cia',
  created_at: '2026-11-24T13:05:00.000Z',
  pagina_origem: '/agentes-de-ia',
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'raio-x',
  utm_term: null,
  utm_content: '',
  gclid: null,
  fbclid: null,
  landing_page: '/agentes-de-ia?utm_source=google',
  referrer: null,
};

describe('webhook signature', () => {
  const secret = 'segredo';
  const body = '{"id":"n1","type":"lead.created"}';
  const t = 1_795_000_000;

  it('is HMAC-SHA256 of "<timestamp>.<body>" in hex, as any receiver can recompute it', async () => {
    const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
    expect(await signWebhook(secret, body, t)).toBe(`t=${t},v1=${expected}`);
  });

  it('verifies the header it makes, and nothing else', async () => {
    const header = await signWebhook(secret, body, t);
    expect(await verifyWebhook(secret, body, header, t + 5)).toBe(true);
    expect(await verifyWebhook(secret, body.replace('n1', 'n2'), header, t + 5)).toBe(false);
    expect(await verifyWebhook('outro', body, header, t + 5)).toBe(false);
    expect(await verifyWebhook(secret, body, header.replace(/.$/, '0'), t + 5)).toBe(false);
    expect(await verifyWebhook(secret, body, null, t)).toBe(false);
    expect(await verifyWebhook(secret, body, 't=abc,v1=00', t)).toBe(false);
  });

  it('refuses a signature older (or newer) than the tolerance: a captured request cannot be replayed', async () => {
    const header = await signWebhook(secret, body, t);
    expect(await verifyWebhook(secret, body, header, t + SIGNATURE_TOLERANCE_SECONDS)).toBe(true);
    expect(await verifyWebhook(secret, body, header, t + SIGNATURE_TOLERANCE_SECONDS + 1)).toBe(false);
    expect(await verifyWebhook(secret, body, header, t - SIGNATURE_TOLERANCE_SECONDS - 1)).toBe(false);
  });
});

describe('the team e-mail', () => {
  const email = leadEmail(lead, 'https://www.salto.com.br/');

  it('names the person and company in the subject', () => {
    expect(email.subject).toBe('Novo lead: Ana <b>Lima</b> (Lima & Cia)');
  });

  it('has the contact data, origin, campaign and links in the text version', () => {
    expect(email.text).toContain('E-mail: ana@lima.com.br');
    expect(email.text).toContain('Página de origem: /agentes-de-ia');
    expect(email.text).toContain('utm_campaign: raio-x');
    expect(email.text).toContain('Recebido em: 24/11/2026, 10:05 (horário de Brasília)');
    expect(email.text).toContain('Conversar no WhatsApp: https://wa.me/5531988887777');
    expect(email.text).toContain(
      `Abrir o lead no painel: https://www.salto.com.br/admin/leads?lead=${lead.id}`,
    );
    // Empty campaign values are left out.
    expect(email.text).not.toMatch(/utm_term|utm_content|gclid/);
  });

  it('escapes what the visitor typed in the HTML version', () => {
    expect(email.html).toContain('Ana &#60;b&#62;Lima&#60;/b&#62;');
    expect(email.html).toContain('Lima &#38; Cia');
    expect(email.html).not.toContain('<b>Lima</b>');
    expect(email.html).toContain(`href="https://www.salto.com.br/admin/leads?lead=${lead.id}"`);
    expect(email.html).toContain('href="mailto:ana@lima.com.br"');
  });
});

describe('links and the webhook body', () => {
  it('builds wa.me and admin links', () => {
    expect(whatsappUrl('+55 (31) 98888-7777')).toBe('https://wa.me/5531988887777');
    expect(adminLeadUrl('http://127.0.0.1:5173', 'a b')).toBe('http://127.0.0.1:5173/admin/leads?lead=a%20b');
  });

  it('sends the lead with its notification id, WhatsApp and admin links', () => {
    const body = JSON.parse(leadWebhookBody('n-1', lead, 'https://www.salto.com.br'));
    expect(body).toMatchObject({
      id: 'n-1',
      type: 'lead.created',
      lead: {
        id: lead.id,
        nome: lead.nome,
        email: lead.email,
        whatsapp_url: 'https://wa.me/5531988887777',
        utm_campaign: 'raio-x',
        admin_url: `https://www.salto.com.br/admin/leads?lead=${lead.id}`,
      },
    });
  });
});
