import { BaseSequencer } from 'vitest/node';
import type { TestSpecification } from 'vitest/node';

/** The project of the real-process tests (vitest.config.ts). */
const PROCESS_PROJECT = 'durability';

/**
 * Vitest's order with the process tests moved to the front. Vitest runs projects in name order
 * (api-pglite, api-postgres, durability, unit, web), and on a fresh clone, with no timings cached,
 * orders each project's files by size; so the two slowest files of the suite, which start real
 * servers, began after every API file and ran on with little beside them. First, they overlap
 * with the API files instead. The rest keep Vitest's order: a project's files stay together, so a
 * worker that runs them without isolation loads the server once (decision 112).
 */
export class ProcessFilesFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isProcessFile = (file: TestSpecification) => file.project.name === PROCESS_PROJECT;
    return [...sorted.filter(isProcessFile), ...sorted.filter((file) => !isProcessFile(file))];
  }
}
