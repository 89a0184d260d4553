import type { z } from 'zod';
import { controlOf, formErrorSlot, onPlainSubmit, showFieldErrors } from '~/lib/behaviours/plain-form';
import { toFieldErrors } from '~/lib/field-errors';
import { reportError } from '~/lib/report-error';
import { isExpectedFailure, toFormErrorMessage, toServerFieldErrors } from './form-failure';

/**
 * What `send` resolves to once it has sent the person to another page: the form stays busy until
 * the page goes, so a second click cannot send it again (a second sign-up, a second email).
 */
export const LEAVING_PAGE = 'leaving-page' as const;

export type CheckedPlainFormOptions<TOutput> = {
  /** The same schema the form would give `<Form>`: checks and shapes the typed values. */
  schema: z.ZodType<TOutput, Record<string, string>>;
  /** The schema's fields, read from the controls of the same names. */
  fields: readonly string[];
  /** Runs with the schema's output; a throw shows a form-level error and keeps what was typed. */
  send: (values: TOutput) => Promise<typeof LEAVING_PAGE | void>;
  /** The submit button's words while `send` runs ('Signing in…'). */
  pendingLabel: string;
  /** The form-level words for a failure (default: the catalogue's, spec §8). */
  describeError?: (error: unknown) => string;
};

/**
 * What `<Form>` does, as plain DOM code for the pages that ship without React (decisions 009 and
 * 106): the schema's messages under their fields (aria-invalid, aria-describedby, the first one
 * focused), the submit disabled and relabelled while it runs, a failure's words at the top
 * (role=alert) and the server's field errors on their fields. Returns the function that detaches it.
 */
export function attachCheckedPlainForm<TOutput>(
  form: HTMLFormElement,
  { schema, fields, send, pendingLabel, describeError = toFormErrorMessage }: CheckedPlainFormOptions<TOutput>,
): () => void {
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const idleLabel = submit?.textContent ?? '';
  const showFormError = formErrorSlot(form);
  const setBusy = (busy: boolean) => {
    if (!submit) return;
    submit.disabled = busy;
    submit.textContent = busy ? pendingLabel : idleLabel;
  };
  const focusFirstInvalid = () => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();

  let isSending = false;
  return onPlainSubmit(form, async () => {
    if (isSending) return;
    const draft = Object.fromEntries(fields.map((field) => [field, controlOf(form, field)?.value ?? '']));
    const parsed = schema.safeParse(draft);
    if (!parsed.success) {
      showFieldErrors(form, fields, toFieldErrors<string>(parsed.error.issues));
      focusFirstInvalid();
      return;
    }
    showFieldErrors(form, fields, {});
    showFormError(null);
    isSending = true;
    setBusy(true);
    try {
      if ((await send(parsed.data)) === LEAVING_PAGE) return;
    } catch (caught) {
      if (!isExpectedFailure(caught)) reportError(caught, 'ui', 'medium');
      showFieldErrors(form, fields, toServerFieldErrors(caught, fields));
      showFormError(describeError(caught));
      focusFirstInvalid();
    }
    isSending = false;
    setBusy(false);
  });
}
