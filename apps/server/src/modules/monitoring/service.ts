import { capacityPlan, duePass, nextDueAt, queryVariants } from '@cleardocket/domain/monitoring/plan';
import type { MonitoredProfile, QueryVariant } from '@cleardocket/domain/monitoring/plan';
import {
  HISTORY_MONTHS,
  addMonths,
  buildMonthlySummary,
  monthRange,
  reportMonthAt,
  summaryText,
} from '@cleardocket/domain/monitoring/report';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database';
import { AppError } from '../../lib/app-error';
import type { BlobStore } from '../../providers/blob-store/types';
import type { MailTransport } from '../../providers/messaging/transports';
import { removalFactsFor } from '../requests/service';
import { rescanEveryDays } from '../membership/service';
import { memberFacts } from '../profile/service';
import { profileFacts } from '../protected-profiles/facts-service';
import { findingEventsFor, startScan } from '../search/service';
import type { SearchDeps } from '../search/service';
import { reportEmail, reportFilename } from './report-email';
import * as repository from './repository';
import { wantsMonthlyReportMail } from '../notifications/unsubscribe-service';
import type { ReportRow, RunRow } from './repository';

/** The monitoring scheduler's job (jobs.ts): a pass every PASS_MINUTES. */
export const MONITORING_JOB = 'monitoring-pass';
/** The monthly reports' job (jobs.ts): on MONTHLY_REPORT_CRON, last month's report for every member. */
export const MONTHLY_REPORT_JOB = 'monitoring-monthly-reports';

/** The monthly report PDFs' blobs of a member, and which of some blobs a report still names (account deletion). */
export const reportBlobsOf = (db: Db, userId: string) => repository.reportBlobsOf(db, userId);
export const referencedReportBlobs = (db: Db, hashes: string[]) => repository.referencedReportBlobs(db, hashes);

export type MonitoringDeps = SearchDeps;

/** The facts a profile's queries are built from: its name, middle name and places (profileFacts). */
async function monitoredProfile(
  deps: MonitoringDeps,
  userId: string,
  profileId: string,
): Promise<MonitoredProfile & { label: string }> {
  const { profile, facts, fromAccount } = await profileFacts(deps.db, userId, profileId);
  return { ...profile, middleName: facts.middleName, places: [...(fromAccount?.places ?? []), ...facts.places] };
}

/** The latest of a profile's monitoring run and scan: when its cadence counts from. */
const lastScanOf = ({ lastRunAt, lastScanAt }: { lastRunAt: Date | null; lastScanAt: Date | null }) =>
  lastRunAt && (!lastScanAt || lastRunAt > lastScanAt) ? lastRunAt : lastScanAt;

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
  for (const query of queries) scanIds.push((await startScan(deps, userId, { ...query, profileId })).id);
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
    if (everyDays) {
      entries.push({ profileId: row.profileId, userId: row.userId, everyDays, lastScanAt: lastScanOf(row) });
    }
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
      label: profile.label,
      queries: queryVariants(profile, variants),
      lastRunAt: row.lastRunAt,
      nextRunAt: everyDays
        ? nextDueAt({ profileId: row.profileId, everyDays, lastScanAt: lastScanOf(row) }, now)
        : null,
    });
  }
  return { everyDays, profiles };
}

/* ---------- monthly reports (issue 17 part 5) ---------- */

export type ReportDeps = { db: Db; blobs: BlobStore; mail: MailTransport; log: FastifyBaseLogger; publicUrl: string };

/**
 * Builds one member's report of `month` from the stored events: the summary, the PDF (a blob), and
 * the summary email with the PDF attached. Built once per month: a second call returns the
 * existing report and sends nothing.
 */
export async function buildMonthlyReport(deps: ReportDeps, userId: string, month: string, now = new Date()) {
  const existing = await repository.findReport(deps.db, userId, month);
  if (existing) return existing;
  const { to } = monthRange(month);
  const { from } = monthRange(addMonths(month, -(HISTORY_MONTHS - 1)));
  const [events, removals, facts] = await Promise.all([
    findingEventsFor(deps.db, userId, from, to),
    removalFactsFor(deps.db, userId),
    memberFacts(deps.db, userId),
  ]);
  const summary = buildMonthlySummary(month, events, removals);
  const name = [facts.account?.firstName, facts.account?.lastName].filter(Boolean).join(' ') || 'you';
  // pdf-lib loads with the first PDF a process makes, not at start (decision 127).
  const { renderMonthlyReport } = await import('./report-pdf');
  const pdf = await renderMonthlyReport(summary, name);
  const blob = await deps.blobs.put(pdf);
  const row = await repository.insertReport(deps.db, {
    userId,
    month,
    summary,
    pdfSha256: blob.sha256,
    pdfSize: blob.size,
    createdAt: now,
  });
  // Another process built it meanwhile: theirs stands, and theirs sends the email.
  if (!row) return (await repository.findReport(deps.db, userId, month)) as ReportRow;
  const email = facts.account?.email;
  if (email && (await wantsMonthlyReportMail(deps.db, userId))) {
    try {
      await deps.mail.send(
        await reportEmail(deps, { userId, email, firstName: facts.account?.firstName, month }, summary, pdf),
      );
      await repository.markReportEmailed(deps.db, row.id, now);
    } catch (error) {
      // The report stands without the email: it stays listed and downloadable.
      deps.log.warn({ err: error }, 'a monthly report could not be emailed');
    }
  }
  return row;
}

/** The job: last month's report for every member with a profile. Returns how many were built. */
export async function buildMonthlyReports(deps: ReportDeps, now = new Date()): Promise<number> {
  const month = reportMonthAt(now);
  let built = 0;
  for (const userId of await repository.membersWithProfiles(deps.db)) {
    const before = await repository.findReport(deps.db, userId, month);
    if (before) continue;
    await buildMonthlyReport(deps, userId, month, now);
    built += 1;
  }
  return built;
}

/** The member's reports with their figures, newest first (`/dashboard/reports`). */
export async function listReports(db: Db, userId: string) {
  const rows = await repository.listReports(db, userId);
  return rows.map((row) => ({
    id: row.id,
    month: row.month,
    createdAt: row.createdAt,
    emailedAt: row.emailedAt,
    pdfSize: row.pdfSize,
    newFindings: row.summary.changes.newFindings.now,
    removed: row.summary.changes.removed.now,
    relisted: row.summary.changes.relisted.now,
    summary: summaryText(row.summary),
  }));
}

/** One report's PDF for its member (404 for anyone else's). */
export async function reportPdf(deps: Pick<ReportDeps, 'db' | 'blobs'>, userId: string, id: string) {
  const row = await repository.findReportById(deps.db, userId, id);
  const bytes = row ? await deps.blobs.get(row.pdfSha256) : null;
  if (!row || !bytes) throw new AppError('not_found', 'Report not found', 404);
  return { bytes, filename: reportFilename(row.month) };
}
