import { SESSION_TOASTS } from '@cleardocket/domain/errors/catalogue';
import { reserveBottomSpace } from '~/lib/behaviours/bottom-space';
import { fetchSession, signOut } from '~/lib/session-api';

/**
 * The header's account actions on a static page, where React does not run: the prerendered HTML
 * holds both the signed-out and the signed-in actions (`data-when`), and this shows the right one.
 */
export type AccountState = { isAdmin: boolean } | null;

export async function readAccountState(): Promise<AccountState> {
  try {
    const { user } = await fetchSession();
    return user ? { isAdmin: user.isAdmin } : null;
  } catch {
    return null;
  }
}

const VISIBLE_WHEN: Record<string, (state: AccountState) => boolean> = {
  'signed-out': (state) => state === null,
  'signed-in': (state) => state !== null,
  admin: (state) => state?.isAdmin === true,
};

export function showAccountState(root: ParentNode, state: AccountState): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-when]')) {
    const rule = VISIBLE_WHEN[element.dataset.when ?? ''];
    if (rule) element.hidden = !rule(state);
  }
}

function announce(doc: Document, text: string): void {
  const alert = doc.createElement('p');
  alert.setAttribute('role', 'alert');
  alert.className = 'fixed right-4 bottom-4 z-50 max-w-sm rounded-lg bg-red-700 p-4 text-white shadow-lg';
  alert.textContent = text;
  doc.body.append(alert);
  // Room below the page while it shows (bottom-space.ts): it covers nothing for those 8 s.
  const releaseSpace = reserveBottomSpace(alert, () => alert.offsetHeight + 16);
  setTimeout(() => {
    alert.remove();
    releaseSpace();
  }, 8000);
}

/** "Sign out" buttons (`data-sign-out`): sign out, clear this browser's member data, reload. */
export function attachSignOut(root: Document): void {
  root.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-sign-out]')) return;
    signOut()
      .then(() => window.location.reload())
      .catch(() => {
        const { title, description } = SESSION_TOASTS.logoutError;
        announce(root, `${title}: ${description}`);
      });
  });
}
