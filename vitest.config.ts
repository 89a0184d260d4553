import { availableParallelism } from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

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
      // Every file builds its own app on its own database copy and keeps no state in modules, so
      // a worker may reuse the modules it has loaded: loading the server again for each file cost
      // more than the tests themselves (docs/testing.md).
      isolate: false,
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
      // Pure code, no module state between files: loading the modules once a worker instead of
      // once a file took the project from 37 s to 13 s (decision 135).
      isolate: false,
    },
  },
  {
    extends: true,
    test: {
      name: 'web',
      include: ['apps/web/app/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      // React, the router and the components load once a worker, not once a file: 129 s → 19 s
      // (decision 135). A test starts from its own state (`setup.ts` unmounts; a store a test fills
      // is emptied before it), and the files pass in shuffled orders.
      isolate: false,
      // Rendering and typing in jsdom took over 6 s on a loaded two-core machine; a timeout only
      // decides how long a real failure takes to show.
      testTimeout: 30_000,
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
// Long runs of several real processes on PostgreSQL: only through `npm run test:reliability`.
if (process.env.RELIABILITY === '1') {
  projects.push({
    extends: true,
    test: {
      name: 'reliability',
      include: ['apps/server/test/**/*.reliability.test.ts'],
      environment: 'node',
      // Prints the one table of faults injected and outcomes at the end of the run.
      globalSetup: ['apps/server/test/helpers/fault-table-setup.ts'],
      testTimeout: 900_000,
      hookTimeout: 1_800_000,
    },
  });
}
// `npm run test:security` (scripts/test-security.mjs) adds the security suite: it needs the web
// build and prints its own summary, so the plain `vitest run` leaves it out.
if (process.env.SECURITY_SUITE === '1') {
  projects.push({
    extends: true,
    test: {
      name: 'security',
      include: ['apps/server/test/security/*.security.test.ts'],
      environment: 'node',
      env: { TEST_DB: 'pglite' },
      globalSetup: ['apps/server/test/helpers/global-setup.ts', 'apps/server/test/security/summary.ts'],
      // As the API projects: each file builds its own app and writes its own rows of the summary,
      // so a worker loads the server once rather than once a file (decision 112).
      isolate: false,
      // The full run's fuzzing (10,000 payloads on each of 60-odd routes) runs for hours on a busy machine;
      // the short run's (150 each) about a minute on a quiet one and over five on a shared, loaded one.
      testTimeout: process.env.SECURITY_FULL === '1' ? 8 * 3_600_000 : 1_200_000,
      hookTimeout: 120_000,
    },
  });
}

/** The project of the real-process tests (below). */
const PROCESS_PROJECT = 'durability';

/**
 * Vitest's order with the process tests moved to the front. Vitest runs projects in name order
 * (api-pglite, api-postgres, durability, unit, web), and on a fresh clone, with no timings cached,
 * orders each project's files by size; so the two slowest files of the suite, which start real
 * servers, began after every API file and ran on with little beside them. First, they overlap
 * with the API files instead. The rest keep Vitest's order: a project's files stay together, so a
 * worker that runs them without isolation loads the server once (decision 112).
 */
class ProcessFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isProcessFile = (file: TestSpecification) => file.project.name === PROCESS_PROJECT;
    return [...sorted.filter(isProcessFile), ...sorted.filter((file) => !isProcessFile(file))];
  }
}

export default defineConfig({
  resolve: { alias: { '~': path.resolve(import.meta.dirname, 'apps/web/app') } },
  test: {
    projects,
    // Vitest's default leaves one core to itself; its main process mostly waits, and the API and
    // process tests wait on PostgreSQL and child processes, so a two-core machine runs two files.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A console.error during a test fails it (STYLE "Tests").
    setupFiles: ['test/fail-on-console-error.ts'],
    // The real-process files first, so they run beside the API files rather than after them.
    sequence: { sequencer: ProcessFilesFirstSequencer },
  },
});
