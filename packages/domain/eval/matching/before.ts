import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import type { ListLabel } from './types';

/**
 * What the rules before issue 35 decided for every item of the set, recorded by `record-before.ts`
 * so that `npm run eval:matching` prints the figures before and after.
 */
export const BEFORE_FILE = new URL('./before.json', import.meta.url);

const BeforeSchema = z.object({
  rules: z.string(),
  items: z.record(
    z.string(),
    z.object({ list: z.enum(['alerts', 'mentions', 'none']), found: z.boolean(), likely: z.boolean() }),
  ),
});
export type Before = z.infer<typeof BeforeSchema>;
export type BeforeItem = { list: ListLabel; found: boolean; likely: boolean };

export function readBefore(): Before | null {
  if (!existsSync(BEFORE_FILE)) return null;
  return BeforeSchema.parse(JSON.parse(readFileSync(BEFORE_FILE, 'utf8')));
}
