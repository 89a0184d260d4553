import { describe, expect, it } from 'vitest';
import { findSite } from '../search/sites';
import { contactRouteOf } from './contact-route';

const none = { optOutEmail: null, optOutUrl: null };

describe('where a letter goes', () => {
  it('gives UniCourt’s route as the catalogue has it: no address, the request link on each record page', () => {
    const route = contactRouteOf(none, findSite('https://unicourt.com/case/1'));
    expect(route.email).toBeNull();
    expect(route.formUrl).toBeNull();
    expect(route.guidance).toMatch(/Each record page carries a request link/);
    expect(route.sources).toEqual(['https://unicourt.com/public-records-policy']);
  });

  it('splits a catalogue source of several pages and keeps each address', () => {
    const route = contactRouteOf(none, findSite('https://trellis.law/case/1'));
    expect(route.sources).toEqual([
      'https://support.trellis.law/courts-responsibility/',
      'https://trellis.law/public-records',
    ]);
  });

  it('keeps no source that is not a web address (a repository file)', () => {
    expect(contactRouteOf(none, { notes: null, source: 'data/brokers.csv; see the policy' }).sources).toEqual([]);
  });

  it('names the removal address and form the removal carries', () => {
    const route = contactRouteOf(
      { optOutEmail: 'privacy@site.example', optOutUrl: 'https://site.example/optout' },
      undefined,
    );
    expect(route).toEqual({
      email: 'privacy@site.example',
      formUrl: 'https://site.example/optout',
      guidance: null,
      sources: [],
    });
  });
});
