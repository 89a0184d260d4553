import Fastify from 'fastify';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import app from './app';
import type { AppOptions } from './app';
import { buildLoggerOptions } from './lib/logger';

/** A Fastify root with the app registered, as server.ts, worker.ts and the tests need it. */
export async function buildServer(
  options: AppOptions & { logger?: FastifyServerOptions['logger'] },
): Promise<FastifyInstance> {
  const { config } = options;
  const fastify = Fastify({
    logger: options.logger ?? buildLoggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
    routerOptions: { ignoreTrailingSlash: true },
  });
  await fastify.register(app, options);
  return fastify;
}
