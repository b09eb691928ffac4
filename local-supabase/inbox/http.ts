import { Hono, type Context } from 'hono';
import type { Chaos } from './chaos.ts';
import type { Mailbox } from './mailbox.ts';
import { summaryOf, type StoredMessage } from './message.ts';
import { inboxPage, messagePage, notFoundPage, PAGE_HEADERS } from './pages.ts';
import { searchFilter } from './search.ts';

/**
 * The inbox over HTTP: the part of Mailpit's API v1 tests and tools use (answers, errors and status
 * codes as Mailpit's), and the web inbox (pages.ts).
 *
 *   GET    /api/v1/messages            newest first; `start` (offset), `limit` (default 50, 0 = all)
 *   PUT    /api/v1/messages            {"Read": bool, "IDs": [...]} or {"Search": "..."}; neither = all
 *   DELETE /api/v1/messages            {"IDs": [...]}; no IDs = every message
 *   GET    /api/v1/search?query=       as /messages, only the matches (search.ts)
 *   DELETE /api/v1/search?query=       deletes the matches
 *   GET    /api/v1/message/{ID}        the whole message, marked read; ID `latest` = the newest
 *   GET    /api/v1/message/{ID}/raw    the message as received
 *   GET    /api/v1/chaos               the SMTP errors answered on purpose (chaos.ts)
 *   PUT    /api/v1/chaos               replaces them
 */
export function createInboxApp(mailbox: Mailbox, chaos: Chaos, smtpAddress: string): Hono {
  const app = new Hono();

  app.get('/api/v1/chaos', (c) => c.json(chaos.get()));
  app.put('/api/v1/chaos', async (c) => {
    const body = await jsonBody(c);
    if (body instanceof Error) return c.text(body.message, 400);
    const triggers = chaos.set(body);
    return triggers instanceof Error ? c.text(triggers.message, 400) : c.json(triggers);
  });

  app.get('/api/v1/messages', (c) => c.json(messagesSummary(c, mailbox, mailbox.list())));

  app.put('/api/v1/messages', async (c) => {
    const body = await jsonBody(c);
    if (body instanceof Error) return c.text(body.message, 400);
    const ids = field(body, 'IDs');
    const search = field(body, 'Search');
    if (Array.isArray(ids) && ids.length > 0 && search) {
      return c.text('You may specify either IDs or a search query, not both', 400);
    }
    const chosen = new Set(Array.isArray(ids) ? ids : []);
    const filter =
      typeof search === 'string' && search.trim()
        ? searchFilter(search)
        : chosen.size > 0
          ? (stored: StoredMessage) => chosen.has(stored.message.ID)
          : undefined;
    const read = field(body, 'Read') === true;
    for (const stored of mailbox.list(filter)) stored.read = read;
    return c.text('ok');
  });

  app.delete('/api/v1/messages', async (c) => {
    // As Mailpit: a body that is not {"IDs": [...]} with IDs in it deletes every message.
    const body = await jsonBody(c);
    const ids = body instanceof Error ? undefined : field(body, 'IDs');
    mailbox.delete(Array.isArray(ids) && ids.length > 0 ? ids.map(String) : undefined);
    return c.text('ok');
  });

  app.get('/api/v1/search', (c) => {
    const query = c.req.query('query')?.trim();
    if (!query) return c.text('Error: no search query', 400);
    return c.json(messagesSummary(c, mailbox, mailbox.list(searchFilter(query))));
  });

  app.delete('/api/v1/search', (c) => {
    const query = c.req.query('query')?.trim();
    if (!query) return c.text('Error: no search query', 400);
    mailbox.delete(mailbox.list(searchFilter(query)).map((stored) => stored.message.ID));
    return c.text('ok');
  });

  app.get('/api/v1/message/:id', (c) => {
    const stored = find(c, mailbox);
    if (!stored) return c.notFound();
    stored.read = true;
    return c.json(stored.message);
  });

  app.get('/api/v1/message/:id/raw', (c) => {
    const stored = find(c, mailbox);
    if (!stored) return c.notFound();
    return c.body(new Uint8Array(stored.raw), 200, { 'Content-Type': 'text/plain; charset=utf-8' });
  });

  app.get('/', (c) => c.body(inboxPage(mailbox.list(), smtpAddress), 200, PAGE_HEADERS));

  app.get('/view/:id', (c) => {
    const stored = mailbox.get(c.req.param('id'));
    if (!stored) return c.body(notFoundPage(), 404, PAGE_HEADERS);
    stored.read = true;
    return c.body(messagePage(stored), 200, PAGE_HEADERS);
  });

  app.notFound((c) => c.text('404 page not found', 404));
  return app;
}

/** Mailpit's MessagesSummary: mailbox totals, the matches' counts, and one page of them. */
function messagesSummary(c: Context, mailbox: Mailbox, matches: StoredMessage[]) {
  // Mailpit's getStartLimit: anything but a positive start is 0, anything but a limit >= 0 is 50.
  const start = Math.max(integer(c.req.query('start')) ?? 0, 0);
  const requested = integer(c.req.query('limit'));
  const limit = requested !== undefined && requested >= 0 ? requested : 50;
  const page = matches.slice(start, limit > 0 ? start + limit : undefined);
  return {
    total: mailbox.size,
    unread: mailbox.unread,
    // Kept by Mailpit for older clients: the number of messages on this page.
    count: page.length,
    messages_count: matches.length,
    messages_unread: matches.filter((stored) => !stored.read).length,
    start,
    tags: [],
    messages: page.map(summaryOf),
  };
}

/** The message named by the `:id` parameter; `latest` is the newest (matching `query`, if given). */
function find(c: Context, mailbox: Mailbox): StoredMessage | undefined {
  const id = c.req.param('id') ?? '';
  if (id !== 'latest') return mailbox.get(id);
  const query = c.req.query('query')?.trim();
  return mailbox.list(query ? searchFilter(query) : undefined)[0];
}

function integer(value: string | undefined): number | undefined {
  return value !== undefined && /^-?\d+$/.test(value) ? Number(value) : undefined;
}

async function jsonBody(c: Context): Promise<Record<string, unknown> | Error> {
  try {
    const body: unknown = JSON.parse(await c.req.text());
    return body !== null && typeof body === 'object'
      ? (body as Record<string, unknown>)
      : new Error('expected a JSON object');
  } catch (error) {
    return error as Error;
  }
}

/** A body field by name, ignoring case as Go's JSON decoder (Mailpit's) does. */
function field(body: Record<string, unknown>, name: string): unknown {
  const key = Object.keys(body).find((k) => k.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : body[key];
}
