import { config } from 'zod/v4/core';

/**
 * zod compiles fast validators with `new Function`, and even its probe for that is reported as a
 * violation of the pages' CSP, which allows no eval (issue 13 item 8). Imported by the React app
 * (root.tsx) and by every static page's script (static-pages/enhance.ts) before anything parses.
 */
config({ jitless: true });
