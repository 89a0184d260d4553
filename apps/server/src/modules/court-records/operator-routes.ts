import {
  AdminAttorneyListSchema,
  AdminAttorneyResponseSchema,
  AdminReferralListSchema,
  AttorneyBodySchema,
  ReferralResponseSchema,
  ReferralStatusBodySchema,
} from '@cleardocket/domain/court-records/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import type { Config } from '../../env';
import { signedInUserId } from '../../lib/request-user';
import { FILE_RESPONSES } from '../../lib/zod-contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { courtDeps } from './deps';
import { addAttorney, adminAttorneys, changeAttorney } from './attorneys';
import { operatorOrderFile } from './orders';
import { adminReferrals, moveReferral } from './referrals';
import { sendFile } from './uploads';

/** The partner-attorney directory and the referrals, in the operator console (admins only). */
const courtOperatorRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  const tags = ['operator'];
  const deps = courtDeps(fastify, config);
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/admin/court-records/attorneys',
    { schema: { tags, response: { 200: AdminAttorneyListSchema, ...ERROR_RESPONSES } } },
    () => adminAttorneys(fastify.db),
  );

  fastify.post(
    '/admin/court-records/attorneys',
    { schema: { tags, body: AttorneyBodySchema, response: { 201: AdminAttorneyResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => reply.code(201).send(await addAttorney(fastify.db, request.body)),
  );

  fastify.put(
    '/admin/court-records/attorneys/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: AttorneyBodySchema,
        response: { 200: AdminAttorneyResponseSchema, ...ERROR_RESPONSES },
      },
    },
    (request) => changeAttorney(fastify.db, request.params.id, request.body),
  );

  fastify.get(
    '/admin/court-records/orders/:id',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        response: FILE_RESPONSES,
        description:
          'A member’s court order as stored (SHA-256 in x-document-sha256), for the operator who sends it with a letter; audited.',
      },
    },
    async (request, reply) =>
      sendFile(reply, await operatorOrderFile(fastify.db, fastify.blobs, signedInUserId(request), request.params.id)),
  );

  fastify.get(
    '/admin/court-records/referrals',
    { schema: { tags, response: { 200: AdminReferralListSchema, ...ERROR_RESPONSES } } },
    () => adminReferrals(fastify.db),
  );

  fastify.post(
    '/admin/court-records/referrals/:id/status',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: ReferralStatusBodySchema,
        response: { 200: ReferralResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      referral: await moveReferral(
        deps,
        { kind: 'operator', id: signedInUserId(request) },
        request.params.id,
        request.body.status,
        request.body.note ?? null,
      ),
    }),
  );
};

export default courtOperatorRoutes;
