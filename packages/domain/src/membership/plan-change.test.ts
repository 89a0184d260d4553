import { millisecondsInDay } from 'date-fns/constants';
import { describe, expect, it } from 'vitest';
import { decidePlanChange, PAST_DUE_REASON, planChangeText, proratedCharge } from './plan-change';
import type { PlanChangeFacts } from './plan-change';

const now = new Date('2026-11-28T09:00:00Z');
const DAY = millisecondsInDay;
const running: PlanChangeFacts = {
  planId: 'monitoring-monthly',
  status: 'active',
  trialEndsAt: null,
  currentPeriodStart: new Date(now.getTime() - 10 * DAY),
  currentPeriodEnd: new Date(now.getTime() + 20 * DAY),
  hasPaymentMethod: true,
  profiles: 1,
};

describe('decidePlanChange', () => {
  it('moves up now and down at the period’s end', () => {
    expect(decidePlanChange(running, 'monitoring-yearly', now)).toMatchObject({ ok: true, when: 'now' });
    const yearly = { ...running, planId: 'monitoring-yearly' as const };
    expect(decidePlanChange(yearly, 'monitoring-monthly', now)).toMatchObject({ ok: true, when: 'at-period-end' });
  });

  it('changes within the trial only once a plan is chosen, and never past the new plan’s profiles', () => {
    const trial = { ...running, status: 'trialing' as const, trialEndsAt: new Date(now.getTime() + 5 * DAY) };
    expect(decidePlanChange(trial, 'basic', now)).toMatchObject({ ok: true, when: 'in-trial' });
    expect(decidePlanChange({ ...trial, profiles: 3 }, 'basic', now)).toEqual({
      ok: false,
      reason:
        'Basic covers 1 profile and you have 3. Remove 2 profiles on the Who we protect page first, or keep your plan.',
    });
    expect(decidePlanChange({ ...trial, planId: null }, 'basic', now).ok).toBe(false);
  });

  it('moves monitoring to Basic at the period’s end, charged once then, within Basic’s one profile', () => {
    expect(decidePlanChange(running, 'basic', now)).toMatchObject({ ok: true, when: 'at-period-end' });
    const yearly = { ...running, planId: 'monitoring-yearly' as const };
    expect(decidePlanChange(yearly, 'basic', now)).toMatchObject({ ok: true, when: 'at-period-end' });
    expect(decidePlanChange({ ...running, profiles: 2 }, 'basic', now)).toMatchObject({ ok: false });
    const at = new Date('2026-12-12T12:00:00Z');
    expect(planChangeText({ to: 'basic', when: 'at-period-end', amountDueCents: 0, effectiveAt: at })).toBe(
      'You keep your current plan until 12 December 2026; then it ends and Basic starts, charged once at $299.00 on 12 December 2026 to the card on file. Nothing is charged today.',
    );
  });

  it('tells a member whose payment failed to pay or update the card instead of offering a change', () => {
    const pastDue = { ...running, status: 'past_due' as const };
    for (const to of ['monitoring-yearly', 'basic'] as const) {
      expect(decidePlanChange(pastDue, to, now)).toEqual({ ok: false, reason: PAST_DUE_REASON });
    }
    expect(PAST_DUE_REASON).toMatch(/Update your card/);
  });

  it('refuses Premium as a change from a running subscription, and any change of a paused plan', () => {
    expect(decidePlanChange(running, 'premium', now)).toMatchObject({ ok: false });
    expect(decidePlanChange({ ...running, status: 'paused' }, 'monitoring-yearly', now)).toMatchObject({ ok: false });
  });
});

describe('proratedCharge', () => {
  it('credits the unused time of the current period against the new price', () => {
    const period = { start: new Date(now.getTime() - 10 * DAY), end: new Date(now.getTime() + 20 * DAY) };
    // Two thirds of $49.00 unused: $32.67 credited against $588.00.
    expect(proratedCharge(4900, 58_800, period, now)).toEqual({ creditCents: 3267, amountDueCents: 55_533 });
    expect(proratedCharge(58_800, 4900, period, now).amountDueCents).toBe(0);
  });

  it('says what happens in plain words', () => {
    const at = new Date('2026-12-12T12:00:00Z');
    expect(planChangeText({ to: 'monitoring-yearly', when: 'in-trial', amountDueCents: 0, effectiveAt: at })).toBe(
      'No charge today. Your free trial continues; your first charge of $588.00 for Monitoring (yearly) is on 12 December 2026.',
    );
  });
});
