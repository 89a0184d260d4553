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

/**
 * Who files a removal of this method: the member (a form, or Google's tool, with our steps) or our
 * team (no self-service opt-out: we write, post or call). A member says "I have submitted it" only
 * for the first; the second is never theirs to submit (issue 20: a mugshot site showed both).
 * Email letters are sent by us once authorised; a court order goes through an attorney.
 */
const MEMBER_FILED = new Set<string>(['web-form', 'search-then-form', 'account-required', 'google']);

export function memberFiles(method: string): boolean {
  return MEMBER_FILED.has(method);
}

/**
 * The methods a person works in the operators' queue while the request is open (no self-service
 * filing by the product): forms, post, phone, review, no known route and court orders. A letter
 * stored on such a removal (a court order's) is sent by our team through the site's own route.
 */
export const OPERATOR_METHODS: readonly string[] = [
  'web-form',
  'search-then-form',
  'account-required',
  'mail',
  'phone',
  'manual-review',
  'none-known',
  'court-order',
];
