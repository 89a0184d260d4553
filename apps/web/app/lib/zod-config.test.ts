import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * zod decides whether to compile (and probes `new Function`, a CSP violation) when a schema is
 * built, so the configuration must run before any module that builds one: the first import of
 * every entry point that brings zod (issue 13 item 8; the security suite's Chromium run checks the
 * pages themselves). The static pages' own scripts bring none; their forms' scripts, loaded on first
 * use, do, and so does the coverage page's (its measured results are parsed with their contract).
 */
const firstImport = (file: string) =>
  readFileSync(path.resolve(import.meta.dirname, '..', file), 'utf8')
    .split('\n')
    .find((line) => line.startsWith('import '));

describe('zod without eval', () => {
  it.each(['root.tsx', 'static-pages/contact-form.ts', 'static-pages/assessment-forms.ts', 'static-pages/coverage.ts'])(
    '%s configures zod first thing',
    (file) => {
      expect(firstImport(file)).toBe("import '~/lib/zod-config';");
    },
  );

  it('turns the compiler off', async () => {
    const { config } = await import('zod/v4/core');
    await import('./zod-config');
    expect(config().jitless).toBe(true);
  });

  it('words failures for a person, as the server does', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    const result = z.object({ note: z.string().max(2000) }).safeParse({ note: 'x'.repeat(2001) });
    expect(result.error?.issues[0]?.message).toBe('Keep this to 2,000 characters or fewer');
  });
});
