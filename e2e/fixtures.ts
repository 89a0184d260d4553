import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { Page } from '@playwright/test';

/**
 * Every test collects what the browser complains about: console errors (CSP violations and
 * hydration errors among them) and uncaught exceptions. A test ends by expecting none.
 */
export const test = base.extend<{ problems: string[]; showPromoOverlay: boolean }>({
  /** The home page's promotional overlay opens after 3 s; only its own tests want it. */
  showPromoOverlay: [false, { option: true }],
  page: async ({ page, showPromoOverlay }, use) => {
    if (!showPromoOverlay) {
      await page.addInitScript(() => window.sessionStorage.setItem('takeControlOverlaySeen', 'true'));
    }
    await use(page);
  },
  problems: async ({ page }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      // A failed load is judged by the response listener below, which knows what was loaded.
      if (message.text().startsWith('Failed to load resource')) return;
      if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) {
        problems.push(`console: ${message.text()}`);
      }
    });
    // A page may answer 404 on purpose; a script, style or API call it needs may not.
    page.on('response', (response) => {
      if (response.status() >= 400 && response.request().resourceType() !== 'document') {
        problems.push(`response: ${response.status()} ${response.url()}`);
      }
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

export { expect };

/** axe-core: no serious or critical violation (ARCHITECTURE §11). */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect(serious).toEqual([]);
}

/**
 * Waits until the page's script has run: React has hydrated it, or on a static public page its
 * own script has attached the page's behaviours (decision 009).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}
