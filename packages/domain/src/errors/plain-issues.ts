import type { $ZodRawIssue } from 'zod/v4/core';

const count = new Intl.NumberFormat('en-US');

/**
 * zod's own messages ("Too big: expected string to have <=100 characters") are for developers. This
 * error map words the common checks for the person filling the form (issue 20); a schema's own
 * message still wins. Installed by the server (lib/zod-contract.ts) and the web (lib/zod-config.ts),
 * so a message is the same whichever side found the problem.
 */
export function plainIssueMessage(issue: $ZodRawIssue): string | undefined {
  switch (issue.code) {
    case 'too_big': {
      const limit = count.format(Number(issue.maximum));
      if (issue.origin === 'string') return `Keep this to ${limit} characters or fewer`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at most ${limit}`;
      return `Use a number no larger than ${limit}`;
    }
    case 'too_small': {
      const limit = count.format(Number(issue.minimum));
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'This field is required' : `Use at least ${limit} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `Choose at least ${limit}`;
      return `Use a number no smaller than ${limit}`;
    }
    case 'invalid_format':
      if (issue.format === 'email') return 'Enter a valid email address';
      if (issue.format === 'url') return 'Enter a full web address, starting with https://';
      return 'Check the format of this field';
    case 'invalid_type':
      return issue.input === undefined ? 'This field is required' : 'Check this field';
    case 'invalid_value':
      return 'Choose one of the options';
    default:
      return undefined;
  }
}
