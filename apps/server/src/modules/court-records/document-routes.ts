import {
  DocumentParamsSchema,
  OrderQuerySchema,
  OrderUploadedSchema,
  PetitionResponseSchema,
} from '@cleardocket/domain/court-records/contract';
import { ORDER_MAX_BYTES } from '@cleardocket/domain/court-records/file-type';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { signedInUserId } from '../../lib/request-user';
import { FILE_RESPONSES } from '../../lib/zod-contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import type { CourtDeps } from './deps';
import { memberFilesOrder } from './orders';
import { documentFile, generatePetition } from './petition';
import { orderBytes, sendFile } from './uploads';

/**
 * A case's documents: the petition packet, the stored files and the court's order (registered by
 * routes.ts, which reads every non-JSON body as the order's bytes).
 */
export const documentRoutes: FastifyPluginAsyncContract<{ deps: CourtDeps }> = async (fastify, { deps }) => {
  const tags = ['court-records'];

  fastify.post(
    '/court-records/cases/:id/petition',
    {
      schema: { tags, params: IdParamsSchema, response: { 201: PetitionResponseSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) =>
      reply.code(201).send(await generatePetition(deps, signedInUserId(request), request.params.id)),
  );

  fastify.get(
    '/court-records/cases/:id/documents/:documentId',
    {
      schema: {
        tags,
        params: DocumentParamsSchema,
        response: FILE_RESPONSES,
        description: 'A petition packet or an order of the case, as stored; its SHA-256 in x-document-sha256.',
      },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await documentFile(
          fastify.db,
          fastify.blobs,
          signedInUserId(request),
          request.params.id,
          request.params.documentId,
        ),
      ),
  );

  fastify.post(
    '/court-records/cases/:id/orders',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        querystring: OrderQuerySchema,
        response: { 201: OrderUploadedSchema, ...ERROR_RESPONSES },
        description:
          'The court’s order as the raw request body (application/octet-stream): a PDF, PNG or JPEG by content, at most 10 MB.',
      },
      bodyLimit: ORDER_MAX_BYTES + 1024 * 1024,
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await memberFilesOrder(
            deps,
            signedInUserId(request),
            request.params.id,
            orderBytes(request.body),
            request.query,
          ),
        ),
  );
};
