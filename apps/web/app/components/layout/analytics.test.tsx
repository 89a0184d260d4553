import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Analytics } from './analytics';
import { CONSENT_KEY } from './consent';

const tagScripts = () => document.querySelectorAll('script[src^="https://www.googletagmanager.com/gtm.js"]');

beforeEach(() => {
  window.localStorage.clear();
  document.head.innerHTML = '';
});

afterEach(() => {
  vi.useRealTimers();
});

describe('analytics', () => {
  it('renders and loads nothing without a container id', () => {
    const { container } = render(<Analytics gtmId="" />);
    expect(container.innerHTML).toBe('');
    expect(tagScripts()).toHaveLength(0);
  });

  it('asks first, and loads nothing when the visitor declines', async () => {
    render(<Analytics gtmId="GTM-TEST1" />);
    await userEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('denied');
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(tagScripts()).toHaveLength(0);
  });

  it('loads the tag manager 3 s after consent where idle callbacks are unsupported', () => {
    vi.useFakeTimers();
    window.localStorage.setItem(CONSENT_KEY, 'granted');
    render(<Analytics gtmId="GTM-TEST1" />);
    act(() => vi.advanceTimersByTime(2900));
    expect(tagScripts()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(200));
    expect(tagScripts()).toHaveLength(1);
    expect(tagScripts()[0]?.getAttribute('src')).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-TEST1');
  });

  it('hides the banner once the visitor allows analytics, and loads the tag manager afterwards', async () => {
    render(<Analytics gtmId="GTM-TEST1" />);
    const banner = screen.getByRole('region', { name: 'Cookie consent' });
    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Allow analytics' }).click());
    expect(window.localStorage.getItem(CONSENT_KEY)).toBe('granted');
    expect(banner.hidden).toBe(true);
    expect(tagScripts()).toHaveLength(0);
    act(() => vi.advanceTimersByTime(3000));
    expect(tagScripts()).toHaveLength(1);
  });
});
