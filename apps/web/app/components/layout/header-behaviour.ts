import { NAVIGATION_MENU } from '@cleardocket/domain/constants';
import { attachMenuButton } from '~/lib/behaviours/menu-button';
import { attachTogglePanel } from '~/lib/behaviours/toggle-panel';

/**
 * The header's menus: the Services menu (hover delays of spec §9) and the mobile menu. The same
 * code runs under React (the header attaches it) and on the static public pages (their script).
 */
export function attachHeader(header: HTMLElement): () => void {
  const cleanups = [...header.querySelectorAll<HTMLElement>('[data-menu-item]')].map((item) =>
    attachMenuButton(item, NAVIGATION_MENU),
  );
  for (const toggle of header.querySelectorAll<HTMLButtonElement>('[data-panel-toggle]')) {
    cleanups.push(attachTogglePanel(toggle));
  }
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
