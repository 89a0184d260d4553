/**
 * One piece of evidence read from a result, in words the member can read:
 * - support: counts towards "this is them" (points added);
 * - contradiction: counts against (points taken off) — a different phone, relatives, a place they never lived;
 * - conflict: rules the result out — a different age or middle name, or the page is about someone else;
 * - ambiguous: the page is about several people (a name index), so it cannot be "likely".
 * `key` groups the same kind of evidence across the scans that saw a result.
 */
export type Finding = {
  key: string;
  effect: 'support' | 'contradiction' | 'conflict' | 'ambiguous';
  points: number;
  text: string;
  /** Evidence that identifies the person or business by itself: a name, phone, email, case number, address. */
  identifies?: boolean;
};

export const support = (key: string, points: number, text: string, identifies = false): Finding => ({
  key,
  effect: 'support',
  points,
  text,
  identifies,
});
export const contradiction = (key: string, points: number, text: string): Finding => ({
  key,
  effect: 'contradiction',
  points,
  text,
});
export const conflict = (key: string, text: string): Finding => ({ key, effect: 'conflict', points: 0, text });
export const ambiguous = (key: string, text: string): Finding => ({ key, effect: 'ambiguous', points: 0, text });
