import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

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
) {
  const signUp = await page.request.post('/api/identity/sign-up', {
    data: { firstName: 'Jane', lastName: 'Doe', email, password: PASSWORD },
  });
  expect(signUp.status(), await signUp.text()).toBe(201);
  const { attemptId } = (await signUp.json()) as { attemptId: string };
  const verify = await page.request.post('/api/identity/sign-up/verify-email', {
    data: { attemptId, code: await readCode(page, email) },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  return { email, password: PASSWORD };
}
