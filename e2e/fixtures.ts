import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { test as base, expect } from '@playwright/test';
import type { ConsoleMessage, Page, Response } from '@playwright/test';

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
    const watch = watchProblems(page);
    await use(watch.problems);
    watch.stop();
  },
});

/**
 * What the browser complains about on `page` until `stop()`: console errors (CSP violations and
 * hydration errors among them), uncaught exceptions, and a script, style or API call that failed.
 * The listeners come off after each test: the page checks share one page (visitor-page.ts).
 */
function watchProblems(page: Page): { problems: string[]; stop: () => void } {
  const problems: string[] = [];
  const onConsole = (message: ConsoleMessage) => {
    // A failed load is judged by the response listener below, which knows what was loaded.
    if (message.text().startsWith('Failed to load resource')) return;
    if (message.type() === 'error' || /Content Security Policy/i.test(message.text())) {
      problems.push(`console: ${message.text()}`);
    }
  };
  // A page may answer 404 on purpose; a script, style or API call it needs may not.
  const onResponse = (response: Response) => {
    if (response.status() >= 400 && response.request().resourceType() !== 'document') {
      problems.push(`response: ${response.status()} ${response.url()}`);
    }
  };
  const onPageError = (error: Error) => problems.push(`pageerror: ${error.message}`);
  page.on('console', onConsole);
  page.on('response', onResponse);
  page.on('pageerror', onPageError);
  const stop = () => {
    page.off('console', onConsole);
    page.off('response', onResponse);
    page.off('pageerror', onPageError);
  };
  return { problems, stop };
}

export { expect };

/** The widths every page is checked at: a phone and a desktop (issue 20). */
export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 900 };

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * Why axe could not measure a colour because something is drawn over the text: the sticky header
 * over a scrolled-away line, a toast over a card. The element on top is measured on its own, and
 * these reasons change with scrolling and timing, so they are not counted.
 */
const OVERLAP_REASONS = new Set(['bgOverlap', 'elmPartiallyObscured', 'elmPartiallyObscuring']);

/**
 * A one-character cell ("0", "—") is "too short to determine" for axe whatever its colours; the
 * cells beside it, styled alike, are measured. Not counted either.
 */
const UNMEASURABLE_REASONS = new Set(['shortTextContent']);

/**
 * axe files text it cannot measure (a colour it cannot resolve, one element drawn over another) as
 * "incomplete" rather than as a violation; white text on a white button was filed there with a
 * 1:1 ratio. Every incomplete colour-contrast node counts as a failure, with axe's own reason,
 * unless the reason is only that another element is drawn over it or the text is one character.
 */
function contrastProblems(results: AxeResults): string[] {
  return results.incomplete
    .filter((result) => result.id === 'color-contrast')
    .flatMap((result) =>
      result.nodes
        .filter((node) => {
          const reason = (node.any[0]?.data as { messageKey?: string } | null)?.messageKey ?? '';
          return !OVERLAP_REASONS.has(reason) && !UNMEASURABLE_REASONS.has(reason);
        })
        .map((node) => {
          const reason = node.any[0]?.message ?? node.failureSummary ?? 'unmeasured';
          return `color-contrast (incomplete): ${node.target.join(' ')}: ${reason}`;
        }),
    );
}

/** axe-core: no serious or critical violation (ARCHITECTURE §11), and no unmeasured contrast. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
    );
  expect([...serious, ...contrastProblems(results)]).toEqual([]);
}

/** Only axe's colour-contrast rule, violations and incomplete results alike: cheap enough for a second width. */
export async function expectContrast(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const failures = results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `color-contrast: ${node.target.join(' ')}: ${node.any[0]?.message ?? ''}`),
  );
  expect([...failures, ...contrastProblems(results)]).toEqual([]);
}

/**
 * Nothing wider than the window (no sideways scrolling), no control wider than the field it sits
 * in (sign-up's first name ran under the last name), and no label spilling out of its button
 * ("Choose Monitoring" on a phone): issue 20.
 */
export async function expectFits(page: Page): Promise<void> {
  const report = await page.evaluate(() => {
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.textContent ?? element.getAttribute('name') ?? '').trim().slice(0, 40)}"`;
    const isShown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
    };
    const spilled = [...document.querySelectorAll('button, a')]
      .filter((element) => isShown(element) && getComputedStyle(element).display !== 'inline')
      .filter(
        (element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1,
      )
      .map((element) => `${describe(element)} spills out of itself`);
    const overhanging = [...document.querySelectorAll('input:not([type=checkbox]):not([type=radio]), select, textarea')]
      .filter((element) => isShown(element) && element.parentElement)
      .filter(
        (element) =>
          element.getBoundingClientRect().right > (element.parentElement?.getBoundingClientRect().right ?? 0) + 1,
      )
      .map((element) => `${describe(element)} is wider than its field`);
    return {
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
      problems: [...spilled, ...overhanging],
    };
  });
  const where = new URL(page.url()).pathname;
  expect(report.scroll, `${where} is ${report.scroll} px wide in a ${report.inner} px window`).toBeLessThanOrEqual(
    report.inner,
  );
  expect(report.problems, `${where} at ${report.inner} px`).toEqual([]);
}

/**
 * Waits until the page's script has run: React has hydrated it, or on a static public page its
 * own script has attached the page's behaviours (decision 009).
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
}

/**
 * Screenshots of a page at a phone's and a desktop's width, for people to look at (issue 20): the
 * run writes them to `test-results/screens/<name>-<width>.png`, kept as CI artefacts and never
 * committed. The page is left at the desktop width.
 */
export async function captureScreens(page: Page, name: string): Promise<void> {
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.evaluate(() => document.fonts.ready);
    await page.screenshot({
      path: path.join(test.info().project.outputDir, 'screens', `${name}-${size.width}.png`),
      fullPage: true,
      animations: 'disabled',
    });
  }
}
