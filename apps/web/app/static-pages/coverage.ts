// zod's configuration comes before any schema is built (lib/zod-config.ts).
import '~/lib/zod-config';
import { attachRemovalResults } from '~/features/marketing/components/removal-results-behaviour';
import { enhanceStaticPage, markReady } from './enhance';

/** The coverage page's script: the shared behaviours, and the measured results from the API (docs/decisions/009). */
enhanceStaticPage();
const results = document.querySelector<HTMLElement>('[data-removal-results]');
if (results) attachRemovalResults(results);
markReady();
