import fp from 'fastify-plugin';
import type { Config } from '../env';
import { BrowserPool, chromiumPath } from '../lib/browser/chromium';

declare module 'fastify' {
  interface FastifyInstance {
    /** The process's one headless Chromium (removal runner and verification), launched on first use. */
    browser: BrowserPool;
  }
}

/**
 * One Chromium per worker process, each user of it in a fresh context behind its own guard proxy.
 * Only jobs use it; a web-only process (RUN_WORKERS=false) refuses to launch one (issue 19).
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const pool = new BrowserPool(() => chromiumPath(config.chromiumPath), config.runWorkers);
    fastify.decorate('browser', pool);
    fastify.addHook('onClose', () => pool.close());
  },
  { name: 'browser' },
);
