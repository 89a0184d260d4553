import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerAddress } from 'smtp-server';

/** A received message as its handler sees it. */
export type ReceivedMail = { from: string; subject: string; text: string; html: string | null };

/**
 * Who a receiver takes mail for and what it does with it: `recipient` names the owner of an
 * address (null refuses it at RCPT), `deliver` gets each accepted message with its owners.
 */
export type MailHandler = {
  recipient(address: string): Promise<string | null>;
  deliver(owners: string[], mail: ReceivedMail): Promise<void>;
};

export type SmtpReceiver = { port: number; close(): Promise<void> };

class SmtpRefusal extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

function readLimited(
  stream: NodeJS.ReadableStream & { sizeExceeded?: boolean },
  maxBytes: number,
): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
    });
    stream.on('end', () => resolve(size > maxBytes || stream.sizeExceeded ? null : Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

/**
 * An SMTP receiver (`smtp-server`): refuses any recipient its handler does not own at RCPT, refuses
 * messages over the size limit, parses with mailparser. No AUTH (it only accepts mail for its own
 * addresses, like an MX); TLS is the fronting MX's or provider's job.
 */
export async function startSmtpReceiver(
  handler: MailHandler,
  options: { host: string; port: number; maxBytes: number },
  onError: (error: unknown) => void,
): Promise<SmtpReceiver> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxBytes,
    banner: 'agent mail',
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      handler
        .recipient(address.address)
        .then((owner) => callback(owner ? undefined : new SmtpRefusal('No such mailbox here', 550)))
        .catch(() => callback(new SmtpRefusal('Try again later', 451)));
    },
    onData(stream, session, callback) {
      void (async () => {
        const raw = await readLimited(stream, options.maxBytes);
        if (!raw) throw new SmtpRefusal('Message too large', 552);
        const parsed = await simpleParser(raw);
        const owners: string[] = [];
        for (const recipient of session.envelope.rcptTo) {
          const owner = await handler.recipient(recipient.address);
          if (owner) owners.push(owner);
        }
        await handler.deliver(owners, {
          from: parsed.from?.text ?? '',
          subject: parsed.subject ?? '',
          text: parsed.text ?? '',
          html: typeof parsed.html === 'string' ? parsed.html : null,
        });
      })().then(
        () => callback(),
        (error: unknown) => {
          if (!(error instanceof SmtpRefusal)) onError(error);
          callback(error instanceof SmtpRefusal ? error : new SmtpRefusal('Try again later', 451));
        },
      );
    },
  });
  server.on('error', onError);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = (server as unknown as { server: { address(): AddressInfo } }).server.address();
  return { port: address.port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
