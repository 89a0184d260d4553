import { describe, expect, it } from 'vitest';
import { addBusinessDays, deadlinesFor, isOverdue } from './deadlines';
import { utcDay } from '../dates';
import { computeMetrics } from './metrics';
import { canTransition, normaliseTakedownStatus, takedownStatusOf } from './status';
import type { RemovalStatus } from './status';

describe('removal status graph', () => {
  it.each<[RemovalStatus, RemovalStatus, boolean]>([
    ['not-started', 'submitted', true],
    ['submitted', 'acknowledged', true],
    ['acknowledged', 'removed', true],
    ['submitted', 'removed', true],
    ['needs-escalation', 'submitted', true],
    ['not-started', 'removed', false],
    ['not-started', 'acknowledged', false],
    ['removed', 'submitted', false],
    ['wrong-person', 'removed', false],
    ['acknowledged', 'submitted', false],
  ])('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canTransition(from, to)).toBe(allowed);
  });

  it.each<[RemovalStatus[], string]>([
    [['not-started', 'not-started'], 'pending'],
    [['submitted', 'not-started'], 'in_progress'],
    [['removed', 'needs-escalation'], 'in_progress'],
    [['removed', 'rejected', 'not-found', 'wrong-person'], 'completed'],
  ])('%j → %s', (statuses, status) => {
    expect(takedownStatusOf(statuses.map((value) => ({ status: value })))).toBe(status);
  });

  it.each([
    ['in-progress', 'in_progress'],
    [' Pending ', 'pending'],
    ['done', null],
  ])('normalises %s to %s', (value, status) => {
    expect(normaliseTakedownStatus(value)).toBe(status);
  });
});

describe('deadlines', () => {
  it('counts business days over a weekend', () => {
    // Friday 2026-11-20 + 1 business day = Monday 2026-11-23; + 10 = Friday 2026-12-04.
    expect(utcDay(addBusinessDays(new Date('2026-11-20T12:00:00Z'), 1))).toBe('2026-11-23');
    expect(utcDay(addBusinessDays(new Date('2026-11-20T12:00:00Z'), 10))).toBe('2026-12-04');
  });

  it.each([
    ['email', '2026-12-04', '2027-01-04'],
    ['web-form', null, '2027-01-04'],
    ['google', null, '2026-12-20'],
    ['court-order', null, null],
  ])('%s submitted 2026-11-20: acknowledge by %s, respond by %s', (method, ack, respond) => {
    const { acknowledgeBy, respondBy } = deadlinesFor(method, new Date('2026-11-20T12:00:00Z'));
    expect(acknowledgeBy ? utcDay(acknowledgeBy) : null).toBe(ack);
    expect(respondBy ? utcDay(respondBy) : null).toBe(respond);
  });

  it('extends the response date once by 45 days', () => {
    const { respondBy } = deadlinesFor('email', new Date('2026-11-20T12:00:00Z'), true);
    expect(respondBy && utcDay(respondBy)).toBe('2027-02-18');
  });

  it.each([
    ['submitted', '2026-11-01', '2026-12-30', true],
    ['acknowledged', '2026-11-01', '2026-12-30', false],
    ['acknowledged', null, '2026-11-10', true],
    ['removed', '2026-11-01', '2026-11-02', false],
    ['submitted', null, null, false],
  ])('%s (ack by %s, respond by %s) overdue on 2026-11-22: %s', (status, ack, respond, overdue) => {
    const removal = {
      status,
      acknowledgeBy: ack ? new Date(ack) : null,
      respondBy: respond ? new Date(respond) : null,
    };
    expect(isOverdue(removal, new Date('2026-11-22T00:00:00Z'))).toBe(overdue);
  });
});

describe('dashboard metrics', () => {
  const day = (n: number) => new Date(Date.UTC(2026, 10, n));
  it('computes every figure from the rows', () => {
    const metrics = computeMetrics({
      takedowns: [
        { status: 'pending', createdAt: day(1), completedAt: null },
        { status: 'in_progress', createdAt: day(2), completedAt: null },
        { status: 'completed', createdAt: day(1), completedAt: day(11) },
        { status: 'completed', createdAt: day(3), completedAt: day(8) },
      ],
      removals: [
        { status: 'removed' },
        { status: 'removed' },
        { status: 'rejected' },
        { status: 'not-found' },
        { status: 'submitted' },
      ],
      results: [
        { isTheirs: true, attention: 'alert' },
        { isTheirs: true, attention: 'none' },
        { isTheirs: false, attention: 'none' },
        { isTheirs: false, attention: 'none' },
      ],
    });
    expect(metrics).toEqual({
      totalCases: 2,
      activeRequests: 2,
      completedRequests: 2,
      successRate: 50,
      avgProcessingTime: 7.5,
      pendingAlerts: 1,
      needsReview: 0,
      statistics: { contentRemovalProgress: 50, positiveContentProgress: 20, searchVisibility: 50 },
    });
  });

  it('says "no data yet" (null) for every rate and average with nothing to compute it from', () => {
    expect(computeMetrics({ takedowns: [], removals: [], results: [] })).toEqual({
      totalCases: 0,
      activeRequests: 0,
      completedRequests: 0,
      successRate: null,
      avgProcessingTime: null,
      pendingAlerts: 0,
      needsReview: 0,
      statistics: { contentRemovalProgress: null, positiveContentProgress: null, searchVisibility: null },
    });
  });
});
