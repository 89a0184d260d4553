import { utc } from '@date-fns/utc';
import { format } from 'date-fns';

/*
 * Dates as the product writes them, in UTC whatever the machine's zone (issue 29 "every rule
 * once"): letters, timelines, file names and reports name a day the same way everywhere.
 * Day arithmetic goes through date-fns with `{ in: utc }` (IN_UTC); ESLint refuses
 * `toISOString().slice` and days counted by hand in milliseconds.
 */
export const IN_UTC = { in: utc };

/** The UTC calendar day of `date`, `yyyy-MM-dd`. */
export const utcDay = (date: Date): string => format(date, 'yyyy-MM-dd', IN_UTC);

/** The UTC month of `date`, `yyyy-MM`. */
export const utcMonth = (date: Date): string => format(date, 'yyyy-MM', IN_UTC);

/** The UTC day and time of `date` to the second, `yyyy-MM-dd HH:mm:ss`. */
export const utcDateTime = (date: Date): string => format(date, 'yyyy-MM-dd HH:mm:ss', IN_UTC);
