import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  EvidenceBodySchema,
  EvidenceResponseSchema,
  MemberHistorySchema,
  OperatorQueueQuerySchema,
  OperatorRequestDetailSchema,
  OperatorRequestQuerySchema,
  QueuePageSchema,
  StatusBodySchema,
} from '@cleardocket/domain/operator/contract';
import { RemovalResponseSchema } from '@cleardocket/domain/requests/contract';
import { toEvent, toEvidence, toRemoval, toTakedown } from '@cleardocket/domain/requests/to-wire';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import type { FastifyRequest } from 'fastify';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as repository from '../../requests/repository';
import { addEvidence, audit, claim, setStatus } from '../../requests/operator';
import type { OperatorContext } from '../../requests/operator';
import { listRequests, requestDetail } from '../../requests/service';

/** The operator console's API (admins only): the human queue, claim, status with a note, evidence. */
const operatorRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['operator'];
  fastify.addHook('preHandler', fastify.requireAdmin);
  const adminOf = signedInUserId;

  const operator = (request: FastifyRequest): OperatorContext => ({
    db: fastify.db,
    adminId: adminOf(request),
    notify: (userId, category, input) => fastify.notify(userId, category, input),
  });

  fastify.get(
    '/admin/removals',
    {
      schema: {
        tags,
        querystring: OperatorQueueQuerySchema,
        response: { 200: QueuePageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const adminId = adminOf(request);
      const { page, pageSize } = request.query;
      const { rows, total } = await repository.operatorQueue(fastify.db, { ...request.query, adminId });
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
    { schema: { tags, params: IdParamsSchema, response: { 200: RemovalResponseSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const updated = await claim(operator(request), request.params.id);
      return { removal: toRemoval(updated) };
    },
  );

  fastify.post(
    '/admin/removals/:id/status',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: StatusBodySchema,
        response: { 200: RemovalResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const updated = await setStatus(operator(request), request.params.id, request.body.status, request.body.note);
      return { removal: toRemoval(updated) };
    },
  );

  fastify.post(
    '/admin/removals/:id/evidence',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: EvidenceBodySchema,
        response: { 201: EvidenceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const evidence = await addEvidence(operator(request), request.params.id, request.body.note, request.body.url);
      return reply.code(201).send({ evidence: toEvidence(evidence) });
    },
  );

  fastify.get(
    '/admin/members/:id/requests',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: { 200: MemberHistorySchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const requests = await listRequests(fastify.db, request.params.id);
      const events = await repository.eventsOf(
        fastify.db,
        requests.flatMap((takedown) => takedown.removals.map((removal) => removal.id)),
      );
      await audit(operator(request), request.params.id, null, 'read-history');
      return { requests: requests.map(toTakedown), events: events.map(toEvent) };
    },
  );

  fastify.get(
    '/admin/requests/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: OperatorRequestQuerySchema,
        response: { 200: OperatorRequestDetailSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      const detail = await requestDetail(fastify.db, request.query.memberId, request.params.id);
      await audit(operator(request), request.query.memberId, null, 'read-request', { takedownId: request.params.id });
      return {
        request: toTakedown({ ...detail.takedown, removals: detail.removals }),
        events: detail.events.map(toEvent),
        evidence: detail.evidence.map(toEvidence),
      };
    },
  );
};

export default operatorRoutes;
