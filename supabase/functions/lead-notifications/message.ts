/**
 * What a notification says: the e-mail to the team (subject, text, HTML) and the webhook's JSON.
 * Pure functions of the lead as the outbox hands it over (a row of public.leads as JSON).
 */

/** The columns of public.leads a notification uses. */
export interface NotifiedLead {
  id: string;
  nome: string;
  email: string;
  telefone: string;
  empresa: string;
  created_at: string;
  pagina_origem: string | null;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  gclid: string | null;
  fbclid: string | null;
  landing_page: string | null;
  referrer: string | null;
}

export interface Email {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The lead's page in the back-office. */
export const adminLeadUrl = (siteUrl: string, leadId: string) =>
  `${siteUrl.replace(/\/+$/, '')}/admin/leads?lead=${encodeURIComponent(leadId)}`;

/** A wa.me link: digits only, country code first (stored phones are digits with an optional '+'). */
export const whatsappUrl = (telefone: string) => `https://wa.me/${telefone.replace(/\D/g, '')}`;

const receivedAt = (iso: string) =>
  new Intl.DateTimeFormat('pt-BR', {
    dateStyle: 'short',
    timeStyle: 'short',
    timeZone: 'America/Sao_Paulo',
  }).format(new Date(iso));

/** Label and value of every line of the e-mail, empty campaign values left out. */
function leadLines(lead: NotifiedLead): [string, string][] {
  const lines: [string, string | null][] = [
    ['Nome', lead.nome],
    ['Empresa', lead.empresa],
    ['E-mail', lead.email],
    ['WhatsApp', lead.telefone],
    ['Página de origem', lead.pagina_origem ?? 'não informada'],
    ['Recebido em', `${receivedAt(lead.created_at)} (horário de Brasília)`],
    ['utm_source', lead.utm_source],
    ['utm_medium', lead.utm_medium],
    ['utm_campaign', lead.utm_campaign],
    ['utm_term', lead.utm_term],
    ['utm_content', lead.utm_content],
    ['gclid', lead.gclid],
    ['fbclid', lead.fbclid],
    ['Primeira página da visita', lead.landing_page],
    ['Veio de', lead.referrer],
  ];
  return lines.filter((line): line is [string, string] => line[1] !== null && line[1] !== '');
}

/** The e-mail the team receives for a new lead. */
export function leadEmail(lead: NotifiedLead, siteUrl: string): Email {
  const link = adminLeadUrl(siteUrl, lead.id);
  const whatsapp = whatsappUrl(lead.telefone);
  const lines = leadLines(lead);
  const text = [
    `Novo lead: ${lead.nome} (${lead.empresa})`,
    '',
    ...lines.map(([label, value]) => `${label}: ${value}`),
    '',
    `Conversar no WhatsApp: ${whatsapp}`,
    `Abrir o lead no painel: ${link}`,
  ].join('\n');
  const rows = lines
    .map(([label, value]) => {
      const shown =
        label === 'E-mail'
          ? `<a href="mailto:${escapeHtml(value)}">${escapeHtml(value)}</a>`
          : label === 'WhatsApp'
            ? `<a href="${escapeHtml(whatsapp)}">${escapeHtml(value)}</a>`
            : escapeHtml(value);
      return `<tr><th scope="row" style="text-align:left;padding:4px 12px 4px 0;color:#475569;font-weight:600;vertical-align:top">${escapeHtml(label)}</th><td style="padding:4px 0;color:#0f172a">${shown}</td></tr>`;
    })
    .join('');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">
<h1 style="font-size:20px;margin:0 0 12px">Novo lead: ${escapeHtml(lead.nome)}</h1>
<table role="presentation" style="border-collapse:collapse">${rows}</table>
<p style="margin:20px 0 8px"><a href="${escapeHtml(link)}" style="background:#1d4ed8;color:#ffffff;padding:10px 16px;border-radius:6px;text-decoration:none;font-weight:600">Abrir o lead no painel</a></p>
<p style="margin:8px 0"><a href="${escapeHtml(whatsapp)}">Conversar no WhatsApp</a></p>
</body></html>`;
  return { subject: `Novo lead: ${lead.nome} (${lead.empresa})`, text, html };
}

/** The message "Enviar e-mail de teste" sends from the settings page. */
export function testEmail(siteUrl: string): Email {
  const settings = `${siteUrl.replace(/\/+$/, '')}/admin/configuracoes`;
  const text = [
    'Este é um e-mail de teste das notificações de leads.',
    'Se você o recebeu, os novos leads chegarão a este endereço assim que forem enviados.',
    '',
    `Configurações: ${settings}`,
  ].join('\n');
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">
<h1 style="font-size:20px;margin:0 0 12px">E-mail de teste</h1>
<p>Este é um e-mail de teste das notificações de leads. Se você o recebeu, os novos leads chegarão a este endereço assim que forem enviados.</p>
<p><a href="${escapeHtml(settings)}">Abrir as configurações</a></p>
</body></html>`;
  return { subject: 'Teste: notificações de leads', text, html };
}

/** The JSON the CRM webhook receives. `id` is the notification's: the same on every retry. */
export function leadWebhookBody(notificationId: string, lead: NotifiedLead, siteUrl: string): string {
  return JSON.stringify({
    id: notificationId,
    type: 'lead.created',
    lead: {
      id: lead.id,
      created_at: lead.created_at,
      nome: lead.nome,
      empresa: lead.empresa,
      email: lead.email,
      telefone: lead.telefone,
      whatsapp_url: whatsappUrl(lead.telefone),
      pagina_origem: lead.pagina_origem,
      utm_source: lead.utm_source,
      utm_medium: lead.utm_medium,
      utm_campaign: lead.utm_campaign,
      utm_term: lead.utm_term,
      utm_content: lead.utm_content,
      gclid: lead.gclid,
      fbclid: lead.fbclid,
      landing_page: lead.landing_page,
      referrer: lead.referrer,
      admin_url: adminLeadUrl(siteUrl, lead.id),
    },
  });
}
