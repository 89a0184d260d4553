import { describe, expect, it } from 'vitest';
import { LANDING_PATHS, SEO_COPY_PATHS } from '~/config/paths';
import { findLandingPage } from './landing-pages';

describe('landing pages', () => {
  it('has content for every landing path and /seo/ copy the site routes', () => {
    for (const path of LANDING_PATHS) expect(findLandingPage(path)?.isSeoCopy, path).toBe(false);
    for (const path of SEO_COPY_PATHS) expect(findLandingPage(path)?.isSeoCopy, path).toBe(true);
  });

  it('has no /seo/ copy of the pages the spec does not copy', () => {
    expect(findLandingPage('/seo/seal-court-records')).toBeNull();
    expect(findLandingPage('/seo/hide-legal-records')).toBeNull();
  });
});
