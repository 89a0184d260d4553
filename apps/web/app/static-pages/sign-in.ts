// zod's configuration comes before any schema is built (lib/zod-config.ts).
import '~/lib/zod-config';
import { safeReturnPath } from '~/features/identity/components/error-message';
import { attachSignIn } from '~/features/identity/components/sign-in-behaviour';
import { enhanceStaticPage, markReady } from './enhance';

/**
 * The sign-in pages' script (/login, /auth, /admin; decision 106): the shared behaviours and the
 * sign-in form, without React. A member already signed in goes on to where the page would lead.
 */
const root = document.querySelector<HTMLElement>('[data-sign-in]');
if (root) {
  const returnPath = () =>
    safeReturnPath(new URLSearchParams(window.location.search).get('from'), root.dataset.landing ?? '/');
  root.dataset.signedInRedirect = returnPath();
  attachSignIn(root, { returnPath, goTo: (href) => window.location.assign(href) });
}
enhanceStaticPage();
markReady();
