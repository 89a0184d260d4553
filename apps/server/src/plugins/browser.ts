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
 * Only jobs use it; a web-only process (RUN_WORKERS=false) refuses to launch one (issue 19). The
 * automated tests run job handlers in their own process without workers, so they may launch it.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const mayLaunch = config.runWorkers || config.nodeEnv === 'test';
    const pool = new BrowserPool(() => chromiumPath(config.chromiumPath), mayLaunch);
    fastify.decorate('browser', pool);
    fastify.addHook('onClose', () => pool.close());
  },
  { name: 'browser' },
);
