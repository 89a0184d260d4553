import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { searchResults } from '../../src/db/schema/search';
import type { EvidenceOptions } from '../../src/modules/requests/evidence-context';
import { scanDeps } from '../../src/app-wiring';
import { runScan } from '../../src/modules/search/scan';
import type { SearchProvider } from '../../src/providers/search/types';
import { ORIGIN } from './identity';
import type { createMember } from './identity';
import type { TestApp } from './test-app';
import { claimTerm } from './profiles';

export type Member = Awaited<ReturnType<typeof createMember>>;
export type Removal = { id: string; reference: string; method: string; status: string; takedownRequestId: string };
export type Takedown = { id: string; reference: string; status: string; removals: Removal[] };

export const as = (app: TestApp, member: Member, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });

/**
 * Takedown requests for these URLs, made the member's way: a scan whose provider returns exactly
 * them (titled with the member's name and `title`), then POST /api/requests.
 */
export async function requestsFor(
  app: TestApp,
  member: Member,
  urls: string[],
  type = 'others',
  title = 'court record',
): Promise<Takedown[]> {
  const provider: SearchProvider = {
    id: 'searxng',
    configured: true,
    search: async () =>
      urls.map((url) => ({ url, title: `${member.firstName} ${member.lastName} ${title}`, snippet: 'Public record.' })),
  };
  const company = { type: 'company', term: `Co ${Math.random()}` };
  await claimTerm(app, member.id, company);
  const started = await as(app, member, 'POST', '/api/search/scans', company);
  const deps = scanDeps(app);
  await runScan({ ...deps, searchProviders: { ...deps.searchProviders, active: provider } }, started.json().scan.id);
  const rows = await app.db.select().from(searchResults).where(eq(searchResults.userId, member.id));
  const resultIds = urls.map((url) => rows.find((row) => row.url === url)?.id ?? '');
  const response = await as(app, member, 'POST', '/api/requests', { resultIds, type });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().requests;
}

/**
 * How the tests look at pages: loopback allowed, and room for a machine busy with other suites
 * (only the stalled pages should hit a time limit).
 */
export const testEvidenceOptions = (overrides: Partial<EvidenceOptions> = {}): EvidenceOptions => ({
  allowLoopback: true,
  fetchTimeoutMs: 30_000,
  renderTimeoutMs: 20_000,
  ...overrides,
});
