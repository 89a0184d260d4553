import { utc } from '@date-fns/utc';
import { addDays, addBusinessDays as addWeekdays } from 'date-fns';

/**
 * Legal clocks per removal method. CCPA (Cal. Civ. Code §1798.130): a business confirms receipt of
 * a deletion request within 10 business days and responds within 45 calendar days, extendable once
 * by 45 days. People-search and data-broker opt-outs through web forms are held to the same
 * 45-day response. Google's removal routes state no clock; we check back after 30 days. Court-record
 * sites act on a court order, so no clock runs until one is sent.
 */
type Clock = { acknowledgeBusinessDays: number | null; respondDays: number | null; extensionDays: number };

const CLOCKS: Record<string, Clock> = {
  email: { acknowledgeBusinessDays: 10, respondDays: 45, extensionDays: 45 },
  'web-form': { acknowledgeBusinessDays: null, respondDays: 45, extensionDays: 45 },
  'search-then-form': { acknowledgeBusinessDays: null, respondDays: 45, extensionDays: 45 },
  'account-required': { acknowledgeBusinessDays: null, respondDays: 45, extensionDays: 45 },
  mail: { acknowledgeBusinessDays: 10, respondDays: 45, extensionDays: 45 },
  phone: { acknowledgeBusinessDays: null, respondDays: 45, extensionDays: 45 },
  google: { acknowledgeBusinessDays: null, respondDays: 30, extensionDays: 0 },
  'court-order': { acknowledgeBusinessDays: null, respondDays: null, extensionDays: 0 },
  'manual-review': { acknowledgeBusinessDays: null, respondDays: 45, extensionDays: 0 },
  'none-known': { acknowledgeBusinessDays: null, respondDays: 45, extensionDays: 0 },
};

/** Days are counted in UTC, so a deadline does not move with the server's time zone. */
const IN_UTC = { in: utc };

/** Adds business days (Monday–Friday; public holidays are not counted out). */
export function addBusinessDays(start: Date, days: number): Date {
  return new Date(addWeekdays(start, days, IN_UTC).getTime());
}

/** The dates a submitted request must be acknowledged and answered by; null where no clock runs. */
export function deadlinesFor(
  method: string,
  submittedAt: Date,
  extended = false,
): { acknowledgeBy: Date | null; respondBy: Date | null } {
  const clock = CLOCKS[method] ?? CLOCKS['manual-review'];
  return {
    acknowledgeBy:
      clock?.acknowledgeBusinessDays != null ? addBusinessDays(submittedAt, clock.acknowledgeBusinessDays) : null,
    respondBy:
      clock?.respondDays != null
        ? new Date(addDays(submittedAt, clock.respondDays + (extended ? clock.extensionDays : 0), IN_UTC).getTime())
        : null,
  };
}

/** Overdue when past the acknowledgement date still unacknowledged, or past the response date. */
export function isOverdue(
  removal: { status: string; acknowledgeBy: Date | null; respondBy: Date | null },
  now: Date,
): boolean {
  if (removal.status === 'submitted' && removal.acknowledgeBy && removal.acknowledgeBy < now) return true;
  return (
    (removal.status === 'submitted' || removal.status === 'acknowledged') &&
    removal.respondBy !== null &&
    removal.respondBy < now
  );
}
