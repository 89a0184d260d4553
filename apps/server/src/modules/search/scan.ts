import { DEFAULT_MAX_RESULTS } from '@cleardocket/domain/constants';
import { attentionOf, reviewText } from '@cleardocket/domain/search/alerts';
import { classifyResult, storedFields } from '@cleardocket/domain/search/classify';
import type { RawResult } from '@cleardocket/domain/search/classify';
import { SEARCH_API_MESSAGES, SEARCH_MESSAGES, SEARCH_TOASTS } from '@cleardocket/domain/search/messages';
import { addObservation, toMatchObservations } from '@cleardocket/domain/search/observations';
import { buildQuery } from '@cleardocket/domain/search/query';
import { paths } from '@cleardocket/domain/paths';
import type { FastifyBaseLogger } from 'fastify';
import { ProviderError } from '../../providers/search/types';
import { notify } from '../notifications/service';
import type { NotifyDeps } from '../notifications/service';
import * as repository from './repository';
import * as resultRows from './results-repository';
import type { ScanRow } from './repository';
import { namesakeUrls, rejectedNamesakes, retireNamesakes } from './namesakes';
import { getSettings, matchProfileFor } from '../protected-profiles/facts-service';
import type { SearchDeps } from './service';

/** What working a scan needs: jobs.ts builds it from the app (`scanDeps`); tests may swap the providers. */
export type ScanDeps = NotifyDeps &
  Pick<SearchDeps, 'searchProviders'> & {
    log: FastifyBaseLogger;
    /** Opens takedown requests for these results (auto-create); returns how many were opened. */
    openRequests(userId: string, resultIds: string[]): Promise<number>;
    /** Listings back after a removal: re-opens their requests (once each); returns how many. */
    reopenRelisted?(userId: string, urls: string[]): Promise<number>;
    /** The clock (tests pass a fake one). */
    now?: () => Date;
  };

type Fetched = {
  results: RawResult[];
  provider: string;
  usedMockData: boolean;
  providerMessage: string | null;
  fromCache: boolean;
};

/** The cached answer when fresh; else the active provider, falling back to offline when it fails. */
async function fetchResults(ctx: ScanDeps, scan: ScanRow, now: Date): Promise<Fetched> {
  const { active, offline } = ctx.searchProviders;
  const cached = await repository.findFreshCache(ctx.db, scan.userId, scan.searchType, scan.searchTerm, active.id, now);
  if (cached) {
    return { ...cached, results: cached.results, fromCache: true };
  }
  const request = {
    query: buildQuery(scan.searchType, scan.searchTerm),
    type: scan.searchType,
    term: scan.searchTerm,
    maxResults: DEFAULT_MAX_RESULTS,
  };
  let fetched: Fetched;
  try {
    const results = await active.search(request);
    fetched = {
      results,
      provider: active.id,
      usedMockData: active.id === 'offline',
      providerMessage: null,
      fromCache: false,
    };
  } catch (error) {
    if (active.id === 'offline') throw error;
    const message = error instanceof ProviderError ? error.message : SEARCH_API_MESSAGES.generic;
    ctx.log.warn(
      { provider: active.id, kind: error instanceof ProviderError ? error.kind : 'unexpected' },
      'search provider failed; using offline results',
    );
    const results = await offline.search(request);
    // A fallback is not cached: the next search tries the real provider again.
    return { results, provider: offline.id, usedMockData: true, providerMessage: message, fromCache: false };
  }
  await repository.storeCache(
    ctx.db,
    {
      userId: scan.userId,
      searchType: scan.searchType,
      searchTerm: scan.searchTerm,
      provider: fetched.provider,
      usedMockData: fetched.usedMockData,
      providerMessage: null,
      results: fetched.results,
    },
    now,
  );
  return fetched;
}

