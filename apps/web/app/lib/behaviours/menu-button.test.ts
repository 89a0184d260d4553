import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { attachMenuButton } from './menu-button';

const DELAYS = { hoverDelayMs: 200, skipDelayMs: 300 };

function mount() {
  document.body.innerHTML = `
    <ul><li data-menu-item>
      <button type="button" aria-expanded="false" aria-controls="panel" data-menu-trigger>Services</button>
      <div id="panel" hidden data-menu-panel><a href="/one">One</a></div>
    </li></ul>
    <button type="button" id="outside">Elsewhere</button>`;
  const item = document.querySelector<HTMLElement>('[data-menu-item]')!;
  const trigger = item.querySelector<HTMLButtonElement>('[data-menu-trigger]')!;
  const panel = item.querySelector<HTMLElement>('[data-menu-panel]')!;
  return { item, trigger, panel, detach: attachMenuButton(item, DELAYS) };
}

const mouse = (type: string) => {
  const event = new Event(type) as Event & { pointerType: string };
  event.pointerType = 'mouse';
  return event;
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('menu button', () => {
  it('toggles on click and keeps aria-expanded in step with the panel', () => {
    const { trigger, panel } = mount();
    trigger.click();
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    trigger.click();
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('opens on hover only after the hover delay, and at once when re-entered within the skip delay', () => {
    const { item, panel } = mount();
    item.dispatchEvent(mouse('pointerenter'));
    vi.advanceTimersByTime(199);
    expect(panel.hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(panel.hidden).toBe(false);

    item.dispatchEvent(mouse('pointerleave'));
    vi.advanceTimersByTime(200);
    expect(panel.hidden).toBe(true);
    item.dispatchEvent(mouse('pointerenter'));
    vi.advanceTimersByTime(0);
    expect(panel.hidden).toBe(false);
  });

  it('does not close when the pointer comes back before the close delay', () => {
    const { item, trigger, panel } = mount();
    trigger.click();
    item.dispatchEvent(mouse('pointerleave'));
    vi.advanceTimersByTime(100);
    item.dispatchEvent(mouse('pointerenter'));
    vi.advanceTimersByTime(500);
    expect(panel.hidden).toBe(false);
  });

  it('closes on Escape with focus back on the trigger, on a click outside, and when a link is followed', () => {
    const { item, trigger, panel } = mount();
    trigger.click();
    panel.querySelector('a')!.focus();
    item.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(trigger);

    trigger.click();
    document.getElementById('outside')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(panel.hidden).toBe(true);

    trigger.click();
    panel.querySelector('a')!.addEventListener('click', (event) => event.preventDefault());
    panel.querySelector('a')!.click();
    expect(panel.hidden).toBe(true);
  });

  it('stops listening once detached', () => {
    const { trigger, panel, detach } = mount();
    detach();
    trigger.click();
    expect(panel.hidden).toBe(true);
  });
});
