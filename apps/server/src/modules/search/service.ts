import { DEFAULT_MAX_RESULTS } from '@cleardocket/domain/constants';
import { attentionOf, isTheirs } from '@cleardocket/domain/search/alerts';
import type { AttentionCounts } from '@cleardocket/domain/search/alerts';
import type { RawResult } from '@cleardocket/domain/search/classify';
import { buildQuery } from '@cleardocket/domain/search/query';
import type { FindingEvent } from '@cleardocket/domain/monitoring/report';
import { recentFromHistory } from '@cleardocket/domain/search/recent';
import { resolveSearchTerm } from '@cleardocket/domain/search/query';
import type { SearchInput, SearchType } from '@cleardocket/domain/search/query';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { SearchProviders } from '../../providers/search';
import { ProviderError } from '../../providers/search/types';
import { PROFILE_TERM_MESSAGES } from '@cleardocket/domain/protected-profiles/facts';
import { learn, lessonsFrom } from '@cleardocket/domain/protected-profiles/learn';
import type { Lessons } from '@cleardocket/domain/protected-profiles/learn';
import {
  checkTermOf,
  judgedBy,
  profileFacts,
  scanProfile,
  updateProfileFacts,
} from '../protected-profiles/facts-service';
import type { ProfileWithFacts } from '../protected-profiles/service';
import * as repository from './repository';
import * as resultRows from './results-repository';
import * as resultList from './result-list-repository';
import type { NewResult, ResultRow, ScanRow } from './repository';
import type { ResultFilter } from './result-list-repository';
import { requireConsent } from '../protected-profiles/service';

/** The scan job (jobs.ts runs it with scan.ts runScan): one per scan, in whichever process works jobs. */
export const SCAN_JOB = 'search-scan';

/** What starting a scan needs from the app: routes pass `fastify`. */
export type SearchDeps = { db: Db; jobs: JobQueue; searchProviders: SearchProviders };

/** Which provider scans use; keys and addresses stay on the server. */
export function providerInfo({ searchProviders }: Pick<SearchDeps, 'searchProviders'>) {
  const { active } = searchProviders;
  return { provider: active.id, configured: active.configured, simulated: active.id === 'offline' };
}

/** How a scan or result records its profile: null is the member themself (decision 036). */
const storedProfileId = (profile: ProfileWithFacts) => (profile.profile.kind === 'self' ? null : profile.profile.id);

/**
 * Queues a scan of one term and type for one profile (one at a time per member, profile, term and
 * type: a second start while one is queued or running returns that one). A blank term is 'Please
 * enter a search term'; a term that is not one of the profile's facts is refused with why (issue 17).
 */
export async function startScan(
  deps: SearchDeps,
  userId: string,
  input: SearchInput & { profileId?: string | null },
): Promise<ScanRow> {
  const resolved = resolveSearchTerm(input);
  if (!resolved.ok) throw new AppError('validation_failed', resolved.message, 400);
  const profile = await scanProfile(deps.db, userId, input.profileId);
  if (profile.profile.kind !== 'self') await requireConsent(deps.db, userId, profile.profile.id);
  const belongs = await checkTermOf(deps.db, userId, profile, input.type, resolved.term);
  if (!belongs.ok) throw new AppError('validation_failed', belongs.message, 400);
  const profileId = storedProfileId(profile);
  const { scan, created } = await repository.startScanOnce(deps.db, {
    userId,
    profileId,
    searchTerm: resolved.term,
    searchType: input.type,
    status: 'queued',
    provider: deps.searchProviders.active.id,
  });
  if (created) await deps.jobs.send(SCAN_JOB, { scanId: scan.id }, { singletonKey: scan.id });
  return scan;
}

export async function getScan(db: Db, userId: string, scanId: string): Promise<ScanRow> {
  const scan = await repository.findScan(db, scanId, userId);
  if (!scan) throw new AppError('not_found', 'Scan not found', 404);
  return scan;
}

export type ResultQuery = Omit<ResultFilter, 'scanTerm'> & { type?: SearchType; term?: string };

/** A page of the member's results; filtering by term needs both its type and the term. */
export async function listResults(db: Db, userId: string, query: ResultQuery) {
  const { type, term, ...filter } = query;
  if ((type === undefined) !== (term === undefined)) {
    throw new AppError('validation_failed', 'Filter by term needs both type and term', 400);
  }
  return resultList.listResults(db, userId, {
    ...filter,
    scanTerm: type && term !== undefined ? { type, term } : undefined,
  });
}

