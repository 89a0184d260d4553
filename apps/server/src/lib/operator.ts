/**
 * An operator: an admin account with two-factor authentication turned on. Operators read every
 * member's records, so the admin role alone opens nothing (issue 20); `requireAdmin` answers the
 * admin without two-factor with `two_factor_required`, every other admin-only read with what a
 * member would get.
 */
export function isOperator(user: { role: string; twoFactorEnabled: boolean } | null | undefined): boolean {
  return user?.role === 'admin' && user.twoFactorEnabled;
}

type OperatorRequest = { operatorAccess: { memberIds: Set<string> } | null };

/** Marks a request as an operator's read of members' data: it is audited before the answer leaves. */
export function markOperatorRead(request: OperatorRequest, memberIds: Iterable<string | null> = []): void {
  request.operatorAccess ??= { memberIds: new Set() };
  for (const id of memberIds) if (id) request.operatorAccess.memberIds.add(id);
}
