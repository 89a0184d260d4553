import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import {
  UnsubscribeBodySchema,
  UnsubscribeQuerySchema,
  UnsubscribeResultSchema,
} from '@cleardocket/domain/notifications/unsubscribe';
import { paths } from '@cleardocket/domain/paths';
import { NoContentSchema } from '@cleardocket/domain/wire';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { unsubscribe } from './unsubscribe-service';

/**
 * The List-Unsubscribe address (issue 31 part 6, RFC 8058), without a session. POST with
 * `List-Unsubscribe=One-Click` (form-encoded as mail providers send it, or JSON from our page)
 * stops that kind of mail. GET never does (link scanners open every link): it leads to the page
 * that asks, with a button.
 */
export const unsubscribeRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['notifications'];
  fastify.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  fastify.get(
    '/email/unsubscribe',
    {
      // A browser's way to the page, not an API operation: left out of the OpenAPI document.
      schema: {
        tags,
        hide: true,
        querystring: UnsubscribeQuerySchema,
        response: { 303: NoContentSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const page = `${paths.unsubscribe.getHref()}?token=${encodeURIComponent(request.query.token)}`;
      return reply.code(303).header('cache-control', 'no-store').redirect(page, 303);
    },
  );

  fastify.post(
    '/email/unsubscribe',
    {
      schema: {
        tags,
        querystring: UnsubscribeQuerySchema,
        body: UnsubscribeBodySchema,
        response: { 200: UnsubscribeResultSchema, ...ERROR_RESPONSES },
      },
      // A mail provider posts for many members from few addresses: a wide window, not none.
      config: { rateLimit: { max: 120, timeWindow: 60_000 } },
    },
    async (request) => ({ unsubscribed: true as const, ...(await unsubscribe(fastify.db, request.query.token)) }),
  );
};
