import { addDays } from 'date-fns';
import { daysInWeek, minutesInDay, secondsInWeek } from 'date-fns/constants';
import { IN_UTC } from '../dates';
import { givenNameForms } from '../search/matching/nicknames';
import type { SearchType } from '../search/query';

/**
 * Monitoring (issue 17 part 4): every monitored profile is searched again on its plan's cadence
 * (weekly by default), with a few query variants, inside the search provider's one shared limit.
 * The rules here are pure; the server's monitoring module keeps the schedule.
 */

/** The provider's shared limit for every member together (search_provider_slots; ARCHITECTURE §6). */
const PROVIDER_REQUESTS_PER_SECOND = 2;
/** A query asks for 20 results at about 10 a page: two provider requests. */
const REQUESTS_PER_QUERY = 2;
/** Monitoring takes at most this share of the limit; the rest is for members' own scans and the assessment. */
const MONITORING_SHARE = 0.5;
/** Most query variants per profile and re-scan (the name, middle initial, nickname, with city). */
export const MAX_VARIANTS = 4;
/** How often the scheduler runs; each pass admits at most one pass's share of the budget. */
export const PASS_MINUTES = 15;

const WEEK_SECONDS = secondsInWeek;

export type MonitoredProfile = {
  kind: 'self' | 'family' | 'business';
  firstName: string;
  lastName: string;
  middleName?: string | null;
  companyName?: string | null;
  /** Where the person lives or lived (the first is used for the "with city" variant). */
  places?: readonly { city: string; state: string }[];
};

export type QueryVariant = { type: SearchType; term: string; variant: 'name' | 'middle' | 'nickname' | 'city' };

const clean = (value: string | null | undefined) => (value ?? '').replace(/\s+/g, ' ').trim();
const capital = (value: string) => value.charAt(0).toUpperCase() + value.slice(1);

/**
 * The queries of one re-scan, most useful first: the name as the member gave it, then with the
 * middle initial, with the first nickname of the given name (or the full name of a short one), and
 * with the city they live in. A business is searched by its name. At most `max` of them.
 */
export function queryVariants(profile: MonitoredProfile, max = MAX_VARIANTS): QueryVariant[] {
  if (profile.kind === 'business') {
    const company = clean(profile.companyName);
    return company && max > 0 ? [{ type: 'company', term: company, variant: 'name' }] : [];
  }
  const first = clean(profile.firstName);
  const last = clean(profile.lastName);
  if (!first || !last) return [];
  const variants: QueryVariant[] = [{ type: 'name', term: `${first} ${last}`, variant: 'name' }];
  const middle = clean(profile.middleName);
  if (middle)
    variants.push({ type: 'name', term: `${first} ${middle.charAt(0).toUpperCase()}. ${last}`, variant: 'middle' });
  const folded = first.toLowerCase();
  const other = givenNameForms(folded).find((form) => form !== folded);
  if (other) variants.push({ type: 'name', term: `${capital(other)} ${last}`, variant: 'nickname' });
  const place = profile.places?.find((candidate) => clean(candidate.city));
  if (place) {
    const where = [clean(place.city), clean(place.state)].filter(Boolean).join(', ');
    variants.push({ type: 'name', term: `${first} ${last} (${where})`, variant: 'city' });
  }
  return variants.slice(0, Math.max(0, max));
}

/** Provider requests the limit allows in a week, and the share monitoring may use. */
export function weeklyBudget(requestsPerSecond = PROVIDER_REQUESTS_PER_SECOND, share = MONITORING_SHARE) {
  const total = Math.floor(requestsPerSecond * WEEK_SECONDS);
  return { total, monitoring: Math.floor(total * share) };
}

export type CapacityPlan = {
  profiles: number;
  /** Re-scans a week: a profile on a 7-day cadence counts once, on a 1-day cadence seven times. */
  rescansPerWeek: number;
  variantsPerProfile: number;
  requestsPerWeek: number;
  budgetPerWeek: number;
  /** Share of monitoring's budget used (0–1+). */
  utilisation: number;
  /** Hours of the provider's whole limit the week's re-scans take. */
  providerHours: number;
  /** Profiles a week that fit at this many variants, and at one variant. */
  fitAtVariants: number;
  fitAtOneQuery: number;
  /** Requests each scheduler pass may start. */
  requestsPerPass: number;
};

/**
 * How re-scans of `profiles` profiles (each every `everyDays` days) fit the shared limit: as many
 * variants as the budget allows (at most MAX_VARIANTS, at least one), and the figures to state it.
 */
export function capacityPlan(
  profiles: number,
  everyDays = 7,
  requestsPerSecond = PROVIDER_REQUESTS_PER_SECOND,
  share = MONITORING_SHARE,
): CapacityPlan {
  const budget = weeklyBudget(requestsPerSecond, share);
  const rescansPerWeek = Math.ceil((profiles * 7) / Math.max(1, everyDays));
  const affordable =
    rescansPerWeek === 0 ? MAX_VARIANTS : Math.floor(budget.monitoring / (rescansPerWeek * REQUESTS_PER_QUERY));
  const variantsPerProfile = Math.max(1, Math.min(MAX_VARIANTS, affordable));
  const requestsPerWeek = rescansPerWeek * variantsPerProfile * REQUESTS_PER_QUERY;
  return {
    profiles,
    rescansPerWeek,
    variantsPerProfile,
    requestsPerWeek,
    budgetPerWeek: budget.monitoring,
    utilisation: budget.monitoring === 0 ? Infinity : requestsPerWeek / budget.monitoring,
    providerHours: requestsPerWeek / requestsPerSecond / 3600,
    fitAtVariants: Math.floor(budget.monitoring / (variantsPerProfile * REQUESTS_PER_QUERY)),
    fitAtOneQuery: Math.floor(budget.monitoring / REQUESTS_PER_QUERY),
    requestsPerPass: Math.floor((budget.monitoring * PASS_MINUTES) / (daysInWeek * minutesInDay)),
  };
}

export type ScheduleEntry = { profileId: string; everyDays: number; lastScanAt: Date | null };

/** When a profile is next due: never scanned → now; else its last scan plus its cadence. */
export function nextDueAt(entry: ScheduleEntry, now: Date): Date {
  if (!entry.lastScanAt) return now;
  return addDays(entry.lastScanAt, entry.everyDays, IN_UTC);
}

/**
 * One scheduler pass: the profiles due now, longest overdue first, as many as `requestBudget`
 * provider requests allow at `variants` queries each (at least one profile, so a pass always
 * moves). The rest wait for the next pass, which keeps the shared limit for everyone.
 */
export function duePass(
  entries: readonly ScheduleEntry[],
  now: Date,
  requestBudget: number,
  variants: number,
): ScheduleEntry[] {
  const due = entries
    .map((entry) => ({ entry, at: nextDueAt(entry, now).getTime() }))
    .filter(({ at }) => at <= now.getTime())
    .sort((a, b) => a.at - b.at);
  const perProfile = Math.max(1, variants) * REQUESTS_PER_QUERY;
  const fit = Math.max(1, Math.floor(requestBudget / perProfile));
  return due.slice(0, fit).map(({ entry }) => entry);
}
