import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_STORAGE_KEYS } from '@cleardocket/domain/pwa/install-prompt';
import type { InstallBanner as Banner } from './install-banner';
import type { useToastStore as ToastStore } from '~/lib/toast';
import { millisecondsInDay } from 'date-fns/constants';

// Loaded afresh for each test: the browser's offer and "installed in this visit" live in the module.
let InstallBanner: typeof Banner;
let useToastStore: typeof ToastStore;

const DAY = millisecondsInDay;

/** What Chromium fires when the app can be installed (`beforeinstallprompt`). */
function offerInstall(outcome: 'accepted' | 'dismissed' | 'fails' = 'accepted') {
  const event = new Event('beforeinstallprompt', { cancelable: true });
  const prompt = vi.fn(() => (outcome === 'fails' ? Promise.reject(new Error('no')) : Promise.resolve()));
  Object.assign(event, {
    prompt,
    userChoice: Promise.resolve({ outcome: outcome === 'fails' ? 'dismissed' : outcome }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const toastTitles = () => useToastStore.getState().toasts.map((item) => item.title);

beforeEach(async () => {
  vi.resetModules();
  ({ InstallBanner } = await import('./install-banner'));
  ({ useToastStore } = await import('~/lib/toast'));
  vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(Date.UTC(2026, 10, 24, 12));
  window.localStorage.clear();
  useToastStore.setState({ toasts: [] });
  window.matchMedia = vi.fn(() => ({ matches: false }) as unknown as MediaQueryList);
});

afterEach(() => {
  vi.useRealTimers();
});

describe('install banner (spec §4, §9)', () => {
  it('takes the browser’s offer away from its own prompt, and waits for engagement', () => {
    render(<InstallBanner />);
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('shows after more than 3 page views', () => {
    window.localStorage.setItem(INSTALL_STORAGE_KEYS.pageViews, '4');
    render(<InstallBanner />);
    offerInstall();
    expect(screen.getByRole('region', { name: 'Install the app' })).toBeTruthy();
  });

  it('looks again after 30 s: a search completed meanwhile brings it up', () => {
    render(<InstallBanner />);
    offerInstall();
    window.localStorage.setItem(INSTALL_STORAGE_KEYS.hasCompletedSearch, 'true');
    act(() => vi.advanceTimersByTime(29_000));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.getByRole('region', { name: 'Install the app' })).toBeTruthy();
  });

  it('is hidden for 7 days after "Not now"', () => {
    window.localStorage.setItem(INSTALL_STORAGE_KEYS.hasCreatedRequest, 'true');
    const first = render(<InstallBanner />);
    offerInstall();
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    expect(window.localStorage.getItem(INSTALL_STORAGE_KEYS.dismissedAt)).toBe(String(Date.now()));
    first.unmount();

    vi.setSystemTime(Date.now() + 7 * DAY - 1000);
    const second = render(<InstallBanner />);
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
    second.unmount();

    vi.setSystemTime(Date.now() + 1000);
    render(<InstallBanner />);
    expect(screen.getByRole('region', { name: 'Install the app' })).toBeTruthy();
  });

  it('installs through the browser’s dialog and says "App Installed!"', async () => {
    window.localStorage.setItem(INSTALL_STORAGE_KEYS.hasCompletedSearch, 'true');
    render(<InstallBanner />);
    const { prompt } = offerInstall('accepted');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
      await Promise.resolve();
    });
    expect(prompt).toHaveBeenCalledOnce();
    act(() => {
      window.dispatchEvent(new Event('appinstalled'));
    });
    expect(toastTitles()).toContain('App Installed!');
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });

  it('says "Installation Failed" when the dialog fails', async () => {
    window.localStorage.setItem(INSTALL_STORAGE_KEYS.hasCompletedSearch, 'true');
    render(<InstallBanner />);
    offerInstall('fails');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
      await Promise.resolve();
    });
    expect(toastTitles()).toContain('Installation Failed');
  });

  it('never shows in the installed app', () => {
    window.matchMedia = vi.fn(() => ({ matches: true }) as unknown as MediaQueryList);
    window.localStorage.setItem(INSTALL_STORAGE_KEYS.pageViews, '9');
    render(<InstallBanner />);
    offerInstall();
    expect(screen.queryByRole('region', { name: 'Install the app' })).toBeNull();
  });
});
