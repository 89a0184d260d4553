import { findSite } from '../search/sites';
import { PlaybookSchema } from './playbook';
import type { Playbook } from './playbook';
import { CUSTOM_PLAYBOOK_INPUTS } from './playbooks-custom';
import { PLAYBOOK_INPUTS } from './playbooks-data';
import { registryPlaybookInputs } from './playbooks-registry';

const DESCRIBED = [...PLAYBOOK_INPUTS, ...CUSTOM_PLAYBOOK_INPUTS];

/**
 * Every playbook, validated once when the module loads: a bad one stops the process at start. The
 * described ones first; every other web-form site with a request page gets the generic one.
 */
export const PLAYBOOKS: readonly Playbook[] = [
  ...DESCRIBED,
  ...registryPlaybookInputs(new Set(DESCRIBED.map((input) => input.domain))),
].map((input) => {
  const parsed = PlaybookSchema.safeParse(input);
  if (!parsed.success)
    throw new Error(`Playbook ${input.domain}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
});

const byDomain = new Map(PLAYBOOKS.map((playbook) => [playbook.domain, playbook]));

/** The playbook for a removal's site (its catalogue domain), if one was written. */
export function findPlaybook(domain: string): Playbook | undefined {
  return byDomain.get(domain) ?? byDomain.get(findSite(domain)?.domain ?? '');
}
