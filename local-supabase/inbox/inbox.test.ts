import { createHash } from 'node:crypto';
import net from 'node:net';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SERVICE_ROLE_KEY } from '../config.ts';
import { PortInUseError } from '../port-in-use-error.ts';
import { startLocalSupabase } from '../server.ts';
import { startInbox, type Inbox } from './inbox.ts';
import type { Message, MessageSummary } from './message.ts';

let inbox: Inbox;

beforeAll(async () => {
  inbox = await startInbox({ host: '127.0.0.1', port: 0, smtpPort: 0 });
});
afterAll(() => inbox?.close());
beforeEach(() => inbox.mailbox.delete());

/** Sends over real SMTP with nodemailer, as an application (or an edge function) would. */
function send(mail: SendMailOptions, target = inbox) {
  const transport = nodemailer.createTransport({ host: target.smtpHost, port: target.smtpPort });
  return transport.sendMail({ from: 'Equipe Salto <contato@salto.local>', to: 'ana@example.com', ...mail });
}

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${inbox.url}${path}`, init);
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

interface MessagesSummary {
  total: number;
  unread: number;
  count: number;
  messages_count: number;
  messages_unread: number;
  start: number;
  tags: string[];
  messages: MessageSummary[];
}

const subjects = (summary: MessagesSummary) => summary.messages.map((m) => m.Subject);

describe('the inbox receives mail over SMTP and serves it as Mailpit API v1 does', () => {
  it('lists a message (UTF-8, HTML and text, several recipients) with Mailpit’s summary fields', async () => {
    const info = await send({
      to: ['Ana Souza <ana@example.com>', 'bruno@example.com'],
      cc: 'Cecília <cecilia@example.com>',
      bcc: 'diretoria@example.com',
      replyTo: 'respostas@salto.local',
      subject: 'Confirmação de inscrição — ação necessária ✓',
      text: 'Olá, Ana!\n\nSua inscrição está quase pronta: confirme o endereço de e-mail.',
      html: '<p>Olá, <strong>Ana</strong>!</p><p>Sua inscrição está quase pronta: confirme o endereço de e-mail.</p>',
      attachments: [{ filename: 'programação.txt', content: 'Sessão 1: introdução' }],
    });
    expect(info.response).toMatch(/^250 Ok: queued as /);
    expect(info.accepted).toEqual([
      'ana@example.com',
      'bruno@example.com',
      'cecilia@example.com',
      'diretoria@example.com',
    ]);

    const list = await api<MessagesSummary>('/api/v1/messages');
    expect(list).toEqual({
      total: 1,
      unread: 1,
      count: 1,
      messages_count: 1,
      messages_unread: 1,
      start: 0,
      tags: [],
      messages: [
        {
          ID: expect.stringMatching(/^[\w-]{22}$/),
          MessageID: info.messageId.replace(/^<|>$/g, ''),
          Read: false,
          From: { Name: 'Equipe Salto', Address: 'contato@salto.local' },
          To: [
            { Name: 'Ana Souza', Address: 'ana@example.com' },
            { Name: '', Address: 'bruno@example.com' },
          ],
          Cc: [{ Name: 'Cecília', Address: 'cecilia@example.com' }],
          // nodemailer leaves Bcc out of the headers; the envelope recipient is listed as Mailpit does.
          Bcc: [{ Name: '', Address: 'diretoria@example.com' }],
          ReplyTo: [{ Name: '', Address: 'respostas@salto.local' }],
          Subject: 'Confirmação de inscrição — ação necessária ✓',
          Created: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
          Username: '',
          Tags: [],
          Size: expect.any(Number),
          Attachments: 1,
          Snippet: 'Olá, Ana! Sua inscrição está quase pronta: confirme o endereço de e-mail.',
        },
      ],
    });
    expect(Date.now() - Date.parse(list.messages[0].Created)).toBeLessThan(10_000);
  });

  it('returns the whole message, marks it read, and serves the raw source', async () => {
    await send({
      subject: 'Seu acesso',
      text: 'Código: 123456',
      html: '<p>Código: <b>123456</b></p><img src="cid:logo">',
      attachments: [
        { filename: 'logo.png', content: Buffer.from('imagem'), cid: 'logo' },
        { filename: 'termos.pdf', content: Buffer.from('%PDF-1.4') },
      ],
    });
    const [summary] = (await api<MessagesSummary>('/api/v1/messages')).messages;
    const digest = (algorithm: string) => createHash(algorithm).update('%PDF-1.4').digest('hex');

    const message = await api<Message>(`/api/v1/message/${summary.ID}`);
    expect(message).toEqual({
      ID: summary.ID,
      MessageID: summary.MessageID,
      From: { Name: 'Equipe Salto', Address: 'contato@salto.local' },
      To: [{ Name: '', Address: 'ana@example.com' }],
      Cc: [],
      Bcc: [],
      ReplyTo: [],
      ReturnPath: 'contato@salto.local',
      Subject: 'Seu acesso',
      Date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      Tags: [],
      Username: '',
      Text: 'Código: 123456',
      // cid: links as sent, as Mailpit returns them.
      HTML: '<p>Código: <b>123456</b></p><img src="cid:logo">',
      Size: summary.Size,
      Inline: [
        expect.objectContaining({ FileName: 'logo.png', ContentType: 'image/png', ContentID: 'logo' }),
      ],
      Attachments: [
        {
          PartID: expect.any(String),
          FileName: 'termos.pdf',
          ContentType: 'application/pdf',
          ContentID: '',
          Size: 8,
          Checksums: { MD5: digest('md5'), SHA1: digest('sha1'), SHA256: digest('sha256') },
        },
      ],
    });

    const after = await api<MessagesSummary>('/api/v1/messages');
    expect(after).toMatchObject({ total: 1, unread: 0, messages: [{ ID: summary.ID, Read: true }] });
    expect((await api<Message>('/api/v1/message/latest')).ID).toBe(summary.ID);

    const raw = await fetch(`${inbox.url}/api/v1/message/${summary.ID}/raw`);
    expect(raw.headers.get('content-type')).toContain('text/plain');
    const source = await raw.text();
    expect(source).toContain('Subject: Seu acesso');
    expect(Buffer.byteLength(source)).toBe(summary.Size);

    const missing = await fetch(`${inbox.url}/api/v1/message/nao-existe`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('404 page not found');
  });

  it('pages with start and limit, newest first', async () => {
    for (let i = 1; i <= 5; i++) await send({ subject: `Mensagem ${i}`, text: `número ${i}` });

    expect(subjects(await api('/api/v1/messages'))).toEqual([
      'Mensagem 5',
      'Mensagem 4',
      'Mensagem 3',
      'Mensagem 2',
      'Mensagem 1',
    ]);
    const page = await api<MessagesSummary>('/api/v1/messages?start=1&limit=2');
    expect(page).toMatchObject({ total: 5, count: 2, messages_count: 5, start: 1 });
    expect(subjects(page)).toEqual(['Mensagem 4', 'Mensagem 3']);
    expect(subjects(await api('/api/v1/messages?start=4&limit=2'))).toEqual(['Mensagem 1']);
    expect(subjects(await api('/api/v1/messages?start=9'))).toEqual([]);
    // Mailpit: limit=0 is every message; nonsense is the default (start 0, limit 50).
    expect((await api<MessagesSummary>('/api/v1/messages?limit=0')).count).toBe(5);
    expect(await api('/api/v1/messages?start=x&limit=-3')).toMatchObject({ start: 0, count: 5 });
  });

  it('searches with Mailpit’s syntax', async () => {
    await send({
      to: 'Ana <ana@example.com>',
      subject: 'Proposta comercial',
      text: 'Segue a proposta revisada.',
    });
    await send({ to: 'bruno@example.com', subject: 'Convite', text: 'Workshop de inteligência artificial.' });
    await send({
      to: 'carla@example.com',
      cc: 'ana@example.com',
      subject: 'Ata',
      text: 'Reunião de segunda.',
    });

    const search = async (query: string) =>
      subjects(await api(`/api/v1/search?query=${encodeURIComponent(query)}`));
    expect(await search('to:ana@example.com')).toEqual(['Proposta comercial']);
    expect(await search('to:Ana')).toEqual(['Proposta comercial']);
    expect(await search('addressed:ana@example.com')).toEqual(['Ata', 'Proposta comercial']);
    expect(await search('INTELIGÊNCIA')).toEqual(['Convite']);
    expect(await search('"proposta revisada"')).toEqual(['Proposta comercial']);
    expect(await search('subject:convite')).toEqual(['Convite']);
    expect(await search('-to:bruno reunião')).toEqual(['Ata']);
    expect(await search('!from:salto.local')).toEqual([]);

    const result = await api<MessagesSummary>('/api/v1/search?query=example.com&limit=1');
    expect(result).toMatchObject({ total: 3, count: 1, messages_count: 3, messages_unread: 3 });

    const empty = await fetch(`${inbox.url}/api/v1/search?query=%20`);
    expect(empty.status).toBe(400);
    expect(await empty.text()).toBe('Error: no search query');
  });

  it('sets read status, and deletes by IDs, by search or everything', async () => {
    for (const subject of ['um', 'dois', 'três', 'quatro']) await send({ subject, text: subject });
    const ids = Object.fromEntries(
      (await api<MessagesSummary>('/api/v1/messages')).messages.map((m) => [m.Subject, m.ID]),
    );
    const request = (method: string, path: string, body?: unknown) =>
      fetch(`${inbox.url}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });

    expect(await (await request('PUT', '/api/v1/messages', { Read: true, IDs: [ids.um] })).text()).toBe('ok');
    expect(await api('/api/v1/search?query=is:read')).toMatchObject({ messages_count: 1, unread: 3 });
    await request('PUT', '/api/v1/messages', { Read: true });
    expect(await api('/api/v1/messages')).toMatchObject({ unread: 0 });
    await request('PUT', '/api/v1/messages', { Read: false, Search: 'subject:dois' });
    expect(await api('/api/v1/messages')).toMatchObject({ unread: 1 });
    expect((await request('PUT', '/api/v1/messages', { IDs: [ids.um], Search: 'um' })).status).toBe(400);

    const deleted = await request('DELETE', '/api/v1/messages', {
      IDs: [ids.um, ids['três'], 'desconhecido'],
    });
    expect(await deleted.text()).toBe('ok');
    expect(subjects(await api('/api/v1/messages'))).toEqual(['quatro', 'dois']);
    await request('DELETE', '/api/v1/search?query=subject:quatro');
    expect(subjects(await api('/api/v1/messages'))).toEqual(['dois']);
    await request('DELETE', '/api/v1/messages');
    expect(await api('/api/v1/messages')).toMatchObject({ total: 0, messages: [] });
  });
});

