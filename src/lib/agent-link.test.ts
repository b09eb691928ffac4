import { describe, expect, it } from 'vitest';

import { agentButtonLabel, isChatMessengerUrl } from './agent-link';

const LABELS = { chat: 'Falar com Agente IA', page: 'Ver Agente IA' };

describe('agent button label', () => {
  it.each([
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
  ])("'Falar com Agente IA' for the chat link %s", (url) => {
    expect(isChatMessengerUrl(url)).toBe(true);
    expect(agentButtonLabel(url, LABELS)).toBe('Falar com Agente IA');
  });

  it.each([
    'https://agente.saltoia.com.br/clinica',
    'https://www.example.com/whatsapp',
    'https://wa.me.evil.example/5548999990001',
    'https://notwa.me/5548999990001',
    'https://evilwhatsapp.com/send',
    'https://example.com/?next=https://wa.me/1',
    'javascript:alert(1)//wa.me',
    'não é um link',
  ])("'Ver Agente IA' for %s", (url) => {
    expect(isChatMessengerUrl(url)).toBe(false);
    expect(agentButtonLabel(url, LABELS)).toBe('Ver Agente IA');
  });

  it('is false for an empty value', () => {
    expect(isChatMessengerUrl(null)).toBe(false);
    expect(isChatMessengerUrl('')).toBe(false);
  });
});
