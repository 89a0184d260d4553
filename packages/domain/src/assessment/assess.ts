/**
 * The free case assessment: from a few answers, which removal routes apply and which plan fits.
 * A first read, not legal advice; eligibility for sealing is confirmed by a partner attorney.
 */
export const RECORD_KINDS = [
  'criminal-case',
  'arrest',
  'mugshot',
  'civil-lawsuit',
  'bankruptcy',
  'personal-data',
] as const;
export const OUTCOMES = ['dismissed', 'acquitted', 'convicted', 'settled', 'open', 'not-sure'] as const;
export const PLACES = ['google', 'court-record-sites', 'mugshot-sites', 'people-search-sites', 'news'] as const;

export type RecordKind = (typeof RECORD_KINDS)[number];
export type Outcome = (typeof OUTCOMES)[number];
export type Place = (typeof PLACES)[number];

export type AssessmentAnswers = { kinds: RecordKind[]; outcome: Outcome; places: Place[]; state: string };

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/**
 * Answers from anywhere (a form, session storage): unknown kinds and places dropped, an unknown
 * outcome read as 'not-sure'; null when the shape is not answers at all.
 */
export function toAssessmentAnswers(value: unknown): AssessmentAnswers | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kinds, places, outcome, state } = value as Record<string, unknown>;
  if (!Array.isArray(kinds) || !Array.isArray(places) || typeof state !== 'string') return null;
  return {
    kinds: kinds.filter((kind): kind is RecordKind => isOneOf(RECORD_KINDS, kind)),
    places: places.filter((place): place is Place => isOneOf(PLACES, place)),
    outcome: isOneOf(OUTCOMES, outcome) ? outcome : 'not-sure',
    state,
  };
}

export const ASSESSMENT_MESSAGES = {
  noKind: 'Choose at least one kind of record.',
  noState: 'Choose the state where the record is from.',
} as const;

/** What the answers still need before they can be assessed, or null when they are complete. */
export function assessmentProblem(answers: AssessmentAnswers): string | null {
  if (answers.kinds.length === 0) return ASSESSMENT_MESSAGES.noKind;
  if (answers.state === '') return ASSESSMENT_MESSAGES.noState;
  return null;
}

export const ASSESSMENT_ROUTES = [
  'opt-out',
  'deletion-request',
  'search-engine-removal',
  'mugshot-statute',
  'sealing-review',
] as const;
export type Route = (typeof ASSESSMENT_ROUTES)[number];
export type Assessment = { routes: Route[]; plan: 'monitoring' | 'basic' | 'premium'; canSealSoon: boolean };

/** States whose laws restrict charging to remove booking photos (cited in mugshot requests). */
const MUGSHOT_STATUTE_STATES = ['CA', 'CO', 'GA', 'IL', 'KY', 'OR', 'TX', 'UT', 'WY'] as const;

export function assessCase(answers: AssessmentAnswers): Assessment {
  const routes = new Set<Route>();
  const has = (kind: RecordKind) => answers.kinds.includes(kind);
  const seenOn = (place: Place) => answers.places.includes(place);

  if (has('personal-data') || seenOn('people-search-sites')) routes.add('opt-out');
  if (answers.state === 'CA' || has('personal-data')) routes.add('deletion-request');
  if (seenOn('google') || seenOn('news')) routes.add('search-engine-removal');
  if (has('mugshot') || seenOn('mugshot-sites')) {
    routes.add(
      (MUGSHOT_STATUTE_STATES as readonly string[]).includes(answers.state) ? 'mugshot-statute' : 'deletion-request',
    );
  }
  const isCourtRecord =
    has('criminal-case') || has('arrest') || has('civil-lawsuit') || has('bankruptcy') || seenOn('court-record-sites');
  const canSealSoon = answers.outcome === 'dismissed' || answers.outcome === 'acquitted';
  if (isCourtRecord && answers.outcome !== 'open') routes.add('sealing-review');
  if (isCourtRecord && seenOn('court-record-sites')) routes.add('search-engine-removal');

  const plan =
    seenOn('news') || (isCourtRecord && seenOn('court-record-sites') && !canSealSoon)
      ? 'premium'
      : isCourtRecord || has('mugshot')
        ? 'basic'
        : 'monitoring';
  return { routes: [...routes], plan, canSealSoon };
}

export const ROUTE_TEXT: Record<Route, { title: string; text: string }> = {
  'opt-out': {
    title: 'Opt-outs at people-search sites',
    text: 'Most people-search and data-broker sites remove a listing through their own opt-out; we file and follow each one.',
  },
  'deletion-request': {
    title: 'Written deletion requests',
    text: 'A request as your authorized agent, citing the privacy law that applies, with the deadline the site must meet.',
  },
  'search-engine-removal': {
    title: 'Search-engine removal',
    text: 'Once a page is gone or breaks search-engine policies, we ask Google and Bing to drop or refresh the result.',
  },
  'mugshot-statute': {
    title: 'Mugshot removal under your state’s law',
    text: 'Your state restricts charging to remove booking photos; the request cites the statute.',
  },
  'sealing-review': {
    title: 'Sealing or expungement review',
    text: 'A partner attorney licensed in your state can check whether the court record itself can be sealed or expunged.',
  },
};
