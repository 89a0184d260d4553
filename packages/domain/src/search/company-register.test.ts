import { describe, expect, it } from 'vitest';
import { classifyResult } from './classify';
import { isOfficialRegisterHost, readsAsRegisterEntry } from './company-register';
import type { MatchProfile } from './match';

const now = new Date('2026-06-01T00:00:00Z');
const roofing: MatchProfile = {
  kind: 'business',
  firstName: '',
  lastName: '',
  companies: ['Cedar Point Roofing LLC'],
  places: [{ city: 'Spokane', state: 'WA' }],
  relatives: ['Nora Pell'],
};
const entry = {
  title: 'CEDAR POINT ROOFING LLC :: Washington (US)',
  snippet: 'CEDAR POINT ROOFING LLC, company number 604411111, Spokane, Washington. Registered agent: NORA PELL.',
};

describe('company-register copies (decision 118)', () => {
  it('reads register entries by what only a register writes', () => {
    for (const text of [
      'company number 604411111. registered agent: nora pell',
      'entity number 201912345678. entity status: active',
      'document number l19000012345, principal address 12 main st',
      'officers: nora pell, manager. date of formation 03/14/2019',
      'governing persons: nora pell. ubi number 604 411 111',
      'cedar point roofing llc is a washington limited-liability company. its file number is 604411111 and its registered agent is nora pell.',
      'nora pell is listed as a registered agent for 2 companies in washington.',
    ])
      expect(readsAsRegisterEntry(text), text).toBe(true);
    for (const text of [
      'officers responded to a call on main street',
      'nora pell, 44, lives in spokane. phone number and address',
      'a roofing company in spokane with 4.5 stars',
      'family owned, incorporated in 1988. registered office: 12 main st, spokane',
      'registered agent: nora pell',
    ])
      expect(readsAsRegisterEntry(text), text).toBe(false);
  });

  it('tells the states’ own registers from copies', () => {
    expect(isOfficialRegisterHost('ccfs.sos.wa.gov')).toBe(true);
    expect(isOfficialRegisterHost('corp.sec.state.ma.us')).toBe(true);
    expect(isOfficialRegisterHost('search.sunbiz.org')).toBe(true);
    expect(isOfficialRegisterHost('opencorporates.example')).toBe(false);
    expect(isOfficialRegisterHost('govregisters.example')).toBe(false);
  });

  it('lists the business’s entry on a copy among the alerts, not the state’s own register', () => {
    const copy = classifyResult({ url: 'https://www.companies.example/us_wa/604411111', ...entry }, roofing, { now });
    expect(copy.match.label).toBe('likely');
    expect(copy.severity).toBe('high');
    expect(copy.found).toBe(true);
    const own = classifyResult({ url: 'https://ccfs.sos.wa.gov/entity/604411111', ...entry }, roofing, { now });
    expect(own.match.label).toBe('likely');
    expect(own.severity).toBe('low');
    expect(own.found).toBe(false);
  });

  it('leaves pages without a register entry to the keyword rule', () => {
    const page = classifyResult(
      {
        url: 'https://www.companies.example/cedar-point',
        title: 'Cedar Point Roofing LLC - Spokane',
        snippet: 'Roof repair in Spokane, WA. Owner Nora Pell.',
      },
      roofing,
      { now },
    );
    expect(page.severity).toBe('low');
    expect(page.found).toBe(false);
  });
});
