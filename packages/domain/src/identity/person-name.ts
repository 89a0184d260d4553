/**
 * A person's name as it goes into legal letters and search terms (issue 20): at most 100
 * characters, and none of the characters that make markup or templates. Apostrophes, hyphens,
 * periods, spaces and letters of any alphabet stay allowed (O'Neil, Smith-Jones, Jr.).
 */
export const PERSON_NAME_MAX_LENGTH = 100;

const MARKUP_CHARACTERS = /[<>{}[\]\\`]/;

export const PERSON_NAME_MESSAGES = {
  tooLong: `Keep a name to ${PERSON_NAME_MAX_LENGTH} characters`,
  markup: 'A name cannot contain < > { } [ ] \\ or `',
} as const;

export function hasNoMarkup(name: string): boolean {
  return !MARKUP_CHARACTERS.test(name);
}

/** Why a (trimmed, non-empty) name is refused, or null when it is fine. */
export function checkPersonName(name: string): string | null {
  if (name.length > PERSON_NAME_MAX_LENGTH) return PERSON_NAME_MESSAGES.tooLong;
  if (!hasNoMarkup(name)) return PERSON_NAME_MESSAGES.markup;
  return null;
}
