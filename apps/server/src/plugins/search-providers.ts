import fp from 'fastify-plugin';
import type { Config } from '../env';
import { createSearchProviders } from '../providers/search';
import type { SearchProviders } from '../providers/search';

declare module 'fastify' {
  interface FastifyInstance {
    /** The web search provider chosen by SEARCH_PROVIDER, and the offline corpus it falls back to. */
    searchProviders: SearchProviders;
  }
}

/** The outside web search scans use (ARCHITECTURE §6), like the message transports: one per app. */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    fastify.decorate('searchProviders', createSearchProviders(fastify.db, config));
  },
  { name: 'search-providers', dependencies: ['db'] },
);
