import { enhanceStaticPage, markReady } from './enhance';

/**
 * The script of the static public pages that have nothing of their own (docs/decisions/009). It
 * builds no zod schema, so it loads neither zod nor its configuration (lib/zod-config.ts).
 */
enhanceStaticPage();
markReady();
