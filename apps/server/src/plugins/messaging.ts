import fp from 'fastify-plugin';
import type { Config } from '../env';
import { outboxMessages } from '../db/schema/messages';
import { retentionTask } from '../jobs/housekeeping';
import { createOutboxTransports, createSmtpTransport, createTwilioTransport } from '../providers/messaging/transports';
import type { MailTransport, SmsTransport } from '../providers/messaging/transports';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailTransport;
    sms: SmsTransport;
  }
}

export const OUTBOX_RETENTION_DAYS = 30;

/** Mail through SMTP when SMTP_URL is set, SMS through Twilio when its keys are; else the outbox. */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const outbox = createOutboxTransports(fastify.db, fastify.log, config.nodeEnv === 'production');
    fastify.decorate('mail', config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : outbox.mail);
    fastify.decorate('sms', config.twilio ? createTwilioTransport(config.twilio) : outbox.sms);
    fastify.housekeeping.add(
      retentionTask('outbox-messages', outboxMessages, outboxMessages.createdAt, OUTBOX_RETENTION_DAYS),
    );
  },
  { name: 'messaging', dependencies: ['db', 'jobs'] },
);
