import { startListingSite } from '../apps/server/test/helpers/listing-pages';
import type { PageKind, Person } from '../apps/server/test/helpers/listing-pages';

/**
 * Pages the browser tests serve on loopback in place of real sites (decision 039), so that
 * verification looks at a page that really shows the listing, then really does not. The server
 * under test finds them through its search (TEST_SEARCH_RESULTS_FILE: these results for these
 * people's names) and connects their host names to 127.0.0.1 (TEST_LOOPBACK_HOSTS). The names are
 * subdomains of catalogue sites, so each finding is that site's (its method, playbook and letters)
 * and none is a name the offline corpus uses.
 */
export type ListedPerson = Person & { firstName: string; lastName: string };
type StandInPage = { url: string; title: string; snippet: string };

/** The member of the removal runner's journey, listed on Spokeo and on PeekYou. */
export const RUNNER_PERSON: ListedPerson = {
  firstName: 'Rosalind',
  lastName: 'Achterberg',
  name: 'Rosalind Achterberg',
  city: 'Austin',
  state: 'TX',
  age: 44,
  relative: 'Pieter Achterberg',
};

/** The member of the court-records journey, whose Travis County case two aggregators print. */
export const COURT_PERSON: ListedPerson = {
  firstName: 'Marisol',
  lastName: 'Quintanilla',
  name: 'Marisol Quintanilla',
  city: 'Austin',
  state: 'TX',
  age: 41,
  relative: 'Tomas Quintanilla',
};
/** Travis County's district court numbering, which the offline corpus never produces. */
export const COURT_CASE_NUMBER = 'D-1-DC-19-301234';

/** Each journey's pages have their own port: the two specs may run at once. */
const runnerPort = (e2ePort: number) => e2ePort + 13;
const courtPort = (e2ePort: number) => e2ePort + 14;

export function runnerPages(e2ePort: number) {
  const at = (host: string, path: string) => `http://${host}:${runnerPort(e2ePort)}${path}`;
  const { name, city, state, age, relative } = RUNNER_PERSON;
  return {
    spokeo: {
      url: at('listing.spokeo.com', '/Rosalind-Achterberg/tx/austin'),
      title: `${name}, ${age} - ${city}, ${state} | Spokeo`,
      snippet: `${name} lives in ${city}, ${state}. Relatives include ${relative}. Phone numbers, email and address history.`,
    },
    // A site that answers every automated look with 403: never a verdict.
    peekyou: {
      url: at('listing.peekyou.com', '/rosalind_achterberg/44'),
      title: `${name}, ${city} ${state} | PeekYou`,
      snippet: `${name}, age ${age}, ${city}, ${state}. Related to ${relative}. Social profiles and web links.`,
    },
  } satisfies Record<string, StandInPage>;
}

export function courtPages(e2ePort: number) {
  const at = (host: string, path: string) => `http://${host}:${courtPort(e2ePort)}${path}`;
  const { name, city, state, age } = COURT_PERSON;
  const slug = COURT_CASE_NUMBER.toLowerCase();
  return {
    unicourt: {
      url: at('records.unicourt.com', `/case/travis-county-tx-${slug}`),
      title: `State of ${state} v. ${name} - ${COURT_CASE_NUMBER} | UniCourt`,
      snippet: `Criminal case ${COURT_CASE_NUMBER} filed in Travis County District Court. Defendant: ${name}, ${city}, ${state}, age ${age}. Docket entries and case record.`,
    },
    trellis: {
      url: at('records.trellis.law', `/case/travis/${slug}`),
      title: `State of ${state} v. ${name} (${COURT_CASE_NUMBER}) | Trellis`,
      snippet: `Travis County criminal docket ${COURT_CASE_NUMBER}: ${name} of ${city}, ${state}. Filings and hearing dates.`,
    },
  } satisfies Record<string, StandInPage>;
}

/** What the server under test is told: the results file's entries and the host names. */
export function standInSearch(e2ePort: number) {
  const entries = [
    { term: RUNNER_PERSON.name, results: Object.values(runnerPages(e2ePort)) },
    { term: COURT_PERSON.name, results: Object.values(courtPages(e2ePort)) },
  ];
  const hosts = entries.flatMap((entry) => entry.results.map((result) => new URL(result.url).hostname));
  return { entries, hosts: [...new Set(hosts)] };
}

/** Serves one journey's pages, each showing the listing until the test says what the site did. */
export async function startStandInSites(
  journey: 'runner' | 'court',
  e2ePort: number,
  initial: Record<string, PageKind>,
) {
  const person = journey === 'runner' ? RUNNER_PERSON : COURT_PERSON;
  const pages: Record<string, StandInPage> = journey === 'runner' ? runnerPages(e2ePort) : courtPages(e2ePort);
  const site = await startListingSite(person, journey === 'runner' ? runnerPort(e2ePort) : courtPort(e2ePort));
  const pathOf = (key: string) => new URL(pages[key]?.url ?? '').pathname;
  for (const [key, kind] of Object.entries(initial)) site.set(pathOf(key), kind);
  return {
    /** The page at this key answers as `kind` from now on (the site took it down, or blocks us). */
    show: (key: string, kind: PageKind) => site.set(pathOf(key), kind),
    close: site.close,
  };
}
