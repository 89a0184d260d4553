/**
 * Case numbers as the product compares them: letters and digits only, lower case, so
 * `2019-CR-4821`, `2019 CR 4821` and `2019CR4821` are one case. The search module's matching reads
 * them the same way (search/matching/profile.ts).
 */
export function caseNumberKey(value: string): string {
  return value.toLowerCase().replace(/[^a-z0-9]/g, '');
}

/** Whether a page's text names this case number, with any of `- . / :` or a space between characters. */
export function mentionsCaseNumber(text: string, caseNumber: string): boolean {
  const key = caseNumberKey(caseNumber);
  if (key.length < 5) return false;
  const body = key.split('').join('[-./: ]?');
  return new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`).test(text.toLowerCase());
}
