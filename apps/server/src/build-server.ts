import Fastify from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import app from './app';
import type { AppOptions } from './app';
import { makeApiError } from '@cleardocket/domain/errors/api-error';
import { NON_PAGE_CSP } from './lib/csp';
import { buildLoggerOptions } from './lib/logger';
import { SECURITY_HEADERS } from './plugins/security-headers';

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
    // Fastify's 10 s default fails the start on a loaded machine (PGlite's first init alone can
    // take longer there): ARCHITECTURE §11 "start-up that survives a loaded machine".
    pluginTimeout: 120_000,
    // Malformed URLs and similar never reach a route: answer them in the one error shape too.
    frameworkErrors: (_error, _request, reply) => {
      reply.raw.writeHead(400, {
        ...SECURITY_HEADERS,
        'content-security-policy': NON_PAGE_CSP,
        'content-type': 'application/json; charset=utf-8',
      });
      reply.raw.end(JSON.stringify(makeApiError('bad_request')));
    },
  });
  // Not encapsulated, so tests and the worker see the app's decorations (db, jobs).
  await fastify.register(fp(app), options);
  return fastify;
}
