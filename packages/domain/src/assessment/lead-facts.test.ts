import { describe, expect, it } from 'vitest';
import { EMPTY_FACTS } from '../protected-profiles/facts';
import { withLeadFacts } from './lead-facts';

describe('withLeadFacts', () => {
  it('adds the city and state as a place and the case number to the member’s facts', () => {
    const facts = withLeadFacts(EMPTY_FACTS, { city: ' Austin ', state: 'TX', caseNumber: 'D-1-DC-19-301234' });
    expect(facts.places).toEqual([{ city: 'Austin', state: 'TX', county: null }]);
    expect(facts.caseNumbers).toEqual(['D-1-DC-19-301234']);
  });

  it('repeats nothing the member already holds and replaces nothing', () => {
    const held = {
      ...EMPTY_FACTS,
      places: [{ city: 'austin', state: 'tx', county: 'Travis' }],
      caseNumbers: ['d-1-dc-19-301234'],
    };
    expect(withLeadFacts(held, { city: 'Austin', state: 'TX', caseNumber: 'D-1-DC-19-301234' })).toEqual(held);
  });

  it('leaves out a state without a city and blank answers', () => {
    expect(withLeadFacts(EMPTY_FACTS, { city: null, state: 'TX', caseNumber: '  ' })).toEqual(EMPTY_FACTS);
  });
});
