import { describe, expect, it } from 'vitest';
import { trapFocus } from './focus-trap';

const tab = (shiftKey = false) =>
  new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });

describe('focus trap', () => {
  it('wraps Tab from the last control to the first, and Shift+Tab back', () => {
    document.body.innerHTML = `<div id="box"><button>Close</button><a href="/a">A</a><a href="/b">B</a></div>`;
    const box = document.getElementById('box')!;
    trapFocus(box);
    const [close, , last] = [...box.querySelectorAll<HTMLElement>('button, a')];
    last!.focus();
    const forward = tab();
    last!.dispatchEvent(forward);
    expect(forward.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(close);

    const backward = tab(true);
    close!.dispatchEvent(backward);
    expect(backward.defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(last);
  });

  it('leaves Tab alone between the first and the last control', () => {
    document.body.innerHTML = `<div id="box"><button>Close</button><a href="/a">A</a><a href="/b">B</a></div>`;
    const box = document.getElementById('box')!;
    trapFocus(box);
    const close = box.querySelector('button')!;
    close.focus();
    const event = tab();
    close.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
