import type { MailAddress, StoredMessage } from './message.ts';

/**
 * The web inbox: a list page and one page per message, rendered on the server with every value
 * escaped. The e-mail's own HTML is shown in an iframe whose `sandbox` allows no scripts, forms or
 * same-origin access; the pages' CSP (inherited by that iframe) lets nothing load from elsewhere.
 */
export const PAGE_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Content-Security-Policy':
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
};

const dateTime = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

export function inboxPage(messages: StoredMessage[], smtpAddress: string): string {
  const unread = messages.filter((stored) => !stored.read).length;
  const rows = messages.map(({ message, created, read }) => {
    const status = read ? '' : ' <span class="tag">não lida</span>';
    return `<tr${read ? '' : ' class="unread"'}>
<td>${escapeHtml(addressList([message.From]))}</td>
<td>${escapeHtml(addressList(message.To))}</td>
<td><a href="/view/${encodeURIComponent(message.ID)}">${escapeHtml(subjectOf(message.Subject))}</a>${status}</td>
<td>${time(created)}</td>
</tr>`;
  });
  const list = messages.length
    ? `<table>
<caption>${count(messages.length, 'mensagem', 'mensagens')}, ${count(unread, 'não lida', 'não lidas')}; a mais recente primeiro</caption>
<thead><tr><th scope="col">De</th><th scope="col">Para</th><th scope="col">Assunto</th><th scope="col">Recebida em</th></tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>`
    : '<p>Nenhuma mensagem ainda.</p>';
  return page(
    'Caixa de entrada',
    `<header>
<h1>Caixa de entrada</h1>
<p>E-mails enviados ao SMTP local (<code>${escapeHtml(smtpAddress)}</code>) ficam aqui, em memória, e não saem desta máquina. <a href="/">Atualizar</a></p>
</header>
<main>
${list}
</main>`,
  );
}

export function messagePage({ message, created }: StoredMessage): string {
  const fields: [string, string][] = [
    ['De', addressList([message.From])],
    ['Para', addressList(message.To)],
    ['Cc', addressList(message.Cc)],
    ['Cco', addressList(message.Bcc)],
    ['Responder a', addressList(message.ReplyTo)],
  ];
  const headers = fields
    .filter(([, value]) => value !== '')
    .map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  // Links open in a new tab: a sandboxed frame cannot navigate the page it sits in.
  const html = message.HTML
    ? `<iframe title="Versão HTML da mensagem" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(`<base target="_blank">${message.HTML}`)}"></iframe>`
    : '<p>Esta mensagem não tem versão HTML.</p>';
  const text = message.Text
    ? `<pre>${escapeHtml(message.Text)}</pre>`
    : '<p>Esta mensagem não tem versão em texto.</p>';
  const attachments = [...message.Attachments, ...message.Inline].map(
    (a) =>
      `<li>${escapeHtml(a.FileName || a.ContentID)} (${escapeHtml(a.ContentType)}, ${a.Size} bytes)</li>`,
  );
  return page(
    subjectOf(message.Subject),
    `<header>
<p><a href="/">Voltar para a caixa de entrada</a></p>
<h1>${escapeHtml(subjectOf(message.Subject))}</h1>
<dl>
${headers}
<dt>Recebida em</dt><dd>${time(created)}</dd>
</dl>
</header>
<main>
<section aria-labelledby="html-title">
<h2 id="html-title">Versão HTML</h2>
${html}
</section>
<section aria-labelledby="text-title">
<h2 id="text-title">Versão em texto</h2>
${text}
</section>
${attachments.length ? `<section aria-labelledby="attachments-title">\n<h2 id="attachments-title">Anexos</h2>\n<ul>\n${attachments.join('\n')}\n</ul>\n</section>` : ''}
</main>`,
  );
}

export function notFoundPage(): string {
  return page(
    'Mensagem não encontrada',
    `<main>
<h1>Mensagem não encontrada</h1>
<p>Ela pode ter sido apagada, ou a caixa guardou mensagens mais novas no lugar. <a href="/">Voltar para a caixa de entrada</a></p>
</main>`,
  );
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · local-supabase</title>
<style>
:root { color-scheme: light dark; font-family: system-ui, sans-serif; line-height: 1.5; }
body { margin: 0 auto; max-width: 72rem; padding: 1rem; }
table { border-collapse: collapse; width: 100%; }
caption { text-align: left; padding-bottom: 0.5rem; }
th, td { text-align: left; padding: 0.4rem 0.6rem; border-bottom: 1px solid #8886; vertical-align: top; }
tr.unread td { font-weight: 600; }
.tag { font-size: 0.8em; font-weight: 400; border: 1px solid currentColor; border-radius: 0.3rem; padding: 0 0.3rem; margin-left: 0.4rem; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 0.2rem 1rem; }
dt { font-weight: 600; }
dd { margin: 0; }
iframe { width: 100%; height: 32rem; border: 1px solid #8886; background: #fff; }
pre { white-space: pre-wrap; overflow-wrap: anywhere; border: 1px solid #8886; padding: 0.75rem; }
a:focus-visible { outline: 3px solid; outline-offset: 2px; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}

function addressList(addresses: MailAddress[]): string {
  return addresses
    .filter((a) => a.Name || a.Address)
    .map((a) => (a.Name && a.Address ? `${a.Name} <${a.Address}>` : a.Name || a.Address))
    .join(', ');
}

function subjectOf(subject: string): string {
  return subject.trim() || '(sem assunto)';
}

function time(date: Date): string {
  return `<time datetime="${date.toISOString()}">${escapeHtml(dateTime.format(date))}</time>`;
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}
