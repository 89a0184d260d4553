import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UpdateBanner as Banner } from './update-banner';

/**
 * The update banner over the page's real service-worker code (lib/service-worker.ts), with a fake
 * of the browser's side: a registration whose update() finds, installs or fails to fetch a worker.
 */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  postMessage = vi.fn();
  move(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  scope = 'http://localhost/';
  update = vi.fn(async () => undefined);
}

let registration: FakeRegistration;
let container: EventTarget & { controller: object | null; register: ReturnType<typeof vi.fn> };
let UpdateBanner: typeof Banner;

beforeEach(async () => {
  vi.resetModules();
  registration = new FakeRegistration();
  container = Object.assign(new EventTarget(), {
    controller: {},
    register: vi.fn(async () => registration),
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  Object.defineProperty(navigator, 'onLine', { value: true, configurable: true });
  ({ UpdateBanner } = await import('./update-banner'));
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

async function renderBanner() {
  render(<UpdateBanner />);
  // Registration, then the first check.
  await act(async () => {
    await vi.waitFor(() => expect(registration.update).toHaveBeenCalled());
  });
}

describe('update banner (spec §4, §8)', () => {
  it('shows nothing when the check finds no new version', async () => {
    await renderBanner();
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(screen.queryByRole('region', { name: 'Update available' })).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says it is downloading, prompts when the new version is ready, and hands over on "Update now"', async () => {
    await renderBanner();
    const worker = new FakeWorker();
    registration.installing = worker;
    act(() => {
      registration.dispatchEvent(new Event('updatefound'));
    });
    expect(screen.getByRole('status').textContent).toBe('Downloading an update…');

    registration.installing = null;
    registration.waiting = worker;
    act(() => worker.move('installed'));
    expect(screen.getByRole('region', { name: 'Update available' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Update now' }));
    await vi.waitFor(() => expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' }));
  });

  it('"Later" puts the prompt away', async () => {
    await renderBanner();
    const worker = new FakeWorker();
    registration.installing = worker;
    act(() => {
      registration.dispatchEvent(new Event('updatefound'));
      worker.move('installed');
    });
    fireEvent.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('region', { name: 'Update available' })).toBeNull();
  });

  it('says "Update Failed" with a refresh when the new version cannot be fetched', async () => {
    registration.update.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await renderBanner();
    const alert = await screen.findByRole('alert');
    expect(alert.getAttribute('aria-label')).toBe('Update Failed');
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeTruthy();
  });

  it('says "Update Failed" when the new version is thrown away while installing', async () => {
    await renderBanner();
    const worker = new FakeWorker();
    registration.installing = worker;
    act(() => {
      registration.dispatchEvent(new Event('updatefound'));
      worker.move('redundant');
    });
    expect((await screen.findByRole('alert')).getAttribute('aria-label')).toBe('Update Failed');
  });
});
