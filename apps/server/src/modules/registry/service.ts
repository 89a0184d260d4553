import { CALIFORNIA_REGISTRY } from '@cleardocket/domain/registry/california-registry';
import type { RegistryBroker } from '@cleardocket/domain/registry/california-registry';
import type { Db } from '../../db/database';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch';
import * as repository from './repository';

/**
 * The registry catalogue (issue 30 item 5, docs/registry-catalogue.md): every broker of
 * California's registry with its registry URL, flags and the route its page offers.
 */
const CALIFORNIA_EDITION = 'ca-2025';
const NOT_YET_CLASSIFIED = 'not-yet-classified';

/** The page as fetched, for the classifier, with the company's own domain (from its registry filing). */
type RegistryPage = { url: string; finalUrl: string; status: number; html: string; domain: string };
/**
 * The runner's page classification (issue 30 item 1, decision 090), handed down by app.ts
 * (app-wiring.ts: the runner is in this module's layer). Without it nothing is classified.
 */
export type ClassifyRoute = (page: RegistryPage) => Promise<{ route: string; reason: string }>;

/** The company's domain: the host of the page it filed with the registry, without `www.`. */
const companyDomain = (broker: RegistryBroker) => {
  try {
    return new URL(broker.registryUrl).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};

export type RegistryDeps = { db: Db; allowLoopback: boolean; classifyRoute: ClassifyRoute | null };

/**
 * Fetches each broker's request page and stores what the classifier says it offers. A page that
 * cannot be fetched is stored as `unreachable` with the reason; no classifier, no rows: every
 * entry stays "not yet classified" rather than guessed.
 */
export async function refreshRoutes(
  deps: RegistryDeps,
  brokers: readonly RegistryBroker[] = CALIFORNIA_REGISTRY,
): Promise<{ classified: number; unreachable: number }> {
  const { classifyRoute } = deps;
  if (!classifyRoute) return { classified: 0, unreachable: 0 };
  let classified = 0;
  let unreachable = 0;
  for (const broker of brokers) {
    const url = broker.requestUrl ?? broker.registryUrl;
    try {
      const page = await safeFetch(url, { allowLoopback: deps.allowLoopback, timeoutMs: 15_000, maxRedirects: 5 });
      const { route, reason } = await classifyRoute({
        url,
        finalUrl: page.finalUrl,
        status: page.status,
        html: page.body,
        domain: companyDomain(broker),
      });
      await repository.saveRoute(deps.db, {
        edition: CALIFORNIA_EDITION,
        brokerId: broker.id,
        route,
        reason,
        pageUrl: page.finalUrl,
      });
      classified += 1;
    } catch (error) {
      if (!(error instanceof SafeFetchError)) throw error;
      await repository.saveRoute(deps.db, {
        edition: CALIFORNIA_EDITION,
        brokerId: broker.id,
        route: 'unreachable',
        reason: error.message,
        pageUrl: url,
      });
      unreachable += 1;
    }
  }
  return { classified, unreachable };
}

/**
 * The catalogue as operators read it: each registry entry with its stored route (or none yet),
 * and how many brokers each route has.
 */
export async function registryCatalogue(db: Db) {
  const routes = new Map((await repository.routesOf(db, CALIFORNIA_EDITION)).map((row) => [row.brokerId, row]));
  const brokers = CALIFORNIA_REGISTRY.map((broker) => {
    const route = routes.get(broker.id);
    return {
      ...broker,
      route: route?.route ?? NOT_YET_CLASSIFIED,
      routeReason: route?.reason ?? null,
      classifiedAt: route?.classifiedAt ?? null,
    };
  });
  const counts: Record<string, number> = {};
  for (const broker of brokers) counts[broker.route] = (counts[broker.route] ?? 0) + 1;
  return { brokers, counts };
}
