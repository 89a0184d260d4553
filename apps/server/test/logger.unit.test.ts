import { describe, expect, it } from 'vitest';
import { redactSensitive } from '../src/lib/logger';

describe('log redaction', () => {
  it('hides sensitive keys at any depth and in arrays, whatever their case', () => {
    const input = {
      user: { Email: 'jane@example.com', profile: { address: { street: '12 Elm St' } } },
      members: [{ phoneNumber: '+12155550100', id: 'u1' }],
      headers: { cookie: 'sid=1', authorization: 'Bearer x', accept: 'json' },
      scanId: 's1',
    };
    expect(redactSensitive(input)).toEqual({
      user: { Email: '[redacted]', profile: { address: '[redacted]' } },
      members: [{ phoneNumber: '[redacted]', id: 'u1' }],
      headers: { cookie: '[redacted]', authorization: '[redacted]', accept: 'json' },
      scanId: 's1',
    });
    expect(input.user.Email).toBe('jane@example.com');
  });

  it('returns an object with nothing to hide as it is, and cuts off deep nesting', () => {
    const clean = { scanId: 's1', counts: { found: 3 } };
    expect(redactSensitive(clean)).toBe(clean);
    let deep: Record<string, unknown> = { password: 'x' };
    for (let i = 0; i < 10; i += 1) deep = { next: deep };
    expect(JSON.stringify(redactSensitive(deep))).not.toContain('"x"');
  });

  it('leaves class instances to their serializers', () => {
    const error = new Error('boom');
    expect((redactSensitive({ err: error }) as { err: unknown }).err).toBe(error);
  });
});
