import { createTransport } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { outboxMessages } from '../../db/schema/messages';

/** A file sent with an email (the signed agreement's PDF). */
type MailAttachment = { filename: string; contentType: string; content: Buffer };
/**
 * `text` is always there; `html` is the same content drawn by the product's template
 * (lib/email), sent as multipart/alternative. `headers`: List-Unsubscribe and its one-click
 * partner on mail a member can stop (issue 31 part 6). A letter to a broker is text only
 * (decision 086).
 */
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  headers?: Record<string, string>;
  attachments?: MailAttachment[];
};
export type SmsMessage = { to: string; body: string };

/**
 * `db`: the transaction to record the message in, so a stored message commits with its caller.
 * `aboutUserId`: the member a message to someone else names, so deleting them deletes it too.
 */
type SendOptions = { db?: Db; aboutUserId?: string };

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  send(message: MailMessage, options?: SendOptions): Promise<void>;
}

export interface SmsTransport {
  readonly kind: 'twilio' | 'outbox';
  /**
   * Whether a text reaches the person: Twilio does; the outbox does only outside production, where
   * the developer reads it (/dev/outbox). Without it, sign-up does not ask for a phone code (issue 31).
   */
  readonly reachesPeople: boolean;
  send(message: SmsMessage, options?: SendOptions): Promise<void>;
}

/**
 * No mail or SMS service configured: every message is stored in the outbox and logged by its id.
 * A subject names the member and their case ("State v. …", "Removal request … : <name>"), so in
 * production the log has the id and channel only (issue 32 item 3); the subject and body (which may
 * hold a code) are logged only in development, where the developer is the member. Recipients never are.
 */
export function createOutboxTransports(db: Db, log: FastifyBaseLogger, isProduction: boolean) {
  const record = async (
    channel: 'email' | 'sms',
    recipient: string,
    subject: string | null,
    body: string,
    options: SendOptions = {},
  ) => {
    const [stored] = await (options.db ?? db)
      .insert(outboxMessages)
      .values({ channel, recipient, subject, body, aboutUserId: options.aboutUserId ?? null })
      .returning({ id: outboxMessages.id });
    if (isProduction) log.info({ channel, messageId: stored?.id }, 'message stored in the outbox');
    else log.info({ channel, messageId: stored?.id }, `message stored in the outbox: ${subject ?? ''}\n${body}`);
  };
  const mail: MailTransport = {
    kind: 'outbox',
    // The outbox keeps the text part only (the HTML part says the same): an attachment is named in
    // the body, its bytes are not stored.
    send: (message, options) => record('email', message.to, message.subject, withAttachmentNames(message), options),
  };
  const sms: SmsTransport = {
    kind: 'outbox',
    reachesPeople: !isProduction,
    send: (message, options) => record('sms', message.to, null, message.body, options),
  };
  return { mail, sms };
}

function withAttachmentNames(message: MailMessage): string {
  const names = (message.attachments ?? []).map(
    (file) => `[Attached: ${file.filename} (${file.contentType}, ${file.content.length} bytes)]`,
  );
  return names.length > 0 ? `${message.text}\n\n${names.join('\n')}` : message.text;
}

/**
 * The connection URL nodemailer is given (issue 31 part 6): an `smtp://` URL with a user name or
 * password must upgrade with STARTTLS before it sends them (`requireTLS=true` is added), so
 * credentials never cross the wire in clear; `smtps://` is TLS from the start. A URL that sets
 * `requireTLS` itself keeps its word: `smtp://user:pass@host?requireTLS=false` is the operator
 * saying so on purpose. (nodemailer reads only the URL when given one, so the rule is written into it.)
 */
export function smtpConnectionUrl(url: string): string {
  const parsed = new URL(url);
  const hasCredentials = parsed.username !== '' || parsed.password !== '';
  if (parsed.protocol !== 'smtp:' || !hasCredentials || parsed.searchParams.has('requireTLS')) return url;
  parsed.searchParams.set('requireTLS', 'true');
  return parsed.toString();
}

export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = createTransport(smtpConnectionUrl(url));
  return {
    kind: 'smtp',
    async send(message) {
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
        ...(message.attachments ? { attachments: message.attachments } : {}),
      });
    },
  };
}

export type TwilioOptions = { accountSid: string; authToken: string; from: string; apiUrl: string };

/** Twilio's Messages REST API; the URL is configurable so a proxy or a test double can stand in. */
export function createTwilioTransport(options: TwilioOptions, fetchImpl: typeof fetch = fetch): SmsTransport {
  const endpoint = `${options.apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  return {
    kind: 'twilio',
    reachesPeople: true,
    async send(message) {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: message.to, From: options.from, Body: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS provider answered ${response.status}`);
    },
  };
}
