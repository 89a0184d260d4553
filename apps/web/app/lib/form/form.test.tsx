import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { CONTACT_TOPICS } from '@cleardocket/domain/contact/contact';
import { CATEGORY_MESSAGES, STATUS_MESSAGES } from '@cleardocket/domain/errors/catalogue';
import { ApiError } from '~/lib/api-client';
import { Form } from './form';
import { FormFailure } from './form-failure';
import { CheckboxField, SelectField, TextField, TextareaField } from './form-fields';
import { SubmitButton } from './submit-button';

const TestSchema = z.object({
  name: z.string().trim().min(1, 'Please tell us your name').max(40),
  email: z.string().trim().max(254),
  topic: z.enum(CONTACT_TOPICS, { message: 'Choose a topic' }),
  message: z.string().max(500),
  agree: z.boolean(),
});
const DEFAULTS = { name: '', email: '', topic: undefined, message: '', agree: false };

function renderForm(onSubmit: (values: z.output<typeof TestSchema>) => Promise<unknown>) {
  return render(
    <Form schema={TestSchema} defaultValues={DEFAULTS} onSubmit={onSubmit}>
      <TextField name="name" label="Your name" hint="As on your ID" />
      <TextField name="email" label="Email" type="email" />
      <SelectField
        name="topic"
        label="Topic"
        placeholder="Choose a topic"
        options={CONTACT_TOPICS.map((topic) => ({ value: topic, label: topic }))}
      />
      <TextareaField name="message" label="Message" />
      <CheckboxField name="agree" label="Send me a copy" />
      <SubmitButton pendingLabel="Sending…">Send</SubmitButton>
    </Form>,
  );
}

async function fillValid() {
  await userEvent.type(screen.getByLabelText('Your name'), 'Sam Lee');
  await userEvent.type(screen.getByLabelText('Email'), 'sam@example.com');
  await userEvent.selectOptions(screen.getByLabelText('Topic'), 'Billing');
  await userEvent.type(screen.getByLabelText('Message'), 'Hello');
}

/** The text of the elements a control's aria-describedby points at. */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`).join(' | ');
}

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(null, { status: 204 })),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Form', () => {
  it('names each problem under its field, marks it invalid, focuses the first, and sends nothing', async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = await screen.findByLabelText('Your name');
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(descriptionOf(name)).toBe('Please tell us your name | As on your ID');
    expect(document.activeElement).toBe(name);
    const topic = screen.getByLabelText('Topic');
    expect(topic.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(topic)).toBe('Choose a topic');
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('describes a field by its hint alone while it has no error', () => {
    renderForm(vi.fn());
    const name = screen.getByLabelText('Your name');
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(descriptionOf(name)).toBe('As on your ID');
    expect(screen.getByLabelText('Email').getAttribute('aria-describedby')).toBeNull();
  });

  it('sets each text control’s maxLength from the schema’s max', () => {
    renderForm(vi.fn());
    expect(screen.getByLabelText('Your name').getAttribute('maxlength')).toBe('40');
    expect(screen.getByLabelText('Email').getAttribute('maxlength')).toBe('254');
    expect(screen.getByLabelText('Message').getAttribute('maxlength')).toBe('500');
  });

  it('hands the schema’s output to onSubmit', async () => {
    const onSubmit = vi.fn(async (_values: z.output<typeof TestSchema>) => undefined);
    renderForm(onSubmit);
    await fillValid();
    await userEvent.type(screen.getByLabelText('Your name'), '  ');
    await userEvent.click(screen.getByLabelText('Send me a copy'));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      name: 'Sam Lee',
      email: 'sam@example.com',
      topic: 'Billing',
      message: 'Hello',
      agree: true,
    });
  });

  it('disables the submit while it runs, then enables it again', async () => {
    let finish: () => void = () => undefined;
    renderForm(() => new Promise<void>((resolve) => (finish = resolve)));
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    const pending = await screen.findByRole('button', { name: 'Sending…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    finish();
    const idle = await screen.findByRole('button', { name: 'Send' });
    expect((idle as HTMLButtonElement).disabled).toBe(false);
  });

  it('keeps what was typed and announces the server’s message when the submit fails', async () => {
    renderForm(async () => {
      throw new ApiError('Too many requests. Please wait a moment and try again.', 429, 'rate_limited', 'api');
    });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many requests. Please wait a moment and try again.',
    );
    expect((screen.getByLabelText('Your name') as HTMLInputElement).value).toBe('Sam Lee');
    expect((screen.getByLabelText('Message') as HTMLTextAreaElement).value).toBe('Hello');
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('puts the server’s field errors on their fields in the catalogue’s words, never its raw text', async () => {
    const raw = 'Validation failed: email: Too big: expected string to have <=254 characters; website: Invalid';
    renderForm(async () => {
      throw new ApiError(raw, 400, 'validation_failed', 'validation');
    });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(STATUS_MESSAGES.invalidInput);
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(email)).toBe(CATEGORY_MESSAGES.validation);
    expect(document.activeElement).toBe(email);
    expect(document.body.textContent).not.toContain('Too big');
  });

  it('shows a FormFailure’s own words and field errors', async () => {
    renderForm(async () => {
      throw new FormFailure('Login not completed', { name: 'Check your name' });
    });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Login not completed');
    expect(descriptionOf(screen.getByLabelText('Your name'))).toBe('Check your name | As on your ID');
  });

  it('says an unexpected error in general words and reports it', async () => {
    renderForm(async () => {
      throw new TypeError('Cannot read properties of undefined');
    });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CATEGORY_MESSAGES.other);
    expect(fetch).toHaveBeenCalledWith('/api/error-reports', expect.objectContaining({ method: 'POST' }));
  });

  it('clears the form-level error when the next submit starts', async () => {
    let attempt = 0;
    renderForm(async () => {
      attempt += 1;
      if (attempt === 1) throw new ApiError('Server error. Please try again later.', 503, 'unavailable', 'api');
    });
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(attempt).toBe(2));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
