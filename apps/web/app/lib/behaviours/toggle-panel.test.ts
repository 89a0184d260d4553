import { describe, expect, it } from 'vitest';
import { attachTogglePanel } from './toggle-panel';

function mount() {
  document.body.innerHTML = `
    <button type="button" aria-expanded="false" aria-controls="menu" data-panel-toggle>Open menu</button>
    <nav id="menu" hidden aria-label="Mobile"><a href="/faq">FAQ</a></nav>`;
  const toggle = document.querySelector<HTMLButtonElement>('[data-panel-toggle]')!;
  const panel = document.getElementById('menu')!;
  attachTogglePanel(toggle);
  return { toggle, panel };
}

describe('toggle panel', () => {
  it('opens and closes from its button', () => {
    const { toggle, panel } = mount();
    toggle.click();
    expect(panel.hidden).toBe(false);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    toggle.click();
    expect(panel.hidden).toBe(true);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape, giving focus back to the button, and when a link inside is followed', () => {
    const { toggle, panel } = mount();
    toggle.click();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    expect(panel.hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);

    toggle.click();
    const link = panel.querySelector('a')!;
    link.addEventListener('click', (event) => event.preventDefault());
    link.click();
    expect(panel.hidden).toBe(true);
  });
});
