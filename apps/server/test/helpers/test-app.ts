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
    // Better Auth's password hash at a sixteenth of its cost (decision 137); an app built as
    // production (some tests do) hashes as production does.
    testPasswordHashing: (overrides.nodeEnv ?? 'test') === 'test',
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
  let app: FastifyInstance;
  try {
    app = await buildServer({
      config: testConfig(options.config),
      database,
      serveWeb: options.serveWeb ?? false,
      logger: options.logger ?? false,
    });
    options.extend?.(app);
    await app.ready();
  } catch (error) {
    // An app that does not start leaves no database copy behind.
    await drop();
    throw error;
  }
  return Object.assign(app, {
    cleanup: async () => {
      await app.close();
      await drop();
    },
  });
}
