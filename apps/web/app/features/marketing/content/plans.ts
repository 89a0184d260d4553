import { PRICES_CENTS } from '@cleardocket/domain/constants';
import { PLANS as OFFER } from '@cleardocket/domain/membership/plans';
import type { PlanId } from '@cleardocket/domain/membership/plans';
import { entitlementLines } from '@cleardocket/domain/membership/plan-copy';

/** The offers (spec §1, §2, §9). Prices come from the domain constants, in cents. */
export type Plan = {
  id: 'monitoring' | 'basic' | 'premium';
  /** The plan the onboarding funnel starts with when this one is chosen. */
  planId: PlanId;
  name: string;
  priceCents: number;
  unit: string;
  summary: string;
  includes: string[];
  highlighted?: boolean;
};

export const PLANS: Plan[] = [
  {
    id: 'monitoring',
    planId: 'monitoring-monthly',
    name: 'Monitoring',
    priceCents: PRICES_CENTS.planMonthlyFrom,
    unit: 'per month',
    summary: 'Ongoing scans and removals for people-search and data-broker listings.',
    includes: [
      `Billed monthly, or ${formatPrice(OFFER['monitoring-yearly'].amountCents)} once a year`,
      ...entitlementLines('monitoring-monthly'),
      'Scans for your name, phone, email and addresses',
      'Opt-outs at people-search and data-broker sites, filed and followed for you',
      'Alerts when a removed listing reappears, and a new request at no extra cost',
      'Dashboard with every request, its deadline and its proof',
    ],
  },
  {
    id: 'basic',
    planId: 'basic',
    name: 'Basic',
    priceCents: PRICES_CENTS.basicOneTime,
    unit: 'one-time',
    summary: 'One payment: the removals of your findings at purchase, re-checked every year.',
    includes: [
      ...entitlementLines('basic'),
      'Search-engine removal requests for outdated and removed pages',
      'Written deletion requests citing the privacy laws that apply to you',
    ],
    highlighted: true,
  },
  {
    id: 'premium',
    planId: 'premium',
    name: 'Premium',
    priceCents: PRICES_CENTS.premiumPerLink,
    unit: 'per link',
    summary: 'Expedited, human-assisted removal of a specific page, with a 45-day guarantee.',
    includes: [
      ...entitlementLines('premium'),
      'A case manager works the link by hand, with the site and with Google',
      'Escalation to a partner attorney where a court order is needed',
      '45-day guarantee: if the page is still up after 45 days, you get your money back',
    ],
  },
];

export function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(cents % 100 === 0 ? 0 : 2)}`;
}
