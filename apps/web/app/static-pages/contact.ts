import '~/lib/zod-config';
import { attachContactForm } from '~/features/marketing/components/contact-form-behaviour';
import { enhanceStaticPage, markReady } from './enhance';

/** The contact page's script: the shared behaviours and the contact form (docs/decisions/009). */
enhanceStaticPage();
const form = document.querySelector<HTMLFormElement>('form[data-contact-form]');
if (form) attachContactForm(form);
markReady();
