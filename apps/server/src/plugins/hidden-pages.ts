import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { makeApiError } from '@cleardocket/domain/errors/api-error';
import type { Config } from '../env';
import { isOperator } from '../lib/operator';

/**
 * Pages for people building the app (apps/web config/paths.ts: devOutbox, toastExample, devTestPwa). In
 * production nobody but an admin learns they exist: everyone else gets the Page Not Found page
 * (issue 13 item 8). `/api/docs` is hidden the same way by plugins/docs.ts.
 */
const DEVELOPER_PAGES = new Set(['/dev/outbox', '/toast-example', '/dev/test-pwa']);

/** A path no page has: the web plugin answers it with the Page Not Found page and 404. */
const UNKNOWN_PAGE = '/__hidden-page';

function pagePath(url: string): string | null {
  try {
    const path = decodeURI(url.split('?')[0] ?? '/');
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  } catch {
    return null;
  }
}

/** Answers 404 unless the caller is a signed-in admin; the caller goes on otherwise. */
export async function hideFromNonAdmins(
  request: FastifyRequest,
  reply: FastifyReply,
  isAdmin: (request: FastifyRequest) => Promise<boolean>,
  pageFallback: ((request: FastifyRequest, reply: FastifyReply) => FastifyReply | null) | null,
): Promise<FastifyReply | undefined> {
  if (await isAdmin(request)) return undefined;
  const notFound = pageFallback?.(Object.create(request, { url: { value: UNKNOWN_PAGE } }), reply);
  return notFound ?? reply.code(404).type('application/json; charset=utf-8').send(makeApiError('not_found'));
}

export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    if (config.nodeEnv !== 'production') return;
    const isAdmin = async (request: FastifyRequest) => isOperator(await fastify.getSignedInUser(request));
    fastify.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = pagePath(request.url);
      if (path === null || !DEVELOPER_PAGES.has(path)) return;
      return hideFromNonAdmins(request, reply, isAdmin, fastify.pageFallback);
    });
  },
  { name: 'hidden-pages', dependencies: ['auth', 'errors'] },
);
