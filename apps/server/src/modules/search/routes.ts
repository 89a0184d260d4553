import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recentFromHistory } from '@cleardocket/domain/search/recent';
import { SEARCH_TYPES } from '@cleardocket/domain/search/query';
import { IdParams } from '../../lib/params';
import { signedInUserId } from '../../lib/request-user';
import { AppError } from '../../lib/app-error';
import { enforceLimit } from '../../lib/limit';
import * as repository from '../../search/repository';
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
import { startScan } from '../../search/service';

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
    async () => {
      const { active } = fastify.searchContext.providers;
      return { provider: active.id, configured: active.configured, simulated: active.id === 'offline' };
    },
  );

  fastify.post(
    '/search/scans',
    { schema: { tags, body: ScanInput, response: { 202: z.object({ scan: ScanSchema }) } } },
    async (request, reply) => {
      const userId = userOf(request);
      await enforceLimit(fastify.db, reply, `search-scan:${userId}`, SCAN_LIMIT);
      const scan = await startScan(fastify.searchContext, userId, request.body);
      return reply.code(202).send({ scan: toScan(scan) });
    },
  );

  fastify.get(
    '/search/scans/:id',
    { schema: { tags, params: IdParams, response: { 200: z.object({ scan: ScanSchema }) } } },
    async (request) => {
      const scan = await repository.findScan(fastify.db, request.params.id, userOf(request));
      if (!scan) throw new AppError('not_found', 'Scan not found', 404);
      return { scan: toScan(scan) };
    },
  );

  fastify.get(
    '/search/results',
    { schema: { tags, querystring: ResultQuery, response: { 200: ResultPage } } },
    async (request) => {
      const { type, term, page, pageSize, ...filter } = request.query;
      if ((type === undefined) !== (term === undefined)) {
        throw new AppError('validation_failed', 'Filter by term needs both type and term', 400);
      }
      const { rows, total } = await repository.listResults(fastify.db, userOf(request), {
        ...filter,
        scanTerm: type && term !== undefined ? { type, term } : undefined,
        page,
        pageSize,
      });
      return { results: rows.map(toResult), total, page, pageSize };
    },
  );

  async function changeResult(
    request: { user?: { id: string } | null; params: { id: string } },
    changes: Parameters<typeof repository.updateResult>[3],
  ) {
    const row = await repository.updateResult(fastify.db, userOf(request), request.params.id, changes);
    if (!row) throw new AppError('not_found', 'Search result not found', 404);
    return { result: toResult(row) };
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
    async (request) => ({ count: await repository.countAlerts(fastify.db, userOf(request)) }),
  );

  fastify.get(
    '/search/history',
    { schema: { tags, response: { 200: z.object({ history: z.array(HistoryItem) }) } } },
    async (request) => {
      const rows = await repository.listHistory(fastify.db, userOf(request));
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
    async (request) => {
      const rows = await repository.listHistory(fastify.db, userOf(request));
      return { recent: recentFromHistory(rows.map((row) => ({ term: row.searchTerm, type: row.searchType }))) };
    },
  );

  fastify.get('/search/settings', { schema: { tags, response: { 200: SettingsSchema } } }, async (request) => {
    const row = await repository.findPreferences(fastify.db, userOf(request));
    return {
      autoCreateRequests: row?.autoCreateRequests ?? false,
      middleName: row?.middleName ?? null,
      birthYear: row?.birthYear ?? null,
      aliases: row?.aliases ?? [],
      relatives: row?.relatives ?? [],
    };
  });

  fastify.patch(
    '/search/settings',
    { schema: { tags, body: SettingsSchema.partial(), response: { 200: SettingsSchema } } },
    async (request) => {
      const changes = request.body;
      const row = await repository.upsertPreferences(fastify.db, userOf(request), {
        ...changes,
        middleName: changes.middleName === undefined ? undefined : changes.middleName?.trim() || null,
      });
      return {
        autoCreateRequests: row.autoCreateRequests,
        middleName: row.middleName,
        birthYear: row.birthYear,
        aliases: row.aliases,
        relatives: row.relatives,
      };
    },
  );
};

export default searchRoutes;