export type ResultChanges = Partial<Pick<ResultRow, 'processed' | 'ignored' | 'saved' | 'feedback'>>;

/** The member's marks on a result: ignored, saved, "This is me" / "Not me". */
export async function changeResult(db: Db, userId: string, resultId: string, changes: ResultChanges) {
  const row = await resultRows.updateResult(db, userId, resultId, changes);
  if (!row) throw new AppError('not_found', 'Search result not found', 404);
  return row;
}

/** Ignore: the result leaves the alerts as handled. One that already has a request is not "ignored". */
export async function ignoreResult(db: Db, userId: string, resultId: string) {
  const [row] = await resultRows.findResults(db, userId, [resultId]);
  if (!row) throw new AppError('not_found', 'Search result not found', 404);
  if (row.processed && !row.ignored) {
    throw new AppError('conflict', 'This result already has a takedown request.', 409);
  }
  return changeResult(db, userId, resultId, { processed: true, ignored: true });
}

/** Undo an Ignore: the result is unhandled again (an ignored result never had a request, see above). */
export async function undoIgnore(db: Db, userId: string, resultId: string) {
  const [row] = await resultRows.findResults(db, userId, [resultId]);
  if (!row) throw new AppError('not_found', 'Search result not found', 404);
  if (!row.ignored) return row;
  return changeResult(db, userId, resultId, { processed: false, ignored: false });
}

/** How many results are alerts and how many await the member's answer (domain search/alerts.ts, counted in SQL). */
export function countAttention(db: Db, userId: string): Promise<AttentionCounts> {
  return resultList.countAttention(db, userId);
}

export function listHistory(db: Db, userId: string) {
  return repository.listHistory(db, userId);
}

/** The ten latest distinct searches, for the form's suggestions. */
export async function recentSearches(db: Db, userId: string) {
  const rows = await repository.listHistory(db, userId);
  return recentFromHistory(rows.map((row) => ({ term: row.searchTerm, type: row.searchType })));
}

/* ---------- for the requests module ---------- */

/** The member's results with these ids (others' ids are ignored). */
export function findResults(db: Db, userId: string, ids: string[]): Promise<ResultRow[]> {
  return resultRows.findResults(db, userId, ids);
}

/** A result's title as SQL, for a list read in one statement (results-repository.ts). */
export { resultTitleSql } from './results-repository';

/** The titles of the member's results with these ids, by id. */
export async function resultTitles(db: Db, userId: string, ids: string[]): Promise<Map<string, string>> {
  return new Map((await resultRows.findResultTitles(db, userId, ids)).map((result) => [result.id, result.title]));
}

/** Results a takedown request was opened for stop being alerts (spec §4 "Search alert"). */
export function markResultsProcessed(db: Db, userId: string, ids: string[]): Promise<void> {
  return resultRows.markProcessed(db, userId, ids);
}

/** The results first seen between two dates that the dashboard counts ("Not me" left out), each with what it asks of the member. */
export async function resultsForMetrics(db: Db, userId: string, from: Date, to: Date) {
  const rows = await resultRows.listResultFacts(db, userId, from, to);
  return rows
    .filter((row) => row.feedback !== 'not_me')
    .map((row) => ({
      isTheirs: isTheirs(row),
      attention: attentionOf(row),
      firstSeenAt: row.firstSeenAt,
      severity: row.severity,
      priority: row.priority,
      category: row.category,
    }));
}

/**
 * The events of the member's findings (results that are theirs: found, or confirmed "This is me";
 * "Not me" never) between two dates, oldest first: the monthly report's source.
 */
export function findingEventsFor(db: Db, userId: string, from: Date, to: Date): Promise<FindingEvent[]> {
  return resultRows.findingEvents(db, userId, from, to);
}

/* ---------- "This is me" teaches the profile (issue 17 part 2) ---------- */

const NOTHING_TO_LEARN: Lessons = { relatives: [], places: [] };

async function lessonsOf(db: Db, userId: string, resultId: string) {
  const [row] = await resultRows.findResults(db, userId, [resultId]);
  if (!row) throw new AppError('not_found', 'Search result not found', 404);
  const profile = await scanProfile(db, userId, row.profileId);
  const { facts } = await profileFacts(db, userId, profile.profile.id);
  const texts =
    row.observations.length > 0
      ? row.observations.map((seen) => `${seen.title}\n${seen.snippet}`)
      : [`${row.title}\n${row.snippet}`];
  const lessons =
    row.feedback === 'me' ? lessonsFrom(texts, await judgedBy(db, userId, profile), facts) : NOTHING_TO_LEARN;
  return { row, profile, facts, lessons };
}

