import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A page and its total in one query (issue 19): select `total: totalOver()` beside the row and the
 * database counts the matching rows before LIMIT and OFFSET. One round trip instead of two, which
 * is most of a list's cost on PGlite and a socket write and a backend wake-up on PostgreSQL.
 */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/**
 * The rows of a page read with `totalOver`, and the total. A page past the end has no row to carry
 * the total, so it is counted apart (`countAll`); an empty first page means there are none.
 */
export async function pageAndTotal<Row>(
  read: { row: Row; total: number }[],
  page: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  const first = read[0];
  if (first) return { rows: read.map((one) => one.row), total: first.total };
  return { rows: [], total: page > 1 ? await countAll() : 0 };
}

/**
 * `column = any($1::uuid[])` with the ids as one array parameter: the same rows as `inArray`, but one bound
 * value instead of one per id (a page of 100 built and planned 100 parameters each time).
 */
export const anyUuid = (column: AnyPgColumn, ids: string[]) => sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** `anyUuid` in a prepared statement (db/prepared.ts): the ids are the placeholder `name`'s value. */
export const anyUuidPlaceholder = (column: AnyPgColumn, name: string) =>
  sql`${column} = any(${sql.placeholder(name)}::uuid[])`;
