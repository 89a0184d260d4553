import { assessCase, assessmentProblem, toAssessmentAnswers } from '@cleardocket/domain/assessment/assess';
import type { AssessmentAnswers } from '@cleardocket/domain/assessment/assess';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { formErrorSlot, onPlainSubmit } from '~/lib/behaviours/plain-form';

/** The answers kept in this tab's session storage, or null when there are none (or they are bad). */
function readAssessment(): AssessmentAnswers | null {
  if (typeof window === 'undefined') return null;
  const raw = window.sessionStorage.getItem(SESSION_STORAGE_KEYS.freeAssessment);
  if (!raw) return null;
  try {
    return toAssessmentAnswers(JSON.parse(raw));
  } catch {
    return null;
  }
}

function checkedValues(form: HTMLFormElement, name: string): string[] {
  return [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((input) => input.value);
}

/**
 * The free assessment's form (spec §2): at least one kind of record and a state, kept in session
 * storage, then on to the result page through `go`. Plain DOM code: the static page runs it
 * without React; the page under React passes React Router's navigate.
 */
export function attachAssessmentForm(form: HTMLFormElement, go: (href: string) => void, resultHref: string) {
  const showFormError = formErrorSlot(form);
  return onPlainSubmit(form, () => {
    const stateControl = form.elements.namedItem('state');
    const answers = toAssessmentAnswers({
      kinds: checkedValues(form, 'kinds'),
      places: checkedValues(form, 'places'),
      outcome: checkedValues(form, 'outcome')[0],
      state: stateControl instanceof HTMLSelectElement ? stateControl.value : '',
    });
    if (!answers) return;
    const problem = assessmentProblem(answers);
    showFormError(problem);
    if (problem) return;
    window.sessionStorage.setItem(SESSION_STORAGE_KEYS.freeAssessment, JSON.stringify(answers));
    go(resultHref);
  });
}

/**
 * The result page: every possible part is in the HTML, hidden; this computes the assessment from
 * the stored answers and shows the parts that apply, routes in the order the assessment gives.
 */
export function showAssessmentResult(root: HTMLElement): void {
  const answers = readAssessment();
  const result = answers ? assessCase(answers) : null;
  const show = (selector: string, visible: boolean) => {
    for (const element of root.querySelectorAll<HTMLElement>(selector)) element.hidden = !visible;
  };
  show('[data-result="none"]', result === null);
  show('[data-result="found"]', result !== null);
  if (!result) return;
  show('[data-can-seal]', result.canSealSoon);
  for (const plan of root.querySelectorAll<HTMLElement>('[data-plan]')) plan.hidden = plan.dataset.plan !== result.plan;
  const list = root.querySelector<HTMLElement>('[data-routes]');
  const items = new Map(
    [...root.querySelectorAll<HTMLElement>('[data-route]')].map((item) => [item.dataset.route, item] as const),
  );
  for (const item of items.values()) item.hidden = true;
  for (const route of result.routes) {
    const item = items.get(route);
    if (!item || !list) continue;
    item.hidden = false;
    list.append(item);
  }
}
