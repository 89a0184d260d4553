import type { Db } from '../../db/database';
import * as repository from './repository';
import type { AuditFilter } from './repository';

/**
 * The operator audit log (issue 5, issue 20): every console action that is not on a removal
 * request (a member suspended, an inbox message handled) is written here; the requests module
 * writes its own rows into the same table.
 */
export async function recordAdminAction(
  db: Db,
  row: { adminId: string; memberId: string | null; action: string; details?: Record<string, unknown> },
): Promise<void> {
  await repository.insertAudit(db, {
    adminId: row.adminId,
    userId: row.memberId,
    removalRequestId: null,
    action: row.action,
    details: row.details ?? {},
  });
}

const person = (id: string | null, name: string | null, email: string | null) =>
  id && email !== null ? { id, name: name || email, email } : null;

/** A page of the log, newest first, and what its filters can choose from. */
export async function auditLog(db: Db, filter: AuditFilter) {
  const [{ rows, total }, actions, operators] = await Promise.all([
    repository.pageAudit(db, filter),
    repository.auditActions(db),
    repository.auditOperators(db),
  ]);
  return {
    total,
    page: filter.page,
    pageSize: filter.pageSize,
    actions,
    operators: operators.map((row) => ({ ...row, name: row.name || row.email })),
    entries: rows.map((row) => ({
      id: row.id,
      action: row.action,
      details: row.details,
      createdAt: row.createdAt,
      operator: person(row.operatorId, row.operatorName, row.operatorEmail),
      member: person(row.memberId, row.memberName, row.memberEmail),
      removalReference: row.removalReference,
    })),
  };
}
