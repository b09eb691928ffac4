/**
 * The AI-agent button of a case: a chat-messenger link (WhatsApp, Messenger, Telegram,
 * Instagram Direct) opens a conversation with the agent — 'Falar com Agente IA'; any other link
 * shows the agent's page — 'Ver Agente IA'.
 */
const CHAT_HOSTS = [
  'wa.me',
  'whatsapp.com',
  'm.me',
  'messenger.com',
  't.me',
  'telegram.me',
  'ig.me',
] as const;

/** Whether `value` is an http(s) link to a chat messenger (the host or one of its subdomains). */
export function isChatMessengerUrl(value: string | null | undefined): boolean {
  if (!value) return false;
  try {
    const url = new URL(value.trim());
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    return CHAT_HOSTS.some((chat) => host === chat || host.endsWith(`.${chat}`));
  } catch {
    return false;
  }
}

export interface AgentButtonLabels {
  chat: string;
  page: string;
}

export function agentButtonLabel(url: string, labels: AgentButtonLabels): string {
  return isChatMessengerUrl(url) ? labels.chat : labels.page;
}
