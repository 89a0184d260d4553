import type { Frame, Page } from 'playwright-core';
import type { PageContent } from '@cleardocket/domain/requests/page-signals';
import { judgeRunnerPage } from '@cleardocket/domain/removal/runs';
import type { PageVerdict } from '@cleardocket/domain/removal/runs';

/** The visible text of a page or frame ('' when it cannot be read in time). */
export const visibleText = (where: Page | Frame) =>
  where
    .locator('body')
    .innerText({ timeout: 2000 })
    .catch(() => '');

/** What the page-judging rule reads: title, visible text and HTML, as Chromium holds them now. */
export async function pageContent(page: Page): Promise<PageContent> {
  const [title, text, html] = await Promise.all([
    page.title().catch(() => ''),
    visibleText(page),
    page.content().catch(() => ''),
  ]);
  return { title, text, html };
}

/** The one page-judging rule (a bot wall, an HTTP refusal) applied to the runner's current page. */
export async function judgeCurrent(page: Page, status: number | null): Promise<PageVerdict> {
  return judgeRunnerPage(status, await pageContent(page));
}
