import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { AnyColumn, SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import { users } from '../../db/schema/identity';
import { operatorAudit, removalRequests } from '../../db/schema/requests';

export type AuditInsert = Omit<typeof operatorAudit.$inferInsert, 'id' | 'createdAt'>;
export type AuditFilter = { action?: string; operator?: string; page: number; pageSize: number };

export async function insertAudit(db: Db, row: AuditInsert): Promise<void> {
  await db.insert(operatorAudit).values(row);
}

const operators = alias(users, 'operators');
const members = alias(users, 'members');
const fullName = (table: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`trim(${table.firstName} || ' ' || ${table.lastName})`;

/** A page of the log, newest first, with the operator, the member and the removal request named. */
export async function pageAudit(db: Db, filter: AuditFilter) {
  const conditions: SQL[] = [];
  if (filter.action) conditions.push(eq(operatorAudit.action, filter.action));
  if (filter.operator) conditions.push(eq(operatorAudit.adminId, filter.operator));
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const [rows, [count]] = await Promise.all([
    db
      .select({
        id: operatorAudit.id,
        action: operatorAudit.action,
        details: operatorAudit.details,
        createdAt: operatorAudit.createdAt,
        operatorId: operators.id,
        operatorName: fullName(operators),
        operatorEmail: operators.email,
        memberId: members.id,
        memberName: fullName(members),
        memberEmail: members.email,
        removalReference: removalRequests.reference,
      })
      .from(operatorAudit)
      .leftJoin(operators, eq(operators.id, operatorAudit.adminId))
      .leftJoin(members, eq(members.id, operatorAudit.userId))
      .leftJoin(removalRequests, eq(removalRequests.id, operatorAudit.removalRequestId))
      .where(where)
      .orderBy(desc(operatorAudit.createdAt), desc(operatorAudit.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(operatorAudit)
      .where(where),
  ]);
  return { rows, total: count?.total ?? 0 };
}

/** Every action the log holds, alphabetically. */
export async function auditActions(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ action: operatorAudit.action })
    .from(operatorAudit)
    .orderBy(operatorAudit.action);
  return rows.map((row) => row.action);
}

/** Every operator with at least one row in the log. */
export async function auditOperators(db: Db) {
  return db
    .selectDistinct({ id: users.id, name: fullName(users), email: users.email })
    .from(operatorAudit)
    .innerJoin(users, eq(users.id, operatorAudit.adminId))
    .where(isNotNull(operatorAudit.adminId))
    .orderBy(users.email);
}
