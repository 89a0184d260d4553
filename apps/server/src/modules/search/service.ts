import { isAlert } from '@cleardocket/domain/search/alerts';
import { recentFromHistory } from '@cleardocket/domain/search/recent';
import { resolveSearchTerm } from '@cleardocket/domain/search/query';
import type { SearchInput, SearchType } from '@cleardocket/domain/search/query';
import type { Db } from '../../db/database';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import type { MatchProfile } from '@cleardocket/domain/search/match';
import type { SearchProviders } from '../../providers/search';
import { memberFacts } from '../profile/service';
import * as repository from './repository';
import type { ResultFilter, ResultRow, ScanRow } from './repository';

/** The scan job (jobs.ts runs it with scan.ts runScan): one per scan, in whichever process works jobs. */
export const SCAN_JOB = 'search-scan';

/** What starting a scan needs from the app: routes pass `fastify`. */
export type SearchDeps = { db: Db; jobs: JobQueue; searchProviders: SearchProviders };

/** Which provider scans use; keys and addresses stay on the server. */
export function providerInfo({ searchProviders }: Pick<SearchDeps, 'searchProviders'>) {
  const { active } = searchProviders;
  return { provider: active.id, configured: active.configured, simulated: active.id === 'offline' };
}

/**
 * Queues a scan of one term and type (one at a time per member, term and type: a second start
 * while one is queued or running returns that one). A blank term is 'Please enter a search term'.
 */
export async function startScan(deps: SearchDeps, userId: string, input: SearchInput): Promise<ScanRow> {
  const resolved = resolveSearchTerm(input);
  if (!resolved.ok) throw new AppError('validation_failed', resolved.message, 400);
  const active = await repository.findActiveScan(deps.db, userId, input.type, resolved.term);
  if (active) return active;
  const scan = await repository.insertScan(deps.db, {
    userId,
    searchTerm: resolved.term,
    searchType: input.type,
    status: 'queued',
    provider: deps.searchProviders.active.id,
  });
  await deps.jobs.send(SCAN_JOB, { scanId: scan.id }, { singletonKey: scan.id });
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
  return repository.listResults(db, userId, {
    ...filter,
    scanTerm: type && term !== undefined ? { type, term } : undefined,
  });
}

export type ResultChanges = Partial<Pick<ResultRow, 'processed' | 'ignored' | 'saved' | 'feedback'>>;

/** The member's marks on a result: ignored, saved, "This is me" / "Not me". */
export async function changeResult(db: Db, userId: string, resultId: string, changes: ResultChanges) {
  const row = await repository.updateResult(db, userId, resultId, changes);
  if (!row) throw new AppError('not_found', 'Search result not found', 404);
  return row;
}

/** How many results are alerts (domain search/alerts.ts, counted in SQL). */
export function countAlerts(db: Db, userId: string): Promise<number> {
  return repository.countAlerts(db, userId);
}

export function listHistory(db: Db, userId: string) {
  return repository.listHistory(db, userId);
}

/** The ten latest distinct searches, for the form's suggestions. */
export async function recentSearches(db: Db, userId: string) {
  const rows = await repository.listHistory(db, userId);
  return recentFromHistory(rows.map((row) => ({ term: row.searchTerm, type: row.searchType })));
}

export type SearchSettings = {
  autoCreateRequests: boolean;
  middleName: string | null;
  birthYear: number | null;
  aliases: string[];
  relatives: string[];
};

export async function getSettings(db: Db, userId: string): Promise<SearchSettings> {
  const row = await repository.findPreferences(db, userId);
  return {
    autoCreateRequests: row?.autoCreateRequests ?? false,
    middleName: row?.middleName ?? null,
    birthYear: row?.birthYear ?? null,
    aliases: row?.aliases ?? [],
    relatives: row?.relatives ?? [],
  };
}

export async function updateSettings(
  db: Db,
  userId: string,
  changes: Partial<SearchSettings>,
): Promise<SearchSettings> {
  const row = await repository.upsertPreferences(db, userId, {
    ...changes,
    middleName: changes.middleName === undefined ? undefined : changes.middleName?.trim() || null,
  });
  return {
    autoCreateRequests: row.autoCreateRequests,
    middleName: row.middleName,
    birthYear: row.birthYear,
    aliases: row.aliases,
    relatives: row.relatives,
  };
}

/* ---------- for the requests module ---------- */

/** The member's results with these ids (others' ids are ignored). */
export function findResults(db: Db, userId: string, ids: string[]): Promise<ResultRow[]> {
  return repository.findResults(db, userId, ids);
}

/** Results a takedown request was opened for stop being alerts (spec §4 "Search alert"). */
export function markResultsProcessed(db: Db, userId: string, ids: string[]): Promise<void> {
  return repository.markProcessed(db, userId, ids);
}

/** The results first seen between two dates that the dashboard counts ("Not me" left out), each marked alert or not. */
export async function resultsForMetrics(db: Db, userId: string, from: Date, to: Date) {
  const rows = await repository.listResultFacts(db, userId, from, to);
  return rows
    .filter((row) => row.feedback !== 'not_me')
    .map((row) => ({
      found: row.found,
      isAlert: isAlert(row),
      severity: row.severity,
      priority: row.priority,
      category: row.category,
    }));
}

/** What the member told us about themselves, plus the searched name or contact (it is theirs). */
export async function matchProfileFor(db: Db, userId: string, type: SearchType, term: string): Promise<MatchProfile> {
  const [{ account, places }, preferences] = await Promise.all([
    memberFacts(db, userId),
    repository.findPreferences(db, userId),
  ]);
  return {
    firstName: account?.firstName ?? '',
    lastName: account?.lastName ?? '',
    middleName: preferences?.middleName ?? null,
    aliases: [...(preferences?.aliases ?? []), ...(type === 'name' ? [term] : [])],
    birthYear: preferences?.birthYear ?? null,
    places,
    relatives: preferences?.relatives ?? [],
    phones: [account?.phone ?? '', ...(type === 'phone' ? [term] : [])].filter(Boolean),
    emails: [account?.email ?? '', ...(type === 'email' ? [term] : [])].filter(Boolean),
  };
}
