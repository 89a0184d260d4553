import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isApiErrorBody } from '@cleardocket/domain/errors/api-error';
import { ORIGIN, createMember, nextAddress } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await createTestApp();
  cookie = (await createMember(app)).cookie;
});

afterAll(async () => {
  await app.cleanup();
});

const ROUTES: { method: 'POST' | 'PATCH'; url: string; signedIn: boolean }[] = [
  { method: 'POST', url: '/api/identity/sign-up', signedIn: false },
  { method: 'POST', url: '/api/identity/sign-in', signedIn: false },
  { method: 'POST', url: '/api/identity/sign-up/verify-email', signedIn: false },
  { method: 'POST', url: '/api/identity/forgot-password', signedIn: false },
  { method: 'PATCH', url: '/api/profile', signedIn: true },
  { method: 'POST', url: '/api/profile/addresses', signedIn: true },
  { method: 'PATCH', url: '/api/profile/addresses/6f1c1c0e-1111-4222-8333-444455556666', signedIn: true },
];

/** Bodies shaped like the real ones, with every field replaced by anything JSON can hold. */
const anyBody = fc.oneof(
  fc.jsonValue(),
  fc.record(
    {
      firstName: fc.jsonValue(),
      lastName: fc.jsonValue(),
      email: fc.oneof(fc.string(), fc.emailAddress(), fc.jsonValue()),
      password: fc.oneof(fc.string(), fc.jsonValue()),
      phoneNumber: fc.oneof(fc.string(), fc.jsonValue()),
      attemptId: fc.oneof(fc.uuid(), fc.string()),
      code: fc.oneof(fc.stringMatching(/^\d{6}$/), fc.jsonValue()),
      line1: fc.jsonValue(),
      city: fc.jsonValue(),
      state: fc.oneof(fc.string({ maxLength: 3 }), fc.jsonValue()),
      postalCode: fc.oneof(fc.stringMatching(/^\d{5}$/), fc.jsonValue()),
      isPrimary: fc.jsonValue(),
    },
    { requiredKeys: [] },
  ),
);

describe('random input', () => {
  it('never causes a 500 and always fails in the error shape', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...ROUTES), anyBody, async (route, body) => {
        const response = await app.inject({
          method: route.method,
          url: route.url,
          headers: { 'content-type': 'application/json', origin: ORIGIN, ...(route.signedIn ? { cookie } : {}) },
          payload: JSON.stringify(body),
          remoteAddress: nextAddress(),
        });
        expect(response.statusCode, `${route.url} ${JSON.stringify(body)} → ${response.body}`).toBeLessThan(500);
        if (response.statusCode >= 400) expect(isApiErrorBody(response.json()), response.body).toBe(true);
      }),
      { numRuns: 150 },
    );
  });
});
