import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BRAND_NAME } from '@cleardocket/domain/brand';

/** The OpenAPI document (/api/docs/json) and its UI (/api/docs), built from the routes' zod schemas. */
export default fp(
  async (fastify) => {
    await fastify.register(swagger, {
      openapi: {
        info: { title: `${BRAND_NAME} API`, version: '1.0.0' },
        components: {
          securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'cleardocket.session_token' } },
        },
      },
      transform: jsonSchemaTransform,
    });
    await fastify.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'docs' },
);
