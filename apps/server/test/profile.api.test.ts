import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN, createMember } from './helpers/identity';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;
type Member = Awaited<ReturnType<typeof createMember>>;
let alice: Member;
let bob: Member;

beforeAll(async () => {
  app = await createTestApp();
  alice = await createMember(app, { firstName: 'Alice' });
  bob = await createMember(app, { firstName: 'Bob' });
});

afterAll(async () => {
  await app.cleanup();
});

const as = (member: Member, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  app.inject({ method, url, payload, headers: { cookie: member.cookie, origin: ORIGIN } });

const address = { line1: '12 Elm St', city: 'Austin', state: 'tx', postalCode: '78701' };

describe('profile', () => {
  it('refuses a signed-out caller', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
  });

  it('returns the combined view of the signed-in member', async () => {
    const response = await as(alice, 'GET', '/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: alice.id,
      firstName: 'Alice',
      lastName: 'Doe',
      fullName: 'Alice Doe',
      email: alice.email,
      telephone_verified: false,
      is_admin: false,
      user_friendly_id: expect.stringMatching(/^CD-[0-9A-F]{6}$/),
      addresses: [],
    });
    expect(response.json().last_sync).not.toBeNull();
  });

  it('updates the names and stamps a new sync, logged as profile_sync', async () => {
    const before = (await as(alice, 'GET', '/api/profile')).json().last_sync as string;
    const response = await as(alice, 'PATCH', '/api/profile', { firstName: ' Alicia ', lastName: 'Doe-Smith' });
    expect(response.json()).toMatchObject({ firstName: 'Alicia', lastName: 'Doe-Smith', fullName: 'Alicia Doe-Smith' });
    expect(new Date(response.json().last_sync).getTime()).toBeGreaterThanOrEqual(new Date(before).getTime());
    const activity = (await as(alice, 'GET', '/api/account/activity')).json().activity as { activityType: string }[];
    expect(activity.map((item) => item.activityType)).toContain('profile_sync');
  });

  it('refuses empty names', async () => {
    const response = await as(alice, 'PATCH', '/api/profile', { firstName: '', lastName: 'Doe' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('First name is required');
  });
});

describe('addresses', () => {
  it('makes the first address primary and keeps one primary at a time, ordered primary then newest', async () => {
    const member = await createMember(app);
    const first = (await as(member, 'POST', '/api/profile/addresses', address)).json();
    expect(first).toMatchObject({ isPrimary: true, state: 'TX' });
    const second = (await as(member, 'POST', '/api/profile/addresses', { ...address, line1: '9 Oak Ave' })).json();
    expect(second.isPrimary).toBe(false);
    const third = (
      await as(member, 'POST', '/api/profile/addresses', { ...address, line1: '1 Pine Rd', isPrimary: true })
    ).json();
    const list = (await as(member, 'GET', '/api/profile/addresses')).json().addresses as {
      id: string;
      isPrimary: boolean;
    }[];
    expect(list.map((item) => item.id)).toEqual([third.id, second.id, first.id]);
    expect(list.filter((item) => item.isPrimary)).toHaveLength(1);

    const promoted = await as(member, 'PATCH', `/api/profile/addresses/${first.id}`, { isPrimary: true });
    expect(promoted.json().isPrimary).toBe(true);
    const after = (await as(member, 'GET', '/api/profile/addresses')).json().addresses as {
      id: string;
      isPrimary: boolean;
    }[];
    expect(after[0]?.id).toBe(first.id);
    expect(after.filter((item) => item.isPrimary)).toHaveLength(1);

    expect((await as(member, 'DELETE', `/api/profile/addresses/${first.id}`)).statusCode).toBe(204);
    const remaining = (await as(member, 'GET', '/api/profile/addresses')).json().addresses as { isPrimary: boolean }[];
    expect(remaining).toHaveLength(2);
    expect(remaining.filter((item) => item.isPrimary)).toHaveLength(1);
  });

  it('refuses a bad address with the field messages', async () => {
    const response = await as(alice, 'POST', '/api/profile/addresses', { ...address, state: 'XX', postalCode: '1' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('Choose a US state');
    expect(response.json().error.message).toContain('ZIP code must be 5 digits, or 5+4');
  });

  it("never shows or changes another member's address", async () => {
    const own = (await as(alice, 'POST', '/api/profile/addresses', address)).json() as { id: string };
    const url = `/api/profile/addresses/${own.id}`;
    const patch = await as(bob, 'PATCH', url, { city: 'Elsewhere' });
    const remove = await as(bob, 'DELETE', url);
    expect(patch.statusCode).toBe(404);
    expect(remove.statusCode).toBe(404);
    expect(JSON.stringify(patch.json())).not.toContain('Austin');
    const bobs = (await as(bob, 'GET', '/api/profile/addresses')).json().addresses as { id: string }[];
    expect(bobs.map((item) => item.id)).not.toContain(own.id);
    const still = (await as(alice, 'GET', '/api/profile/addresses')).json().addresses as { id: string; city: string }[];
    expect(still.find((item) => item.id === own.id)?.city).toBe('Austin');
  });
});
