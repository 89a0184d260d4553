import { describe, expect, it } from 'vitest';
import { nameTermParts } from '../search/query';
import { MAX_VARIANTS, capacityPlan, duePass, queryVariants, weeklyBudget } from './plan';
import { millisecondsInDay } from 'date-fns/constants';

const DAY = millisecondsInDay;
const now = new Date('2026-11-24T12:00:00Z');

describe('queryVariants', () => {
  it('gives the name, the middle initial, a nickname and the city, most useful first', () => {
    const variants = queryVariants({
      kind: 'self',
      firstName: 'Robert',
      lastName: 'Lane',
      middleName: 'james',
      places: [{ city: 'Austin', state: 'TX' }],
    });
    expect(variants.map((v) => v.term)).toEqual([
      'Robert Lane',
      'Robert J. Lane',
      'Bob Lane',
      'Robert Lane (Austin, TX)',
    ]);
    expect(variants.every((v) => v.type === 'name')).toBe(true);
  });

  it('keeps to the budget’s number and leaves out what the profile lacks', () => {
    expect(queryVariants({ kind: 'self', firstName: 'Zyx', lastName: 'Quorn' })).toEqual([
      { type: 'name', term: 'Zyx Quorn', variant: 'name' },
    ]);
    expect(queryVariants({ kind: 'self', firstName: 'Robert', lastName: 'Lane', middleName: 'J' }, 1)).toHaveLength(1);
    expect(queryVariants({ kind: 'family', firstName: '', lastName: 'Lane' })).toEqual([]);
  });

  it('searches a business by its name', () => {
    expect(
      queryVariants({ kind: 'business', firstName: '', lastName: '', companyName: ' Harbor Light Roofing LLC ' }),
    ).toEqual([{ type: 'company', term: 'Harbor Light Roofing LLC', variant: 'name' }]);
  });
});

describe('nameTermParts', () => {
  it('splits the city variant and leaves other names whole', () => {
    expect(nameTermParts('Jane Doe (Austin, TX)')).toEqual({ name: 'Jane Doe', place: 'Austin, TX' });
    expect(nameTermParts('Doe, Jane')).toEqual({ name: 'Doe, Jane', place: null });
  });
});

describe('capacityPlan', () => {
  it('states the limit: at 2 requests/s a week is 1,209,600 requests, half for monitoring', () => {
    expect(weeklyBudget()).toEqual({ total: 1_209_600, monitoring: 604_800 });
  });

  it('fits 10,000 weekly profiles with every variant, and says how many would fit', () => {
    const plan = capacityPlan(10_000);
    expect(plan.variantsPerProfile).toBe(MAX_VARIANTS);
    expect(plan.requestsPerWeek).toBe(80_000);
    expect(plan.utilisation).toBeLessThan(1);
    expect(plan.fitAtVariants).toBe(75_600);
    expect(plan.fitAtOneQuery).toBe(302_400);
  });

  it('drops variants before it breaks the limit, never below one query', () => {
    expect(capacityPlan(150_000).variantsPerProfile).toBe(2);
    const over = capacityPlan(1_000_000);
    expect(over.variantsPerProfile).toBe(1);
    expect(over.utilisation).toBeGreaterThan(1);
  });
});

describe('duePass', () => {
  const entries = [
    { profileId: 'fresh', everyDays: 7, lastScanAt: new Date(now.getTime() - 2 * DAY) },
    { profileId: 'week', everyDays: 7, lastScanAt: new Date(now.getTime() - 7 * DAY) },
    { profileId: 'late', everyDays: 7, lastScanAt: new Date(now.getTime() - 9 * DAY) },
    { profileId: 'never', everyDays: 7, lastScanAt: null },
  ];

  it('takes the profiles due, longest overdue first', () => {
    expect(duePass(entries, now, 1000, 4).map((e) => e.profileId)).toEqual(['late', 'week', 'never']);
  });

  it('takes only what the pass’s requests allow, at least one profile', () => {
    expect(duePass(entries, now, 16, 4).map((e) => e.profileId)).toEqual(['late', 'week']);
    expect(duePass(entries, now, 0, 4).map((e) => e.profileId)).toEqual(['late']);
  });
});
