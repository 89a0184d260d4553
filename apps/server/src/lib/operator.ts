/**
 * An operator: an admin account with two-factor authentication turned on. Operators read every
 * member's records, so the admin role alone opens nothing (issue 20); `requireAdmin` answers the
 * admin without two-factor with `two_factor_required`, every other admin-only read with what a
 * member would get.
 */
export function isOperator(user: { role: string; twoFactorEnabled: boolean } | null | undefined): boolean {
  return user?.role === 'admin' && user.twoFactorEnabled;
}
