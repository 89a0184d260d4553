import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CONTACT_CONFIRMATION } from '@cleardocket/domain/contact/contact';
import { ContactForm } from './contact-form';
import type { attachContactForm } from './contact-form-behaviour';

function mount(send: Parameters<typeof attachContactForm>[1]) {
  const { container } = render(<ContactForm send={send} />);
  return container.querySelector<HTMLFormElement>('form[data-contact-form]')!;
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Your name'), 'Sam Lee');
  await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
  await userEvent.selectOptions(screen.getByLabelText('Topic'), 'Removal help');
  await userEvent.type(screen.getByLabelText('Message'), 'Please help with my dismissed case.');
}

describe('contact form', () => {
  it('carries the schema’s length limits in its markup, for the static page too', () => {
    mount(vi.fn());
    expect(screen.getByLabelText('Your name').getAttribute('maxlength')).toBe('200');
    expect(screen.getByLabelText('Email').getAttribute('maxlength')).toBe('254');
    expect(screen.getByLabelText('Message').getAttribute('maxlength')).toBe('5000');
  });

  it('names each problem under its field and sends nothing', async () => {
    const send = vi.fn();
    mount(send);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByText('Please tell us your name').hidden).toBe(false);
    expect(screen.getByText('Choose a topic', { selector: 'p' }).hidden).toBe(false);
    expect(screen.getByLabelText('Your name').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Your name').getAttribute('aria-describedby')).toBe('contact-name-error');
    expect(send).not.toHaveBeenCalled();
  });

  it('shows the confirmation in place of the form once sent', async () => {
    const send = vi.fn().mockResolvedValue({ ok: true, message: CONTACT_CONFIRMATION });
    const form = mount(send);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByText(CONTACT_CONFIRMATION)).closest('[role="status"]')).not.toBeNull();
    expect(form.hidden).toBe(true);
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ name: 'Sam Lee', topic: 'Removal help' }));
  });

  it('keeps what was typed and says why when sending fails', async () => {
    const send = vi.fn().mockRejectedValue(new Error('Too many messages. Please wait a minute.'));
    const form = mount(send);
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Too many messages. Please wait a minute.');
    expect(form.hidden).toBe(false);
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Sam Lee');
    expect((screen.getByRole('button', { name: 'Send message' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
