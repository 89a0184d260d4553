import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDeveloperPath } from '@cleardocket/domain/dev/pages';
import { makeApiError } from '@cleardocket/domain/errors/api-error';
import type { Config } from '../env';
import { AppError } from '../lib/app-error';
import { isOperator } from '../lib/operator';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The gate of every developer tool's API route (docs/dev-routes.md): anyone in development,
     * otherwise operators only; everyone else gets 404, as if the route did not exist.
     */
    requireDeveloperAccess(request: FastifyRequest, reply: FastifyReply): Promise<void>;
    /** Why the caller may use the developer tools, or null when they may not. */
    developerAccess(request: FastifyRequest): Promise<'development' | 'operator' | null>;
  }
}

function pagePath(url: string): string | null {
  try {
    const path = decodeURI(url.split('?')[0] ?? '/');
    return path.length > 1 ? path.replace(/\/+$/, '') : path;
  } catch {
    return null;
  }
}

/**
 * The developer and demo pages (domain `dev/pages.ts`: spec §2's list and everything under
 * `/dev/`) and their API routes. Open to anyone only while the app runs in development
 * (`NODE_ENV=development`, `npm run dev`); in production, and under the automated tests, which
 * must see what production does, only operators (admins with two-factor, decision 027) reach
 * them: everyone else gets the Page Not Found page, or the JSON 404 of an unknown API route
 * (issue 18 item 3, decision 032). `/api/docs` is for members too (plugins/docs.ts, decision 052).
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const isOpen = config.nodeEnv === 'development';
    const isAdmin = async (request: FastifyRequest) => isOperator(await fastify.getSignedInUser(request));
    fastify.decorate('developerAccess', async (request: FastifyRequest) => {
      if (isOpen) return 'development' as const;
      return (await isAdmin(request)) ? ('operator' as const) : null;
    });
    fastify.decorate('requireDeveloperAccess', async (request: FastifyRequest) => {
      if (!(await fastify.developerAccess(request))) throw new AppError('not_found');
    });
    // A developer page is prerendered as the Page Not Found its gate shows while it asks (the
    // build's developer paths): sent with 404 to those who may not see it, it hydrates as it is.
    // Those who may get the app shell, which shows the page. See docs/dev-routes.md.
    fastify.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return;
      const path = pagePath(request.url);
      if (path === null || !isDeveloperPath(path)) return;
      const allowed = (await fastify.developerAccess(request)) !== null;
      const page = fastify.pageFallback?.(request, reply, { serve: allowed ? 'app' : 'not-found' });
      if (page) return page;
      if (allowed) return;
      return reply.code(404).type('application/json; charset=utf-8').send(makeApiError('not_found'));
    });
  },
  { name: 'hidden-pages', dependencies: ['auth', 'errors'] },
);
