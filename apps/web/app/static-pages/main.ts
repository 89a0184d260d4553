import '~/lib/zod-config';
import { enhanceStaticPage, markReady } from './enhance';

/** The script of the static public pages that have nothing of their own (docs/decisions/009). */
enhanceStaticPage();
markReady();
