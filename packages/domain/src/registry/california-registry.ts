import { CALIFORNIA_REGISTRY_2025 } from './california-registry-data';

/**
 * Every broker in California's 2025 data broker registry (issue 30 item 5), from The Markup's copy
 * (docs/data-sources.md): the request page it filed, the page as it answered when checked, and the
 * registry's flags. Its route is not here: routes are classified from the page by a job and stored
 * by the server (docs/registry-catalogue.md), never guessed.
 */
export type RegistryBroker = {
  /** The row's order in the registry download: a stable id for this edition. */
  id: number;
  company: string;
  /** The page the broker filed with the registry for deleting data and exercising CCPA rights. */
  registryUrl: string;
  /** Where that page ended when checked; null when it did not answer. */
  requestUrl: string | null;
  answered: boolean;
  /** What the broker told the state it collects. */
  flags: { minors: boolean; location: boolean; reproductiveHealth: boolean };
  /** Other registered companies that filed the same page. */
  alsoFiledBy: string | null;
};

export const CALIFORNIA_REGISTRY: readonly RegistryBroker[] = CALIFORNIA_REGISTRY_2025;
