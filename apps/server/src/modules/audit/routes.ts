import { AuditPageSchema, AuditQuerySchema } from '@cleardocket/domain/audit/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { auditLog } from './service';

/** The operator console's audit log (admins only). */
const auditRoutes: FastifyPluginAsyncContract = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);

  fastify.get(
    '/admin/audit',
    {
      schema: {
        tags: ['operator'],
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      // The log itself is the operators' record, not a member's data: reading it adds no row, or
      // every page read would push the next page along.
      request.operatorAccess = null;
      return auditLog(fastify.db, request.query);
    },
  );
};

export default auditRoutes;
