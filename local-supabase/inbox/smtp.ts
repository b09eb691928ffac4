import { SMTPServer } from 'smtp-server';
import type { Chaos } from './chaos.ts';
import type { Mailbox } from './mailbox.ts';
import { readMessage } from './message.ts';

/**
 * The inbox's SMTP server: accepts every message for any recipient, as Mailpit does, and stores it
 * in `mailbox`. Plain SMTP only: no STARTTLS (there is no certificate a client would trust) and no
 * AUTH (Mailpit offers it only when given credentials, which `supabase start` does not).
 */
export function createSmtpServer(mailbox: Mailbox, maxMessageBytes: number, chaos: Chaos): SMTPServer {
  return new SMTPServer({
    name: 'local-supabase',
    banner: 'local-supabase inbox',
    disabledCommands: ['STARTTLS', 'AUTH'],
    disableReverseLookup: true,
    // Advertised in EHLO; a larger message is answered 552 whatever onData says.
    size: maxMessageBytes,
    rejectOversized: true,
    // Mailpit's limit.
    maxRecipients: 100,
    // close() waits this long for clients still connected, then drops them.
    closeTimeout: 1_000,
    // Chaos triggers (chaos.ts): refuse the sender or a recipient on purpose.
    onMailFrom(_address, _session, callback) {
      callback(chaos.failure('Sender') ?? undefined);
    },
    onRcptTo(_address, _session, callback) {
      callback(chaos.failure('Recipient') ?? undefined);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      // An oversized message is read to its end (SMTP has no other way) but not kept.
      stream.on('data', (chunk: Buffer) => {
        if (!stream.sizeExceeded) chunks.push(chunk);
      });
      stream.once('error', callback);
      stream.once('end', () => {
        if (stream.sizeExceeded) return callback();
        const { mailFrom, rcptTo } = session.envelope;
        const envelope = {
          mailFrom: mailFrom ? mailFrom.address : '',
          rcptTo: rcptTo.map((recipient) => recipient.address),
        };
        readMessage(Buffer.concat(chunks), envelope).then(
          (stored) => {
            mailbox.add(stored);
            callback(null, `Ok: queued as ${stored.message.ID}`);
          },
          (error: Error) => callback(Object.assign(error, { responseCode: 451 })),
        );
      });
    },
  });
}
