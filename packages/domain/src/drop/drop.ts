import { utc } from '@date-fns/utc';
import { addDays, isAfter, max } from 'date-fns';
import type { SiteEntry } from '../search/sites';

/**
 * California's DROP, the Delete Request and Opt-out Platform of the Delete Act (SB 362), run by
 * the California Privacy Protection Agency (issue 30 item 4, docs/drop.md). A Californian files one
 * deletion request there, themselves (an agent cannot file it for them), and it reaches every
 * registered data broker. Brokers must process DROP requests from 1 August 2026; we hold each to
 * 90 days from the later of that date and the member's filing.
 */
export const DROP_URL = 'https://privacy.ca.gov/drop/';
export const DROP_PROCESSING_STARTS = new Date('2026-08-01T00:00:00.000Z');
export const DROP_RESPONSE_DAYS = 90;
/** DROP opened to consumers in January 2026: no filing can be older. */
export const DROP_OPENED = new Date('2026-01-01T00:00:00.000Z');

export const DROP_COVERS = [
  'Every data broker registered with California: each must delete what it holds about you and keep deleting it.',
  'One request instead of one per broker; the brokers check DROP regularly for new requests.',
] as const;

export const DROP_DOES_NOT_COVER = [
  'Public records: government records, including court records, arrest records and property records, and the court-record sites that copy them.',
  'Businesses you deal with directly, search engines, news sites and social networks: they are not data brokers.',
  'Brokers that are not registered in California; we keep filing with those ourselves.',
] as const;

export const DROP_STEPS = [
  'Open California’s DROP site and confirm that you live in California.',
  'Enter the details brokers know you by: your name, date of birth, email addresses, phone numbers and addresses (add old ones too).',
  'Submit the request. DROP shows a confirmation; copy its reference if you want us to keep it.',
  'Come back here and tell us the date you filed, so we can hold the brokers to their deadline.',
] as const;

const IN_UTC = { in: utc };

/** Only Californians can file: the member's primary address says where they live. */
export const canFileDrop = (state: string | null | undefined) => state === 'CA';

/** The day the registered brokers must have deleted the member's data. */
export function dropDeadline(filedAt: Date): Date {
  return new Date(addDays(max([filedAt, DROP_PROCESSING_STARTS]), DROP_RESPONSE_DAYS, IN_UTC).getTime());
}

export function isDropOverdue(filedAt: Date, now: Date): boolean {
  return isAfter(now, dropDeadline(filedAt));
}

/** A filing date the member may give: from DROP's opening to now. */
export function isValidFilingDate(filedAt: Date, now: Date): boolean {
  return !isAfter(DROP_OPENED, filedAt) && !isAfter(filedAt, now);
}

/**
 * A broker DROP reaches: one that filed with California's registry. The catalogue entries taken
 * from The Markup's copy of the 2025 registry say so by their source (docs/data-sources.md).
 */
export function isRegisteredCaliforniaBroker(site: Pick<SiteEntry, 'source'> | undefined): boolean {
  return Boolean(site?.source?.includes('the-markup/investigation-data-broker-opt-out-pages'));
}
