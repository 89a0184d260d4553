import { describe, expect, it } from 'vitest';
import { memberStatus } from './status';

describe('memberStatus', () => {
  it('is suspended whenever the account is banned, verified or not', () => {
    expect(memberStatus({ banned: true, emailVerified: true })).toBe('suspended');
    expect(memberStatus({ banned: true, emailVerified: false })).toBe('suspended');
  });

  it('is active only once the email is verified', () => {
    expect(memberStatus({ banned: false, emailVerified: true })).toBe('active');
    expect(memberStatus({ banned: false, emailVerified: false })).toBe('unverified');
  });
});
