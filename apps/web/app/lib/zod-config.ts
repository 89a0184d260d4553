import { config } from 'zod/v4/core';

/**
 * zod compiles fast validators with `new Function`, and even its probe for that is reported as a
 * violation of the pages' CSP, which allows no eval (issue 13 item 8). zod decides when a schema is
 * built, so this is the first import of every entry: root.tsx and each static page's script.
 */
config({ jitless: true });
