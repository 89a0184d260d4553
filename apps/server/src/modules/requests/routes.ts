import { utc } from '@date-fns/utc';
import { subDays } from 'date-fns';
import { DASHBOARD_DEFAULT_RANGE_DAYS } from '@cleardocket/domain/constants';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  AutomatedRemovalsBodySchema,
  CreateRequestsBodySchema,
  CreatedTakedownsSchema,
  MetricsQuerySchema,
  MetricsResponseSchema,
  QueuedRemovalsSchema,
  RemovalResponseSchema,
  RequestDetailSchema,
  RequestListQuerySchema,
  SubmittedBodySchema,
  AuthoriseBodySchema,
  TakedownListSchema,
  VerifyQueuedSchema,
} from '@cleardocket/domain/requests/contract';
import { TAKEDOWN_STATUSES } from '@cleardocket/domain/requests/status';
import { toRemoval, toTakedown } from '@cleardocket/domain/requests/to-wire';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { signedInUserId } from '../../lib/request-user';
import { AppError } from '../../lib/app-error';
import { FILE_RESPONSES } from '../../lib/zod-contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { openToApiKeys } from '../../lib/key-scopes';
import { requireEntitlement } from '../membership/service';
import { authoriseEmail, queueAutomated } from './dispatch';
import { sendEvidenceFile, toRequestDetail } from './detail-wire';
import { metricsFor } from './metrics';
import { queueVerification } from './queue-service';
import { createFromResults, markSubmittedByMember, pageRequests, requestDetail } from './service';

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/**
 * What the routes ask of the removal runner, a module above requests: filing the web forms of new
 * removals the member authorised. app.ts hands it in (app-wiring.ts).
 */
type RequestRouteOptions = { fileForms(userId: string, removalIds: string[]): Promise<unknown> };

type App = Parameters<FastifyPluginAsyncContract>[0];
const tags = ['requests'];
const userOf = signedInUserId;

/** The member's takedown requests: open from results, list, read, queue automated removals. */
function addTakedownRoutes(fastify: App, { fileForms }: RequestRouteOptions) {
  fastify.post(
    '/requests',
    {
      schema: {
        tags,
        body: CreateRequestsBodySchema,
        response: { 201: CreatedTakedownsSchema, ...ERROR_RESPONSES },
      },
      // A retried create answers what the first one did (plugins/idempotency.ts).
      config: { idempotent: true },
    },
    async (request, reply) => {
      await requireEntitlement(fastify.db, userOf(request), 'removalRequests');
      const created = await createFromResults(fastify, userOf(request), request.body.resultIds, request.body.type);
      if (request.body.resultIds.length > 0 && created.length === 0) {
        throw new AppError('not_found', 'Search result not found', 404);
      }
      // Web forms are filed by the removal runner when the member authorised it (issue 14).
      await fileForms(
        userOf(request),
        created.flatMap((takedown) => takedown.removals.map((removal) => removal.id)),
      );
      return reply.code(201).send({ requests: created.map(toTakedown) });
    },
  );

  fastify.get(
    '/requests',
    {
      schema: {
        tags,
        querystring: RequestListQuerySchema,
        response: { 200: TakedownListSchema, ...ERROR_RESPONSES },
      },
    },
    // A page at a time with the total, so a member with many requests sees that there are more.
    async (request) => {
      const { status, page, pageSize } = request.query;
      const { requests, total } = await pageRequests(fastify.db, userOf(request), { status, page, pageSize });
      return { requests: requests.map(toTakedown), total, page, pageSize };
    },
  );

  fastify.get(
    '/requests/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: RequestDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      return toRequestDetail(fastify.db, await requestDetail(fastify.db, userOf(request), request.params.id));
    },
  );

  fastify.post(
    '/requests/:id/automated-removals',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: AutomatedRemovalsBodySchema,
        response: { 202: QueuedRemovalsSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await requireEntitlement(fastify.db, userOf(request), 'automatedFiling');
      const removals = await queueAutomated(fastify, userOf(request), request.params.id, request.body.websites);
      return reply.code(202).send({ queued: removals.map((removal) => removal.reference) });
    },
  );
}

