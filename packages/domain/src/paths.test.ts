import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('links a scan-results notification to the search page opened on that search', () => {
    expect(paths.dashboardSearch.getHref()).toBe('/dashboard/search');
    expect(paths.dashboardSearch.getHref({ type: 'name', term: 'Jane O’Neil & Co' })).toBe(
      '/dashboard/search?type=name&term=Jane%20O%E2%80%99Neil%20%26%20Co',
    );
  });

  it('links a request notification to that request', () => {
    expect(paths.dashboardRequest.getHref('0f6c')).toBe('/dashboard/requests/0f6c');
    expect(paths.dashboardRequest.path).toBe('/dashboard/requests/:id');
  });
});
