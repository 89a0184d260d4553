import { ContactInputSchema } from '@cleardocket/domain/contact/contact';
import { controlOf, formErrorSlot, onPlainSubmit, showFieldErrors } from '~/lib/behaviours/plain-form';
import { toFieldErrors } from '~/lib/field-errors';
import { sendContactMessage } from '../api/send-contact-message';

const FIELDS = ['name', 'email', 'topic', 'message', 'website'] as const;
type ContactField = (typeof FIELDS)[number];

/**
 * The contact form (spec §2): checked by the domain's schema, sent to POST /api/contact, the
 * server's confirmation shown in place of the form. A failure keeps everything typed and says
 * why. Plain DOM code: the static contact page runs it without React, the page under React too.
 */
export function attachContactForm(form: HTMLFormElement, send = sendContactMessage): () => void {
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const showFormError = formErrorSlot(form);
  const status = form.ownerDocument.querySelector<HTMLElement>('[data-contact-status]');
  const idleLabel = submit?.textContent ?? '';

  const setBusy = (busy: boolean) => {
    if (!submit) return;
    submit.disabled = busy;
    submit.textContent = busy ? 'Sending…' : idleLabel;
  };
  return onPlainSubmit(form, async () => {
    const draft = Object.fromEntries(FIELDS.map((field) => [field, controlOf(form, field)?.value ?? '']));
    const parsed = ContactInputSchema.safeParse(draft);
    if (!parsed.success) {
      showFieldErrors(form, FIELDS, toFieldErrors<ContactField>(parsed.error.issues));
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    showFieldErrors(form, FIELDS, {});
    showFormError(null);
    setBusy(true);
    try {
      const answer = await send(parsed.data);
      const confirmation = form.ownerDocument.createElement('p');
      confirmation.className = 'rounded-lg border border-green-300 bg-green-50 p-4 text-green-900';
      confirmation.textContent = answer.message;
      status?.replaceChildren(confirmation);
      form.reset();
      form.hidden = true;
    } catch (caught) {
      showFormError(caught instanceof Error ? caught.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  });
}
