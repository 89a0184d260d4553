import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { CountryCode } from 'libphonenumber-js/max';

/** The countries the product sells SMS to (issue 32): codes go nowhere else. */
const SMS_COUNTRIES: readonly CountryCode[] = ['US', 'CA'];

/** Numbers that cost the receiver or the sender extra, or reach no person: never sent a code. */
const REFUSED_TYPES = new Set(['PREMIUM_RATE', 'SHARED_COST', 'TOLL_FREE', 'VOIP', 'PAGER', 'UAN', 'VOICEMAIL']);

const PHONE_MESSAGES = {
  invalid: 'Enter a valid mobile number, such as (555) 123-4567.',
  country: 'We can send codes only to US and Canadian numbers.',
  kind: 'Enter a personal mobile or landline number: premium-rate and toll-free numbers cannot get codes.',
} as const;

/**
 * A phone number a code may be sent to, checked with libphonenumber-js's full metadata: a real
 * number (not free text, not `+882…`), in a country SMS is sold to, not premium-rate or toll-free
 * (`+1 900…`). Answers it in E.164, or why not.
 */
export function checkSmsPhone(input: string): { ok: true; e164: string } | { ok: false; message: string } {
  const parsed = parsePhoneNumberFromString(input.trim(), 'US');
  if (!parsed || !parsed.isValid()) return { ok: false, message: PHONE_MESSAGES.invalid };
  if (!parsed.country || !SMS_COUNTRIES.includes(parsed.country)) return { ok: false, message: PHONE_MESSAGES.country };
  const type = parsed.getType();
  if (type && REFUSED_TYPES.has(type)) return { ok: false, message: PHONE_MESSAGES.kind };
  return { ok: true, e164: parsed.number };
}
