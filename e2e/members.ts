import { readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { totpFromUri } from '../apps/server/test/helpers/totp';
import { waitForHydration } from './fixtures';
import { ADMIN_EMAIL, OPERATOR_FILE } from './playwright.config';
import type { ListedPerson } from './stand-in-sites';

export const PASSWORD = 'Quiet-Harbor-Lantern-42';

export async function readCode(page: Page, recipient: string): Promise<string> {
  const response = await page.request.get(`/api/outbox?recipient=${encodeURIComponent(recipient)}`);
  const { messages } = (await response.json()) as { messages: { body: string }[] };
  const code = messages[0]?.body.match(/\b(\d{6})\b/)?.[1];
  expect(code, `a code in the outbox for ${recipient}`).toBeDefined();
  return code ?? '';
}

/** A new member, signed up and verified through the API; the page's context holds the session. */
export async function createMember(
  page: Page,
  email = `member.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`,
  name: { firstName: string; lastName: string } = { firstName: 'Jane', lastName: 'Doe' },
) {
  const signUp = await page.request.post('/api/identity/sign-up', {
    data: { firstName: name.firstName, lastName: name.lastName, email, password: PASSWORD },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { attemptId } = (await signUp.json()) as { attemptId: string };
  const verify = await page.request.post('/api/identity/sign-up/verify-email', {
    data: { attemptId, code: await readCode(page, email) },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  return { email, password: PASSWORD };
}

/**
 * A member the offline corpus knows (Jordan Miller of Austin, 38, whose relatives include Sam
 * Miller), with the birth year, home town and relative that let a listing be judged "likely you":
 * a bare name is never enough for a finding (docs/matching.md).
 */
export const DEMO_MEMBER = { firstName: 'Jordan', lastName: 'Miller', fullName: 'Jordan Miller' } as const;

export async function createDemoMember(page: Page) {
  const email = `jordan.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const member = await createMember(page, email, DEMO_MEMBER);
  const headers = { origin: test.info().project.use.baseURL ?? '' };
  const settings = await page.request.patch('/api/search/settings', {
    data: { birthYear: new Date().getUTCFullYear() - 38, relatives: ['Sam Miller'] },
    headers,
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const address = await page.request.post('/api/profile/addresses', {
    data: { line1: '12 Elm Street', city: 'Austin', state: 'TX', postalCode: '78701' },
    headers,
  });
  expect(address.status(), await address.text()).toBe(201);
  // Their phone is in their profile: the wizard's phone scan is theirs (a term of no profile is refused).
  await addToOwnProfile(page, { phones: ['(512) 555-0142'] });
  return member;
}

/**
 * A member listed on the stand-in sites (e2e/stand-in-sites.ts), with the birth year, home town
 * and relative their listings print, so each is judged "likely you".
 */
export async function createListedMember(page: Page, person: ListedPerson) {
  const slug = person.firstName.toLowerCase();
  const email = `${slug}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const member = await createMember(page, email, { firstName: person.firstName, lastName: person.lastName });
  const headers = { origin: test.info().project.use.baseURL ?? '' };
  const settings = await page.request.patch('/api/search/settings', {
    data: { birthYear: new Date().getUTCFullYear() - person.age, relatives: [person.relative] },
    headers,
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const address = await page.request.post('/api/profile/addresses', {
    data: { line1: '48 Rio Grande Street', city: person.city, state: person.state, postalCode: '78701' },
    headers,
  });
  expect(address.status(), await address.text()).toBe(201);
  return member;
}

/**
 * Adds facts to the signed-in member's own profile, as they would on its page before searching for
 * them: the server scans only a profile's own names, numbers and addresses (issue 17).
 */
export async function addToOwnProfile(page: Page, facts: { phones?: string[]; caseNumbers?: string[] }) {
  const headers = { origin: test.info().project.use.baseURL ?? '' };
  const list = (await (await page.request.get('/api/protected-profiles')).json()) as {
    profiles: { id: string; kind: string }[];
  };
  let self = list.profiles.find((profile) => profile.kind === 'self');
  if (!self) {
    const made = await page.request.post('/api/protected-profiles', { data: { kind: 'self' }, headers });
    expect(made.status(), await made.text()).toBe(201);
    self = (await made.json()) as { id: string; kind: string };
  }
  const url = `/api/search/profiles/${self.id}/facts`;
  const current = (await (await page.request.get(url)).json()) as {
    facts: { phones: string[]; caseNumbers: string[] } & Record<string, unknown>;
  };
  const next = {
    ...current.facts,
    phones: [...current.facts.phones, ...(facts.phones ?? [])],
    caseNumbers: [...current.facts.caseNumbers, ...(facts.caseNumbers ?? [])],
  };
  const saved = await page.request.put(url, { data: next, headers });
  expect(saved.status(), await saved.text()).toBe(200);
}

/**
 * Signs the service agreement on its page, as a member does before anything is filed for them
 * (issue 16 step 5): every box ticked, the account's full name typed.
 */
export async function signAgreement(page: Page, fullName: string) {
  await page.goto('/dashboard/agreement');
  await waitForHydration(page);
  // `all()` does not wait: the boxes are there once the agreement has loaded.
  const boxes = page.getByRole('group', { name: 'To sign, tick each box' }).getByRole('checkbox');
  await expect(boxes).toHaveCount(3);
  for (const box of await boxes.all()) await box.check();
  await page.getByLabel('Your full name, as your signature').fill(fullName);
  await page.getByRole('button', { name: 'Sign the agreement' }).click();
  await expect(page.getByRole('link', { name: 'Download the signed PDF' })).toBeVisible();
}

/** A code from the operator's authenticator app (the key `operator.setup.ts` kept). */
export function operatorCode(): string {
  const { totpUri } = JSON.parse(readFileSync(OPERATOR_FILE, 'utf8')) as { totpUri: string };
  return totpFromUri(totpUri);
}

/** Signs the operator in through the API, password then authenticator code; the page's context holds the session. */
export async function signInOperator(page: Page): Promise<void> {
  const headers = { origin: test.info().project.use.baseURL ?? '' };
  const signIn = await page.request.post('/api/identity/sign-in', {
    data: { email: ADMIN_EMAIL, password: PASSWORD },
    headers,
  });
  expect(await signIn.json()).toEqual({ status: 'needs_second_factor' });
  const secondFactor = await page.request.post('/api/identity/sign-in/two-factor', {
    data: { code: operatorCode() },
    headers,
  });
  expect(secondFactor.status(), await secondFactor.text()).toBe(200);
}

/** The signed-in operator in a browser context of its own (a member's session stays in theirs). */
export async function operatorPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...options });
  const page = await context.newPage();
  await signInOperator(page);
  return page;
}
