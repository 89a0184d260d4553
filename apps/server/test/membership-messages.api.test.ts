import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, notifications } from '../src/db/schema/notifications';
import { membershipDeps } from '../src/modules/membership/checkout';
import { tellMember } from '../src/modules/membership/messages';
import { ORIGIN, createMember } from './helpers/identity';
import { mailSubjects } from './helpers/membership';
import { createTestApp } from './helpers/test-app';
import type { TestApp } from './helpers/test-app';

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});

afterAll(async () => {
  await app.cleanup();
});

describe('billing messages', () => {
  it('email a member once when they also turned on billing emails, and still reach the bell', async () => {
    const member = await createMember(app);
    const patch = await app.inject({
      method: 'PATCH',
      url: `/api/users/${member.id}/notification-preferences`,
      headers: { cookie: member.cookie, origin: ORIGIN },
      payload: [{ category: 'billing', channels: { email: true, inApp: true, sms: false, push: false } }],
    });
    expect(patch.statusCode, patch.body).toBe(200);

    await tellMember(membershipDeps(app, 'http://localhost:3000'), member.id, {
      subject: 'Payment received',
      text: 'Thank you: $49.00 for Monitoring (monthly) was paid.',
      type: 'success',
    });

    expect((await mailSubjects(app, member)).filter((subject) => subject === 'Payment received')).toHaveLength(1);
    const [notice, ...more] = await app.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(more).toEqual([]);
    expect(notice).toMatchObject({ categoryId: 'billing', title: 'Payment received', isInApp: true });
    const queued = await app.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, notice?.id ?? ''));
    expect(queued.map((delivery) => delivery.channel)).not.toContain('email');
  });
});
