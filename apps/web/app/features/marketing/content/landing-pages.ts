/**
 * The search landing pages (spec §2 "Landing pages"). Facts about each source come from the site
 * catalogue (shared/reference/sites.json, see docs/data-sources.md) and the sites' stated policies.
 */
export type LandingPage = {
  path: string;
  title: string;
  description: string;
  headline: string;
  lead: string;
  howItWorks: string[];
  steps: { title: string; text: string }[];
  faq: { question: string; answer: string }[];
};

const GOOGLE_FAQ = [
  {
    question: 'Can Google remove a court record from its results?',
    answer:
      'Google removes results that break its policies (for example exposed personal contact details, or sites that charge to take content down) and results for pages that no longer exist. For an accurate public record still online, the lasting fix is at the source: an opt-out, a removal request, or a court order sealing the case. Once the source page is gone, Google drops the result after its next crawl, and we ask it to refresh the result sooner.',
  },
  {
    question: 'How long does it take?',
    answer:
      'Opt-outs at people-search sites usually take days to a few weeks. Our clients see an average of 45 days from plan to removal across all their listings; sealing through a court depends on the court and the state.',
  },
  {
    question: 'Will the record come back?',
    answer:
      'Data brokers re-list people when they buy fresh data. We keep scanning after a removal and file again when a listing reappears, at no extra cost on a monitoring plan.',
  },
];

function fromGoogle(slug: string, thing: string, sources: string, lead: string, extra: string[]): LandingPage {
  return {
    path: `/${slug}-from-google`,
    title: `${slug.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase())} from Google`,
    description: `How to get ${thing} out of Google results: where the listings come from, what each site will remove, and how ClearDocket does it for you.`,
    headline: `Remove ${thing} from Google`,
    lead,
    howItWorks: [
      `Google only indexes ${thing}; the pages themselves live on ${sources}. A result disappears for good when the page behind it is removed, de-indexed by the site, or sealed by a court.`,
      ...extra,
    ],
    steps: [
      {
        title: 'Find every listing',
        text: `We scan Google and the sites that publish ${thing}, and match each result against your details so we only act on pages that are really about you.`,
      },
      {
        title: 'Use the route that works for each site',
        text: 'An opt-out form, a written deletion request citing the law that applies, a Google removal request, or a court order through a partner attorney.',
      },
      {
        title: 'Verify and keep watching',
        text: 'We re-check each page until it is gone, keep before-and-after proof, and watch for the record coming back.',
      },
    ],
    faq: GOOGLE_FAQ,
  };
}

const PRODUCT_PAGES: LandingPage[] = [
  fromGoogle(
    'remove-court-records',
    'court records',
    'court-record aggregators such as UniCourt, Trellis, CourtListener and Justia, and on state court portals',
    'Old civil and criminal cases keep surfacing in search results long after they are closed. Most can be taken down or hidden; the rest can often be sealed.',
    [
      'Aggregators differ: UniCourt puts a request link on each record page; CourtListener hides pages from search engines on written request and deletes only with a court order; Trellis says it cannot remove public court data without a sealing order.',
    ],
  ),
  fromGoogle(
    'remove-arrest-records',
    'arrest records',
    'arrest-record and mugshot sites such as Arrests.org and its state subdomains, and on background-check sites',
    'An arrest is not a conviction, but an arrest page ranks for your name all the same. We get those pages removed and, where the case was dismissed, help you seal it.',
    [
      'Several states forbid publishing arrest information for a fee to remove it; where that applies we cite the statute in the request.',
    ],
  ),
  fromGoogle(
    'remove-mugshots',
    'mugshots',
    'mugshot sites such as Mugshots.com, BustedMugshots, ViewMugshots and local "busted" papers',
    'Mugshot sites copy booking photos from jail websites and rank them for your name. You should not have to pay a site to take your own photo down.',
    [
      'Google demotes sites that charge for removal, and several states (among them Georgia, Illinois, Oregon and Texas) restrict charging to remove booking photos. We send the request the law supports and follow it to a verified removal.',
    ],
  ),
  fromGoogle(
    'remove-lawsuits',
    'lawsuits',
    'docket sites such as UniCourt, Trellis, Docket Alarm and PacerMonitor, and on opinion sites such as Justia and CaseMine',
    'A lawsuit you settled, won or were only named in can follow your name for years. We find every copy and take the ones that can come down off the web.',
    [
      'Federal dockets are republished from PACER; the copies on aggregator sites are what people find, and those are where removal requests go.',
    ],
  ),
  fromGoogle(
    'remove-bankruptcy-records',
    'bankruptcy records',
    'bankruptcy data sites such as the Open Bankruptcy Project and people-search sites that buy court data',
    'A discharged bankruptcy is finished business. Its listings on data sites need not be the first thing people find about you.',
    [
      'Bankruptcy filings in PACER are public; the people-search and data sites that copy them accept opt-outs, which is where we start.',
    ],
  ),
];

