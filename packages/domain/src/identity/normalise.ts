/**
 * Normalisation rules of spec §5: phone numbers, full names, email addresses.
 */

/** 10 digits get +1; 11 digits starting with 1 get +; anything else gets a + in front. */
export function normalisePhoneNumber(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return `+${digits}`;
}

/** The first word is the first name, the rest the last name. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  return { firstName: words[0] ?? '', lastName: words.slice(1).join(' ') };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
