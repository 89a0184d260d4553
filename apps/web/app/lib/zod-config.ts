import { config } from 'zod/v4/core';
import { plainIssueMessage } from '@cleardocket/domain/errors/plain-issues';

/**
 * zod compiles fast validators with `new Function`, and even its probe for that is reported as a
 * violation of the pages' CSP, which allows no eval (issue 13 item 8). zod decides when a schema is
 * built, so this is the first import of every entry: root.tsx and each static page's script.
 */
config({ jitless: true });
// Messages a person can read ("Keep this to 2,000 characters or fewer"), as the server words them.
config({ customError: plainIssueMessage });
