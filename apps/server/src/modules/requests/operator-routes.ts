import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATOR_QUEUE_PAGE } from '@cleardocket/domain/constants';
import { REMOVAL_STATUSES } from '@cleardocket/domain/requests/status';
import { IdParams } from '../../lib/params';
import { signedInUserId } from '../../lib/request-user';
import { addEvidence, claim, memberHistory, operatorQueue, setStatus } from './operator';
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

/** The operator console's API (admins only): the human queue, claim, status with a note, evidence. */
const operatorRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['operator'];
  fastify.addHook('preHandler', fastify.requireAdmin);
  const adminOf = signedInUserId;

  fastify.get(
    '/admin/removals',
    {
      schema: {
        tags,
        querystring: z.object({
          status: z.enum(REMOVAL_STATUSES).optional(),
          method: z.string().max(40).optional(),
          claimed: z.enum(['mine', 'unclaimed', 'any']).default('any'),
          /** Only pages the verification could not check after its retries. */
          needsCheck: z.enum(['true', 'false']).default('false'),
          q: z.string().trim().max(100).optional(),
          page: z.coerce.number().int().min(1).max(10_000).default(1),
          pageSize: z.coerce.number().int().min(1).max(OPERATOR_QUEUE_PAGE.maxSize).default(OPERATOR_QUEUE_PAGE.size),
        }),
        response: {
          200: z.object({
            queue: z.array(
              z.object({
                removal: RemovalSchema,
                claimedByMe: z.boolean(),
                claimed: z.boolean(),
                memberId: z.string(),
                memberName: z.string(),
                memberEmail: z.string(),
                takedownReference: z.string(),
              }),
            ),
            total: z.number(),
            page: z.number(),
            pageSize: z.number(),
          }),
        },
      },
    },
    async (request) => {
      const adminId = adminOf(request);
      const { page, pageSize } = request.query;
      const { rows, total } = await operatorQueue(fastify.db, {
        ...request.query,
        needsCheck: request.query.needsCheck === 'true',
        adminId,
      });
      return {
        total,
        page,
        pageSize,
        queue: rows.map((row) => ({
          removal: toRemoval(row.removal),
          claimedByMe: row.removal.claimedBy === adminId,
          claimed: row.removal.claimedBy !== null,
          memberId: row.removal.userId,
          memberName: row.memberName,
          memberEmail: row.memberEmail,
          takedownReference: row.takedownReference,
        })),
      };
    },
  );

  fastify.post(
    '/admin/removals/:id/claim',
    { schema: { tags, params: IdParams, response: { 200: z.object({ removal: RemovalSchema }) } } },
    async (request) => {
      const updated = await claim(fastify.db, adminOf(request), request.params.id);
      return { removal: toRemoval(updated) };
    },
  );

  fastify.post(
    '/admin/removals/:id/status',
    {
      schema: {
        tags,
        params: IdParams,
        body: z.object({
          status: z.enum(REMOVAL_STATUSES),
          note: z.string().trim().min(1, 'Add a note for the timeline').max(1000),
        }),
        response: { 200: z.object({ removal: RemovalSchema }) },
      },
    },
    async (request) => {
      const { status, note } = request.body;
      const updated = await setStatus(fastify, adminOf(request), request.params.id, status, note);
      return { removal: toRemoval(updated) };
    },
  );

  fastify.post(
    '/admin/removals/:id/evidence',
    {
      schema: {
        tags,
        params: IdParams,
        body: z.object({ note: z.string().trim().min(1).max(2000), url: z.url().optional() }),
        response: { 201: z.object({ evidence: EvidenceSchema }) },
      },
    },
    async (request, reply) => {
      const { note, url } = request.body;
      const evidence = await addEvidence(fastify.db, adminOf(request), request.params.id, note, url);
      return reply.code(201).send({ evidence: toEvidence(evidence) });
    },
  );

  fastify.get(
    '/admin/members/:id/requests',
    {
      schema: {
        tags,
        params: IdParams,
        response: { 200: z.object({ requests: z.array(TakedownSchema), events: z.array(EventSchema) }) },
      },
    },
    async (request) => {
      const { requests, events } = await memberHistory(fastify.db, adminOf(request), request.params.id);
      return { requests: requests.map(toTakedown), events: events.map(toEvent) };
    },
  );
};

export default operatorRoutes;
