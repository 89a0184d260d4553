import Fastify from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import app from './app';
import type { AppOptions } from './app';
import { makeApiError } from '@cleardocket/domain/errors/api-error';
import type { Database } from './db/database';
import { openDatabase } from './db/open';
import type { Config } from './env';
import { NON_PAGE_CSP } from './lib/csp';
import { OperatorLogController } from './lib/log-controller';
import { buildLoggerOptions } from './lib/logger';
import { SECURITY_HEADERS } from './plugins/security-headers';
import { PLUGIN_TIMEOUT_MS } from './startup/steps';

export type BuildServerOptions = Omit<AppOptions, 'database'> & {
  /** A database opened and migrated by the caller; without one, the configuration's is opened. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
};

/** The Fastify root with the server's settings, before the app is registered on it. */
export function createFastify(config: Config, logger?: FastifyServerOptions['logger']): FastifyInstance {
  return Fastify({
    logger: logger ?? buildLoggerOptions(config),
    logController: new OperatorLogController(),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 72_000,
    // The slow steps (database, migrations, job queue) run outside any plugin; this only gives
    // the rest room on a loaded machine (issue "Start every time").
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    routerOptions: { ignoreTrailingSlash: true },
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
}

/** Registers the whole app; not encapsulated, so callers see its decorations (db, jobs). */
export async function registerApp(fastify: FastifyInstance, options: AppOptions): Promise<void> {
  await fastify.register(fp(app, { name: 'app' }), options);
}

/** A Fastify root with the app registered, as the tests and the CLI need it. */
export async function buildServer(options: BuildServerOptions): Promise<FastifyInstance> {
  const { config, logger, ...appOptions } = options;
  const database = options.database ?? (await openDatabase(config));
  const fastify = createFastify(config, logger);
  try {
    await registerApp(fastify, { ...appOptions, config, database });
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
  return fastify;
}
