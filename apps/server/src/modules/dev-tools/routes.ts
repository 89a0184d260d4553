import process from 'node:process';
import {
  DevStatusSchema,
  FeatureMapSchema,
  SearchDiagnosticsSchema,
  SearchProbeBodySchema,
  SearchProbeSchema,
} from '@cleardocket/domain/dev/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import type { Config } from '../../env';
import { enforceLimit } from '../../lib/limit';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { featureMap, probeSearch, searchDiagnostics } from './service';

/** A raw query costs a request of the provider's budget: a few a minute per caller is plenty. */
const PROBE_LIMIT = { max: 20, windowMs: 60_000 };

/**
 * The developer tools' API (issue 18 item 3): anyone in development, operators only otherwise;
 * everyone else gets the 404 of a route that does not exist (`requireDeveloperAccess`).
 */
const devToolRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  const tags = ['dev-tools'];
  const startedAt = new Date();
  fastify.addHook('onRequest', fastify.requireDeveloperAccess);

  fastify.get(
    '/dev/status',
    { schema: { tags, response: { 200: DevStatusSchema, ...ERROR_RESPONSES } } },
    async (request) => ({
      environment: config.nodeEnv,
      access: (await fastify.developerAccess(request)) ?? 'operator',
      nodeVersion: process.version,
      searchProvider: fastify.searchProviders.active.id,
      startedAt,
    }),
  );

  fastify.get('/dev/feature-map', { schema: { tags, response: { 200: FeatureMapSchema, ...ERROR_RESPONSES } } }, () =>
    featureMap(fastify),
  );

  fastify.get('/dev/search', { schema: { tags, response: { 200: SearchDiagnosticsSchema, ...ERROR_RESPONSES } } }, () =>
    searchDiagnostics(fastify, config.search),
  );

  fastify.post(
    '/dev/search/query',
    { schema: { tags, body: SearchProbeBodySchema, response: { 200: SearchProbeSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await enforceLimit(fastify.db, reply, `dev-search-probe:${request.ip}`, PROBE_LIMIT);
      return probeSearch(fastify, request.body);
    },
  );
};

export default devToolRoutes;
