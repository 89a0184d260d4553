import { readFileSync } from 'node:fs';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { PlaybookSchema } from '@cleardocket/domain/removal/playbook';
import type { Playbook, PlaybookInput } from '@cleardocket/domain/removal/playbook';
import { findPlaybook } from '@cleardocket/domain/removal/playbooks';
import type { Config } from '../env';

type Playbooks = {
  /** The playbook for a site: this process's replacement, else the catalogue's. */
  find(domain: string): Playbook | undefined;
  /** Replaces the playbook of a domain in this process (RUNNER_PLAYBOOKS_FILE, test replicas, the bench). */
  use(input: PlaybookInput): Playbook;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The playbooks this process runs (issue 14 §2): the domain package's, with any replacements. */
    playbooks: Playbooks;
  }
}

/**
 * Per-process playbook replacements (infrastructure: the data is the domain package's). A bad
 * RUNNER_PLAYBOOKS_FILE stops the start with the variable named, like any bad setting.
 */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const overrides = new Map<string, Playbook>();
    const playbooks: Playbooks = {
      find: (domain) => overrides.get(domain) ?? findPlaybook(domain),
      use(input) {
        const playbook = PlaybookSchema.parse(input);
        overrides.set(playbook.domain, playbook);
        return playbook;
      },
    };
    if (config.runner.playbooksFile) {
      try {
        const inputs = z.array(PlaybookSchema).parse(JSON.parse(readFileSync(config.runner.playbooksFile, 'utf8')));
        for (const input of inputs) playbooks.use(input);
      } catch (error) {
        throw new Error(`RUNNER_PLAYBOOKS_FILE: ${error instanceof Error ? error.message : String(error)}`, {
          cause: error,
        });
      }
    }
    fastify.decorate('playbooks', playbooks);
  },
  { name: 'playbooks' },
);