/** One removal request: authorise its letter, mark it submitted, check it again, its evidence. */
function addRemovalRoutes(fastify: App) {
  const one = { 200: RemovalResponseSchema, ...ERROR_RESPONSES };

  fastify.post(
    '/requests/removals/:id/authorise',
    {
      schema: { tags, params: IdParamsSchema, body: AuthoriseBodySchema, response: one },
      config: { idempotent: true },
    },
    async (request) => {
      // Authorising a letter is the member asking the product to file it, as they may have edited it.
      await requireEntitlement(fastify.db, userOf(request), 'automatedFiling');
      const removal = await authoriseEmail(fastify, userOf(request), request.params.id, request.body ?? {});
      return { removal: toRemoval(removal) };
    },
  );

  fastify.post(
    '/requests/removals/:id/submitted',
    {
      schema: { tags, params: IdParamsSchema, body: SubmittedBodySchema, response: one },
      config: { idempotent: true },
    },
    async (request) => {
      const removal = await markSubmittedByMember(
        fastify.db,
        userOf(request),
        request.params.id,
        request.body.note ?? null,
      );
      return { removal: toRemoval(removal) };
    },
  );

  fastify.post(
    '/requests/removals/:id/verify',
    {
      schema: { tags, params: IdParamsSchema, response: { 202: VerifyQueuedSchema, ...ERROR_RESPONSES } },
      config: { idempotent: true },
    },
    async (request, reply) => {
      await queueVerification(fastify, userOf(request), request.params.id);
      return reply.code(202).send({ queued: true });
    },
  );

  // The before/after evidence of the member's own requests: personal data, never cached.
  for (const part of ['screenshot', 'text'] as const) {
    fastify.get(
      `/requests/evidence/:id/${part}`,
      {
        schema: {
          tags,
          params: IdParamsSchema,
          response: FILE_RESPONSES,
          description:
            part === 'screenshot'
              ? 'The PNG screenshot of one piece of evidence (image/png); its SHA-256 in x-evidence-sha256.'
              : 'The page text of one piece of evidence (text/plain); its SHA-256 in x-evidence-sha256.',
        },
      },
      async (request, reply) =>
        sendEvidenceFile(reply, fastify.db, fastify.blobs, request.params.id, part, userOf(request)),
    );
  }
}

/** The dashboard's figures over the member's requests and findings. */
function addMetricsRoute(fastify: App) {
  fastify.get(
    '/dashboard/metrics',
    {
      schema: {
        tags: ['dashboard'],
        querystring: MetricsQuerySchema,
        response: { 200: MetricsResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const to = request.query.to ?? new Date();
      const from = request.query.from ?? subDays(to, DASHBOARD_DEFAULT_RANGE_DAYS, { in: utc });
      if (from > to) throw new AppError('validation_failed', 'The start date must be before the end date.', 400);
      const statuses = list(request.query.statuses).map((status) => status.replace(/-/g, '_'));
      const unknown = statuses.find((status) => !(TAKEDOWN_STATUSES as readonly string[]).includes(status));
      if (unknown) throw new AppError('validation_failed', `Unknown status: ${unknown}`, 400);
      const { metrics, charts } = await metricsFor(fastify.db, userOf(request), {
        from,
        to,
        statuses: statuses as (typeof TAKEDOWN_STATUSES)[number][],
        caseTypes: list(request.query.caseTypes),
        severityMin: request.query.severityMin,
        severityMax: request.query.severityMax,
      });
      return { metrics, charts, range: { from, to }, lastUpdated: new Date() };
    },
  );
}

/** Takedown and removal requests (issue 5 "API"): the signed-in member's own, nobody else's. */
const requestRoutes: FastifyPluginAsyncContract<RequestRouteOptions> = async (fastify, options) => {
  fastify.addHook('onRequest', fastify.requireUser);
  // API keys: reads with any key, writes with a write key (docs/api-keys.md).
  openToApiKeys(fastify);
  addTakedownRoutes(fastify, options);
  addRemovalRoutes(fastify);
  addMetricsRoute(fastify);
};

export default requestRoutes;