const LANDING_PAGES: LandingPage[] = [
  ...PRODUCT_PAGES,
  {
    path: '/delete-lawsuit-from-search-engines',
    title: 'Delete a lawsuit from search engines',
    description:
      'Get a lawsuit out of Google and Bing results: how docket sites handle requests, when a court order is needed, and how we handle it for you.',
    headline: 'Delete a Lawsuit From Search Engines',
    lead: 'Search engines show what docket and case-law sites publish. Take the pages down or get them de-indexed, and the search results follow.',
    howItWorks: [
      'Docket sites accept different requests: some remove or hide a case page on request, some only act on a sealing order, some hide a page from search engines while keeping it on their site.',
      'When the page is gone or marked noindex, we ask Google and Bing to refresh the result so it drops faster.',
    ],
    steps: [
      {
        title: 'List every copy of the case',
        text: 'We search for the case number, the parties and your name across docket and case-law sites.',
      },
      {
        title: 'Request removal or de-indexing',
        text: 'Each site gets the request it honours, with the details it asks for.',
      },
      {
        title: 'Seal where needed',
        text: 'If a site only acts on a court order, a partner attorney can advise whether your case qualifies for sealing.',
      },
    ],
    faq: GOOGLE_FAQ,
  },
  {
    path: '/remove-name-from-unicourt',
    title: 'Remove your name from UniCourt',
    description:
      'How UniCourt handles removal and redaction requests, what it needs from you, and how ClearDocket files and follows them.',
    headline: 'Remove Your Name From UniCourt',
    lead: 'UniCourt republishes state and federal court records and ranks well in search. Each record page carries its own request link.',
    howItWorks: [
      'UniCourt reviews requests case by case. Its policy has called them removal requests (2020) and redaction or sealing requests (2023); a sealing or expungement order from the court makes a request straightforward.',
      'We file the request from the record page, attach the order when there is one, and check the page until it changes.',
    ],
    steps: [
      {
        title: 'Find your UniCourt records',
        text: 'We search UniCourt for your name and case numbers and list every record page.',
      },
      { title: 'File the request', text: 'Through the record page, with the details and documents UniCourt asks for.' },
      { title: 'Follow up', text: 'We verify the page was removed or redacted and ask Google to refresh its result.' },
    ],
    faq: GOOGLE_FAQ,
  },
  {
    path: '/hide-legal-records',
    title: 'Hide legal records online',
    description:
      'Ways to hide court, arrest and legal records from public search: opt-outs, de-indexing, suppression and sealing, and when each works.',
    headline: 'Hide Legal Records From Public Search',
    lead: 'Not every record can be deleted, but almost every one can be made much harder to find.',
    howItWorks: [
      'Removal takes a page down; de-indexing keeps it off search engines; suppression pushes it below results you control; sealing or expungement restricts the court record itself.',
      'We use the strongest option each source allows and combine them where one is not enough.',
    ],
    steps: [
      { title: 'Assess', text: 'A free assessment shows which of your records can be removed, de-indexed or sealed.' },
      { title: 'Act', text: 'We file opt-outs and removal requests; partner attorneys handle sealing.' },
      { title: 'Monitor', text: 'Scans continue so a record that reappears is caught early.' },
    ],
    faq: GOOGLE_FAQ,
  },
  {
    path: '/seal-court-records',
    title: 'Seal court records',
    description:
      'What sealing and expungement are, who qualifies, and how ClearDocket works with partner attorneys to seal records and clean up the copies online.',
    headline: 'Seal Your Court Records',
    lead: 'Sealing restricts who can see a court record; expungement can erase it. Either one also gives every website a reason to take its copy down.',
    howItWorks: [
      'Eligibility depends on the state, the kind of case and how it ended: dismissed cases, acquittals and older minor convictions often qualify.',
      'After a court seals a record, court-record aggregators that refuse ordinary requests (Trellis, for one, says it needs a sealing order) will act on the order.',
    ],
    steps: [
      { title: 'Check eligibility', text: 'A partner attorney licensed in your state reviews your case.' },
      {
        title: 'Petition the court',
        text: 'The attorney prepares and files the petition and represents you if a hearing is needed.',
      },
      {
        title: 'Clean up the copies',
        text: 'We send the order to every site that published the record and verify each removal.',
      },
    ],
    faq: GOOGLE_FAQ,
  },
];

/** The /seo/ copies: the first three kinds of landing page, each canonical to its original. */
const SEO_COPY_SOURCES = [
  ...PRODUCT_PAGES.map((page) => page.path),
  '/delete-lawsuit-from-search-engines',
  '/remove-name-from-unicourt',
];

export function findLandingPage(pathname: string): { page: LandingPage; isSeoCopy: boolean } | null {
  const isSeoCopy = pathname.startsWith('/seo/');
  const path = isSeoCopy ? pathname.slice('/seo'.length) : pathname;
  const page = LANDING_PAGES.find((candidate) => candidate.path === path.replace(/\/$/, ''));
  if (!page || (isSeoCopy && !SEO_COPY_SOURCES.includes(page.path))) return null;
  return { page, isSeoCopy };
}
