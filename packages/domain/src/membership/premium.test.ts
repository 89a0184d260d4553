import { describe, expect, it } from 'vitest';
import { guaranteeEnd, premiumLinkState, premiumLinkText } from './premium';
import { millisecondsInDay } from 'date-fns/constants';

const START = new Date('2026-11-01T12:00:00Z');
const END = guaranteeEnd(START);
const DAY = millisecondsInDay;

describe('premium link guarantee', () => {
  it('ends 45 days after the start', () => {
    expect(END.toISOString()).toBe('2026-12-16T12:00:00.000Z');
  });

  it('is met only by a removal (or a listing not found) decided by the end date', () => {
    const at = (days: number) => new Date(START.getTime() + days * DAY);
    expect(
      premiumLinkState(
        { guaranteeEndsAt: END, removalStatus: 'removed', decidedAt: at(20), hasRemovalEvidence: true },
        at(21),
      ),
    ).toBe('met');
    expect(
      premiumLinkState(
        { guaranteeEndsAt: END, removalStatus: 'not-found', decidedAt: at(44), hasRemovalEvidence: false },
        at(50),
      ),
    ).toBe('met');
    expect(
      premiumLinkState(
        { guaranteeEndsAt: END, removalStatus: 'removed', decidedAt: at(46), hasRemovalEvidence: true },
        at(46),
      ),
    ).toBe('refund_due');
  });

  it('never counts an open or unverifiable removal as met: in progress, then a refund is due', () => {
    const at = (days: number) => new Date(START.getTime() + days * DAY);
    expect(
      premiumLinkState(
        { guaranteeEndsAt: END, removalStatus: 'submitted', decidedAt: null, hasRemovalEvidence: false },
        at(30),
      ),
    ).toBe('in_progress');
    expect(
      premiumLinkState(
        { guaranteeEndsAt: END, removalStatus: 'needs-escalation', decidedAt: null, hasRemovalEvidence: false },
        at(45.5),
      ),
    ).toBe('refund_due');
    expect(
      premiumLinkState(
        { guaranteeEndsAt: END, removalStatus: 'rejected', decidedAt: at(10), hasRemovalEvidence: false },
        at(60),
      ),
    ).toBe('refund_due');
  });

  it('never counts a "removed" without evidence behind it as met (decision 061)', () => {
    const at = (days: number) => new Date(START.getTime() + days * DAY);
    const unproven = { guaranteeEndsAt: END, removalStatus: 'removed' as const, decidedAt: at(10) };
    expect(premiumLinkState({ ...unproven, hasRemovalEvidence: false }, at(11))).toBe('in_progress');
    expect(premiumLinkState({ ...unproven, hasRemovalEvidence: false }, at(46))).toBe('refund_due');
    expect(premiumLinkState({ ...unproven, hasRemovalEvidence: true }, at(46))).toBe('met');
  });

  it('gives the link back when the listing is not about the member', () => {
    expect(
      premiumLinkState(
        { guaranteeEndsAt: END, removalStatus: 'wrong-person', decidedAt: START, hasRemovalEvidence: false },
        START,
      ),
    ).toBe('returned');
  });

  it('counts the days left in plain words', () => {
    expect(premiumLinkText('in_progress', END, new Date(END.getTime() - DAY))).toBe(
      'In progress: 1 day left of the 45-day guarantee.',
    );
  });
});
