import type { FastifyInstance } from 'fastify';
import { defaultKeyScopes } from '@cleardocket/domain/api-keys/rules';
import type { KeyScopes } from '@cleardocket/domain/api-keys/rules';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The API key scopes that may call this route (domain api-keys/rules.ts); absent or empty:
     * closed to keys. Read by the bearer path and by the OpenAPI document's `security`.
     */
    keyScopes?: KeyScopes;
  }
}

/**
 * Opens every route a module declares after this call to API keys, reads to any key and writes
 * to write keys, unless the route declares `config.keyScopes` itself (`[]` closes it).
 */
export function openToApiKeys(fastify: Pick<FastifyInstance, 'addHook'>): void {
  fastify.addHook('onRoute', (route) => {
    if (route.config?.keyScopes !== undefined) return;
    const method = Array.isArray(route.method) ? String(route.method[0]) : route.method;
    route.config = { ...route.config, keyScopes: defaultKeyScopes(method) };
  });
}

/** The scopes a route declared, from its config (as the router hands it to a request). */
export function keyScopesOf(config: { keyScopes?: KeyScopes } | undefined): KeyScopes {
  return config?.keyScopes ?? [];
}