describe('the web inbox', () => {
  it('lists messages with sender, recipients, subject and time, escaping what it shows', async () => {
    await send({
      from: '"Mallory <x>" <mallory@example.com>',
      subject: '<script>alert("oi")</script> & cia',
      text: 'texto',
      html: '<p>Oi</p><script>alert(1)</script>',
    });
    const response = await fetch(`${inbox.url}/`);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="pt-BR">');
    expect(html).toContain('<th scope="col">Assunto</th>');
    expect(html).toContain('&lt;script&gt;alert(&quot;oi&quot;)&lt;/script&gt; &amp; cia');
    expect(html).toContain('Mallory &lt;x&gt; &lt;mallory@example.com&gt;');
    expect(html).toContain('ana@example.com');
    expect(html).toContain('não lida');
    expect(html).toMatch(/<time datetime="[^"]+">\d\d\/\d\d\/\d{4}/);
    expect(html).not.toContain('<script');

    const { ID } = (await api<MessagesSummary>('/api/v1/messages')).messages[0];
    expect(html).toContain(`href="/view/${ID}"`);
    const view = await (await fetch(`${inbox.url}/view/${ID}`)).text();
    // The e-mail's HTML only inside the sandboxed iframe (no allow-scripts), escaped into srcdoc.
    expect(view).toMatch(
      /<iframe title="Versão HTML da mensagem" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="[^"]*&lt;script&gt;alert\(1\)&lt;\/script&gt;">/,
    );
    expect(view).not.toContain('<script');
    expect(view).toContain('<pre>texto</pre>');
    expect(await api('/api/v1/messages')).toMatchObject({ unread: 0 });

    const empty = await fetch(`${inbox.url}/view/nao-existe`);
    expect(empty.status).toBe(404);
    expect(await empty.text()).toContain('Mensagem não encontrada');
  });
});

