import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * zod decides whether to compile (and probes `new Function`, a CSP violation) when a schema is
 * built, so the configuration must run before any module that builds one: first import of every
 * entry point (issue 13 item 8; the security suite's Chromium run checks the pages themselves).
 */
describe('zod without eval', () => {
  it.each(['root.tsx', 'static-pages/main.ts', 'static-pages/contact.ts', 'static-pages/assessment.ts'])(
    '%s configures zod first thing',
    (file) => {
      const source = readFileSync(path.resolve(import.meta.dirname, '..', file), 'utf8');
      expect(source.split('\n')[0]).toBe("import '~/lib/zod-config';");
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
