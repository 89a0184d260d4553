import { describe, expect, it } from 'vitest';
import { ASSESSMENT_MESSAGES, assessCase, assessmentProblem, toAssessmentAnswers } from './assess';
import type { AssessmentAnswers } from './assess';

describe('free case assessment', () => {
  it.each([
    [
      { kinds: ['personal-data'], outcome: 'not-sure', places: ['people-search-sites'], state: 'NY' },
      ['opt-out', 'deletion-request'],
      'monitoring',
      false,
    ],
    [
      { kinds: ['mugshot'], outcome: 'dismissed', places: ['mugshot-sites', 'google'], state: 'TX' },
      ['search-engine-removal', 'mugshot-statute'],
      'basic',
      true,
    ],
    [
      { kinds: ['mugshot'], outcome: 'dismissed', places: ['mugshot-sites'], state: 'NY' },
      ['deletion-request'],
      'basic',
      true,
    ],
    [
      { kinds: ['criminal-case'], outcome: 'convicted', places: ['court-record-sites'], state: 'PA' },
      ['sealing-review', 'search-engine-removal'],
      'premium',
      false,
    ],
    [
      { kinds: ['civil-lawsuit'], outcome: 'open', places: ['google'], state: 'CA' },
      ['deletion-request', 'search-engine-removal'],
      'basic',
      false,
    ],
    [
      { kinds: ['arrest'], outcome: 'acquitted', places: ['news'], state: 'OH' },
      ['search-engine-removal', 'sealing-review'],
      'premium',
      true,
    ],
  ] as const)('%o → %o on the %s plan', (answers, routes, plan, canSealSoon) => {
    const result = assessCase({ ...answers, kinds: [...answers.kinds], places: [...answers.places] });
    expect(result.routes).toEqual(routes);
    expect(result.plan).toBe(plan);
    expect(result.canSealSoon).toBe(canSealSoon);
  });
});

describe('assessment answers', () => {
  it('keeps known kinds and places, reads an unknown outcome as not sure, and refuses other shapes', () => {
    expect(
      toAssessmentAnswers({ kinds: ['mugshot', 'x'], places: ['google', 7], outcome: 'maybe', state: 'CA' }),
    ).toEqual({ kinds: ['mugshot'], places: ['google'], outcome: 'not-sure', state: 'CA' });
    expect(toAssessmentAnswers({ kinds: 'mugshot', places: [], state: 'CA' })).toBeNull();
    expect(toAssessmentAnswers(null)).toBeNull();
  });

  it('needs a kind of record, then a state', () => {
    const answers: AssessmentAnswers = { kinds: [], places: [], outcome: 'not-sure', state: '' };
    expect(assessmentProblem({ ...answers, kinds: [] })).toBe(ASSESSMENT_MESSAGES.noKind);
    expect(assessmentProblem({ ...answers, kinds: ['arrest'] })).toBe(ASSESSMENT_MESSAGES.noState);
    expect(assessmentProblem({ ...answers, kinds: ['arrest'], state: 'TX' })).toBeNull();
  });
});
