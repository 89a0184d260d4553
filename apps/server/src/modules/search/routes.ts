import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  LessonsSchema,
  ProfileFactsResponseSchema,
  ProfileFactsSchema,
} from '@cleardocket/domain/protected-profiles/contract';
import {
  AlertCountSchema,
  FeedbackBodySchema,
  HistorySchema,
  ProviderSchema,
  RecentSearchesSchema,
  ResultPageSchema,
  ResultQuerySchema,
  SavedBodySchema,
  ScanBodySchema,
  ScanResponseSchema,
  SearchResultResponseSchema,
  SearchSettingsBodySchema,
  SearchSettingsSchema,
} from '@cleardocket/domain/search/contract';
import { toResult, toScan } from '@cleardocket/domain/search/to-wire';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { signedInUserId } from '../../lib/request-user';
import { enforceLimit } from '../../lib/limit';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { openToApiKeys } from '../../lib/key-scopes';
import * as profiles from '../protected-profiles/facts-service';
import * as search from './service';
import type { ResultChanges } from './service';

const SCAN_LIMIT = { max: 30, windowMs: 60_000 };

type App = Parameters<FastifyPluginAsyncContract>[0];
const tags = ['search'];
const userOf = signedInUserId;

/** Scans: the provider, start one, read one, the results page, history and recent searches. */
function addScanRoutes(fastify: App) {
  fastify.get(
    '/search/provider',
    {
      schema: { tags, response: { 200: ProviderSchema, ...ERROR_RESPONSES } },
    },
    async () => search.providerInfo(fastify),
  );

  fastify.post(
    '/search/scans',
    {
      schema: { tags, body: ScanBodySchema, response: { 202: ScanResponseSchema, ...ERROR_RESPONSES } },
      config: { idempotent: true },
    },
    async (request, reply) => {
      const userId = userOf(request);
      await enforceLimit(fastify.db, reply, `search-scan:${userId}`, SCAN_LIMIT);
      const scan = await search.startScan(fastify, userId, request.body);
      return reply.code(202).send({ scan: toScan(scan) });
    },
  );

  fastify.get(
    '/search/scans/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: ScanResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => ({ scan: toScan(await search.getScan(fastify.db, userOf(request), request.params.id)) }),
  );

  fastify.get(
    '/search/results',
    { schema: { tags, querystring: ResultQuerySchema, response: { 200: ResultPageSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await search.listResults(fastify.db, userOf(request), request.query);
      return { results: rows.map(toResult), total, page, pageSize };
    },
  );
}

/** The member's results and their marks on them. */
function addResultRoutes(fastify: App) {
  async function changeResult(
    request: { user?: { id: string } | null; params: { id: string } },
    changes: ResultChanges,
  ) {
    return { result: toResult(await search.changeResult(fastify.db, userOf(request), request.params.id, changes)) };
  }

  const one = { 200: SearchResultResponseSchema, ...ERROR_RESPONSES };

  fastify.post(
    '/search/results/:id/ignore',
    { schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => ({
      result: toResult(await search.ignoreResult(fastify.db, userOf(request), request.params.id)),
    }),
  );

  fastify.delete(
    '/search/results/:id/ignore',
    { schema: { tags, params: IdParamsSchema, response: one } },
    async (request) => ({
      result: toResult(await search.undoIgnore(fastify.db, userOf(request), request.params.id)),
    }),
  );

  fastify.put(
    '/search/results/:id/saved',
    { schema: { tags, params: IdParamsSchema, body: SavedBodySchema, response: one } },
    (request) => changeResult(request, { saved: request.body.saved }),
  );

  fastify.put(
    '/search/results/:id/feedback',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: FeedbackBodySchema,
        response: one,
      },
    },
    (request) => changeResult(request, { feedback: request.body.feedback }),
  );
}

/** What needs the member's eye, their past scans and their recent search terms. */
function addHistoryRoutes(fastify: App) {
  fastify.get(
    '/search/alerts',
    { schema: { tags, response: { 200: AlertCountSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const counts = await search.countAttention(fastify.db, userOf(request));
      return { count: counts.alerts, review: counts.review };
    },
  );

  fastify.get(
    '/search/history',
    { schema: { tags, response: { 200: HistorySchema, ...ERROR_RESPONSES } } },
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
      schema: { tags, response: { 200: RecentSearchesSchema, ...ERROR_RESPONSES } },
    },
    async (request) => ({ recent: await search.recentSearches(fastify.db, userOf(request)) }),
  );
}

/** A profile's facts, what a confirmed result teaches it, and the search settings. */
function addProfileFactRoutes(fastify: App) {
  /* A profile's facts: what its scans are built from and judged by (issue 17 part 1). */
  const facts = { 200: ProfileFactsResponseSchema, ...ERROR_RESPONSES };
  fastify.get('/search/profiles/:id/facts', { schema: { tags, params: IdParamsSchema, response: facts } }, (request) =>
    profiles.profileFacts(fastify.db, userOf(request), request.params.id),
  );

  fastify.put(
    '/search/profiles/:id/facts',
    { schema: { tags, params: IdParamsSchema, body: ProfileFactsSchema, response: facts } },
    (request) => profiles.updateProfileFacts(fastify.db, userOf(request), request.params.id, request.body),
  );

  fastify.get(
    '/search/results/:id/lessons',
    { schema: { tags, params: IdParamsSchema, response: { 200: LessonsSchema, ...ERROR_RESPONSES } } },
    (request) => search.resultLessons(fastify.db, userOf(request), request.params.id),
  );

  fastify.post(
    '/search/results/:id/lessons',
    { schema: { tags, params: IdParamsSchema, body: LessonsSchema, response: facts } },
    (request) => search.learnFromResult(fastify.db, userOf(request), request.params.id, request.body),
  );

  fastify.get(
    '/search/settings',
    { schema: { tags, response: { 200: SearchSettingsSchema, ...ERROR_RESPONSES } } },
    async (request) => profiles.getSettings(fastify.db, userOf(request)),
  );

  fastify.patch(
    '/search/settings',
    { schema: { tags, body: SearchSettingsBodySchema, response: { 200: SearchSettingsSchema, ...ERROR_RESPONSES } } },
    async (request) => profiles.updateSettings(fastify.db, userOf(request), request.body),
  );
}

/** Search and scans (issue 4 "API"): every route is the signed-in member's own data. */
const searchRoutes: FastifyPluginAsyncContract = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireUser);
  // API keys: reads with any key, writes with a write key (docs/api-keys.md).
  openToApiKeys(fastify);
  addScanRoutes(fastify);
  addResultRoutes(fastify);
  addHistoryRoutes(fastify);
  addProfileFactRoutes(fastify);
};

export default searchRoutes;
