import { describe, expect, it } from 'vitest';
import { GOOGLE_ROUTES, GOOGLE_ROUTE_FACTS, googleRouteFor, googleTask } from './google';

describe('Google removal routes', () => {
  it('sends a pay-to-remove mugshot site to the exploitative removal route, any other listing to personal information', () => {
    expect(googleRouteFor('mugshots')).toBe('exploitative-removal');
    for (const category of ['people-search', 'data-broker', 'background-check', 'court-records', 'real-estate', null]) {
      expect(googleRouteFor(category)).toBe('personal-information');
    }
  });

  it("files each route on Google's own page", () => {
    expect(GOOGLE_ROUTE_FACTS['personal-information'].formUrl).toBe(
      'https://support.google.com/websearch/answer/9673730',
    );
    expect(GOOGLE_ROUTE_FACTS['exploitative-removal'].formUrl).toBe(
      'https://support.google.com/websearch/answer/9172218',
    );
    expect(GOOGLE_ROUTE_FACTS['outdated-content'].formUrl).toBe(
      'https://search.google.com/search-console/remove-outdated-content',
    );
  });

  it('carries the exact page address and a reason naming the site, for every route', () => {
    const listing = {
      url: 'https://bustedmugshots.com/tx/travis/jane-doe-1',
      siteName: 'BustedMugshots',
      domain: 'bustedmugshots.com',
    };
    for (const route of GOOGLE_ROUTES) {
      const task = googleTask(route, listing);
      expect(task.pageUrl).toBe(listing.url);
      expect(task.reason).toContain(listing.url);
      expect(task.reason).toContain('BustedMugshots');
      expect(task.steps.length).toBeGreaterThan(1);
    }
    expect(googleTask('exploitative-removal', listing).reason).toMatch(/asks for payment/);
    expect(googleTask('court-order', listing).reason).toMatch(/sealed or expunged/);
    expect(googleTask('outdated-content', { ...listing, siteName: null }).reason).toMatch(
      /^bustedmugshots\.com has removed/,
    );
  });
});
