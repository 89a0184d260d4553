import fp from 'fastify-plugin';
import type { Config } from '../env';
import { DELIVERY_JOB, createNotification, sendDelivery } from '../notifications/service';
import type { NotificationInput } from '../notifications/service';
import { createUnreadCounter } from '../notifications/unread';
import { createPushSender, vapidKeys, vapidSubject } from '../providers/messaging/push';
import type { PushSender } from '../providers/messaging/push';
import type { UnreadCounter } from '../notifications/unread';

declare module 'fastify' {
  interface FastifyInstance {
    /** Notifies a member (issue 6 "One service to notify"): stored in-app, other channels queued. */
    notify(userId: string, category: string, input: NotificationInput): Promise<string>;
    unread: UnreadCounter;
    /** Web Push with this deployment's VAPID keys. */
    push: PushSender;
  }
}

export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const push = createPushSender(
      await vapidKeys(fastify.db),
      vapidSubject(config.mailFrom),
      config.allowLoopbackFetch,
    );
    fastify.decorate('push', push);
    fastify.jobs.define<{ deliveryId: string }>({
      name: DELIVERY_JOB,
      retryLimit: 5,
      retryDelaySeconds: 30,
      expireInSeconds: 120,
      handler: async ({ deliveryId }) => {
        await sendDelivery(
          fastify.db,
          { mail: fastify.mail, sms: fastify.sms, push: fastify.push, publicUrl: config.publicUrl },
          deliveryId,
        );
      },
    });

    const unread = createUnreadCounter(fastify.db, fastify.events);
    fastify.decorate('unread', unread);
    fastify.decorate('notify', async (userId: string, category: string, input: NotificationInput) => {
      const { notificationId, deliveryIds } = await createNotification(fastify.db, userId, category, input);
      await unread.changed(userId);
      for (const deliveryId of deliveryIds) {
        await fastify.jobs.send(DELIVERY_JOB, { deliveryId }, { singletonKey: deliveryId });
      }
      return notificationId;
    });
  },
  { name: 'notifications', dependencies: ['db', 'events', 'jobs', 'messaging'] },
);
