import { priceOf } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { firstChargeText } from '@cleardocket/domain/membership/trial';

export type FirstChargeNoteProps = { planId: PlanId; quantity: number; at: string };

/** Paying during the free trial keeps it (issue 31): what is charged, and when. */
export function FirstChargeNote({ planId, quantity, at }: FirstChargeNoteProps) {
  return (
    <p className="rounded-md border border-brand-200 bg-brand-50 p-3" data-testid="first-charge">
      Your free trial continues. {firstChargeText(priceOf(planId, quantity), new Date(at))}
    </p>
  );
}
