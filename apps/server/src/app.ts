import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/database';
import type { Config } from './env';
import dbPlugin from './plugins/db';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import jobsPlugin from './plugins/jobs';
import rateLimitPlugin from './plugins/rate-limit';
import securityHeadersPlugin from './plugins/security-headers';
import webPlugin from './plugins/web/index';
import authPlugin from './plugins/auth';
import messagingPlugin from './plugins/messaging';
import notificationsPlugin from './plugins/notifications';
import errorReportRoutes from './modules/error-reports/routes';
import identityRoutes from './modules/identity/routes';
import outboxRoutes from './modules/outbox/routes';
import profileRoutes from './modules/profile/routes';
import accountRoutes from './modules/account/routes';
import contactRoutes from './modules/contact/routes';
import searchRoutes from './modules/search/routes';
import requestRoutes from './modules/requests/routes';
import operatorRoutes from './modules/operator/routes';
import searchPlugin from './plugins/search';
import eventsPlugin from './plugins/events';
import requestsPlugin from './plugins/requests';
import notificationRoutes from './modules/notifications/routes';
import healthRoutes from './modules/health/routes';
import removalRunnerPlugin from './modules/removal-runner/plugin';
import removalRunnerRoutes from './modules/removal-runner/routes';

export type AppOptions = {
  config: Config;
  /** Tests hand in a database they opened; otherwise the configuration's is opened. */
  database?: Database;
  /** Serve the built web app (off for API-only tests). */
  serveWeb?: boolean;
};

/** The whole app as one Fastify plugin: server.ts, worker.ts and the tests register it. */
const app: FastifyPluginAsync<AppOptions> = async (fastify, options) => {
  const { config } = options;
  fastify.setValidatorCompiler(validatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);

  // Compression applies to routes (and the not-found handler) registered after it: first.
  await fastify.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await fastify.register(securityHeadersPlugin);
  await fastify.register(errorsPlugin);
  await fastify.register(dbPlugin, { config, database: options.database });
  await fastify.register(eventsPlugin);
  await fastify.register(jobsPlugin, { config });
  await fastify.register(rateLimitPlugin, { config });
  await fastify.register(messagingPlugin, { config });
  await fastify.register(authPlugin, { config });
  await fastify.register(notificationsPlugin, { config });
  await fastify.register(requestsPlugin, { config });
  await fastify.register(removalRunnerPlugin, { config });
  await fastify.register(searchPlugin, { config });
  await fastify.register(docsPlugin);

  await fastify.register(healthRoutes);
  await fastify.register(
    async (api) => {
      await api.register(errorReportRoutes);
      await api.register(identityRoutes, { adminEmails: config.adminEmails });
      await api.register(outboxRoutes, { config });
      await api.register(profileRoutes);
      await api.register(accountRoutes);
      await api.register(contactRoutes);
      await api.register(notificationRoutes);
      await api.register(searchRoutes);
      await api.register(requestRoutes);
      await api.register(operatorRoutes);
      await api.register(removalRunnerRoutes);
    },
    { prefix: '/api' },
  );

  if (options.serveWeb ?? true) {
    await fastify.register(webPlugin, { distDir: config.webDistDir, gtmId: config.gtmId });
  }
};

export default app;
