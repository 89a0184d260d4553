import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CATEGORY_MESSAGES, STATUS_MESSAGES } from '@cleardocket/domain/errors/catalogue';
import { ApiError } from '~/lib/api-client';
import { LEAVING_PAGE, attachCheckedPlainForm } from './checked-plain-form';

const Schema = z.object({ email: z.string().trim().min(1, 'Enter your email address.').max(254) });

/** The markup `PlainTextField` and `FormErrorSlot` write, by hand. */
function makeForm(): HTMLFormElement {
  document.body.innerHTML = `
    <form>
      <p role="alert" hidden data-form-error></p>
      <input id="f-email" name="email" />
      <p id="f-email-hint" data-hint-for="email">We never share it.</p>
      <p id="f-email-error" data-error-for="email" hidden></p>
      <button type="submit">Send</button>
    </form>`;
  return document.querySelector('form')!;
}

const submit = (form: HTMLFormElement) => form.requestSubmit();
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('attachCheckedPlainForm', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sends the schema’s output, once, while the button says it is busy', async () => {
    const form = makeForm();
    let finish: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    attachCheckedPlainForm(form, { schema: Schema, fields: ['email'], send, pendingLabel: 'Sending…' });
    form.querySelector('input')!.value = '  jane@example.com ';
    submit(form);
    submit(form);
    const button = form.querySelector('button')!;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Sending…');
    finish();
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith({ email: 'jane@example.com' });
    expect(button.disabled).toBe(false);
    expect(button.textContent).toBe('Send');
  });

  it('stays busy once it has sent the person to another page, so nothing is sent twice', async () => {
    const form = makeForm();
    const send = vi.fn(() => Promise.resolve(LEAVING_PAGE));
    attachCheckedPlainForm(form, { schema: Schema, fields: ['email'], send, pendingLabel: 'Sending…' });
    form.querySelector('input')!.value = 'jane@example.com';
    submit(form);
    await settle();
    submit(form);
    await settle();
    expect(send).toHaveBeenCalledTimes(1);
    expect(form.querySelector('button')!.disabled).toBe(true);
  });

  it('puts a server schema refusal on its field in the catalogue’s words, never the raw text', async () => {
    const form = makeForm();
    const refusal = new ApiError('raw', 400, 'validation_failed', 'validation', 'Validation failed: email: Too big');
    attachCheckedPlainForm(form, {
      schema: Schema,
      fields: ['email'],
      send: () => Promise.reject(refusal),
      pendingLabel: 'Sending…',
    });
    form.querySelector('input')!.value = 'jane@example.com';
    submit(form);
    await settle();
    const input = form.querySelector('input')!;
    expect(form.querySelector('[data-error-for="email"]')!.textContent).toBe(CATEGORY_MESSAGES.validation);
    expect(input.getAttribute('aria-describedby')).toBe('f-email-error f-email-hint');
    expect(form.querySelector('[role="alert"]')!.textContent).toBe(STATUS_MESSAGES.invalidInput);
    expect(document.activeElement).toBe(input);
  });

  it('reports a failure nobody expected and tells the person in general words', async () => {
    const report = vi.fn(() => Promise.resolve(new Response('{}')));
    vi.stubGlobal('fetch', report);
    const form = makeForm();
    attachCheckedPlainForm(form, {
      schema: Schema,
      fields: ['email'],
      send: () => Promise.reject(new TypeError('x is undefined')),
      pendingLabel: 'Sending…',
    });
    form.querySelector('input')!.value = 'jane@example.com';
    submit(form);
    await settle();
    expect(form.querySelector('[role="alert"]')!.textContent).toBe(CATEGORY_MESSAGES.other);
    expect(report).toHaveBeenCalledWith('/api/error-reports', expect.objectContaining({ method: 'POST' }));
  });
});
