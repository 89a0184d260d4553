import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDay, formatMoment } from './dates';

const APP = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Not a screen's own formatting: the overview charts label UTC day buckets on purpose. */
const ALLOWED = [/features\/requests\/components\/overview-charts\.tsx$/];

describe('dates', () => {
  it('writes a day and a moment one way', () => {
    expect(formatDay('2026-11-24T12:00:00.000Z')).toMatch(/^Nov 2[345], 2026$/);
    expect(formatMoment('2026-11-24T12:00:00.000Z')).toMatch(/^Nov 2[345], 2026, \d{1,2}:00\s?[AP]M$/);
  });

  it('is the only way the member area and the console format a date (issue 20: three formats, some in UTC)', () => {
    const offenders = sources(APP)
      .filter((path) => !path.endsWith('lib/dates.ts') && !ALLOWED.some((allowed) => allowed.test(path)))
      .filter((path) =>
        /new Intl\.DateTimeFormat|toLocaleDateString|toLocaleTimeString|\.toLocaleString\(/.test(
          readFileSync(path, 'utf8'),
        ),
      )
      .map((path) => relative(APP, path));
    expect(offenders).toEqual([]);
  });
});
