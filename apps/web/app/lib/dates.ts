/**
 * The app's dates, written one way: "Nov 24, 2026" for a day and "Nov 24, 2026, 2:05 PM" for a
 * moment (en-US, the reader's time zone). Takes the ISO strings the API sends.
 */
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDay = (iso: string) => DAY.format(new Date(iso));
export const formatMoment = (iso: string) => MOMENT.format(new Date(iso));

/** A calendar month ("2026-11") as "November 2026": a month the server counted in UTC. */
const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
export const formatMonth = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`));

/** A day the server keeps as 00:00 UTC (a DROP filing, its deadline): the same day everywhere. */
const UTC_DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });
export const formatUtcDay = (iso: string) => UTC_DAY.format(new Date(iso));
