import { LeadCodeBodySchema } from '@cleardocket/domain/assessment/contract';
import { verifyLead } from '../api/verify-lead';
import { formErrorSlot, onPlainSubmit, showFieldErrors } from '~/lib/behaviours/plain-form';

/**
 * The assessment's code step (issue 32 item 4): the result page shows nothing about a name until
 * the visitor enters the code we emailed to the address they gave. Plain DOM code, like the rest
 * of the assessment (decision 009). Calls `onVerified` once the code is taken; returns the
 * function that detaches the form.
 */
export function attachLeadCodeForm(
  form: HTMLFormElement,
  token: string,
  onVerified: () => void,
  send: (token: string, code: string) => Promise<unknown> = verifyLead,
): () => void {
  const showFormError = formErrorSlot(form);
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  return onPlainSubmit(form, async () => {
    const control = form.elements.namedItem('code');
    const parsed = LeadCodeBodySchema.safeParse({ code: control instanceof HTMLInputElement ? control.value : '' });
    if (!parsed.success) {
      showFieldErrors(form, ['code'], { code: parsed.error.issues[0]?.message ?? 'Enter the code.' });
      return;
    }
    showFieldErrors(form, ['code'], {});
    showFormError(null);
    if (submit) submit.disabled = true;
    try {
      await send(token, parsed.data.code);
      onVerified();
    } catch (caught) {
      showFormError(caught instanceof Error ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      if (submit) submit.disabled = false;
    }
  });
}
