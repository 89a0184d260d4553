import { describe, expect, it } from 'vitest';
import { entitlementLines, monitoringAdvice, profileLimitAdvice } from './plan-copy';
import { PLAN_IDS, PLANS } from './plans';

describe('plan copy from the entitlements', () => {
  it('states each plan’s profiles and re-scan cadence as its entitlements give them', () => {
    for (const id of PLAN_IDS) {
      const text = entitlementLines(id).join(' ');
      expect(text).toContain(`(${PLANS[id].entitlements.profiles} profile`);
    }
    expect(entitlementLines('basic')).toContain('Your findings at purchase removed, and re-checked once a year');
    expect(entitlementLines('basic').join(' ')).not.toMatch(/weekly/i);
    expect(entitlementLines('monitoring-monthly').join(' ')).not.toMatch(/human steps/);
    expect(entitlementLines('premium').join(' ')).toMatch(/human steps/);
  });
});

describe('profileLimitAdvice', () => {
  it('names a plan with more profiles only when one exists', () => {
    expect(profileLimitAdvice(1)).toEqual({
      text: 'Your plan covers 1 profile. Monitoring (monthly) and Monitoring (yearly) cover 3: choose a plan on your billing page.',
      upgrade: 'monitoring-monthly',
    });
    expect(profileLimitAdvice(3)).toEqual({
      text: 'Your plan covers 3 profiles. No plan covers more: remove a profile to add someone else.',
      upgrade: null,
    });
  });
});

describe('monitoringAdvice', () => {
  it('names every plan that re-scans, with its cadence from the plan facts', () => {
    const text = monitoringAdvice();
    for (const id of PLAN_IDS) {
      const days = PLANS[id].entitlements.rescanEveryDays;
      if (days !== null) expect(text).toContain(PLANS[id].name);
    }
    expect(text).toBe(
      'Nothing is re-scanned for you now: monitoring comes with a plan. Monitoring (monthly), Monitoring (yearly) and Premium give weekly re-scans; Basic gives a re-check once a year. Choose a plan on your billing page; you can still re-scan a profile yourself.',
    );
  });
});
