/**
 * The app's dates, written one way: "Nov 24, 2026" for a day and "Nov 24, 2026, 2:05 PM" for a
 * moment (en-US, the reader's time zone). Takes the ISO strings the API sends.
 */
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export const formatDay = (iso: string) => DAY.format(new Date(iso));
export const formatMoment = (iso: string) => MOMENT.format(new Date(iso));
