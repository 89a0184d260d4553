import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  MemberReasonSchema,
  MemberResponseSchema,
  MembersPageSchema,
  MembersQuerySchema,
} from '@cleardocket/domain/members/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { markOperatorRead } from '../../lib/operator';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { listMembers, reinstateMember, suspendMember } from './service';

/** The operator console's members (admins only): the list, suspend and reinstate (audited). */
const memberRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['operator'];
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/admin/members',
    { schema: { tags, querystring: MembersQuerySchema, response: { 200: MembersPageSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      const page = await listMembers(fastify.db, request.query);
      markOperatorRead(
        request,
        page.members.map((member) => member.id),
      );
      return page;
    },
  );

  fastify.post(
    '/admin/members/:id/suspend',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: MemberReasonSchema,
        response: { 200: MemberResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      member: await suspendMember(fastify.db, signedInUserId(request), request.params.id, request.body.reason),
    }),
  );

  fastify.post(
    '/admin/members/:id/reinstate',
    {
      schema: {
        tags,
        params: IdParamsSchema,
        body: MemberReasonSchema,
        response: { 200: MemberResponseSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => ({
      member: await reinstateMember(fastify.db, signedInUserId(request), request.params.id, request.body.reason),
    }),
  );
};

export default memberRoutes;
