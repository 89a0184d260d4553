import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import type { Config } from '../env';
import { isOperator } from '../lib/operator';
import { keyScopesOf } from '../lib/key-scopes';
import { KEY_READS } from '@cleardocket/domain/api-keys/rules';
import { addExamples, describeOperation, documentBase, fixNullableUnions, membersCopy } from './docs-document';
import { audienceOf } from './docs-operations';
import type { RouteDoc } from './docs-operations';

type Json = Record<string, unknown>;

/** A route as the reference and its tests see it. */
type CatalogueEntry = { method: string; url: string } & RouteDoc;

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route with its audience and key scopes (after ready: the guards are known then). */
    routeCatalogue(): CatalogueEntry[];
    /** The OpenAPI document members and API keys read (no operators' operations): docs/openapi.json. */
    membersOpenApi(): Json;
  }
}

const DOCS_PREFIX = '/api/docs';

/**
 * The public API reference (issue 33 item 1): the OpenAPI document (/api/docs/json) and its UI
 * (/api/docs), built from the routes' zod schemas, for anyone signed in and any API key.
 * Operators read every operation; members and keys read the members' copy, which the build
 * also writes to docs/openapi.json (apps/server/src/cli/write-openapi.ts). Each route's id,
 * summary, tag and security are derived when it is declared (docs-operations.ts), so a module
 * adds only what it wants said differently.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    // The plugin that declared each route: its guards are read from it once the app is ready
    // (a plugin's hooks are added after the routes it declares have been announced).
    const owners = new Map<RouteOptions, object>();
    fastify.addHook('onRoute', function noteRoute(this: FastifyInstance, route) {
      // The reference itself: signed-in members and any API key may read it.
      if (route.url.startsWith(DOCS_PREFIX)) route.config = { ...route.config, keyScopes: KEY_READS };
      owners.set(route, this);
    });
    const docOf = (route: RouteOptions): RouteDoc => {
      const owner = owners.get(route);
      if (!owner) throw new Error(`${route.method} ${route.url} was declared before the docs plugin`);
      return {
        audience: audienceOf(fastify, owner, route),
        keyScopes: keyScopesOf(route.config),
        isIdempotent: route.config?.idempotent === true,
      };
    };
    fastify.decorate('routeCatalogue', () =>
      [...owners.keys()].map((route) => ({
        method: Array.isArray(route.method) ? String(route.method[0]) : route.method,
        url: route.url,
        ...docOf(route),
      })),
    );

    const base = documentBase(config.publicUrl);
    await fastify.register(swagger, {
      openapi: base,
      transform: (input) => {
        const transformed = jsonSchemaTransform(input);
        const method = Array.isArray(input.route.method) ? String(input.route.method[0]) : input.route.method;
        const schema = describeOperation(transformed.schema as Json, method, input.url, docOf(input.route));
        return { ...transformed, schema };
      },
      transformObject: (input) => {
        if (!('openapiObject' in input)) return input.swaggerObject;
        const document = { ...input.openapiObject, openapi: base.openapi } as Json;
        fixNullableUnions(document.paths);
        addExamples(document);
        return document;
      },
    });
    let members: Json | null = null;
    fastify.decorate('membersOpenApi', () => {
      members ??= membersCopy(fastify.swagger() as unknown as Json);
      return members;
    });

    await fastify.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      staticCSP: true,
      // Its own CSP replaces ours on these routes: keep them out of frames too.
      transformStaticCSP: (header) => `${header}; frame-ancestors 'none'`,
      uiHooks: { onRequest: fastify.requireUser },
      transformSpecificationClone: false,
      transformSpecification: (document, request) => (isOperator(request.user) ? document : fastify.membersOpenApi()),
    });
  },
  { name: 'docs', dependencies: ['auth'] },
);
