import { createHash, randomBytes } from 'node:crypto';
import { simpleParser, type AddressObject, type Attachment, type EmailAddress } from 'mailparser';

/**
 * The JSON shapes of Mailpit's API v1 (the e-mail server `supabase start` runs), field for field, so
 * tests and tools written against Mailpit read this inbox alike. Not provided: `ListUnsubscribe` of a
 * full message, and tags (always empty: no X-Tags header or plus-address tagging).
 */
export interface MailAddress {
  Name: string;
  Address: string;
}

export interface MessageAttachment {
  PartID: string;
  FileName: string;
  ContentType: string;
  ContentID: string;
  Size: number;
  Checksums: { MD5: string; SHA1: string; SHA256: string };
}

/** `GET /api/v1/message/{ID}`. */
export interface Message {
  ID: string;
  MessageID: string;
  From: MailAddress;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  ReturnPath: string;
  Subject: string;
  /** The Date header, else when the message arrived. */
  Date: string;
  Tags: string[];
  /** SMTP AUTH user: always empty, the inbox does not offer AUTH (as Mailpit without credentials). */
  Username: string;
  Text: string;
  HTML: string;
  Size: number;
  Inline: MessageAttachment[];
  Attachments: MessageAttachment[];
}

/** One entry of `GET /api/v1/messages`. */
export interface MessageSummary {
  ID: string;
  MessageID: string;
  Read: boolean;
  From: MailAddress;
  To: MailAddress[];
  Cc: MailAddress[];
  Bcc: MailAddress[];
  ReplyTo: MailAddress[];
  Subject: string;
  Created: string;
  Username: string;
  Tags: string[];
  Size: number;
  /** How many attachments (inline parts not counted). */
  Attachments: number;
  Snippet: string;
}

/** A message as the inbox keeps it. */
export interface StoredMessage {
  message: Message;
  /** When it arrived. */
  created: Date;
  read: boolean;
  snippet: string;
  raw: Buffer;
}

/** The SMTP envelope: who the client said the message is from and for. */
export interface Envelope {
  mailFrom: string;
  rcptTo: string[];
}

const SNIPPET_LENGTH = 200;

/** Parses a raw message (RFC 5322, as received over SMTP) into what the inbox stores. */
export async function readMessage(
  raw: Buffer,
  envelope: Envelope,
  created = new Date(),
): Promise<StoredMessage> {
  // cid: links stay as they are in `HTML`, as Mailpit returns them.
  const mail = await simpleParser(raw, { keepCidLinks: true });
  const to = addresses(mail.to);
  const cc = addresses(mail.cc);
  const bcc = addresses(mail.bcc);
  // Envelope recipients no header names were blind copies; Mailpit lists them as Bcc too.
  const named = new Set([...to, ...cc, ...bcc].map((a) => a.Address.toLowerCase()));
  for (const address of envelope.rcptTo) {
    if (!named.has(address.toLowerCase())) bcc.push({ Name: '', Address: address });
  }
  const isInline = (a: Attachment) => a.related === true || a.contentDisposition === 'inline';
  const message: Message = {
    ID: randomBytes(16).toString('base64url'),
    MessageID: (mail.messageId ?? '').replace(/^<|>$/g, ''),
    From: addresses(mail.from)[0] ?? { Name: '', Address: '' },
    To: to,
    Cc: cc,
    Bcc: bcc,
    ReplyTo: addresses(mail.replyTo),
    // What Mailpit's Return-Path header ends up as: the envelope sender.
    ReturnPath: envelope.mailFrom,
    Subject: mail.subject ?? '',
    Date: (mail.date ?? created).toISOString(),
    Tags: [],
    Username: '',
    // mailparser, like Mailpit's parser, turns an HTML-only message's HTML into its text.
    Text: mail.text ?? '',
    HTML: mail.html || '',
    Size: raw.length,
    Inline: mail.attachments.filter(isInline).map(attachment),
    Attachments: mail.attachments.filter((a) => !isInline(a)).map(attachment),
  };
  return {
    message,
    created,
    read: false,
    snippet: snippet(message.Text),
    raw,
  };
}

export function summaryOf({ message, created, read, snippet }: StoredMessage): MessageSummary {
  return {
    ID: message.ID,
    MessageID: message.MessageID,
    Read: read,
    From: message.From,
    To: message.To,
    Cc: message.Cc,
    Bcc: message.Bcc,
    ReplyTo: message.ReplyTo,
    Subject: message.Subject,
    Created: created.toISOString(),
    Username: message.Username,
    Tags: message.Tags,
    Size: message.Size,
    Attachments: message.Attachments.length,
    Snippet: snippet,
  };
}

/** Every mailbox of a header (repeated headers and groups flattened), as Mailpit lists them. */
function addresses(header: AddressObject | AddressObject[] | undefined): MailAddress[] {
  const flatten = (entry: EmailAddress): EmailAddress[] => entry.group?.flatMap(flatten) ?? [entry];
  return [header ?? []]
    .flat()
    .flatMap((object) => object.value.flatMap(flatten))
    .map((entry) => ({ Name: entry.name, Address: entry.address ?? '' }));
}

function attachment(part: Attachment): MessageAttachment {
  const digest = (algorithm: string) => createHash(algorithm).update(part.content).digest('hex');
  return {
    PartID: part.partId ?? '',
    FileName: part.filename ?? part.cid ?? '',
    ContentType: part.contentType,
    ContentID: part.cid ?? '',
    Size: part.size,
    Checksums: { MD5: digest('md5'), SHA1: digest('sha1'), SHA256: digest('sha256') },
  };
}

/** Mailpit's snippet: the text on one line, at most 200 characters and "..." after a cut. */
function snippet(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= SNIPPET_LENGTH ? line : `${line.slice(0, SNIPPET_LENGTH)}...`;
}
