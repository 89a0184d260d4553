import { describe, expect, it } from 'vitest';
import { checkSmsPhone } from './phone';

describe('phone numbers a code may be sent to (issue 32)', () => {
  it('refuses free text, numbers outside the SMS countries and premium-rate numbers', () => {
    for (const input of [
      'call me maybe',
      '+882 1234 5678',
      '+44 20 7946 0958',
      '+1 900 555 0123',
      '+1 800 555 0199',
      '12',
    ]) {
      expect(checkSmsPhone(input).ok, input).toBe(false);
    }
  });

  it('takes US and Canadian numbers, written any common way, as E.164', () => {
    expect(checkSmsPhone('(212) 555-0143')).toEqual({ ok: true, e164: '+12125550143' });
    expect(checkSmsPhone('+1 416 555 0199')).toEqual({ ok: true, e164: '+14165550199' });
  });
});
