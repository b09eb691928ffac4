import type { MailAddress, Message, StoredMessage } from './message.ts';

type Test = (stored: StoredMessage) => boolean;

/**
 * Mailpit's search syntax, the part of it this inbox has data for: words (all must match, case
 * insensitive, anywhere in the addresses, subject and text), "quoted phrases", `to:`, `from:`, `cc:`,
 * `bcc:`, `reply-to:`, `addressed:` (any of those), `subject:`, `message-id:`, `is:read`,
 * `is:unread`, `has:attachment`; a leading `-` or `!` negates a term. Anything else is a word.
 */
export function searchFilter(query: string): Test {
  const tests = terms(query).map((term) => {
    const negated = term.length > 1 && (term.startsWith('-') || term.startsWith('!'));
    const test = termTest(negated ? term.slice(1) : term);
    return negated ? (stored: StoredMessage) => !test(stored) : test;
  });
  return (stored) => tests.every((test) => test(stored));
}

const ADDRESS_FIELDS = {
  'to:': (stored) => stored.message.To,
  'from:': (stored) => [stored.message.From],
  'cc:': (stored) => stored.message.Cc,
  'bcc:': (stored) => stored.message.Bcc,
  'reply-to:': (stored) => stored.message.ReplyTo,
  'addressed:': ({ message }) => [
    message.From,
    ...message.To,
    ...message.Cc,
    ...message.Bcc,
    ...message.ReplyTo,
  ],
} satisfies Record<string, (stored: StoredMessage) => MailAddress[]>;

function termTest(term: string): Test {
  const lower = term.toLowerCase();
  for (const [prefix, field] of Object.entries(ADDRESS_FIELDS)) {
    if (lower.startsWith(prefix)) {
      const value = clean(term.slice(prefix.length));
      return (stored) => field(stored).some((a) => `${a.Name} ${a.Address}`.toLowerCase().includes(value));
    }
  }
  if (lower.startsWith('subject:')) {
    const value = lower.slice('subject:'.length);
    return (stored) => stored.message.Subject.toLowerCase().includes(value);
  }
  if (lower.startsWith('message-id:')) {
    const value = clean(term.slice('message-id:'.length));
    return (stored) => stored.message.MessageID.toLowerCase().includes(value);
  }
  if (lower === 'is:read') return (stored) => stored.read;
  if (lower === 'is:unread') return (stored) => !stored.read;
  if (lower === 'has:attachment' || lower === 'has:attachments') {
    return (stored) => stored.message.Attachments.length > 0;
  }
  const value = clean(term);
  return (stored) => searchText(stored.message).includes(value);
}

/** What a word is looked for in, as Mailpit indexes a message: addresses, subject, text, file names. */
function searchText(message: Message): string {
  const { From, To, Cc, Bcc, ReplyTo } = message;
  return clean(
    [
      ...[From, ...To, ...Cc, ...Bcc, ...ReplyTo].map((a) => `${a.Name} ${a.Address}`),
      message.Subject,
      message.ReturnPath,
      message.Text,
      ...message.Attachments.map((a) => a.FileName),
    ].join(' '),
  );
}

/** Splits at spaces outside double quotes, dropping the quotes (Mailpit's ArgsParser). */
function terms(query: string): string[] {
  const found: string[] = [];
  let current = '';
  let quoted = false;
  for (const char of query) {
    if (char === '"') quoted = !quoted;
    else if (char === ' ' && !quoted) {
      found.push(current);
      current = '';
    } else current += char;
  }
  found.push(current);
  return found.map((term) => term.trim()).filter((term) => clean(term) !== '');
}

/** Mailpit's cleanString: lower case, address punctuation and line breaks as spaces, spaces collapsed. */
function clean(value: string): string {
  return value
    .replace(/[\r\n\t<>",;()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}
