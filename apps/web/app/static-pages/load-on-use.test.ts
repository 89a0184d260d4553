import { describe, expect, it, vi } from 'vitest';
import { loadOnUse } from './load-on-use';

function makeForm() {
  document.body.innerHTML = '<form><input name="name" /><button type="submit">Send</button></form>';
  return document.querySelector('form') as HTMLFormElement;
}

describe('a form whose script loads on first use', () => {
  it('loads nothing until the form is used, then loads once', async () => {
    const form = makeForm();
    const load = vi.fn(async () => undefined);
    loadOnUse(form, load);
    expect(load).not.toHaveBeenCalled();
    form.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    form.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
  });

  it('holds a submit made before the script, then makes it again for the script', async () => {
    const form = makeForm();
    const handled: string[] = [];
    loadOnUse(form, async () => {
      form.addEventListener('submit', (event) => {
        event.preventDefault();
        handled.push('sent');
      });
    });
    const native = vi.fn((event: Event) => event.defaultPrevented);
    document.addEventListener('submit', native);
    form.querySelector('button')?.click();
    await vi.waitFor(() => expect(handled).toEqual(['sent']));
    // The first submit never reached the page as a real (navigating) submit.
    expect(native.mock.results.map((result) => result.value)).toEqual([true]);
  });

  it('sends nothing when the script cannot load, and tries again at the next use', async () => {
    const form = makeForm();
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    loadOnUse(form, load);
    const reached = vi.fn();
    document.addEventListener('submit', reached);
    form.querySelector('button')?.click();
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    expect(reached).not.toHaveBeenCalled();
    form.querySelector('input')?.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });
});
