import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { SMTPServerAddress } from 'smtp-server';
import { extractLinks } from '@cleardocket/domain/removal/mail-match';
import type { RunnerContext } from './context';
import * as repository from './repository';
import { wakeIfMailWaiting } from './run-job';

/** Mail nobody's run claimed is kept this long; a finished run's mail goes at once. */
const UNCLAIMED_DAYS = 14;
const MAX_TEXT = 100_000;

type ParsedMail = { from: string; subject: string; text: string; html: string | null };

class SmtpRefusal extends Error {
  constructor(
    message: string,
    readonly responseCode: number,
  ) {
    super(message);
  }
}

/** The member an agent address belongs to, or null for any other address. */
async function recipientOf(ctx: RunnerContext, address: string): Promise<string | null> {
  const at = address.lastIndexOf('@');
  if (at < 0 || address.slice(at + 1).toLowerCase() !== ctx.config.agentMailDomain) return null;
  return repository.userOfAgentAddress(ctx.db, address.slice(0, at));
}

/** Stores a message for each member it was sent to and wakes the run waiting for it, if any. */
async function receiveMail(ctx: RunnerContext, userIds: string[], mail: ParsedMail): Promise<number> {
  const now = new Date();
  let woken = 0;
  for (const userId of new Set(userIds)) {
    await repository.insertMail(ctx.db, {
      userId,
      fromAddress: mail.from.slice(0, 500),
      subject: mail.subject.slice(0, 500),
      text: mail.text.slice(0, MAX_TEXT),
      links: extractLinks(mail.text, mail.html).slice(0, 50),
      receivedAt: now,
      expiresAt: new Date(now.getTime() + UNCLAIMED_DAYS * 86_400_000),
    });
    for (const run of await repository.waitingForEmail(ctx.db, userId)) {
      if (await wakeIfMailWaiting(ctx, run)) {
        woken++;
        break;
      }
    }
  }
  return woken;
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

export type InboundMailServer = { port: number; close(): Promise<void> };

/**
 * The SMTP receiver for agent addresses (issue 14 §4): refuses any recipient that is not a known
 * alias at RCPT, refuses messages over the size limit, parses with mailparser. No AUTH (it only
 * accepts mail for its own aliases, like an MX); TLS is the fronting MX's or provider's job.
 */
export async function startInboundMail(
  ctx: RunnerContext,
  options: { host: string; port: number; maxBytes: number },
  onError: (error: unknown) => void,
): Promise<InboundMailServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: options.maxBytes,
    banner: 'agent mail',
    logger: false,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      recipientOf(ctx, address.address)
        .then((userId) => callback(userId ? undefined : new SmtpRefusal('No such mailbox here', 550)))
        .catch(() => callback(new SmtpRefusal('Try again later', 451)));
    },
    onData(stream, session, callback) {
      void (async () => {
        const raw = await readLimited(stream, options.maxBytes);
        if (!raw) throw new SmtpRefusal('Message too large', 552);
        const parsed = await simpleParser(raw);
        const userIds: string[] = [];
        for (const recipient of session.envelope.rcptTo) {
          const userId = await recipientOf(ctx, recipient.address);
          if (userId) userIds.push(userId);
        }
        await receiveMail(ctx, userIds, {
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
