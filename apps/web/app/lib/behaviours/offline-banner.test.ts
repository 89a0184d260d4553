import { afterEach, describe, expect, it, vi } from 'vitest';
import { OFFLINE_BANNER_HEIGHT, attachOfflineBanner } from './offline-banner';

const setOnline = (online: boolean) => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};
const reserved = () => document.documentElement.style.getPropertyValue(OFFLINE_BANNER_HEIGHT);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the offline banner', () => {
  it('reserves its own height while it shows, so the page and the sticky headers sit below it', () => {
    // jsdom lays nothing out: the banner's height is given, as a browser would measure it.
    vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(36);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    const detach = attachOfflineBanner(document.body);
    expect(document.querySelector('[data-offline-banner]')).toBeNull();
    expect(reserved()).toBe('');

    setOnline(false);
    expect(document.querySelector('[data-offline-banner]')?.textContent).toBe(
      "You're offline - Some features may be limited",
    );
    expect(reserved()).toBe('36px');

    setOnline(true);
    expect(document.querySelector('[data-offline-banner]')).toBeNull();
    expect(reserved()).toBe('');

    setOnline(false);
    detach();
    expect(document.querySelector('[data-offline-banner]')).toBeNull();
    expect(reserved()).toBe('');
  });
});
