import { BRAND } from '@cleardocket/domain/brand';
import { utcDay, utcMonth } from '@cleardocket/domain/dates';
import { HISTORY_MONTHS, addMonths, buildMonthlySummary, monthRange } from '@cleardocket/domain/monitoring/report';
import type { Db } from '../../db/database';
import { memberFacts } from '../profile/service';
import { removalFactsFor } from '../requests/service';
import { findingEventsFor } from '../search/service';

/** The calendar month (UTC) of a moment: "2026-11". */
const monthOf = (at: Date) => utcMonth(at);

/**
 * "Get my report now" (issue 31 part 5): this month's report up to this moment, built like the
 * monthly one from the stored events and requests, counting only its own period. It is not kept
 * nor emailed: the monthly job still builds the whole month's report on the 1st.
 */
export async function reportNow(db: Db, userId: string, now = new Date()) {
  const month = monthOf(now);
  const { from } = monthRange(addMonths(month, -(HISTORY_MONTHS - 1)));
  const [events, removals, facts] = await Promise.all([
    findingEventsFor(db, userId, from, now),
    removalFactsFor(db, userId),
    memberFacts(db, userId),
  ]);
  const summary = buildMonthlySummary(month, events, removals, now);
  const name = [facts.account?.firstName, facts.account?.lastName].filter(Boolean).join(' ') || 'you';
  return {
    // pdf-lib loads with the first PDF a process makes, not at start (decision 127).
    bytes: await (await import('./report-pdf')).renderMonthlyReport(summary, name),
    filename: `${BRAND.name.toLowerCase()}-report-${month}-to-${utcDay(now)}.pdf`,
    summary,
  };
}
