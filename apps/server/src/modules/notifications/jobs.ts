import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../env';
import { sendDelivery } from './delivery';
import { DELIVERY_JOB } from './service';

/**
 * The notifications module's job: each email, SMS or push of a notification is one delivery job
 * (queued by `notify` in service.ts), sent through the app's transports.
 */
const notificationJobs: FastifyPluginAsync<{ config: Config }> = async (fastify, { config }) => {
  fastify.jobs.define<{ deliveryId: string }>({
    name: DELIVERY_JOB,
    retryLimit: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    handler: async ({ deliveryId }) => {
      const transports = { mail: fastify.mail, sms: fastify.sms, push: fastify.push, publicUrl: config.publicUrl };
      await sendDelivery(fastify.db, transports, deliveryId);
    },
  });
};

export default notificationJobs;
