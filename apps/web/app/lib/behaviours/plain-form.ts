/**
 * What the plain-DOM forms (the contact form and the free assessment, decision 009) share: the
 * form-level message slot and a submit handler in place of the browser's. The same code runs
 * under React and on the static pages.
 */

/** Writes the form's message slot (`[data-form-error]`, see `<FormErrorSlot>`); null hides it. */
export function formErrorSlot(form: HTMLFormElement): (text: string | null) => void {
  const slot = form.querySelector<HTMLElement>('[data-form-error]');
  return (text) => {
    if (!slot) return;
    slot.textContent = text ?? '';
    slot.hidden = text === null;
  };
}

/** Runs `handle` on every submit instead of sending the page; returns the function that detaches it. */
export function onPlainSubmit(form: HTMLFormElement, handle: () => void | Promise<void>): () => void {
  const listener = (event: SubmitEvent) => {
    event.preventDefault();
    void handle();
  };
  form.addEventListener('submit', listener);
  return () => form.removeEventListener('submit', listener);
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/** The control a field's message belongs to: the control itself, or a group's first choice. */
export function controlOf(form: HTMLFormElement, field: string): Control | null {
  const control = form.elements.namedItem(field);
  if (
    control instanceof HTMLInputElement ||
    control instanceof HTMLSelectElement ||
    control instanceof HTMLTextAreaElement
  ) {
    return control;
  }
  return form.querySelector<HTMLInputElement>(`input[name="${field}"]`);
}

/**
 * Each field's message under it (`[data-error-for]`), wired with aria-invalid and aria-describedby;
 * a field's hint (`[data-hint-for]`) stays among what describes it, after the message.
 */
export function showFieldErrors(
  form: HTMLFormElement,
  fields: readonly string[],
  errors: Partial<Record<string, string>>,
): void {
  for (const field of fields) {
    const message = form.querySelector<HTMLElement>(`[data-error-for="${field}"]`);
    const control = controlOf(form, field);
    if (!message || !control) continue;
    const text = errors[field];
    message.textContent = text ?? '';
    message.hidden = !text;
    const hintId = form.querySelector<HTMLElement>(`[data-hint-for="${field}"]`)?.id;
    const describedBy = [text ? message.id : '', hintId ?? ''].filter(Boolean).join(' ');
    if (text) control.setAttribute('aria-invalid', 'true');
    else control.removeAttribute('aria-invalid');
    if (describedBy) control.setAttribute('aria-describedby', describedBy);
    else control.removeAttribute('aria-describedby');
  }
}
