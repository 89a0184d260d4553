import { enhanceStaticPage, markReady } from './enhance';
import { loadOnUse } from './load-on-use';

/**
 * The script of the static public pages that have nothing of their own (docs/decisions/009). It
 * builds no zod schema, so it loads neither zod nor its configuration (lib/zod-config.ts).
 */
enhanceStaticPage();
// /seal-court-records: the court-records pre-check's script (and zod) only when the form is used.
const courtCheck = document.querySelector<HTMLFormElement>('form[data-court-check]');
if (courtCheck) {
  loadOnUse(courtCheck, async () => (await import('./court-check-form')).attachPublicCheck(courtCheck));
}
markReady();
