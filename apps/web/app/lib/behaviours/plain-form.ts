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
