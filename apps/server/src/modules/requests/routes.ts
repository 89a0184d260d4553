import { utc } from '@date-fns/utc';
import { subDays } from 'date-fns';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DASHBOARD_DEFAULT_RANGE_DAYS, DASHBOARD_SEVERITY_RANGE } from '@cleardocket/domain/constants';
import { TAKEDOWN_STATUSES, TAKEDOWN_TYPES } from '@cleardocket/domain/requests/status';
import { IdParams } from '../../lib/params';
import { signedInUserId } from '../../lib/request-user';
import { AppError } from '../../lib/app-error';
import { authoriseEmail, lettersFor, queueAutomated } from './dispatch';
import { evidenceFile } from './evidence-files';
import { metricsFor } from './metrics';
import { createFromResults, listRequests, markSubmittedByMember, queueVerification, requestDetail } from './service';
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

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Takedown and removal requests (issue 5 "API"): the signed-in member's own, nobody else's. */
const requestRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['requests'];
  fastify.addHook('preHandler', fastify.requireUser);
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
      // Web forms are filed by the removal runner when the member authorised it (issue 14).
      await fastify.removalRunner.queueRemovals(
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
        querystring: z.object({ status: z.string().max(20).optional() }),
        response: { 200: z.object({ requests: z.array(TakedownSchema) }) },
      },
    },
    async (request) => {
      const wanted = request.query.status?.replace(/-/g, '_');
      const rows = await listRequests(fastify.db, userOf(request));
      return { requests: rows.filter((row) => !wanted || row.status === wanted).map(toTakedown) };
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

  // The before/after evidence of the member's own requests: personal data, never cached.
  for (const part of ['screenshot', 'text'] as const) {
    fastify.get(
      `/requests/evidence/:id/${part}`,
      {
        schema: {
          tags,
          params: IdParams,
          description:
            part === 'screenshot'
              ? 'The PNG screenshot of one piece of evidence (image/png); its SHA-256 in x-evidence-sha256.'
              : 'The page text of one piece of evidence (text/plain); its SHA-256 in x-evidence-sha256.',
        },
      },
      async (request, reply) => {
        const file = await evidenceFile(fastify.db, fastify.blobs, request.params.id, part, userOf(request));
        return reply
          .header('content-type', file.contentType)
          .header('cache-control', 'no-store')
          .header('x-evidence-sha256', file.sha256)
          .send(file.bytes);
      },
    );
  }

  fastify.get(
    '/dashboard/metrics',
    {
      schema: {
        tags: ['dashboard'],
        querystring: z.object({
          from: z.coerce.date().optional(),
          to: z.coerce.date().optional(),
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
