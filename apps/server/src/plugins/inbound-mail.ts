import fp from 'fastify-plugin';
import type { Config } from '../env';
import { startSmtpReceiver } from '../lib/smtp-receiver';
import type { MailHandler, SmtpReceiver } from '../lib/smtp-receiver';

type InboundMail = {
  /** Who the receiver takes mail for and what it does with it (one handler per process). */
  handle(handler: MailHandler): void;
  /** Starts the receiver on a port (0: any free one), once; tests start it themselves. */
  start(port: number): Promise<SmtpReceiver>;
  /** The running receiver, if any. */
  receiver(): SmtpReceiver | null;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMTP receiver for the product's own addresses (issue 14 §4), started with the app when SMTP_INBOUND_PORT is set. */
    inboundMail: InboundMail;
  }
}

/**
 * Per-process SMTP receiver (infrastructure, like `fastify.mail` for outgoing mail). The feature
 * that owns the addresses gives it a handler; with SMTP_INBOUND_PORT set it starts when the app is
 * ready and stops when it closes. Mail that comes before a handler is set is refused for now (451).
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    let handler: MailHandler | null = null;
    let receiver: SmtpReceiver | null = null;
    const delegate: MailHandler = {
      recipient: async (address) => {
        if (!handler) throw new Error('no mail handler yet');
        return handler.recipient(address);
      },
      deliver: async (owners, mail) => {
        if (!handler) throw new Error('no mail handler yet');
        await handler.deliver(owners, mail);
      },
    };
    const start = async (port: number) => {
      if (receiver) return receiver;
      const smtp = config.runner.smtpInbound ?? { host: '127.0.0.1', maxBytes: 1_048_576 };
      receiver = await startSmtpReceiver(delegate, { ...smtp, port }, (error) =>
        fastify.log.error({ err: error }, 'inbound mail failed'),
      );
      return receiver;
    };
    fastify.decorate('inboundMail', {
      handle: (next: MailHandler) => {
        handler = next;
      },
      start,
      receiver: () => receiver,
    });
    fastify.addHook('onReady', async () => {
      if (config.runner.smtpInbound) await start(config.runner.smtpInbound.port);
    });
    fastify.addHook('onClose', async () => {
      await receiver?.close();
    });
  },
  { name: 'inbound-mail' },
);
