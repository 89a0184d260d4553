/**
 * The free assessment’s answers carried in its link (`?kinds=…&outcome=…&state=…`, from the
 * court-records pre-check on /seal-court-records): each value is set only when the form offers
 * it, so a link can choose among the form's own answers and nothing else.
 */
const ASSESSMENT_PREFILL_FIELDS = ['kinds', 'outcome', 'state'] as const;

export function prefillAssessment(form: HTMLFormElement, search: string): void {
  const query = new URLSearchParams(search);
  for (const field of ASSESSMENT_PREFILL_FIELDS) {
    const values = query.getAll(field);
    if (values.length === 0) continue;
    for (const control of form.querySelectorAll<HTMLInputElement | HTMLSelectElement>(`[name="${field}"]`)) {
      if (control instanceof HTMLSelectElement) {
        const value = values[0] ?? '';
        if ([...control.options].some((option) => option.value === value)) control.value = value;
      } else if (values.includes(control.value)) {
        control.checked = true;
      }
    }
  }
}

/** The assessment link that carries the answers. */
export function assessmentHref(base: string, answers: { kinds: string[]; outcome: string; state: string }): string {
  const query = new URLSearchParams();
  for (const kind of answers.kinds) query.append('kinds', kind);
  query.set('outcome', answers.outcome);
  query.set('state', answers.state);
  return `${base}?${query.toString()}`;
}
