import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, cookieFrom, createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

/** Issue 32: each session shows where it signed in from, the address and the device. */
let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

type Listed = {
  id: string;
  ipAddress: string | null;
  userAgent: string | null;
  device: { summary: string; kind: string };
  isCurrent: boolean;
};

describe('sessions list', () => {
  it('shows the address and device each session signed in from, and marks this device', async () => {
    const member = await createMember(app);
    const signIn = (userAgent: string, remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/identity/sign-in',
        payload: { email: member.email, password: member.password },
        headers: { 'user-agent': userAgent, [`x-cleardocket-client-ip`]: '10.9.9.9' },
        remoteAddress,
      });
    const phone = await signIn(PHONE, '203.0.113.7');
    expect(phone.json()).toEqual({ status: 'complete' });
    const desktop = await signIn(DESKTOP, '198.51.100.24');
    expect(desktop.json()).toEqual({ status: 'complete' });

    const listed = await app.inject({
      method: 'GET',
      url: '/api/account/sessions',
      headers: { cookie: cookieFrom(phone), origin: ORIGIN },
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const sessions = listed.json().sessions as Listed[];
    expect(sessions).toHaveLength(3);
    const fromPhone = sessions.find((item) => item.ipAddress === '203.0.113.7');
    const fromDesktop = sessions.find((item) => item.ipAddress === '198.51.100.24');
    expect(fromPhone).toMatchObject({ device: { summary: 'Safari on iOS', kind: 'phone' }, isCurrent: true });
    expect(fromDesktop).toMatchObject({ device: { summary: 'Chrome on Windows', kind: 'computer' }, isCurrent: false });
    // The address is the one Fastify resolved, never a header the client sent.
    expect(sessions.map((item) => item.ipAddress)).not.toContain('10.9.9.9');
    expect(sessions.filter((item) => item.isCurrent)).toHaveLength(1);
    expect(listed.body).not.toMatch(/token/i);
  });
});
