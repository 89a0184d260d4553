import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SEARCH_TYPES } from '@cleardocket/domain/search/query';
import { IdParams } from '../../lib/params';
import { signedInUserId } from '../../lib/request-user';
import { enforceLimit } from '../../lib/limit';
import {
  HistoryItem,
  ResultPage,
  ResultQuery,
  ResultSchema,
  ScanInput,
  ScanSchema,
  SettingsSchema,
  toResult,
  toScan,
} from './schemas';
import * as search from './service';
import type { ResultChanges } from './service';

const SCAN_LIMIT = { max: 30, windowMs: 60_000 };

/** Search and scans (issue 4 "API"): every route is the signed-in member's own data. */
const searchRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['search'];
  fastify.addHook('onRequest', fastify.requireUser);
  const userOf = signedInUserId;

  fastify.get(
    '/search/provider',
    {
      schema: {
        tags,
        response: { 200: z.object({ provider: z.string(), configured: z.boolean(), simulated: z.boolean() }) },
      },
    },
    async () => search.providerInfo(fastify),
  );

  fastify.post(
    '/search/scans',
    { schema: { tags, body: ScanInput, response: { 202: z.object({ scan: ScanSchema }) } } },
    async (request, reply) => {
      const userId = userOf(request);
      await enforceLimit(fastify.db, reply, `search-scan:${userId}`, SCAN_LIMIT);
      const scan = await search.startScan(fastify, userId, request.body);
      return reply.code(202).send({ scan: toScan(scan) });
    },
  );

  fastify.get(
    '/search/scans/:id',
    { schema: { tags, params: IdParams, response: { 200: z.object({ scan: ScanSchema }) } } },
    async (request) => ({ scan: toScan(await search.getScan(fastify.db, userOf(request), request.params.id)) }),
  );

  fastify.get(
    '/search/results',
    { schema: { tags, querystring: ResultQuery, response: { 200: ResultPage } } },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await search.listResults(fastify.db, userOf(request), request.query);
      return { results: rows.map(toResult), total, page, pageSize };
    },
  );

  async function changeResult(
    request: { user?: { id: string } | null; params: { id: string } },
    changes: ResultChanges,
  ) {
    return { result: toResult(await search.changeResult(fastify.db, userOf(request), request.params.id, changes)) };
  }
  const one = { 200: z.object({ result: ResultSchema }) };

  fastify.post('/search/results/:id/ignore', { schema: { tags, params: IdParams, response: one } }, (request) =>
    changeResult(request, { processed: true, ignored: true }),
  );

  fastify.put(
    '/search/results/:id/saved',
    { schema: { tags, params: IdParams, body: z.object({ saved: z.boolean() }), response: one } },
    (request) => changeResult(request, { saved: request.body.saved }),
  );

  fastify.put(
    '/search/results/:id/feedback',
    {
      schema: {
        tags,
        params: IdParams,
        body: z.object({ feedback: z.enum(['me', 'not_me']).nullable() }),
        response: one,
      },
    },
    (request) => changeResult(request, { feedback: request.body.feedback }),
  );

  fastify.get(
    '/search/alerts',
    { schema: { tags, response: { 200: z.object({ count: z.number() }) } } },
    async (request) => ({ count: await search.countAlerts(fastify.db, userOf(request)) }),
  );

  fastify.get(
    '/search/history',
    { schema: { tags, response: { 200: z.object({ history: z.array(HistoryItem) }) } } },
    async (request) => {
      const rows = await search.listHistory(fastify.db, userOf(request));
      return {
        history: rows.map(({ id, searchTerm, searchType, createdAt, resultCount, hasResults, usedMockData }) => ({
          id,
          searchTerm,
          searchType,
          timestamp: createdAt,
          resultCount,
          hasResults,
          usedMockData,
        })),
      };
    },
  );

  fastify.get(
    '/search/recent',
    {
      schema: {
        tags,
        response: { 200: z.object({ recent: z.array(z.object({ term: z.string(), type: z.enum(SEARCH_TYPES) })) }) },
      },
    },
    async (request) => ({ recent: await search.recentSearches(fastify.db, userOf(request)) }),
  );

  fastify.get('/search/settings', { schema: { tags, response: { 200: SettingsSchema } } }, async (request) =>
    search.getSettings(fastify.db, userOf(request)),
  );

  fastify.patch(
    '/search/settings',
    { schema: { tags, body: SettingsSchema.partial(), response: { 200: SettingsSchema } } },
    async (request) => search.updateSettings(fastify.db, userOf(request), request.body),
  );
};

export default searchRoutes;
