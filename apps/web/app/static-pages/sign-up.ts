// zod's configuration comes before any schema is built (lib/zod-config.ts).
import '~/lib/zod-config';
import { paths } from '~/config/paths';
import { safeReturnPath } from '~/features/identity/components/error-message';
import { attachSignUp, fillEmptySignUpFields } from '~/features/identity/components/sign-up-behaviour';
import { getOwnLead } from '~/features/marketing/api/get-own-lead';
import { enhanceStaticPage, markReady } from './enhance';

/**
 * The sign-up page's script (decision 106): the shared behaviours and the sign-up form, without
 * React. A visitor coming from the free assessment types nothing again (issue 16 step 1); a
 * member already signed in goes on to `from` or the dashboard, as under React.
 */
const form = document.querySelector<HTMLFormElement>('form[data-sign-up-form]');
if (form) {
  const from = new URLSearchParams(window.location.search).get('from');
  form.dataset.signedInRedirect = safeReturnPath(from, paths.dashboard.getHref());
  attachSignUp(form, { goTo: (href) => window.location.assign(href) });
  getOwnLead().then(
    (lead) => lead && fillEmptySignUpFields(form, lead),
    () => undefined, // No lead to read (or no answer): nothing to fill in, as under React.
  );
}
enhanceStaticPage();
markReady();
