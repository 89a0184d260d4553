import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error';
import { TAKEDOWN_TYPES, createFromResults, listRequests } from '../../requests/service';

const RemovalSchema = z.object({
  id: z.string(),
  reference: z.string(),
  url: z.string(),
  domain: z.string(),
  siteName: z.string().nullable(),
  method: z.string(),
  status: z.string(),
  createdAt: z.date(),
});
const TakedownSchema = z.object({
  id: z.string(),
  reference: z.string(),
  url: z.string(),
  status: z.enum(['pending', 'in_progress', 'completed']),
  type: z.enum(TAKEDOWN_TYPES),
  searchTerm: z.string().nullable(),
  resultId: z.string().nullable(),
  createdAt: z.date(),
  removals: z.array(RemovalSchema),
});

/** Takedown requests made from search results (the removal workflow builds on these). */
const requestRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['requests'];
  fastify.addHook('preHandler', fastify.requireUser);
  const userOf = (request: { user?: { id: string } | null }) => {
    if (!request.user) throw new AppError('unauthorized');
    return request.user.id;
  };

  fastify.post(
    '/requests',
    {
      schema: {
        tags,
        body: z.object({ resultIds: z.array(z.uuid()).max(100), type: z.enum(TAKEDOWN_TYPES).default('both') }),
        response: { 201: z.object({ requests: z.array(TakedownSchema) }) },
      },
    },
    async (request, reply) => {
      const created = await createFromResults(fastify.db, userOf(request), request.body.resultIds, request.body.type);
      if (request.body.resultIds.length > 0 && created.length === 0) {
        throw new AppError('not_found', 'Search result not found', 404);
      }
      return reply.code(201).send({ requests: created.map(toTakedown) });
    },
  );

  fastify.get(
    '/requests',
    { schema: { tags, response: { 200: z.object({ requests: z.array(TakedownSchema) }) } } },
    async (request) => ({ requests: (await listRequests(fastify.db, userOf(request))).map(toTakedown) }),
  );
};

function toTakedown(row: Awaited<ReturnType<typeof listRequests>>[number]): z.infer<typeof TakedownSchema> {
  return {
    id: row.id,
    reference: row.reference,
    url: row.url,
    status: row.status,
    type: row.type,
    searchTerm: row.searchTerm,
    resultId: row.resultId,
    createdAt: row.createdAt,
    removals: row.removals.map(({ id, reference, url, domain, siteName, method, status, createdAt }) => ({
      id,
      reference,
      url,
      domain,
      siteName,
      method,
      status,
      createdAt,
    })),
  };
}

export default requestRoutes;
