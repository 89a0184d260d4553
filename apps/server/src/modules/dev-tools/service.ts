import { readdirSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { DEFAULT_MAX_RESULTS, SEARCH_RATE_LIMIT } from '@cleardocket/domain/constants';
import type { FeatureMap, SearchDiagnostics, SearchProbe, SearchProbeBody } from '@cleardocket/domain/dev/contract';
import { classifyResult } from '@cleardocket/domain/search/classify';
import type { MatchProfile } from '@cleardocket/domain/search/match';
import { isPlausibleKey, isValidSearchConfig } from '@cleardocket/domain/search/config';
import { buildQuery } from '@cleardocket/domain/search/query';
import type { Db } from '../../db/database';
import type { SearchConfig } from '../../env';
import { readSlot } from '../../providers/search/rate-limiter';
import type { SearchProviders } from '../../providers/search';

/** The developer tools (issue 18 item 3, docs/dev-routes.md): read-only views of the running app. */

/** The layout's files of a server module (decision 011). */
const PARTS = ['routes.ts', 'service.ts', 'repository.ts', 'jobs.ts'];
const MODULES_DIR = path.resolve(import.meta.dirname, '..');

/** The server's modules as they are on disk: each folder of `modules/` and the files it has. */
function listModules(dir = MODULES_DIR): FeatureMap['modules'] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => {
      const files = readdirSync(path.join(dir, entry.name)).filter((file) => /\.tsx?$/.test(file));
      return {
        name: entry.name,
        parts: PARTS.filter((part) => files.includes(part)).map((part) => part.replace(/\.ts$/, '')),
        others: files.filter((file) => !PARTS.includes(file)).sort(),
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
}

type OpenApiDocument = { paths?: Record<string, Record<string, { tags?: string[] }> | undefined> };
const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/** The API as registered: the OpenAPI document's operations, grouped by their tag. */
function groupOperations(document: OpenApiDocument): FeatureMap['api'] {
  const byTag = new Map<string, { method: string; path: string }[]>();
  for (const [route, operations] of Object.entries(document.paths ?? {})) {
    for (const [method, operation] of Object.entries(operations ?? {})) {
      if (!METHODS.has(method)) continue;
      const tag = operation.tags?.[0] ?? 'untagged';
      const list = byTag.get(tag) ?? [];
      list.push({ method: method.toUpperCase(), path: route });
      byTag.set(tag, list);
    }
  }
  return [...byTag.entries()]
    .map(([tag, operations]) => ({ tag, operations: operations.sort((a, b) => a.path.localeCompare(b.path)) }))
    .sort((a, b) => a.tag.localeCompare(b.tag));
}

/** The feature map of `/feature-modules-demo`: modules, API and job queues, from the running app. */
export function featureMap(app: { swagger(): unknown; jobs: { names: string[] } }): FeatureMap {
  return {
    modules: listModules(),
    api: groupOperations(app.swagger() as OpenApiDocument),
    jobs: [...app.jobs.names].sort(),
  };
}

/** Which settings a provider reads, whether each is set (never its value), and whether they are usable. */
function providerSettings(search: SearchConfig): Pick<SearchDiagnostics, 'settings' | 'configuration'> {
  switch (search.provider) {
    case 'google-cse': {
      const { key, cx } = search.googleCse;
      return {
        settings: [
          { name: 'GOOGLE_CSE_KEY', isSet: Boolean(key) },
          { name: 'GOOGLE_CSE_CX', isSet: Boolean(cx) },
        ],
        configuration: {
          valid: isValidSearchConfig(key, cx),
          rule: 'Spec §5: the key is longer than 10 characters, the engine id at least 10 and not "google", neither a test or placeholder value.',
        },
      };
    }
    case 'brave':
      return {
        settings: [{ name: 'BRAVE_SEARCH_KEY', isSet: Boolean(search.brave.key) }],
        configuration: {
          valid: isPlausibleKey(search.brave.key),
          rule: 'The key is longer than 10 characters and not a test or placeholder value.',
        },
      };
    case 'searxng':
      return {
        settings: [{ name: 'SEARXNG_URL', isSet: Boolean(search.searxng.url) }],
        configuration: { valid: Boolean(search.searxng.url), rule: 'The instance address is set.' },
      };
    case 'offline':
      return { settings: [], configuration: { valid: true, rule: 'The offline corpus needs no settings.' } };
  }
}

type SearchToolDeps = { db: Db; searchProviders: SearchProviders };

/** The `/dev/test-search` summary: provider, configuration validity and the shared limit's state. */
export async function searchDiagnostics(deps: SearchToolDeps, search: SearchConfig) {
  const { active } = deps.searchProviders;
  const slot = await readSlot(deps.db, active.id);
  return {
    provider: active.id,
    configured: active.configured,
    ...providerSettings(search),
    rateLimit: {
      requestsPerSecond: SEARCH_RATE_LIMIT.requestsPerSecond,
      retries: SEARCH_RATE_LIMIT.retries,
      nextSlotAt: slot?.nextSlotAt ?? null,
      waitMs: Math.round(slot?.waitMs ?? 0),
    },
  };
}

const since = (start: number) => Math.round((performance.now() - start) * 10) / 10;

/**
 * One query straight to the provider, inside the shared limit like a scan's, with its timings; with
 * `classify`, each result classified as a scan would, the match decided against the facts given.
 * Nothing is stored: no scan, no result, no notification.
 */
export async function probeSearch(deps: SearchToolDeps, body: SearchProbeBody): Promise<SearchProbe> {
  const { active } = deps.searchProviders;
  const query = buildQuery(body.type, body.term);
  const slotWaitMs = Math.round((await readSlot(deps.db, active.id))?.waitMs ?? 0);
  const start = performance.now();
  try {
    const raw = await active.search({ query, type: body.type, term: body.term, maxResults: DEFAULT_MAX_RESULTS });
    const totalMs = since(start);
    const classifyStart = performance.now();
    const profile: MatchProfile = {
      firstName: body.firstName ?? '',
      lastName: body.lastName ?? '',
      places: body.city && body.state ? [{ city: body.city, state: body.state }] : [],
    };
    const results = raw.map((result) => {
      if (!body.classify) return { ...result, classification: null };
      const c = classifyResult(result, profile, { scan: { type: body.type, term: body.term } });
      return {
        ...result,
        classification: { ...c, match: { label: c.match.label, score: c.match.score, reasons: c.match.reasons } },
      };
    });
    const classifyMs = body.classify ? since(classifyStart) : null;
    return { provider: active.id, query, slotWaitMs, totalMs, classifyMs, error: null, results };
  } catch (error) {
    const message = error instanceof Error ? error.message : 'The provider failed.';
    return {
      provider: active.id,
      query,
      slotWaitMs,
      totalMs: since(start),
      classifyMs: null,
      error: message,
      results: [],
    };
  }
}
