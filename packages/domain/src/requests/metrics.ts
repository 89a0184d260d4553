import { differenceInMilliseconds } from 'date-fns';
import { millisecondsInDay } from 'date-fns/constants';
import type { Attention } from '../search/alerts';
import type { DashboardMetrics } from './contract';

/** The shape is the contract's (`DashboardMetricsSchema`); named here too for the server's callers. */
export type { DashboardMetrics };

/**
 * Dashboard metrics and statistics (spec §3 "Dashboard metrics", §9 "Statistics") computed from
 * the member's rows — no stub values.
 */
export type MetricInput = {
  takedowns: readonly { status: 'pending' | 'in_progress' | 'completed'; createdAt: Date; completedAt: Date | null }[];
  removals: readonly { status: string }[];
  /** Search results in range, each with what it asks of the member (search/alerts.ts `attentionOf`). */
  results: readonly { isTheirs: boolean; attention: Attention }[];
};

const FINAL = new Set(['removed', 'not-found', 'wrong-person', 'rejected']);

export function computeMetrics({ takedowns, removals, results }: MetricInput): DashboardMetrics {
  const completed = takedowns.filter((request) => request.status === 'completed');
  const active = takedowns.filter((request) => request.status === 'pending' || request.status === 'in_progress');
  const decided = removals.filter((removal) => FINAL.has(removal.status));
  const removed = decided.filter((removal) => removal.status === 'removed').length;
  const durations = completed
    .filter((request) => request.completedAt)
    .map((request) => differenceInMilliseconds(request.completedAt as Date, request.createdAt) / millisecondsInDay);
  const avg = durations.length ? durations.reduce((sum, days) => sum + days, 0) / durations.length : null;
  const found = results.filter((result) => result.isTheirs).length;
  const needsReview = results.filter((result) => result.attention === 'review').length;
  return {
    totalCases: found,
    activeRequests: active.length,
    completedRequests: completed.length,
    // A rate with nothing decided, or an average of no requests, is "no data yet" (null), never a
    // pleasant-looking 0 % or 0 days (issue 20, decision 019).
    successRate: decided.length ? Math.round((removed / decided.length) * 100) : null,
    avgProcessingTime: avg === null ? null : Math.round(avg * 10) / 10,
    pendingAlerts: results.filter((result) => result.attention === 'alert').length,
    needsReview,
    statistics: {
      contentRemovalProgress: takedowns.length ? Math.round((completed.length / takedowns.length) * 100) : null,
      positiveContentProgress: takedowns.length ? Math.min(completed.length * 10, 100) : null,
      // What the web shows that does not hurt: neither the member's findings nor results awaiting
      // their answer (a page that may be them is not counted as clean, issue 31).
      searchVisibility: results.length
        ? Math.round(((results.length - found - needsReview) / results.length) * 100)
        : null,
    },
  };
}

/** A result's severity on the dashboard's 1–10 scale: court-record sites at the top. */
export function severityScore(severity: 'low' | 'medium' | 'high', priority: boolean): number {
  if (severity === 'high') return priority ? 10 : 8;
  return severity === 'medium' ? 5 : 2;
}
