/**
 * Loads a form's script when a person first reaches for the form (focus, a pointer, or a submit),
 * so that a public page's first load carries only what every page needs (ARCHITECTURE §12: 10 KB).
 * A submit that comes before the script is held, then made again once the script is attached; if
 * the script cannot load (the connection dropped), the next use tries again and nothing is sent.
 */
export function loadOnUse(form: HTMLFormElement, load: () => Promise<unknown>): void {
  let loading: Promise<void> | null = null;
  const uses = ['focusin', 'pointerdown'] as const;
  const start = () => {
    loading ??= load().then(
      () => {
        for (const type of uses) form.removeEventListener(type, onUse);
        form.removeEventListener('submit', holdSubmit, true);
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // A failed load is tried again at the next use (the form stays as typed).
  const onUse = () => void start().catch(() => undefined);
  const holdSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter;
    start().then(
      () => form.requestSubmit(submitter),
      () => undefined, // Nothing is sent; the person's next submit tries the script again.
    );
  };
  for (const type of uses) form.addEventListener(type, onUse, { passive: true });
  form.addEventListener('submit', holdSubmit, true);
}
