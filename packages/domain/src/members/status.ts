/** A member as the operator console shows them (issue 20): the account's state in one word. */
export const MEMBER_STATUSES = ['active', 'suspended', 'unverified'] as const;
export type MemberStatus = (typeof MEMBER_STATUSES)[number];

export const MEMBER_STATUS_LABELS: Record<MemberStatus, string> = {
  active: 'Active',
  suspended: 'Suspended',
  unverified: 'Email not verified',
};

/** A suspension outranks everything; an account whose email was never proved is not active yet. */
export function memberStatus(account: { banned: boolean; emailVerified: boolean }): MemberStatus {
  if (account.banned) return 'suspended';
  return account.emailVerified ? 'active' : 'unverified';
}
