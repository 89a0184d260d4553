import {
  AttorneyLinkParamsSchema,
  AttorneyLinkQuerySchema,
  AttorneyReferralSchema,
  OrderQuerySchema,
  OrderUploadedSchema,
  ReferralResponseSchema,
  ReferralStatusBodySchema,
} from '@cleardocket/domain/court-records/contract';
import { ORDER_MAX_BYTES } from '@cleardocket/domain/court-records/file-type';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import * as z from 'zod/mini';
import type { Config } from '../../env';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { courtDeps } from './deps';
import { attorneyFilesOrder } from './orders';
import { openAttorneyLink } from './attorney-links';
import { attorneyView, moveReferral } from './referrals';
import { orderBytes, registerOrderParser } from './uploads';

/** Per address: the link is the only key, so guessing is slowed like any anonymous write. */
const PER_ADDRESS = { max: 60, timeWindow: 60 * 60_000 };

const OrderLinkQuerySchema = z.object({ ...AttorneyLinkQuerySchema.shape, ...OrderQuerySchema.shape });

/**
 * A partner attorney's side of a referral, through the signed link the referral email carries (no
 * account): read the referral, record a step, upload the order. A tampered, expired or withdrawn link
 * is refused; each use is recorded for the member (attorney-links.ts).
 */
const attorneyRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  const tags = ['court-records'];
  const deps = courtDeps(fastify, config);
  registerOrderParser(fastify);

  fastify.get(
    '/court-records/attorney/referrals/:id',
    {
      schema: {
        tags,
        params: AttorneyLinkParamsSchema,
        querystring: AttorneyLinkQuerySchema,
        response: { 200: AttorneyReferralSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: PER_ADDRESS },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const use = { action: 'read' as const, ip: request.ip || null };
      const referral = await openAttorneyLink(fastify.db, request.params.id, request.query, use);
      return attorneyView(fastify.db, referral);
    },
  );

  fastify.post(
    '/court-records/attorney/referrals/:id/status',
    {
      schema: {
        tags,
        params: AttorneyLinkParamsSchema,
        querystring: AttorneyLinkQuerySchema,
        body: ReferralStatusBodySchema,
        response: { 200: ReferralResponseSchema, ...ERROR_RESPONSES },
      },
      config: { rateLimit: PER_ADDRESS },
      bodyLimit: 4096,
    },
    async (request) => {
      const use = { action: 'status' as const, ip: request.ip || null };
      const referral = await openAttorneyLink(fastify.db, request.params.id, request.query, use);
      return {
        referral: await moveReferral(
          deps,
          { kind: 'attorney', id: null },
          referral.id,
          request.body.status,
          request.body.note ?? null,
        ),
      };
    },
  );

  fastify.post(
    '/court-records/attorney/referrals/:id/orders',
    {
      schema: {
        tags,
        params: AttorneyLinkParamsSchema,
        querystring: OrderLinkQuerySchema,
        response: { 201: OrderUploadedSchema, ...ERROR_RESPONSES },
        description: 'The court’s order as the raw request body: a PDF, PNG or JPEG by content, at most 10 MB.',
      },
      bodyLimit: ORDER_MAX_BYTES + 1024 * 1024,
      config: { rateLimit: { max: 20, timeWindow: 60 * 60_000 } },
    },
    async (request, reply) => {
      const { expires, sig, ...meta } = request.query;
      const use = { action: 'order' as const, ip: request.ip || null };
      const referral = await openAttorneyLink(fastify.db, request.params.id, { expires, sig }, use);
      return reply.code(201).send(await attorneyFilesOrder(deps, referral, orderBytes(request.body), meta));
    },
  );
};

export default attorneyRoutes;
