/**
 * Google's removal routes (issue 14 §8), as data: which one fits a listing, where it is filed and
 * the reason, written out for the member (or an operator) to paste. Google's forms take no
 * prefilled values from a link, so "prefilled" means the task carries the exact page address and
 * the reason ready to copy. The addresses are Google's own help pages, each of which opens the
 * request form ("Start removal request" / "New request").
 */
export const GOOGLE_ROUTES = [
  'personal-information',
  'exploitative-removal',
  'outdated-content',
  'court-order',
] as const;
export type GoogleRoute = (typeof GOOGLE_ROUTES)[number];

type RouteFacts = {
  label: string;
  /** Google's page that starts this request. */
  formUrl: string;
  /** What the member does there, in order. */
  steps: readonly string[];
};

export const GOOGLE_ROUTE_FACTS: Record<GoogleRoute, RouteFacts> = {
  'personal-information': {
    label: 'Personal information removal',
    formUrl: 'https://support.google.com/websearch/answer/9673730',
    steps: [
      'Open Google’s personal information page and press “Start removal request”.',
      'Choose to remove information that shows your contact details (address, phone, email) from Google Search.',
      'Paste the page address and the reason below, then submit.',
    ],
  },
  'exploitative-removal': {
    label: 'Site with exploitative removal practices',
    formUrl: 'https://support.google.com/websearch/answer/9172218',
    steps: [
      'Open Google’s page on sites with exploitative removal practices and start the removal request.',
      'Say that you are the person the page is about and that the site asks for payment to remove it.',
      'Paste the page address and the reason below, then submit.',
    ],
  },
  'outdated-content': {
    label: 'Outdated content refresh',
    formUrl: 'https://search.google.com/search-console/remove-outdated-content',
    steps: [
      'Open Google’s outdated content tool and press “New request”.',
      'Paste the page address below. If Google says the page still exists, give a word that is no longer on it: your last name.',
      'Submit; Google drops or refreshes its old copy, usually within days.',
    ],
  },
  // A page showing a record a court has sealed or expunged (issue 15): Google's legal removal form.
  'court-order': {
    label: 'Legal removal (court order)',
    formUrl: 'https://support.google.com/legal/answer/3110420',
    steps: [
      'Open Google’s legal removal page and choose to report content for legal reasons.',
      'Say that a court has sealed or expunged the record the page shows, and attach the order.',
      'Paste the page address and the reason below, then submit.',
    ],
  },
};

/** Catalogue categories whose sites sell the removal of what they publish (Google's policy's own example: mugshot sites). */
const PAY_TO_REMOVE_CATEGORIES = new Set(['mugshots']);

/**
 * The route for a listing still on its site: a pay-to-remove site goes to the exploitative
 * removal route, everything else to the personal information route. A page the site has removed
 * goes to the outdated content refresh (`outdatedRefreshFor`).
 */
export function googleRouteFor(category: string | null): GoogleRoute {
  return category !== null && PAY_TO_REMOVE_CATEGORIES.has(category) ? 'exploitative-removal' : 'personal-information';
}

/** The request as it is filed: where, what to do, the page and the reason to paste. */
type GoogleTask = RouteFacts & { route: GoogleRoute; pageUrl: string; reason: string };

export function googleTask(
  route: GoogleRoute,
  listing: { url: string; siteName: string | null; domain: string },
): GoogleTask {
  const site = listing.siteName ?? listing.domain;
  const reasons: Record<GoogleRoute, string> = {
    'personal-information': `This page on ${site} is about me and shows my personal contact details (such as my home address, phone numbers or email) with my name, published without my consent. I ask Google to remove it from search results under its policy on personal information: ${listing.url}`,
    'exploitative-removal': `I am the person this page on ${site} is about. The site asks for payment to take such pages down, which is an exploitative removal practice under Google's policy. I ask Google to remove it from search results: ${listing.url}`,
    'outdated-content': `${site} has removed this page (or the listing about me on it); Google's results still show the old copy: ${listing.url}`,
    'court-order': `This page on ${site} shows a court record about me that a court has ordered sealed or expunged; the order is attached. I ask Google to remove it from search results: ${listing.url}`,
  };
  return { route, ...GOOGLE_ROUTE_FACTS[route], pageUrl: listing.url, reason: reasons[route] };
}
