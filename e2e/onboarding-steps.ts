import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { expect, expectAccessible, expectFits } from './fixtures';

/**
 * The onboarding funnel's steps after the account (issue 16), as a member goes through them; each
 * one checked for accessibility and fit at the width the test runs at.
 */
export async function chooseMyself(page: Page) {
  await expect(page).toHaveURL(/\/onboarding\/relationship$/);
  await expect(page.getByRole('heading', { name: 'Who is this for?' })).toBeVisible();
  await expectAccessible(page);
  await expectFits(page);
  await page.getByRole('radio', { name: 'Myself' }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/pricing$/);
}

export async function choosePlan(page: Page, planName: string) {
  await page.getByRole('radio', { name: planName }).check();
  await expectFits(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/payment$/);
}

/** A declined test card first (the message shows, the card's fields stay), then 4242. */
export async function payWithTestCards(page: Page, payLabel: string, nameOnCard: string) {
  await page.getByLabel('Card number').fill('4000 0000 0000 0002');
  await page.getByLabel('Expiry (MM/YY)').fill('12/34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill(nameOnCard);
  await page.getByRole('button', { name: payLabel }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await expect(page.getByLabel('Name on card')).toHaveValue(nameOnCard);
  await expect(page.getByLabel('Expiry (MM/YY)')).toHaveValue('12/34');
  await expectAccessible(page);
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: payLabel }).click();
  await expect(page).toHaveURL(/\/onboarding\/contract$/);
}

/**
 * Signs the agreement with the account's name, downloads the signed PDF and checks that the hash
 * it carries is the one stored with the signature (and the hash of the text shown).
 */
export async function signAgreementStep(page: Page, fullName: string) {
  await expect(page.getByRole('heading', { name: 'Your service agreement' })).toBeVisible();
  await expectAccessible(page);
  // `all()` does not wait: the boxes are there once the agreement has loaded.
  const boxes = page.getByRole('group', { name: 'To sign, tick each box' }).getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) await box.check();
  await page.getByLabel('Your full name, as your signature').fill(fullName);
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  const link = page.getByRole('link', { name: 'Download the signed PDF' }).first();
  await expect(link).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  const pdf = await PDFDocument.load(await readFile(await download.path()));
  const stored = (await (await page.request.get('/api/agreement')).json()) as {
    sha256: string;
    signature: { sha256: string } | null;
  };
  expect(stored.signature?.sha256).toBe(stored.sha256);
  expect(pdf.getSubject()).toBe(`SHA-256 of the agreement text: ${stored.signature?.sha256}`);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/onboarding\/trial-dashboard$/);
}

/** The summary, then into the dashboard. */
export async function finishOnboarding(page: Page, summary: { for: string; payment: string }) {
  await expect(page.getByRole('heading', { name: 'You are set up' })).toBeVisible();
  await expect(page.getByText(summary.for, { exact: true })).toBeVisible();
  await expect(page.getByText(summary.payment)).toBeVisible();
  await expectAccessible(page);
  await expectFits(page);
  await page.getByRole('button', { name: 'Go to my dashboard' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Cancel on the billing page in one click. Paid during the free trial, the card is on file and the
 * first charge waits for the trial's end (issue 31): cancelling drops that charge.
 */
export async function cancelInOneClick(page: Page) {
  await page.goto('/dashboard/billing');
  await expect(page.getByText(/^\$49\.00 on /)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel before the first charge' }).click();
  await expect(page.getByText('None', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel before the first charge' })).toHaveCount(0);
}

/** The declined test card's 402 is the answer a journey asks for; nothing else may fail. */
export function expectOnlyTheDecline(problems: string[]) {
  const declined = /^response: 402 .*\/api\/membership\/sandbox\/payments$/;
  expect(problems.filter((problem) => declined.test(problem))).toHaveLength(1);
  expect(problems.filter((problem) => !declined.test(problem))).toEqual([]);
}
