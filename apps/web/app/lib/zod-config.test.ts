import { readFileSync } from 'node:fs';
import path from 'node:path';
import { config } from 'zod/v4/core';
import { describe, expect, it } from 'vitest';

describe('zod without eval (issue 13 item 8)', () => {
  it('is configured by the static pages’ shared script before anything validates', async () => {
    expect(config().jitless).not.toBe(true);
    await import('~/static-pages/enhance');
    expect(config().jitless).toBe(true);
  });

  it('is configured first thing by the React app', () => {
    const root = readFileSync(path.resolve(import.meta.dirname, '../root.tsx'), 'utf8');
    expect(root.split('\n')[0]).toBe("import '~/lib/zod-config';");
  });
});
