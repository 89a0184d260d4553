import type { Frame } from 'playwright-core';
import { chooseRecord, matchProfileOf } from '@cleardocket/domain/removal/records';
import { z } from 'zod';
import { emptyFilled, fillPass } from './request-form';
import type { StepContext, StepResult } from './steps';

/**
 * A people-search site's opt-out in steps (issue 30 §1): search the member's name and place, read
 * the result list, choose the member's record with the product's own matching (never the first
 * row), and open it; the route rule then reads the page that follows (usually the request form).
 */
const ROW = 'data-cd-row';

/** The innermost blocks that show a result (a row with a link or button): their text, tagged. */
const ROWS = `(() => {
  const ROW = ${JSON.stringify(ROW)};
  const clean = (value) => String(value || '').replace(/\\s+/g, ' ').trim();
  const blocks = Array.from(document.querySelectorAll('li, tr, article, [role="row"], [role="listitem"], .result, .card, .record'));
  const rows = blocks.filter((block) => block.querySelector('a[href], button, input[type=submit], [role="button"]') &&
    !blocks.some((other) => other !== block && block.contains(other) && other.querySelector('a[href], button')));
  return rows.slice(0, 60).map((row, index) => { row.setAttribute(ROW, String(index)); return clean(row.innerText).slice(0, 400); });
})()`;

const SEARCH = /\b(search|find|look ?up)\b/i;
const OPEN = /\b(remove|opt.?out|select|choose|this is me|view|suppress|delete|continue)\b/i;

export async function peopleSearch(frame: Frame, context: StepContext, route: string): Promise<StepResult> {
  const { page } = context;
  const profile = matchProfileOf(context.facts);
  if (!profile)
    return {
      outcome: 'failed',
      detail: `${route} Your profile has no first and last name to search for.`,
      retry: false,
    };
  const filled = emptyFilled();
  await fillPass(frame, ['firstName', 'lastName', 'fullName', 'city', 'state', 'zip'], context, new Set(), filled);
  const button = frame.getByRole('button', { name: SEARCH }).or(frame.locator('input[type=submit]')).first();
  if ((await button.count()) === 0)
    return { outcome: 'failed', detail: `${route} The search form has no button to search with.`, retry: false };
  await button.click();
  await page.waitForLoadState('domcontentloaded').catch(() => undefined);
  const target = page.mainFrame();
  // The list may be drawn by script: wait for a row showing the surname, a short while.
  await target
    .getByText(profile.lastName, { exact: false })
    .first()
    .waitFor({ state: 'visible', timeout: 8000 })
    .catch(() => undefined);
  const rows = z
    .array(z.string())
    .catch([])
    .parse(await target.evaluate(ROWS).catch(() => []))
    .map((text, index) => ({ text, index }))
    .filter((row) => row.text.toLowerCase().includes(profile.lastName.toLowerCase()));
  const choice = chooseRecord(
    rows.map((row) => row.text),
    profile,
    new Date(),
  );
  if (choice.kind !== 'chosen') return { outcome: 'failed', detail: `${route} ${choice.why}`, retry: false };
  const chosen = rows[choice.index];
  const row = target.locator(`[${ROW}="${chosen?.index ?? -1}"]`);
  const actions = row.locator('a[href], button, input[type=submit], [role="button"]');
  const preferred = actions.filter({ hasText: OPEN });
  await ((await preferred.count()) > 0 ? preferred.first() : actions.first()).click();
  await page.waitForLoadState('domcontentloaded').catch(() => undefined);
  return { outcome: 'ok', detail: choice.why };
}
