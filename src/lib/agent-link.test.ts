import { describe, expect, it } from 'vitest';

import { agentButtonLabel, isChatMessengerUrl } from './agent-link';

const LABELS = { chat: 'Falar com Agente IA', page: 'Ver Agente IA' };

/** Links to a chat (WhatsApp, Messenger, Telegram, Instagram), including host-case variants. */
const CHAT_LINKS = [
  'https://wa.me/5548999990001?text=Ol%C3%A1',
  'https://api.whatsapp.com/send?phone=5548999990001',
  'https://whatsapp.com/send?phone=5548999990001',
  'https://web.whatsapp.com/send?phone=5548999990001',
  'https://chat.whatsapp.com/AbCdEf',
  'http://wa.me/5548999990001',
  'https://m.me/saltoia',
  'https://www.messenger.com/t/saltoia',
  'https://t.me/saltoia_bot',
  'https://telegram.me/saltoia_bot',
  'https://ig.me/m/saltoia',
  'https://WA.ME/5548999990001',
];

/** Pages, look-alike hosts, chat links inside another URL, scripts and non-links. */
const PAGE_LINKS = [
  'https://agente.saltoia.com.br/clinica',
  'https://www.example.com/whatsapp',
  'https://wa.me.evil.example/5548999990001',
  'https://notwa.me/5548999990001',
  'https://evilwhatsapp.com/send',
  'https://example.com/?next=https://wa.me/1',
  'javascript:alert(1)//wa.me',
  'não é um link',
];

describe('agent button label', () => {
  it.each([
    ...CHAT_LINKS.map((url) => [url, true, 'Falar com Agente IA'] as const),
    ...PAGE_LINKS.map((url) => [url, false, 'Ver Agente IA'] as const),
  ])('%s: chat link %s, button %s', (url, isChat, label) => {
    expect(isChatMessengerUrl(url)).toBe(isChat);
    expect(agentButtonLabel(url, LABELS)).toBe(label);
  });

  it('is false for an empty value', () => {
    expect(isChatMessengerUrl(null)).toBe(false);
    expect(isChatMessengerUrl('')).toBe(false);
  });
});
