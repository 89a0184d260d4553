import { and, desc, eq, sql } from 'drizzle-orm';
import type { ExportFormat } from '@cleardocket/domain/account/export-contract';
import type { Db } from '../../db/database';
import { accountExports } from '../../db/schema/account-exports';
import type { JobQueue } from '../../jobs/job-queue';
import { logUserActivity } from '../../lib/activity';
import { AppError } from '../../lib/app-error';
import { OUTBOX_EXPORT_NAME, collectOutbox, collectTable } from './repository';
import { jsonFile, zipFile } from './export-files';
import type { ExportData } from './export-files';
import { USER_DATA_TABLES } from './user-data';

export const EXPORT_JOB = 'account-export';

type ExportRow = typeof accountExports.$inferSelect;
export type ExportDeps = { db: Db; jobs: JobQueue };

/** Every table of USER_DATA_TABLES and the outbox: the progress counts these. */
const KINDS = USER_DATA_TABLES.length + 1;

const EXPORT_FILE = {
  json: { type: 'application/json; charset=utf-8', name: 'cleardocket-my-data.json' },
  zip: { type: 'application/zip', name: 'cleardocket-my-data.zip' },
} as const;

function toWire(row: ExportRow) {
  return {
    id: row.id,
    format: row.format === 'zip' ? ('zip' as const) : ('json' as const),
    status: row.status as 'queued' | 'running' | 'ready' | 'failed',
    progress: { done: row.tablesDone, total: row.tablesTotal },
    byteSize: row.byteSize,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt,
  };
}

/** Asks for an export; the job (jobs.ts) gathers the data kind by kind and writes the file. */
export async function requestExport(deps: ExportDeps, userId: string, format: ExportFormat) {
  const [row] = await deps.db.insert(accountExports).values({ userId, format, tablesTotal: KINDS }).returning();
  if (!row) throw new Error('the export was not stored');
  await deps.jobs.send(EXPORT_JOB, { exportId: row.id }, { singletonKey: row.id });
  return { export: toWire(row) };
}

async function findExport(db: Db, userId: string, exportId: string): Promise<ExportRow> {
  const [row] = await db
    .select()
    .from(accountExports)
    .where(and(eq(accountExports.id, exportId), eq(accountExports.userId, userId)));
  if (!row) throw new AppError('not_found', 'Export not found', 404);
  return row;
}

export async function exportStatus(db: Db, userId: string, exportId: string) {
  return { export: toWire(await findExport(db, userId, exportId)) };
}

/** The member's exports, newest first (the file stays a day: housekeeping in jobs.ts). */
export async function listExports(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(accountExports)
    .where(eq(accountExports.userId, userId))
    .orderBy(desc(accountExports.createdAt))
    .limit(20);
  return { exports: rows.map(toWire) };
}

/** The finished file; 409 while the job is still at work. Logged in the member's activity. */
export async function downloadExport(db: Db, userId: string, exportId: string) {
  const row = await findExport(db, userId, exportId);
  if (row.status !== 'ready' || !row.file) {
    throw new AppError('conflict', 'This export is not ready yet. Check its progress and try again.', 409);
  }
  const format = row.format === 'zip' ? 'zip' : 'json';
  await logUserActivity(db, userId, 'data_export', `Downloaded a copy of your data (${format.toUpperCase()})`);
  return { file: row.file, ...EXPORT_FILE[format] };
}

/**
 * The job: gathers each kind of data in turn, recording progress after each, then writes the
 * file. A failure marks the export failed (the member asks again); nothing half-made is served.
 */
export async function runExport(db: Db, exportId: string): Promise<void> {
  const [row] = await db.select().from(accountExports).where(eq(accountExports.id, exportId));
  if (!row || row.status === 'ready') return;
  const progress = (done: number) =>
    db.update(accountExports).set({ status: 'running', tablesDone: done }).where(eq(accountExports.id, exportId));
  try {
    await progress(0);
    const data: ExportData = { exportedAt: new Date().toISOString(), userId: row.userId, tables: {} };
    for (const [index, entry] of USER_DATA_TABLES.entries()) {
      data.tables[entry.name] = await collectTable(db, entry, row.userId);
      await progress(index + 1);
    }
    data.tables[OUTBOX_EXPORT_NAME] = await collectOutbox(db, row.userId);
    const file = row.format === 'zip' ? await zipFile(data) : jsonFile(data);
    await db
      .update(accountExports)
      .set({ status: 'ready', tablesDone: KINDS, file, byteSize: file.length, finishedAt: sql`now()` })
      .where(eq(accountExports.id, exportId));
  } catch (error) {
    await db
      .update(accountExports)
      .set({ status: 'failed', finishedAt: sql`now()` })
      .where(eq(accountExports.id, exportId));
    throw error;
  }
}
