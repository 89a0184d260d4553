import { utc } from '@date-fns/utc';
import { subDays } from 'date-fns';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DASHBOARD_DEFAULT_RANGE_DAYS,
  DASHBOARD_SEVERITY_RANGE,
  MEMBER_REQUESTS_PAGE,
} from '@cleardocket/domain/constants';
import { TAKEDOWN_STATUSES, TAKEDOWN_TYPES } from '@cleardocket/domain/requests/status';
import { IdParams } from '../../lib/params';
import { signedInUserId } from '../../lib/request-user';
import { AppError } from '../../lib/app-error';
import { authoriseEmail, lettersFor, queueAutomated } from './dispatch';
import { metricsFor } from './metrics';
import { createFromResults, markSubmittedByMember, pageRequests, queueVerification, requestDetail } from './service';
import {
  EventSchema,
  EvidenceSchema,
  RemovalSchema,
  TakedownSchema,
  toEvent,
  toEvidence,
  toRemoval,
  toTakedown,
} from './schemas';

/** Dates PostgreSQL and the dashboard can both use (issue 13 item 7: far-future dates ended as 500s). */
const MetricsDate = z.coerce
  .date()
  .min(new Date('1970-01-01T00:00:00Z'), 'Pick a date after 1970.')
  .max(new Date('2200-01-01T00:00:00Z'), 'Pick a date before 2200.');

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Takedown and removal requests (issue 5 "API"): the signed-in member's own, nobody else's. */
const requestRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['requests'];
  fastify.addHook('onRequest', fastify.requireUser);
  const userOf = signedInUserId;

  fastify.post(
    '/requests',
    {
      schema: {
        tags,
        body: z.object({ resultIds: z.array(z.uuid()).max(100), type: z.enum(TAKEDOWN_TYPES).default('both') }),
        response: { 201: z.object({ requests: z.array(TakedownSchema) }) },
      },
    },
    async (request, reply) => {
      const created = await createFromResults(fastify, userOf(request), request.body.resultIds, request.body.type);
      if (request.body.resultIds.length > 0 && created.length === 0) {
        throw new AppError('not_found', 'Search result not found', 404);
      }
      return reply.code(201).send({ requests: created.map(toTakedown) });
    },
  );

  fastify.get(
    '/requests',
    {
      schema: {
        tags,
        querystring: z.object({
          status: z
            .enum(['pending', 'in_progress', 'in-progress', 'completed'])
            .transform((status) => (status === 'in-progress' ? 'in_progress' : status))
            .optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(MEMBER_REQUESTS_PAGE.maxSize).default(MEMBER_REQUESTS_PAGE.size),
        }),
        response: {
          200: z.object({
            requests: z.array(TakedownSchema),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
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
        params: IdParams,
        response: {
          200: z.object({
            request: TakedownSchema,
            events: z.array(EventSchema),
            evidence: z.array(EvidenceSchema),
            letters: z.array(z.object({ removalId: z.string(), subject: z.string(), body: z.string() })),
          }),
        },
      },
    },
    async (request) => {
      const detail = await requestDetail(fastify.db, userOf(request), request.params.id);
      const letters = await lettersFor(fastify.db, detail.removals);
      return {
        request: toTakedown({ ...detail.takedown, removals: detail.removals }),
        events: detail.events.map(toEvent),
        evidence: detail.evidence.map(toEvidence),
        letters,
      };
    },
  );

  fastify.post(
    '/requests/:id/automated-removals',
    {
      schema: {
        tags,
        params: IdParams,
        body: z.object({ websites: z.array(z.string().min(1).max(253)).max(50) }),
        response: { 202: z.object({ queued: z.array(z.string()) }) },
      },
    },
    async (request, reply) => {
      const removals = await queueAutomated(fastify, userOf(request), request.params.id, request.body.websites);
      return reply.code(202).send({ queued: removals.map((removal) => removal.reference) });
    },
  );

  const one = { 200: z.object({ removal: RemovalSchema }) };

  fastify.post(
    '/requests/removals/:id/authorise',
    { schema: { tags, params: IdParams, response: one } },
    async (request) => {
      const removal = await authoriseEmail(fastify, userOf(request), request.params.id);
      return { removal: toRemoval(removal) };
    },
  );

  fastify.post(
    '/requests/removals/:id/submitted',
    { schema: { tags, params: IdParams, body: z.object({ note: z.string().max(500).optional() }), response: one } },
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
    { schema: { tags, params: IdParams, response: { 202: z.object({ queued: z.boolean() }) } } },
    async (request, reply) => {
      await queueVerification(fastify, userOf(request), request.params.id);
      return reply.code(202).send({ queued: true });
    },
  );

  fastify.get(
    '/dashboard/metrics',
    {
      schema: {
        tags: ['dashboard'],
        querystring: z.object({
          from: MetricsDate.optional(),
          to: MetricsDate.optional(),
          statuses: z.string().max(100).optional(),
          caseTypes: z.string().max(300).optional(),
          severityMin: z.coerce.number().int().min(1).max(10).default(DASHBOARD_SEVERITY_RANGE.min),
          severityMax: z.coerce.number().int().min(1).max(10).default(DASHBOARD_SEVERITY_RANGE.max),
        }),
      },
    },
    async (request) => {
      const to = request.query.to ?? new Date();
      const from = request.query.from ?? subDays(to, DASHBOARD_DEFAULT_RANGE_DAYS, { in: utc });
      if (from > to) throw new AppError('validation_failed', 'The start date must be before the end date.', 400);
      const statuses = list(request.query.statuses).map((status) => status.replace(/-/g, '_'));
      const unknown = statuses.find((status) => !(TAKEDOWN_STATUSES as readonly string[]).includes(status));
      if (unknown) throw new AppError('validation_failed', `Unknown status: ${unknown}`, 400);
      const metrics = await metricsFor(fastify.db, userOf(request), {
        from,
        to,
        statuses: statuses as (typeof TAKEDOWN_STATUSES)[number][],
        caseTypes: list(request.query.caseTypes),
        severityMin: request.query.severityMin,
        severityMax: request.query.severityMax,
      });
      return { metrics, range: { from, to }, lastUpdated: new Date() };
    },
  );
};

export default requestRoutes;