/** The relatives and places a listing the member confirmed names that its profile lacks (none before "This is me"). */
export async function resultLessons(db: Db, userId: string, resultId: string): Promise<Lessons> {
  return (await lessonsOf(db, userId, resultId)).lessons;
}

/** Adds the lessons the member chose (among those offered) to the result's profile. */
export async function learnFromResult(db: Db, userId: string, resultId: string, chosen: Lessons) {
  const { row, profile, facts, lessons } = await lessonsOf(db, userId, resultId);
  if (row.feedback !== 'me') throw new AppError('conflict', PROFILE_TERM_MESSAGES.confirmFirst, 409);
  return updateProfileFacts(db, userId, profile.profile.id, learn(facts, lessons, chosen));
}

/* ---------- for the assessment module (issue 16 step 1) ---------- */

/**
 * One search with the configured provider outside any member's scan (the free assessment's
 * teaser): the active provider, falling back to the offline corpus when it fails, as a scan does.
 * Nothing is cached: the cache belongs to members.
 */
export async function searchOnce(
  deps: Pick<SearchDeps, 'searchProviders'> & { log: { warn(details: object, message: string): void } },
  type: SearchType,
  term: string,
): Promise<{ results: RawResult[]; provider: string; usedMockData: boolean }> {
  const { active, offline } = deps.searchProviders;
  const request = { query: buildQuery(type, term), type, term, maxResults: DEFAULT_MAX_RESULTS };
  try {
    return { results: await active.search(request), provider: active.id, usedMockData: active.id === 'offline' };
  } catch (error) {
    if (active.id === 'offline') throw error;
    deps.log.warn(
      { provider: active.id, kind: error instanceof ProviderError ? error.kind : 'unexpected' },
      'search provider failed; using offline results',
    );
    return { results: await offline.search(request), provider: offline.id, usedMockData: true };
  }
}

export type ImportedResult = Omit<NewResult, 'userId' | 'searchTerm' | 'searchType' | 'sourceType' | 'observations'>;

/**
 * Results found before the person was a member (the free assessment) become one of their scans:
 * a completed scan of the term, its results (upserted by URL like any scan's, each "appeared"),
 * and a history item. Returns the scan.
 */
export async function importScan(
  db: Db,
  userId: string,
  scan: { type: SearchType; term: string; provider: string; usedMockData: boolean; at: Date },
  results: ImportedResult[],
): Promise<ScanRow> {
  const rows: NewResult[] = results.map((result) => ({
    ...result,
    userId,
    searchTerm: scan.term,
    searchType: scan.type,
    sourceType: scan.usedMockData ? 'mock' : scan.provider,
    observations: [
      { title: result.title, snippet: result.snippet, type: scan.type, term: scan.term, seenAt: scan.at.toISOString() },
    ],
  }));
  return db.transaction(async (tx) => {
    const upserted = await resultRows.upsertResults(tx, userId, rows, scan.at);
    await resultRows.insertEvents(
      tx,
      userId,
      upserted.filter((row) => row.inserted).map((row) => ({ resultId: row.id, kind: 'appeared' as const })),
    );
    await repository.addHistory(tx, {
      userId,
      searchTerm: scan.term,
      searchType: scan.type,
      resultCount: rows.length,
      hasResults: rows.length > 0,
      usedMockData: scan.usedMockData,
      createdAt: scan.at,
    });
    const attention = rows.map((row) => attentionOf({ ...row, processed: false, goneAt: null, feedback: null }));
    const alerts = rows.filter((_, index) => attention[index] === 'alert');
    return repository.insertScan(tx, {
      userId,
      searchTerm: scan.term,
      searchType: scan.type,
      status: 'completed',
      provider: scan.provider,
      usedMockData: scan.usedMockData,
      resultCount: rows.length,
      foundCount: alerts.length,
      highCount: alerts.filter((row) => row.severity === 'high').length,
      reviewCount: attention.filter((kind) => kind === 'review').length,
      createdAt: scan.at,
      startedAt: scan.at,
      finishedAt: scan.at,
    });
  });
}
