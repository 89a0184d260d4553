/**
 * How a removal is filed, in the words an operator or a member reads (issue 20: filters showed raw
 * codes such as `search-then-form` and `none-known`). The codes come from the site catalogue
 * (search/sites.ts) plus the removal paths that are not a site's own: Google, a court order, review.
 */
export const REMOVAL_METHODS = [
  'web-form',
  'search-then-form',
  'account-required',
  'email',
  'mail',
  'phone',
  'court-order',
  'google',
  'manual-review',
  'none-known',
] as const;

const LABELS: Record<(typeof REMOVAL_METHODS)[number], string> = {
  'web-form': 'Web form',
  'search-then-form': 'Find the listing, then a form',
  'account-required': 'Form behind an account',
  email: 'Email',
  mail: 'Postal mail',
  phone: 'Phone call',
  'court-order': 'Court order',
  google: 'Google removal request',
  'manual-review': 'Reviewed by hand',
  'none-known': 'No known opt-out',
};

/** A method's label; a code not listed (added to the catalogue later) is shown as it is. */
export function removalMethodLabel(method: string): string {
  return (LABELS as Record<string, string>)[method] ?? method;
}
