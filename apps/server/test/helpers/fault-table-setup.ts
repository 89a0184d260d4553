// Global setup of the reliability project: a file the test files append their faults to
// (fault-table.ts), printed as one table when the run ends.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

type Row = { fault: string; outcome: string; at: number };

function formatFaultTable(rows: Row[]): string {
  const width = Math.max(14, ...rows.map((row) => row.fault.length));
  return [
    `${'Fault injected'.padEnd(width)} | Outcome`,
    `${'-'.repeat(width)}-|-${'-'.repeat(60)}`,
    ...rows.map((row) => `${row.fault.padEnd(width)} | ${row.outcome}`),
  ].join('\n');
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'cd-fault-table-'));
  const file = path.join(dir, 'faults.jsonl');
  project.provide('faultTableFile', file);
  return () => {
    const rows = existsSync(file)
      ? readFileSync(file, 'utf8')
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Row)
          .sort((a, b) => a.at - b.at)
      : [];
    console.log(`\nFaults injected and outcomes (${rows.length} rows)\n${formatFaultTable(rows)}\n`);
    rmSync(dir, { recursive: true, force: true });
  };
}
