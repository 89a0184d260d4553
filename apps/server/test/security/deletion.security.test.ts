import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildMonthlyReport } from '../../src/modules/monitoring/service';
import type { TestApp } from '../helpers/test-app';
import { DELETION_OF_TABLE, BLOB_COLUMNS, HASH_ONLY_COLUMNS } from './deletion-classes';
import { call, createSecurityApp, seedMember } from './fixture';
import { referCase } from './court-fixture';
import { recordRows } from './report';
import type { SecurityRow } from './report';

/**
 * Issue 32: account deletion left the attorney's email naming the member and their case in the
 * outbox, and the monthly report PDFs in the blob store. Every table of the schema (read from the
 * drizzle schema modules, not from a list) must be classified (deletion-classes.ts); after the
 * deletion of a member with data across the product, no row of any table names the member (their
 * id, email, names, address, case number) and no blob their rows named is left.
 */
const SCHEMA_DIR = path.resolve(import.meta.dirname, '../../src/db/schema');
let tables: ReturnType<typeof getTableConfig>[] = [];
let app: TestApp;
const rows: SecurityRow[] = [];
const token = randomUUID().slice(0, 8);
const CASE_NUMBER = `2019-CR-${token}`;

beforeAll(async () => {
  // Every table of every schema module, as drizzle-kit reads them: a new module is read too.
  const modules: unknown[] = await Promise.all(
    readdirSync(SCHEMA_DIR)
      .filter((file) => file.endsWith('.ts'))
      .map((file) => import(path.join(SCHEMA_DIR, file))),
  );
  tables = modules
    .flatMap((module) => Object.values(module as Record<string, unknown>))
    .filter((value): value is PgTable => is(value, PgTable))
    .map((table) => getTableConfig(table));
  app = await createSecurityApp();
});

afterAll(async () => {
  recordRows('deletion', rows);
  await app.cleanup();
});

async function rowsOf(table: string): Promise<Record<string, unknown>[]> {
  const result: unknown = await app.db.execute(sql.raw(`select * from "${table}"`));
  return (typeof result === 'object' && result !== null && 'rows' in result ? result.rows : []) as Record<
    string,
    unknown
  >[];
}

/** Every row of every table that names the member, by table. */
async function traces(markers: string[]): Promise<Map<string, Record<string, unknown>[]>> {
  const found = new Map<string, Record<string, unknown>[]>();
  for (const table of tables) {
    const named = (await rowsOf(table.name)).filter((row) => {
      const text = JSON.stringify(row);
      return markers.some((marker) => text.includes(marker));
    });
    if (named.length > 0) found.set(table.name, named);
  }
  return found;
}

describe('account deletion', () => {
  it('classifies every table and every hash column of the schema', () => {
    const names = tables.map((table) => table.name).sort();
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name) => !(name in DELETION_OF_TABLE))).toEqual([]);
    expect(Object.keys(DELETION_OF_TABLE).filter((name) => !names.includes(name))).toEqual([]);
    const hashColumns = tables.flatMap((table) =>
      table.columns.filter((column) => column.name.endsWith('sha256')).map((column) => `${table.name}.${column.name}`),
    );
    const classified = [...BLOB_COLUMNS, ...HASH_ONLY_COLUMNS];
    expect(hashColumns.filter((column) => !classified.includes(column))).toEqual([]);
    expect(classified.filter((column) => !hashColumns.includes(column))).toEqual([]);
  });

  it('leaves no row naming the member and none of their blobs', async () => {
    const seeded = await seedMember(app, {
      firstName: `Wren${token}`,
      lastName: `Quillfeather${token}`,
      line1: `${token} Juniper Lane`,
      term: `Wren${token} Quillfeather${token}`,
      title: 'Arrest record',
      note: 'Filed the form',
    });
    const { member } = seeded;
    await referCase(app, member, token);
    const deps = { db: app.db, blobs: app.blobs, mail: app.mail, log: app.log, publicUrl: 'http://localhost:3000' };
    await buildMonthlyReport(deps, member.id, '2026-10');
    const markers = [member.id, member.email, `Quillfeather${token}`, `${token} Juniper Lane`, CASE_NUMBER];

    const before = await traces(markers);
    const blobs = [...before.entries()].flatMap(([table, named]) =>
      BLOB_COLUMNS.filter((column) => column.startsWith(`${table}.`)).flatMap((column) => {
        const field = column.split('.')[1] ?? '';
        return named.map((row) => row[field]).filter((hash): hash is string => typeof hash === 'string');
      }),
    );
    const kinds = new Set(BLOB_COLUMNS.filter((column) => before.get(column.split('.')[0] ?? '')));
    // The seeded member reached the tables this test is about: the outbox (the attorney's
    // email), the court documents (the petition) and the monthly reports (the PDF).
    expect([...before.keys()]).toEqual(
      expect.arrayContaining(['outbox_messages', 'court_documents', 'monthly_reports']),
    );
    for (const hash of blobs) expect(await app.blobs.get(hash), hash).not.toBeNull();

    const deleted = await call(app, member, 'POST', '/api/account/delete', { confirmation: 'DELETE' });
    expect(deleted.statusCode, deleted.body).toBe(200);

    const after = await traces(markers);
    const left = [...after.entries()].map(([table, named]) => `${table}: ${named.length}`);
    const blobsLeft: string[] = [];
    for (const hash of blobs) if ((await app.blobs.get(hash)) !== null) blobsLeft.push(hash);
    const rowsBefore = [...before.values()].reduce((sum, named) => sum + named.length, 0);
    const rowsAfter = [...after.values()].reduce((sum, named) => sum + named.length, 0);
    rows.push(
      {
        check: `deleted member's rows (${before.size} of ${tables.length} tables)`,
        count: rowsBefore,
        unit: 'rows',
        failures: rowsAfter,
        failureUnit: 'rows left',
      },
      {
        check: `deleted member's blobs (${kinds.size} of ${BLOB_COLUMNS.length} kinds)`,
        count: blobs.length,
        unit: 'blobs',
        failures: blobsLeft.length,
        failureUnit: 'blobs left',
      },
    );
    expect(left, JSON.stringify([...after.entries()])).toEqual([]);
    expect(blobsLeft).toEqual([]);
  });
});
