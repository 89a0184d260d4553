import { describe, expect, it } from 'vitest';
import { SessionSchema } from './identity/contract';
import { toRemoval } from './requests/to-wire';
import { TimestampSchema } from './wire';

describe('timestamps on the wire', () => {
  it('writes the server’s Date as the ISO string JSON always carried', () => {
    const date = new Date('2026-03-04T05:06:07.089Z');
    expect(TimestampSchema.parse(date)).toBe('2026-03-04T05:06:07.089Z');
  });

  it('keeps an ISO string as it is, and refuses anything else', () => {
    expect(TimestampSchema.parse('2026-03-04T05:06:07Z')).toBe('2026-03-04T05:06:07Z');
    expect(TimestampSchema.safeParse('2026-03-04 05:06:07+00').success).toBe(false);
    expect(TimestampSchema.safeParse(new Date(Number.NaN)).success).toBe(false);
    expect(TimestampSchema.safeParse(1_700_000_000_000).success).toBe(false);
  });
});

describe('contracts strip what they do not name', () => {
  it('keeps the session user to its one shape', () => {
    const user = {
      id: 'u1',
      email: 'a@example.com',
      firstName: 'A',
      lastName: 'B',
      emailVerified: true,
      phoneNumber: null,
      phoneNumberVerified: false,
      twoFactorEnabled: false,
      isAdmin: false,
    };
    expect(SessionSchema.parse({ user: { ...user, role: 'admin', token: 'secret' } })).toEqual({ user });
  });
});

describe('stored removals', () => {
  const row = {
    id: 'r1',
    takedownRequestId: 't1',
    reference: 'REM-000001',
    url: 'https://example.com/a',
    domain: 'example.com',
    siteName: null,
    category: null,
    method: 'email',
    status: 'submitted',
    optOutUrl: null,
    optOutEmail: null,
    googleRoute: null,
    submittedAt: null,
    acknowledgeBy: null,
    respondBy: null,
    decidedAt: null,
    authorisedAt: null,
    emailSentAt: null,
    lastCheckedAt: null,
    checkProblem: null,
    nextCheckAt: null,
    operatorCheckAt: null,
    relistedAt: null,
    relistedFromId: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
  };

  it('takes a status the domain knows', () => {
    expect(toRemoval(row).status).toBe('submitted');
  });

  it('fails loudly on a status the domain does not know', () => {
    expect(() => toRemoval({ ...row, status: 'lost' })).toThrow();
  });
});