describe('limits and lifecycle', () => {
  it('refuses a message over 10 MiB with SMTP 552, keeping nothing', async () => {
    const error = await send({ subject: 'grande', text: 'x'.repeat(11 * 1024 * 1024) }).catch((e) => e);
    expect(error).toMatchObject({ responseCode: 552 });
    expect(error.message).toContain('message exceeds fixed maximum message size');
    expect(await api('/api/v1/messages')).toMatchObject({ total: 0 });
  });

  it('answers SMTP errors on purpose with Mailpit’s Chaos triggers, until they are turned off', async () => {
    expect(await api('/api/v1/chaos')).toEqual({
      Authentication: { ErrorCode: 451, Probability: 0 },
      Sender: { ErrorCode: 451, Probability: 0 },
      Recipient: { ErrorCode: 451, Probability: 0 },
    });
    const put = (body: unknown) =>
      fetch(`${inbox.url}/api/v1/chaos`, { method: 'PUT', body: JSON.stringify(body) });
    expect(await (await put({ Recipient: { ErrorCode: 451, Probability: 100 } })).json()).toMatchObject({
      Recipient: { ErrorCode: 451, Probability: 100 },
    });
    await expect(send({ subject: 'Durante a pane' })).rejects.toMatchObject({ responseCode: 451 });
    expect(inbox.mailbox.list()).toHaveLength(0);

    const refused = await put({ Sender: { ErrorCode: 250, Probability: 100 } });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toBe('error code for Sender must be between 400 and 599');

    await put({});
    await send({ subject: 'Depois da pane' });
    expect(subjects(await api<MessagesSummary>('/api/v1/messages'))).toEqual(['Depois da pane']);
  });

  it('keeps the newest messages up to its capacity', async () => {
    const small = await startInbox({ host: '127.0.0.1', port: 0, smtpPort: 0, capacity: 2 });
    try {
      for (const subject of ['a', 'b', 'c']) await send({ subject, text: subject }, small);
      expect(small.mailbox.list().map((stored) => stored.message.Subject)).toEqual(['c', 'b']);
    } finally {
      await small.close();
    }
  });

  it('refuses taken ports with a clear message, and close() frees both', async () => {
    const first = await startInbox({ host: '127.0.0.1', port: 0, smtpPort: 0 });
    const { port, smtpPort } = first;

    const smtpTaken = await startInbox({ host: '127.0.0.1', port: 0, smtpPort }).catch((e) => e);
    expect(smtpTaken).toBeInstanceOf(PortInUseError);
    expect(smtpTaken.message).toContain(`Port ${smtpPort} on 127.0.0.1 (the inbox's SMTP)`);
    expect(smtpTaken.message).toContain('[local_smtp]');
    const httpTaken = await startInbox({ host: '127.0.0.1', port, smtpPort: 0 }).catch((e) => e);
    expect(httpTaken).toBeInstanceOf(PortInUseError);
    expect(httpTaken.message).toContain(`Port ${port} on 127.0.0.1 (the inbox's web page and API)`);

    // A client still connected must not hold close() up for long.
    const idle = net.connect(smtpPort, '127.0.0.1');
    await new Promise((resolve) => idle.once('data', resolve));
    await first.close();
    idle.destroy();

    const again = await startInbox({ host: '127.0.0.1', port, smtpPort });
    await again.close();
  });
});

describe('startLocalSupabase({ inbox })', () => {
  it('starts the inbox on free ports, tells edge functions where SMTP is, and stops it on close()', async () => {
    const projectRoot = path.join(import.meta.dirname, '../functions/fixtures/project');
    const local = await startLocalSupabase({
      projectRoot,
      dataDir: null,
      port: 0,
      logRequests: false,
      inbox: { port: 0, smtpPort: 0 },
    });
    const started = local.inbox!;
    try {
      expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(started.smtpPort).toBeGreaterThan(0);
      await send({ subject: 'pelo local-supabase', text: 'oi' }, started);
      expect(started.mailbox.size).toBe(1);

      const response = await fetch(`${local.url}/functions/v1/echo`, {
        headers: { authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}` },
      });
      const { env } = (await response.json()) as { env: Record<string, string> };
      expect(env).toMatchObject({ SMTP_HOST: '127.0.0.1', SMTP_PORT: String(started.smtpPort) });
    } finally {
      await local.close();
    }
    await expect(fetch(started.url)).rejects.toThrow();
  });
});
