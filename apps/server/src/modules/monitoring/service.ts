import { capacityPlan, duePass, nextDueAt, queryVariants } from '@cleardocket/domain/monitoring/plan';
import type { MonitoredProfile, QueryVariant } from '@cleardocket/domain/monitoring/plan';
import { AppError } from '../../lib/app-error';
import { rescanEveryDays } from '../membership/service';
import { memberFacts } from '../profile/service';
import { findProfile } from '../protected-profiles/service';
import { getSettings, startScan } from '../search/service';
import type { SearchDeps } from '../search/service';
import * as repository from './repository';
import type { RunRow } from './repository';

/** The monitoring scheduler's job (jobs.ts): a pass every PASS_MINUTES. */
export const MONITORING_JOB = 'monitoring-pass';

export type MonitoringDeps = SearchDeps;

/** The facts a profile's queries are built from: its name, and for the member themself middle name and places. */
async function monitoredProfile(deps: MonitoringDeps, userId: string, profileId: string): Promise<MonitoredProfile> {
  const profile = await findProfile(deps.db, userId, profileId);
  if (!profile) throw new AppError('not_found', 'Profile not found', 404);
  if (profile.kind !== 'self') return profile;
  const [settings, facts] = await Promise.all([getSettings(deps.db, userId), memberFacts(deps.db, userId)]);
  return { ...profile, middleName: settings.middleName, places: facts.places };
}

/** How many query variants each re-scan may make now: as many as the shared limit allows for every profile. */
async function variantsNow(deps: MonitoringDeps): Promise<number> {
  const all = await repository.profilesWithLastRun(deps.db);
  return capacityPlan(all.length).variantsPerProfile;
}

/**
 * Re-scans one profile: a scan per query variant (the scan job works them through the provider's
 * shared limit), recorded as a run. On demand or by the scheduler.
 */
export async function rescanProfile(
  deps: MonitoringDeps,
  userId: string,
  profileId: string,
  reason: RunRow['reason'],
  options: { now?: Date; variants?: number } = {},
): Promise<RunRow> {
  const profile = await monitoredProfile(deps, userId, profileId);
  const queries: QueryVariant[] = queryVariants(profile, options.variants ?? (await variantsNow(deps)));
  if (queries.length === 0) throw new AppError('validation_failed', 'This profile has no name to search for yet.', 400);
  const scanIds: string[] = [];
  for (const query of queries) scanIds.push((await startScan(deps, userId, query)).id);
  return repository.insertRun(deps.db, { userId, profileId, reason, queries, scanIds, createdAt: options.now });
}

/**
 * One scheduler pass: every profile whose member's plan monitors it and whose cadence has passed
 * since its last run, longest overdue first, as many as one pass's share of the shared limit
 * allows (capacityPlan); the rest wait for the next pass. Returns the runs started.
 */
export async function schedulerPass(deps: MonitoringDeps, now = new Date()): Promise<RunRow[]> {
  const all = await repository.profilesWithLastRun(deps.db);
  const plan = capacityPlan(all.length);
  const cadence = new Map<string, number | null>();
  const entries = [];
  for (const row of all) {
    if (!cadence.has(row.userId)) cadence.set(row.userId, await rescanEveryDays(deps.db, row.userId, now));
    const everyDays = cadence.get(row.userId);
    if (everyDays) entries.push({ profileId: row.profileId, userId: row.userId, everyDays, lastScanAt: row.lastRunAt });
  }
  const due = duePass(entries, now, plan.requestsPerPass, plan.variantsPerProfile);
  const runs: RunRow[] = [];
  for (const entry of due) {
    const owner = entries.find((candidate) => candidate.profileId === entry.profileId)?.userId;
    if (!owner) continue;
    try {
      runs.push(
        await rescanProfile(deps, owner, entry.profileId, 'schedule', { now, variants: plan.variantsPerProfile }),
      );
    } catch (error) {
      // A profile with nothing to search for waits until it has; the others go on.
      if (!(error instanceof AppError)) throw error;
    }
  }
  return runs;
}

/** What the member's monitoring does: the cadence, and per profile its queries, last and next run. */
export async function monitoringStatus(deps: MonitoringDeps, userId: string, now = new Date()) {
  const [everyDays, rows, variants] = await Promise.all([
    rescanEveryDays(deps.db, userId, now),
    repository.profilesWithLastRun(deps.db, userId),
    variantsNow(deps),
  ]);
  const profiles = [];
  for (const row of rows) {
    const profile = await monitoredProfile(deps, userId, row.profileId);
    profiles.push({
      profileId: row.profileId,
      queries: queryVariants(profile, variants),
      lastRunAt: row.lastRunAt,
      nextRunAt: everyDays ? nextDueAt({ profileId: row.profileId, everyDays, lastScanAt: row.lastRunAt }, now) : null,
    });
  }
  return { everyDays, profiles };
}
