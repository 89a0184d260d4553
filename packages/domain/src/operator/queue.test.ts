import { describe, expect, it } from 'vitest';
import { compareQueue, isPastDeadline, queueDeadline, queueMetrics } from './queue';
import { addMilliseconds, subMilliseconds } from 'date-fns';
import { millisecondsInDay } from 'date-fns/constants';

const now = new Date('2026-06-15T12:00:00Z');
// Fractions of a day count here (half a day, 6.9 days): date-fns's addDays keeps whole days only.
const daysAgo = (days: number) => subMilliseconds(now, days * millisecondsInDay);
const inDays = (days: number) => addMilliseconds(now, days * millisecondsInDay);

const removal = (overrides: Partial<Parameters<typeof queueDeadline>[0]> & { id?: string; createdAt?: Date } = {}) => ({
  id: 'a',
  status: 'submitted',
  acknowledgeBy: null,
  respondBy: null,
  createdAt: daysAgo(1),
  ...overrides,
});

describe('queueDeadline and isPastDeadline', () => {
  it('is the acknowledgement date while a submitted request waits for it, else the response date', () => {
    const clocks = { acknowledgeBy: inDays(3), respondBy: inDays(40) };
    expect(queueDeadline(removal({ ...clocks }))).toEqual(inDays(3));
    expect(queueDeadline(removal({ ...clocks, status: 'acknowledged' }))).toEqual(inDays(40));
    expect(queueDeadline(removal({ status: 'not-started' }))).toBeNull();
  });

  it('is overdue past the deadline until a verdict, escalated or not', () => {
    expect(isPastDeadline(removal({ respondBy: daysAgo(1) }), now)).toBe(true);
    expect(isPastDeadline(removal({ status: 'needs-escalation', respondBy: daysAgo(1) }), now)).toBe(true);
    expect(isPastDeadline(removal({ status: 'removed', respondBy: daysAgo(1) }), now)).toBe(false);
    expect(isPastDeadline(removal({ respondBy: inDays(1) }), now)).toBe(false);
    expect(isPastDeadline(removal({ status: 'not-started' }), now)).toBe(false);
  });
});

describe('compareQueue', () => {
  const rows = [
    removal({ id: 'late', respondBy: inDays(30), createdAt: daysAgo(5) }),
    removal({ id: 'none-old', status: 'not-started', createdAt: daysAgo(9) }),
    removal({ id: 'soon', respondBy: inDays(2), createdAt: daysAgo(1) }),
    removal({ id: 'none-new', status: 'not-started', createdAt: daysAgo(2) }),
    removal({ id: 'ack', acknowledgeBy: inDays(1), respondBy: inDays(44), createdAt: daysAgo(3) }),
  ];
  const order = (sort: Parameters<typeof compareQueue>[0]) => [...rows].sort(compareQueue(sort)).map((row) => row.id);

  it('puts the soonest deadline first and requests with no deadline last, oldest of those first', () => {
    expect(order('deadline')).toEqual(['ack', 'soon', 'late', 'none-old', 'none-new']);
  });

  it('sorts by when the request was made, either way', () => {
    expect(order('oldest')).toEqual(['none-old', 'late', 'ack', 'none-new', 'soon']);
    expect(order('newest')).toEqual(['soon', 'none-new', 'ack', 'late', 'none-old']);
  });

  it('breaks ties by id so a page never repeats a row', () => {
    const same = [removal({ id: 'b' }), removal({ id: 'a' })];
    expect([...same].sort(compareQueue('oldest')).map((row) => row.id)).toEqual(['a', 'b']);
    expect([...same].sort(compareQueue('newest')).map((row) => row.id)).toEqual(['b', 'a']);
  });
});

describe('queueMetrics', () => {
  it('counts open work by age and the overdue', () => {
    const metrics = queueMetrics(
      {
        open: [
          removal({ createdAt: daysAgo(0.5) }),
          removal({ createdAt: daysAgo(6.9), respondBy: daysAgo(1) }),
          removal({ createdAt: daysAgo(7) }),
          removal({ createdAt: daysAgo(30) }),
          removal({ createdAt: daysAgo(31), status: 'needs-escalation', respondBy: daysAgo(2) }),
        ],
        sites: [],
      },
      now,
    );
    expect(metrics.openByAge).toEqual({ underSevenDays: 2, sevenToThirtyDays: 2, overThirtyDays: 1 });
    expect(metrics.overdue).toBe(2);
    expect(metrics.sites).toEqual([]);
  });

  it('rates each site removed ÷ decided, and says nothing (null) where nothing is decided', () => {
    const { sites } = queueMetrics(
      {
        open: [],
        sites: [
          { domain: 'spokeo.com', siteName: 'Spokeo', status: 'removed', count: 3, medianDays: 12.345 },
          { domain: 'spokeo.com', siteName: 'Spokeo', status: 'rejected', count: 1 },
          { domain: 'spokeo.com', siteName: 'Spokeo', status: 'submitted', count: 5 },
          { domain: 'mylife.com', siteName: null, status: 'submitted', count: 2 },
          { domain: 'whitepages.com', siteName: 'Whitepages', status: 'not-found', count: 1 },
        ],
      },
      now,
    );
    expect(sites).toEqual([
      { domain: 'spokeo.com', siteName: 'Spokeo', removed: 3, decided: 4, rate: 75, medianDaysToRemoval: 12.3 },
      { domain: 'whitepages.com', siteName: 'Whitepages', removed: 0, decided: 1, rate: 0, medianDaysToRemoval: null },
      { domain: 'mylife.com', siteName: null, removed: 0, decided: 0, rate: null, medianDaysToRemoval: null },
    ]);
  });
});
