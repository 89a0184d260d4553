import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * One row of the security summary: what was checked, how much, and how many failed (a leak, a
 * server error, an execution, a bypass…). Each test file writes its rows; the summary prints them.
 */
export type SecurityRow = { check: string; count: number; unit: string; failures: number; failureUnit: string };

const REPORT_DIR = path.resolve(import.meta.dirname, '../../../../.tmp/security-report');

/** Full run (`npm run test:security -- --full` or SECURITY_FULL=1): the long budgets. */
export const isFullRun = () => process.env.SECURITY_FULL === '1';

export function recordRows(section: string, rows: SecurityRow[]): void {
  mkdirSync(REPORT_DIR, { recursive: true });
  writeFileSync(path.join(REPORT_DIR, `${section}.json`), JSON.stringify(rows));
}

export function clearReport(): void {
  rmSync(REPORT_DIR, { recursive: true, force: true });
}

export function readRows(): SecurityRow[] {
  let files: string[] = [];
  try {
    files = readdirSync(REPORT_DIR).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().flatMap((file) => JSON.parse(readFileSync(path.join(REPORT_DIR, file), 'utf8')) as SecurityRow[]);
}

export function formatTable(rows: SecurityRow[]): string {
  const cells = rows.map((row) => [row.check, `${row.count} ${row.unit}`, `${row.failures} ${row.failureUnit}`]);
  const header = ['check', 'checked', 'failed'];
  const widths = header.map((title, i) => Math.max(title.length, ...cells.map((cell) => cell[i]?.length ?? 0)));
  const line = (values: string[]) => `| ${values.map((value, i) => value.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(header), rule, ...cells.map(line)].join('\n');
}
