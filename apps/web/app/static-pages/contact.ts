import { enhanceStaticPage, markReady } from './enhance';
import { loadOnUse } from './load-on-use';

/**
 * The contact page's script: the shared behaviours now, the contact form's own (validation, the
 * API client) when the person first uses the form (docs/decisions/009).
 */
enhanceStaticPage();
const form = document.querySelector<HTMLFormElement>('form[data-contact-form]');
if (form) loadOnUse(form, async () => (await import('./contact-form')).attachContactForm(form));
markReady();
