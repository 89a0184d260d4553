import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BRAND_NAME } from '@cleardocket/domain/brand';
import type { Config } from '../env';
import { hideFromNonAdmins } from './hidden-pages';
import { isOperator } from '../lib/operator';

/**
 * The OpenAPI document (/api/docs/json) and its UI (/api/docs), built from the routes' zod schemas.
 * In production only admins see them (issue 13 item 8); the app itself reads `fastify.swagger()`.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    await fastify.register(swagger, {
      openapi: {
        info: { title: `${BRAND_NAME} API`, version: '1.0.0' },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cleardocket.session_token' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    const isAdmin = async (request: FastifyRequest) => isOperator(await fastify.getSignedInUser(request));
    await fastify.register(swaggerUi, {
      routePrefix: '/api/docs',
      staticCSP: true,
      // Its own CSP replaces ours on these routes: keep them out of frames too.
      transformStaticCSP: (header) => `${header}; frame-ancestors 'none'`,
      ...(config.nodeEnv === 'production'
        ? { uiHooks: { onRequest: async (request, reply) => hideFromNonAdmins(request, reply, isAdmin, null) } }
        : {}),
    });
  },
  { name: 'docs', dependencies: ['auth'] },
);
