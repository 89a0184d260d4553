import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * Test projects: `unit` (pure code), `web` (components in jsdom), and the API suites, which run the
 * same files once on PGlite and once on PostgreSQL when DATABASE_URL is set (ARCHITECTURE §11).
 */
const apiFiles = ['apps/server/test/**/*.api.test.ts'];

function apiProject(engine: 'pglite' | 'postgres'): TestProjectInlineConfiguration {
  return {
    extends: true,
    test: {
      name: `api-${engine}`,
      include: apiFiles,
      environment: 'node',
      env: { TEST_DB: engine },
      globalSetup: ['apps/server/test/helpers/global-setup.ts'],
      // A file's first test also builds its app on a fresh database copy: on a shared, loaded
      // machine that alone has taken 30 s.
      testTimeout: 60_000,
      hookTimeout: 120_000,
    },
  };
}

const projects: TestProjectInlineConfiguration[] = [
  {
    extends: true,
    test: {
      name: 'unit',
      include: ['packages/**/*.test.ts', 'apps/server/**/*.unit.test.ts', 'scripts/**/*.test.ts'],
      environment: 'node',
    },
  },
  {
    extends: true,
    test: {
      name: 'web',
      include: ['apps/web/app/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['test/fail-on-console-error.ts', 'apps/web/test/setup.ts'],
    },
  },
  apiProject('pglite'),
  {
    extends: true,
    test: {
      name: 'durability',
      include: ['apps/server/test/**/*.process.test.ts'],
      environment: 'node',
      testTimeout: 120_000,
      hookTimeout: 60_000,
    },
  },
];
if (process.env.DATABASE_URL) projects.push(apiProject('postgres'));

export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'apps/web/app') } },
  test: {
    projects,
    // A console.error during a test fails it (STYLE "Tests").
    setupFiles: ['test/fail-on-console-error.ts'],
  },
});