function uniqueByUrl(results: RawResult[]): RawResult[] {
  const seen = new Set<string>();
  return results.filter((result) => {
    if (!/^https?:\/\//i.test(result.url) || seen.has(result.url)) return false;
    seen.add(result.url);
    return true;
  });
}

type ScanRowValues = ReturnType<typeof classifyAll>[number];

/** Each fetched result classified against the profile, with what every scan that saw it observed (decision 015). */
function classifyAll(
  scan: ScanRow,
  fetched: Fetched,
  profile: Awaited<ReturnType<typeof matchProfileFor>>,
  earlier: Awaited<ReturnType<typeof resultRows.findObservations>>,
  now: Date,
) {
  return uniqueByUrl(fetched.results).map((raw) => {
    // One decision per result over every scan that saw it (decision 015): this scan's view
    // replaces its own earlier one, the other scans' views stay.
    const observations = addObservation(earlier.get(raw.url) ?? [], {
      title: raw.title.slice(0, 500),
      snippet: raw.snippet.slice(0, 2000),
      type: scan.searchType,
      term: scan.searchTerm,
      seenAt: now.toISOString(),
    });
    const c = classifyResult(raw, profile, {
      now,
      scan: { type: scan.searchType, term: scan.searchTerm },
      earlier: toMatchObservations(observations.slice(1), raw.url),
    });
    return {
      ...storedFields(raw, c),
      observations,
      userId: scan.userId,
      profileId: scan.profileId,
      sourceType: fetched.usedMockData ? 'mock' : fetched.provider,
      searchTerm: scan.searchTerm,
      searchType: scan.searchType,
    };
  });
}

/**
 * Upserts the rows by URL with appear/disappear/reappear events and a history item, in one
 * transaction; returns the stored ids, those new or back since the last scan, and the URLs back.
 */
async function storeRows(
  ctx: ScanDeps,
  scan: ScanRow,
  rows: ScanRowValues[],
  fetched: Fetched,
  now: Date,
  namesakes: Awaited<ReturnType<typeof namesakeUrls>>,
) {
  const urls = rows.map((row) => row.url);
  return ctx.db.transaction(async (tx) => {
    const wasGone = await resultRows.findGoneUrls(tx, scan.userId, scan.profileId, urls);
    const upserted = await resultRows.upsertResults(tx, scan.userId, rows, now);
    await retireNamesakes(tx, scan.userId, scan.profileId, namesakes);
    const gone = await resultRows.markGone(
      tx,
      scan.userId,
      scan.profileId,
      scan.searchType,
      scan.searchTerm,
      urls,
      now,
    );
    const events: resultRows.ResultEvent[] = gone.map((row) => ({ resultId: row.id, kind: 'disappeared' }));
    for (const row of upserted) {
      if (row.inserted) events.push({ resultId: row.id, kind: 'appeared' });
      else if (wasGone.has(row.url)) events.push({ resultId: row.id, kind: 'reappeared' });
    }
    await resultRows.insertEvents(tx, scan.userId, events, now);
    await repository.addHistory(tx, {
      userId: scan.userId,
      searchTerm: scan.searchTerm,
      searchType: scan.searchType,
      resultCount: rows.length,
      hasResults: rows.length > 0,
      usedMockData: fetched.usedMockData,
      createdAt: now,
    });
    const freshIds = events.filter((event) => event.kind !== 'disappeared').map((event) => event.resultId);
    const back = upserted.filter((row) => wasGone.has(row.url)).map((row) => row.url);
    return { ids: upserted.map((row) => row.id), fresh: new Set(freshIds), back };
  });
}

/**
 * Notifies only about what is new since the last scan (first seen, or back after it had gone):
 * re-running the same search must not add another identical notification (issue 20).
 */
async function notifyNewAlerts(ctx: ScanDeps, scan: ScanRow, newAlerts: unknown[], newReview: unknown[]) {
  if (newAlerts.length === 0 && newReview.length === 0) return;
  const toast =
    newAlerts.length > 0 ? SEARCH_TOASTS.negativeFound(newAlerts.length) : SEARCH_TOASTS.needsConfirm(newReview.length);
  const more = newAlerts.length > 0 && newReview.length > 0 ? ` ${reviewText(newReview.length)}.` : '';
  await notify(ctx, scan.userId, 'scan-results', {
    title: toast.title,
    message: `${toast.description}${more} Search: "${scan.searchTerm}".`,
    type: 'warning',
    link: paths.dashboardSearch.getHref({ type: scan.searchType, term: scan.searchTerm }),
  });
}

/**
 * Works one scan (the scan job): fetch, classify and score, upsert by URL with first/last-seen
 * times and appear/disappear/reappear events, history, counts, auto-created requests when the
 * member turned that on, and a notification when something new needs action. Safe to run again
 * after a crash: everything it writes is an upsert or replaces what the first run wrote.
 */
export async function runScan(ctx: ScanDeps, scanId: string): Promise<void> {
  const scan = await repository.findScan(ctx.db, scanId);
  if (!scan || scan.status === 'completed' || scan.status === 'failed') return;
  await repository.updateScan(ctx.db, scanId, { status: 'running', startedAt: new Date() });
  try {
    const now = ctx.now?.() ?? new Date();
    const fetched = await fetchResults(ctx, scan, now);
    const profile = await matchProfileFor(ctx.db, scan.userId, scan.profileId, scan.searchType, scan.searchTerm);
    const urls = uniqueByUrl(fetched.results).map((raw) => raw.url);
    const earlier = await resultRows.findObservations(ctx.db, scan.userId, scan.profileId, urls);
    const rows = classifyAll(scan, fetched, profile, earlier, now);
    // Pages about a namesake the member already said "Not me" to are retired with the rows.
    const rejected = await rejectedNamesakes(ctx.db, scan.userId, scan.profileId, profile);
    const namesakes = namesakeUrls(rows, profile, rejected);
    const { ids, fresh, back } = await storeRows(ctx, scan, rows, fetched, now, namesakes);
    // A listing that had gone is back: if it was removed for the member, its page is checked and
    // its request re-opened once (the requests module's re-list rule).
    if (back.length > 0) await ctx.reopenRelisted?.(scan.userId, back);
    const stored = await resultRows.findResults(ctx.db, scan.userId, ids);
    const alerts = stored.filter((row) => attentionOf(row) === 'alert');
    const review = stored.filter((row) => attentionOf(row) === 'review');
    const { autoCreateRequests } = await getSettings(ctx.db, scan.userId);
    const requestsCreated = autoCreateRequests
      ? await ctx.openRequests(
          scan.userId,
          alerts.map((row) => row.id),
        )
      : 0;
    await repository.updateScan(ctx.db, scanId, {
      status: 'completed',
      finishedAt: new Date(),
      provider: fetched.provider,
      usedMockData: fetched.usedMockData,
      providerMessage: fetched.providerMessage,
      fromCache: fetched.fromCache,
      resultCount: rows.length,
      foundCount: alerts.length,
      highCount: alerts.filter((row) => row.severity === 'high').length,
      reviewCount: review.length,
      requestsCreated,
    });
    await notifyNewAlerts(
      ctx,
      scan,
      alerts.filter((row) => fresh.has(row.id)),
      review.filter((row) => fresh.has(row.id)),
    );
  } catch (error) {
    ctx.log.error({ err: error, scanId }, 'scan failed');
    await repository.updateScan(ctx.db, scanId, {
      status: 'failed',
      finishedAt: new Date(),
      error: SEARCH_MESSAGES.storedFailure,
    });
  }
}
