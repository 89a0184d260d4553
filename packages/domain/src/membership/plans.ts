/**
 * The offer (spec §1, §2 overlay, §9 "Prices"; issue 16): one monitoring subscription from
 * $49/month, billed monthly or yearly; $299 basic, one time ("lifetime protection": the removals of
 * the findings at purchase plus yearly re-checks); $499 per link premium (expedited, human-assisted,
 * 45-day guarantee per link). Amounts in integer cents. What each plan lets a member do is its
 * entitlements; the server decides every limited action from them (entitlements.ts).
 */
export const PLAN_IDS = ['monitoring-monthly', 'monitoring-yearly', 'basic', 'premium'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export type Entitlements = {
  /** Open removal requests from findings. */
  removalRequests: boolean;
  /** The product files for the member: the removal runner's web forms and the emailed letters. */
  automatedFiling: boolean;
  /** Human steps (CAPTCHAs, ID checks, escalations) worked by the team instead of the member. */
  operatorHandling: boolean;
  /** People and businesses the member may act for, themself included. */
  profiles: number;
  /** Days between monitoring re-scans; null: no monitoring. */
  rescanEveryDays: number | null;
  /** Links worked under the premium terms (expedited, 45-day guarantee). */
  premiumLinks: number;
};

export type Plan = {
  id: PlanId;
  name: string;
  /** `month` / `year`: a subscription renewing each period; `once`: a single payment. */
  billing: 'month' | 'year' | 'once';
  /** For `premium`, per link. */
  amountCents: number;
  summary: string;
  entitlements: Entitlements;
};

export const CURRENCY = 'usd';

/** A new member's free trial (decision 020): the monitoring plan's entitlements, no card needed. */
export const TRIAL_DAYS = 14;
/** The trial's reminder is sent this many days before it ends (issue 16). */
export const TRIAL_REMINDER_DAYS = 3;
/** The premium guarantee: each premium link removed within this many days or its fee refunded. */
export const PREMIUM_GUARANTEE_DAYS = 45;
/** Most premium links bought at once. */
export const MAX_PREMIUM_LINKS = 50;

const MONITORING: Entitlements = {
  removalRequests: true,
  automatedFiling: true,
  operatorHandling: false,
  profiles: 3,
  rescanEveryDays: 7,
  premiumLinks: 0,
};

export const PLANS: Record<PlanId, Plan> = {
  'monitoring-monthly': {
    id: 'monitoring-monthly',
    name: 'Monitoring (monthly)',
    billing: 'month',
    amountCents: 4900,
    summary: 'Removals filed for you, weekly re-scans and alerts when a listing comes back.',
    entitlements: MONITORING,
  },
  'monitoring-yearly': {
    id: 'monitoring-yearly',
    name: 'Monitoring (yearly)',
    billing: 'year',
    // The spec names no yearly discount: twelve months at the monthly price, billed once a year.
    amountCents: 12 * 4900,
    summary: 'The monitoring plan, billed once a year.',
    entitlements: MONITORING,
  },
  basic: {
    id: 'basic',
    name: 'Basic',
    billing: 'once',
    amountCents: 29_900,
    summary: 'Lifetime protection: the removals of your findings at purchase, re-checked every year.',
    entitlements: {
      removalRequests: true,
      automatedFiling: true,
      operatorHandling: false,
      profiles: 1,
      rescanEveryDays: 365,
      premiumLinks: 0,
    },
  },
  premium: {
    id: 'premium',
    name: 'Premium',
    billing: 'once',
    amountCents: 49_900,
    summary: `Expedited, human-assisted removal of each link, with a ${PREMIUM_GUARANTEE_DAYS}-day guarantee per link.`,
    entitlements: {
      removalRequests: true,
      automatedFiling: true,
      operatorHandling: true,
      profiles: 1,
      rescanEveryDays: 7,
      premiumLinks: 0,
    },
  },
};

export function isPlanId(value: string): value is PlanId {
  return (PLAN_IDS as readonly string[]).includes(value);
}

/** What a purchase costs: the plan's amount, times the links for premium. */
export function priceOf(planId: PlanId, quantity = 1): number {
  return PLANS[planId].amountCents * (planId === 'premium' ? quantity : 1);
}

/** `$49.00` from 4900 cents. */
export function formatCents(cents: number): string {
  return `$${(cents / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}
