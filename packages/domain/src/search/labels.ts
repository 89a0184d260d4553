import type { MatchLabel } from './match';

/** How sure we are that a finding is about the member, in words (result cards, the sample report). */
export const MATCH_LABEL_TEXT: Record<MatchLabel, string> = {
  likely: 'Likely you',
  possible: 'Possibly you',
  unlikely: 'Unlikely to be you',
};

/** A finding's kind of site, in words; an unknown kind shows as its code. */
export const CATEGORY_LABELS: Record<string, string> = {
  'people-search': 'People-search site',
  'data-broker': 'Data broker',
  'background-check': 'Background check',
  'court-records': 'Court records',
  mugshots: 'Mugshots',
  'real-estate': 'Real estate',
  'public-records': 'Public records',
  'news-archive': 'News archive',
  news: 'News',
  social: 'Social media',
  other: 'Other page',
};
