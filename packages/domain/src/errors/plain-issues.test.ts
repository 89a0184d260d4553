import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainIssueMessage } from './plain-issues';

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value, { error: plainIssueMessage }).error?.issues[0]?.message;

describe('plainIssueMessage', () => {
  it('words the common checks for a person, never zod’s developer text', () => {
    expect(messageOf(z.string().max(2000), 'x'.repeat(2001))).toBe('Keep this to 2,000 characters or fewer');
    expect(messageOf(z.string().min(1), '')).toBe('This field is required');
    expect(messageOf(z.string().min(8), 'short')).toBe('Use at least 8 characters');
    expect(messageOf(z.email(), 'nope')).toBe('Enter a valid email address');
    expect(messageOf(z.url(), 'nope')).toBe('Enter a full web address, starting with https://');
    expect(messageOf(z.object({ name: z.string() }), {})).toBe('This field is required');
    expect(messageOf(z.enum(['a', 'b']), 'c')).toBe('Choose one of the options');
    expect(messageOf(z.number().max(10), 11)).toBe('Use a number no larger than 10');
  });

  it('leaves a schema’s own message in place', () => {
    expect(messageOf(z.string().max(3, 'Three at most'), 'abcd')).toBe('Three at most');
  });
});
