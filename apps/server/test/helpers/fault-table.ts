// The one table of faults `npm run test:reliability` prints (issue 19 part 4): every reliability
// test file records the faults it injected and what came of them; the run's global teardown
// (fault-table-setup.ts) prints them together, in the order they happened.
import { appendFileSync } from 'node:fs';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    faultTableFile: string;
  }
}

/** Adds one row: the fault injected, and what the test saw happen (record it after asserting it). */
export function recordFault(fault: string, outcome: string): void {
  appendFileSync(inject('faultTableFile'), `${JSON.stringify({ fault, outcome, at: Date.now() })}\n`);
}
