import { afterEach, beforeEach, expect, vi } from 'vitest';

// A console.error during a test fails it (STYLE "Tests"): errors that only log are still errors.
let calls: unknown[][] = [];

beforeEach(() => {
  calls = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    calls.push(args);
  });
});

afterEach(() => {
  const logged = calls.map((args) => args.map(String).join(' '));
  vi.mocked(console.error).mockRestore();
  expect(logged, 'console.error was called during the test').toEqual([]);
});
