import { addDays } from 'date-fns';
import { millisecondsInDay } from 'date-fns/constants';
import { IN_UTC } from '../dates';
import type { ResultCategory } from '../search/sites';
import { ROUTE_TEXT } from './assess';

/**
 * The free assessment's lead (issue 16 step 1): a visitor who gave a name, an email and consent,
 * whose name was scanned once. The lead is kept a short while, its preview shows counts and a few
 * masked findings, and signing up with the same email makes its findings the member's first scan.
 * Decision 022.
 */

/** How long a lead and its findings are kept unless the visitor signs up. */
export const LEAD_TTL_DAYS = 7;
/** How many findings the preview shows (masked). */
export const LEAD_PREVIEW_FINDINGS = 5;
/** Free assessments per email address per day. */
export const LEAD_EMAIL_LIMIT = { max: 3, windowMs: millisecondsInDay } as const;

/** What the visitor agrees to; stored with its version and time on every lead. */
export const LEAD_CONSENT = {
  version: '2026-11-1',
  text:
    'I agree that ClearDocket searches the web for my name and keeps my answers, name and email for 7 days ' +
    'to show me the results and to start my account with them if I create one. See the privacy policy.',
} as const;

export const LEAD_MESSAGES = {
  emailLimit: `You have asked for ${LEAD_EMAIL_LIMIT.max} free assessments for this email address today. Please try again tomorrow, or create an account to scan as often as you need.`,
  notFound: 'This assessment has expired or does not exist. Please take the free assessment again.',
  consent: 'Please agree so we can run the search for you.',
  firstName: 'Please enter your first name.',
  lastName: 'Please enter your last name.',
  email: 'Enter a valid email address.',
} as const;

export function leadExpiresAt(createdAt: Date): Date {
  return addDays(createdAt, LEAD_TTL_DAYS, IN_UTC);
}

export function isLeadExpired(expiresAt: Date, now: Date = new Date()): boolean {
  return expiresAt.getTime() <= now.getTime();
}

/** Every kind of site a result can come from (the catalogue's categories and the guessed ones). */
export const SITE_KINDS = [
  'court-records',
  'mugshots',
  'people-search',
  'background-check',
  'data-broker',
  'public-records',
  'real-estate',
  'news-archive',
  'news',
  'social',
  'other',
] as const satisfies readonly ResultCategory[];

export const SITE_KIND_LABELS: Record<ResultCategory, string> = {
  'court-records': 'Court-record sites',
  mugshots: 'Mugshot sites',
  'people-search': 'People-search sites',
  'background-check': 'Background-check sites',
  'data-broker': 'Data brokers',
  'public-records': 'Public-record sites',
  'real-estate': 'Real-estate sites',
  'news-archive': 'News archives',
  news: 'News sites',
  social: 'Social media',
  other: 'Other pages',
};

const OPT_OUT = ROUTE_TEXT['opt-out'];
/** How each kind of site is dealt with: the removal path the preview shows for the kinds found. */
export const REMOVAL_PATHS: Record<ResultCategory, { title: string; text: string }> = {
  'court-records': {
    title: 'Sealing, a court order, then de-indexing',
    text: `${ROUTE_TEXT['sealing-review'].text} Once a record is sealed or a site takes a copy down, we ask search engines to drop it.`,
  },
  mugshots: {
    title: 'Mugshot takedown',
    text: 'A takedown request to the mugshot site, citing your state’s law where it restricts paid removal, then search-engine removal.',
  },
  'people-search': OPT_OUT,
  'background-check': OPT_OUT,
  'data-broker': OPT_OUT,
  'public-records': ROUTE_TEXT['deletion-request'],
  'real-estate': {
    title: 'Listing suppression',
    text: 'Real-estate sites hide an owner’s name and details on request; we file the request with each one.',
  },
  'news-archive': {
    title: 'Editor request and de-indexing',
    text: 'A request to the publisher to update or unpublish an old story, and to search engines to refresh the result.',
  },
  news: {
    title: 'Editor request and de-indexing',
    text: 'A request to the publisher to update or unpublish an old story, and to search engines to refresh the result.',
  },
  social: {
    title: 'Platform report',
    text: 'A privacy report through the platform’s own form for posts that expose your record or personal details.',
  },
  other: ROUTE_TEXT['search-engine-removal'],
};
