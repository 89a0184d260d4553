import type { Db } from '../../db/database';
import { errorReports } from '../../db/schema/platform';

export type NewErrorReport = typeof errorReports.$inferInsert;

export async function insertErrorReport(db: Db, report: NewErrorReport): Promise<string> {
  const [row] = await db.insert(errorReports).values(report).returning({ id: errorReports.id });
  if (!row) throw new Error('error report insert returned no row');
  return row.id;
}
