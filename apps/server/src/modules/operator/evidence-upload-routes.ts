import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  EvidenceUploadBodySchema,
  EvidenceUploadResponseSchema,
  SCREENSHOT_MAX_BYTES,
} from '@cleardocket/domain/operator/evidence-upload';
import { toEvidence } from '@cleardocket/domain/requests/to-wire';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { uploadEvidence } from './evidence-upload';

/** The console's evidence upload (admins only): a screenshot or letter from the site (decision 061). */
const operatorEvidenceRoutes: FastifyPluginAsyncContract = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);
  fastify.post(
    '/admin/removals/:id/evidence-upload',
    {
      // base64 grows a file by a third; the note and JSON around it are small.
      bodyLimit: Math.ceil((SCREENSHOT_MAX_BYTES * 4) / 3) + 64 * 1024,
      schema: {
        tags: ['operator'],
        description: 'Upload a screenshot (PNG) or the text of a letter from the site, stored hashed as evidence.',
        params: IdParamsSchema,
        body: EvidenceUploadBodySchema,
        response: { 201: EvidenceUploadResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const evidence = await uploadEvidence(fastify, signedInUserId(request), request.params.id, request.body);
      return reply.code(201).send({ evidence: toEvidence(evidence) });
    },
  );
};

export default operatorEvidenceRoutes;
