import { stringify } from 'csv-stringify/sync';
import { format } from 'date-fns';
import { strToU8, zip } from 'fflate';
import type { AsyncZippable } from 'fflate';
import { BRAND_NAME } from '@cleardocket/domain/brand';

type Rows = Record<string, unknown>[];
export type ExportData = { exportedAt: string; userId: string; tables: Record<string, Rows> };

/** fflate's zip, off the main thread, as a promise. */
function zipAsync(files: AsyncZippable): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    zip(files, { level: 6 }, (error, data) => (error ? reject(error) : resolve(data)));
  });
}

/** The JSON export: the same document as GET /api/account/export. */
export function jsonFile(data: ExportData): Buffer {
  return Buffer.from(JSON.stringify(data, null, 2), 'utf8');
}

/** A cell as a spreadsheet shows it: dates in ISO 8601, nested values as JSON, nothing for null. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** One kind of data as CSV: a header of every column any row has, then one line per row. */
function csvOf(rows: Rows): string {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
  if (columns.length === 0) return '';
  return stringify(
    rows.map((row) => columns.map((column) => cell(row[column]))),
    { header: true, columns, bom: true, record_delimiter: 'windows' },
  );
}

function readme(data: ExportData): string {
  const exportedAt = format(new Date(data.exportedAt), "d MMMM yyyy 'at' HH:mm 'UTC'");
  const lines = Object.entries(data.tables).map(
    ([name, rows]) => `- ${name}.csv: ${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`,
  );
  return [
    `Your ${BRAND_NAME} data`,
    '',
    `Exported on ${exportedAt} for account ${data.userId}.`,
    '',
    'Each CSV file holds one kind of data we keep about you, one row per record, with a header',
    'line naming the columns. Open them in any spreadsheet (they are UTF-8 with a byte-order mark).',
    'Dates are in ISO 8601, UTC. A cell holding {…} or […] is a nested value written as JSON.',
    'Secrets (password hashes, session tokens, keys) are shown as [withheld]: they are never exported.',
    'An empty file means we hold nothing of that kind about you.',
    '',
    'Files:',
    ...lines,
    '',
  ].join('\r\n');
}

/** The ZIP export (issue 33 item 5): README.txt and one CSV per kind of data. */
export async function zipFile(data: ExportData): Promise<Buffer> {
  const files: AsyncZippable = { 'README.txt': strToU8(readme(data)) };
  for (const [name, rows] of Object.entries(data.tables)) files[`${name}.csv`] = strToU8(csvOf(rows));
  return Buffer.from(await zipAsync(files));
}
