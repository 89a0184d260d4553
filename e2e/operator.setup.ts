import { writeFileSync } from 'node:fs';
import { test as setup, expect } from '@playwright/test';
import { totpFromUri } from '../apps/server/test/helpers/totp';
import { PASSWORD, createMember } from './members';
import { ADMIN_EMAIL, OPERATOR_FILE } from './playwright.config';

/**
 * Once per run: the operator. ADMIN_EMAILS makes the account an admin when its email is verified;
 * the console needs its authenticator app too, turned on here as a person would in Settings. The
 * key is kept for the specs that sign the operator in (`signInOperator`).
 */
setup('an operator: the admin account with its authenticator app', async ({ page }) => {
  await createMember(page, ADMIN_EMAIL);
  const headers = { origin: setup.info().project.use.baseURL ?? '' };
  const start = await page.request.post('/api/account/two-factor/start', { data: { password: PASSWORD }, headers });
  expect(start.status(), await start.text()).toBe(200);
  const { totpUri } = (await start.json()) as { totpUri: string };
  const confirm = await page.request.post('/api/account/two-factor/confirm', {
    data: { code: totpFromUri(totpUri) },
    headers,
  });
  expect(confirm.status(), await confirm.text()).toBe(200);
  writeFileSync(OPERATOR_FILE, JSON.stringify({ totpUri }));
});
