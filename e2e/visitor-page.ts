import type { Page } from '@playwright/test';
import { test } from './fixtures';

/**
 * One visitor's page per worker, for checks that each look at one page as a first-time visitor.
 * A fresh browser context for each of some fifty page checks cost more than the checks: about a
 * third of their CPU went to starting a renderer and fetching and compiling the same scripts, styles
 * and fonts again (decision 136). Before each test the cookies and both storages are emptied, so the
 * page is a first visit as far as the site can tell (cookie banner, promotional overlay settings).
 *
 * The service worker is blocked: a worker installing and precaching the whole site (some 300
 * files) while axe measures a page is pwa.spec.ts's subject, not these checks'.
 */
export const visitorTest = test.extend<object, { visitorPage: Page }>({
  visitorPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ baseURL: workerInfo.project.use.baseURL, serviceWorkers: 'block' });
      // The home page's promotional overlay opens after 3 s: public-site.spec.ts tests it.
      await context.addInitScript(() => window.sessionStorage.setItem('takeControlOverlaySeen', 'true'));
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ visitorPage }, use) => {
    await visitorPage.context().clearCookies();
    if (visitorPage.url().startsWith('http')) {
      await visitorPage.evaluate(() => {
        window.localStorage.clear();
        window.sessionStorage.clear();
      });
    }
    // fixtures.ts's `problems` watches this page for the one test.
    await use(visitorPage);
  },
});
