import { AgreementSchema, SignBodySchema, SignedSchema } from '@cleardocket/domain/agreement/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import type { FastifyReply } from 'fastify';
import type { Config } from '../../env';
import { signedInUserId } from '../../lib/request-user';
import { FILE_RESPONSES } from '../../lib/zod-contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { agreementOf, sign, signedPdf } from './service';

/** Bytes go out as they are: Fastify's serializer (and so the contract) only sees JSON answers. */
const sendPdf = (reply: FastifyReply, bytes: Buffer) => reply.send(bytes);

/** The service agreement: read it, sign it, download the signed PDF (issue 16 step 5). */
const agreementRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  const tags = ['agreement'];
  fastify.addHook('onRequest', fastify.requireUser);

  fastify.get('/agreement', { schema: { tags, response: { 200: AgreementSchema, ...ERROR_RESPONSES } } }, (request) =>
    agreementOf(fastify.db, signedInUserId(request)),
  );

  fastify.post(
    '/agreement/signatures',
    {
      schema: { tags, body: SignBodySchema, response: { 201: SignedSchema, ...ERROR_RESPONSES } },
      config: { rateLimit: { max: 10, timeWindow: 10 * 60_000 } },
      bodyLimit: 4096,
    },
    async (request, reply) => {
      const signature = await sign(
        { db: fastify.db, blobs: fastify.blobs, mail: fastify.mail, log: request.log, publicUrl: config.publicUrl },
        signedInUserId(request),
        request.body,
        { ip: request.ip || null, userAgent: request.headers['user-agent']?.slice(0, 500) ?? null },
      );
      return reply.code(201).send({ signature });
    },
  );

  fastify.get(
    '/agreement/signatures/:id/pdf',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: FILE_RESPONSES,
        description:
          'The signed agreement as a PDF (application/pdf, an attachment); the SHA-256 of the text signed in x-agreement-sha256.',
      },
    },
    async (request, reply) => {
      const file = await signedPdf(fastify.db, fastify.blobs, signedInUserId(request), request.params.id);
      return sendPdf(
        reply
          .header('content-type', 'application/pdf')
          .header('content-disposition', `attachment; filename="${file.filename}"`)
          .header('cache-control', 'no-store')
          .header('x-agreement-sha256', file.textSha256),
        file.bytes,
      );
    },
  );
};

export default agreementRoutes;
