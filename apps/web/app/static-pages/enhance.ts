import { attachSignOut, readAccountState, showAccountState } from '~/components/layout/account-state';
import { attachConsent } from '~/components/layout/consent';
import { attachHeader } from '~/components/layout/header-behaviour';
import { GTM_ID } from '~/config/env';
import { attachTakeControlOverlay } from '~/features/marketing/components/take-control-behaviour';

/**
 * What every static public page needs a script for (docs/decisions/009): the header's menus and
 * account actions, the cookie banner, and on the home page the Take Control overlay and the
 * redirect of a signed-in member to the dashboard. The same behaviours run under React on every
 * other page. Each page's script (main.ts, contact.ts) calls this, adds its own, then `markReady`.
 */
export function enhanceStaticPage(): void {
  const header = document.querySelector<HTMLElement>('body > div header');
  if (header) attachHeader(header);

  const banner = document.querySelector<HTMLElement>('[data-consent-banner]');
  if (banner) attachConsent(banner, GTM_ID);

  const overlay = document.querySelector<HTMLDialogElement>('dialog[data-take-control]');
  if (overlay) attachTakeControlOverlay(overlay);

  attachSignOut(document);

  // The installable app (docs/pwa.md): the same offline banner and page count as in the app, and
  // the worker; loaded on its own, after the page works.
  void import('~/lib/behaviours/installable-app').then(({ startInstallableApp }) => startInstallableApp());

  void readAccountState().then((state) => {
    const redirect = state ? document.querySelector<HTMLElement>('[data-signed-in-redirect]') : null;
    const target = redirect?.dataset.signedInRedirect;
    if (target?.startsWith('/')) window.location.replace(target);
    else showAccountState(document, state);
  });
}

/** Browser tests and benchmarks wait for this mark, as on the pages React hydrates. */
export function markReady(): void {
  document.documentElement.dataset.hydrated = 'true';
}
