import { afterEach, beforeEach, expect, vi } from 'vitest';

// A console.error during a test fails it (STYLE "Tests"): errors that only log are still errors.
let calls: unknown[][] = [];
let spy: { mockRestore: () => void } | undefined;

beforeEach(() => {
  calls = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  const logged = calls.map((args) => args.map(String).join(' '));
  spy?.mockRestore();
  expect(logged, 'console.error was called during the test').toEqual([]);
});
