import { randomInt } from 'node:crypto';

const MAX_DRAWS = 50;

/** Draws a reference until the member has no such one (spec §3 formats). */
export async function insertWithReference<T>(
  draw: () => string,
  insert: (reference: string) => Promise<T | null>,
): Promise<T> {
  for (let attempt = 0; attempt < MAX_DRAWS; attempt++) {
    const created = await insert(draw());
    if (created) return created;
  }
  throw new Error('No free request reference after 50 draws');
}

export const takedownReference = () => `REQ-${randomInt(1, 10_000)}`;
export const removalReference = () => `REM-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;
