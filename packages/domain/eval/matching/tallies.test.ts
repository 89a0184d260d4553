import { describe, expect, it } from 'vitest';
import { Tallies } from './tallies';
import type { Decision } from './tallies';
import type { EvalItem } from './types';

const item = (id: string, siteKind: EvalItem['siteKind'], isPerson: boolean, actionable = true): EvalItem => ({
  id,
  persona: 'p',
  url: `https://x.example/${id}`,
  sightings: [{ scan: { type: 'name', term: 'A B' }, title: 'A B', snippet: '' }],
  siteKind,
  isPerson,
  actionable,
  pattern: id,
});
const alert: Decision = { found: true, likely: true, list: 'alerts' };
const mention: Decision = { found: false, likely: true, list: 'mentions' };
const none: Decision = { found: false, likely: false, list: 'none' };

describe('the evaluation’s tallies', () => {
  it('counts each kind on its own list: a social profile put among the alerts is an alerts FP and a mentions FN', () => {
    const tallies = new Tallies();
    tallies.add(item('own-profile', 'social', true), alert, mention);
    const social = tallies.after.get('social');
    expect(social?.alerts).toEqual({ tp: 0, fp: 1, fn: 0, tn: 0 });
    expect(social?.mentions).toEqual({ tp: 0, fp: 0, fn: 1, tn: 0 });
    expect(social?.listed).toEqual({ tp: 0, fp: 1, fn: 1, tn: 0 });
    expect(tallies.before.get('social')?.mentions).toEqual({ tp: 1, fp: 0, fn: 0, tn: 0 });
  });

  it('counts a record to remove on the alerts list, and someone else’s listing as a true negative', () => {
    const tallies = new Tallies();
    tallies.add(item('mine', 'court-records', true), none, undefined);
    tallies.add(item('theirs', 'court-records', false), none, undefined);
    expect(tallies.after.get('court')?.alerts).toEqual({ tp: 0, fp: 0, fn: 1, tn: 1 });
    expect(tallies.after.get('overall')?.n).toBe(2);
    expect(tallies.before.size).toBe(0);
  });

  it('expects no list for the member’s own page with nothing to remove on a record site', () => {
    const tallies = new Tallies();
    tallies.add(item('race-result', 'people-search', true, false), alert, none);
    expect(tallies.after.get('people-search')?.alerts).toEqual({ tp: 0, fp: 1, fn: 0, tn: 0 });
    expect(tallies.after.get('people-search')?.likely).toEqual({ tp: 1, fp: 0, fn: 0, tn: 0 });
  });
});
