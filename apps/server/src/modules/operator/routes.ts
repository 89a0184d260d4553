import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  BulkBodySchema,
  BulkResultSchema,
  EvidenceBodySchema,
  EvidenceResponseSchema,
  MemberHistorySchema,
  NoteBodySchema,
  NoteResponseSchema,
  OperatorQueueQuerySchema,
  QueueMetricsSchema,
  QueuePageSchema,
  StatusBodySchema,
} from '@cleardocket/domain/operator/contract';
import { RemovalResponseSchema, RequestDetailSchema } from '@cleardocket/domain/requests/contract';
import { toEvent, toEvidence, toRemoval, toTakedown } from '@cleardocket/domain/requests/to-wire';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { signedInUserId } from '../../lib/request-user';
import { FILE_RESPONSES } from '../../lib/zod-contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import {
  addEvidence,
  addNote,
  auditEvidenceRead,
  bulkAction,
  claim,
  memberHistory,
  operatorMetrics,
  operatorQueue,
  operatorRequestDetail,
  setStatus,
} from './service';
import { replyWithEvidence, requestDetailWire } from '../requests/casework-service';
import type { NoteRow } from './service';

const toNote = ({ id, text, authorName, createdAt }: NoteRow) => ({ id, text, authorName, createdAt });

/** The operator console's API (admins only): the human queue, claim, status with a note, evidence. */
const operatorRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['operator'];
  fastify.addHook('onRequest', fastify.requireAdmin);
  const adminOf = signedInUserId;

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
          deadline: row.deadline,
          overdue: row.overdue,
          notes: row.notes.map(toNote),
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

  fastify.get(
    '/admin/removals/metrics',
    {
      schema: {
        tags,
        description: 'Open work by age, overdue count and per-site success, over the whole queue.',
        response: { 200: QueueMetricsSchema, ...ERROR_RESPONSES },
      },
    },
    async () => operatorMetrics(fastify.db),
  );

  fastify.post(
    '/admin/removals/bulk',
    {
      schema: {
        tags,
        description: 'Claim, or set one status with one note, on up to 100 removals; an outcome per id.',
        body: BulkBodySchema,
        response: { 200: BulkResultSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => bulkAction(fastify, adminOf(request), request.body),
  );

  fastify.post(
    '/admin/removals/:id/notes',
    {
      schema: {
        tags,
        description: 'An internal note for operators: never shown or sent to the member.',
        params: IdParamsSchema,
        body: NoteBodySchema,
        response: { 201: NoteResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const note = await addNote(fastify.db, adminOf(request), request.params.id, request.body.text);
      return reply.code(201).send({ note: toNote(note) });
    },
  );

  fastify.post(
    '/admin/removals/:id/claim',
    { schema: { tags, params: IdParamsSchema, response: { 200: RemovalResponseSchema, ...ERROR_RESPONSES } } },
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
        params: IdParamsSchema,
        body: StatusBodySchema,
        response: { 200: RemovalResponseSchema, ...ERROR_RESPONSES },
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
        params: IdParamsSchema,
        body: EvidenceBodySchema,
        response: { 201: EvidenceResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { note, url } = request.body;
      const evidence = await addEvidence(fastify.db, adminOf(request), request.params.id, note, url);
      return reply.code(201).send({ evidence: toEvidence(evidence) });
    },
  );

  fastify.get(
    '/admin/requests/:id',
    { schema: { tags, params: IdParamsSchema, response: { 200: RequestDetailSchema, ...ERROR_RESPONSES } } },
    async (request) =>
      requestDetailWire(fastify.db, await operatorRequestDetail(fastify.db, adminOf(request), request.params.id)),
  );

  for (const part of ['screenshot', 'text'] as const) {
    fastify.get(
      `/admin/evidence/:id/${part}`,
      {
        schema: {
          tags,
          params: IdParamsSchema,
          response: FILE_RESPONSES,
          description: `Any member's evidence (${part === 'screenshot' ? 'image/png' : 'text/plain'}), read by an operator; audited.`,
        },
      },
      async (request, reply) => {
        await auditEvidenceRead(fastify.db, adminOf(request), request.params.id, part);
        return replyWithEvidence(reply, fastify.db, fastify.blobs, request.params.id, part);
      },
    );
  }

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
      const { requests, events } = await memberHistory(fastify.db, adminOf(request), request.params.id);
      return { requests: requests.map(toTakedown), events: events.map(toEvent) };
    },
  );
};

export default operatorRoutes;
