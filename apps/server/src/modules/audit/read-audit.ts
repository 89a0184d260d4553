import fp from 'fastify-plugin';
import { recordAdminAction } from './service';

const READS = new Set(['GET', 'HEAD']);

/**
 * Every operator read of member data is on record (issue 32 item 5): who (the operator), what (the
 * route, its ids and filters), which member (one, or the members the answer listed) and when. The
 * row is written before the answer leaves, so a read whose audit could not be written fails
 * instead of going unrecorded. Refused reads (4xx, 5xx) showed nothing and are not recorded.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onSend', async (request, reply, payload) => {
      const access = request.operatorAccess;
      if (!access || !READS.has(request.method) || reply.statusCode >= 400) return payload;
      // Routes open to members and operators alike (the outbox) read the session themselves.
      const operator = request.user ?? (await fastify.getSignedInUser(request));
      if (!operator) return payload;
      const memberIds = [...access.memberIds];
      await recordAdminAction(fastify.db, {
        adminId: operator.id,
        memberId: memberIds.length === 1 ? (memberIds[0] ?? null) : null,
        action: 'read',
        details: {
          route: `${request.method} ${request.routeOptions.url ?? ''}`,
          params: request.params ?? {},
          query: request.query ?? {},
          ...(memberIds.length > 1 ? { memberIds } : {}),
        },
      });
      return payload;
    });
  },
  { name: 'operator-read-audit', dependencies: ['auth'] },
);
