import fp from 'fastify-plugin';
import type { Config } from '../env';
import { outboxMessages } from '../db/schema/messages';
import { retentionTask } from '../jobs/housekeeping';
import { createPushSender, vapidKeys, vapidSubject } from '../providers/messaging/push';
import type { PushSender } from '../providers/messaging/push';
import { createOutboxTransports, createSmtpTransport, createTwilioTransport } from '../providers/messaging/transports';
import type { MailTransport, SmsTransport } from '../providers/messaging/transports';

declare module 'fastify' {
  interface FastifyInstance {
    mail: MailTransport;
    sms: SmsTransport;
    /** Web Push with this deployment's VAPID keys. */
    push: PushSender;
  }
}

const OUTBOX_RETENTION_DAYS = 30;

/**
 * The message transports: mail through SMTP when SMTP_URL is set, SMS through Twilio when its keys
 * are (else both go to the outbox), and Web Push signed with the keys kept in the database.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const outbox = createOutboxTransports(fastify.db, fastify.log, config.nodeEnv === 'production');
    fastify.decorate('mail', config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.mailFrom) : outbox.mail);
    fastify.decorate('sms', config.twilio ? createTwilioTransport(config.twilio) : outbox.sms);
    const keys = await vapidKeys(fastify.db);
    fastify.decorate('push', createPushSender(keys, vapidSubject(config.mailFrom), config.allowLoopbackFetch));
    fastify.housekeeping.add(
      retentionTask('outbox-messages', outboxMessages, outboxMessages.createdAt, OUTBOX_RETENTION_DAYS),
    );
  },
  { name: 'messaging', dependencies: ['db', 'jobs', 'secret-box'] },
);
