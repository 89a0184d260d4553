import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildServer } from '../../src/build-server';
import type { Config } from '../../src/env';
import { loadConfig } from '../../src/env';
import { openTestDatabase } from './engines';

export type TestApp = FastifyInstance & { cleanup: () => Promise<void> };

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '.tmp/unused' }),
    runWorkers: false,
    ...overrides,
  };
}

/**
 * The whole app on a fresh database of the engine under test (PGlite or PostgreSQL), without the
 * web build. Call `cleanup` in afterAll/afterEach.
 */
export async function createTestApp(
  options: {
    config?: Partial<Config>;
    serveWeb?: boolean;
    logger?: Parameters<typeof buildServer>[0]['logger'];
    /** Adds test-only routes before the app is ready. */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const { database, drop } = await openTestDatabase(inject('databaseTemplate'));
  const app = await buildServer({
    config: testConfig(options.config),
    database,
    serveWeb: options.serveWeb ?? false,
    logger: options.logger ?? false,
  });
  options.extend?.(app);
  await app.ready();
  return Object.assign(app, {
    cleanup: async () => {
      await app.close();
      await drop();
    },
  });
}
