import type { Playbook, Step } from './playbook';

/**
 * Taking over a run whose worker died (issue 19 part 4, decision 040 addendum). What the dead
 * worker left on the run decides whether the form may be filled again: a form is never filed twice.
 */

/** Steps that can send something to the site: every click (a form's submit is one) and an emailed link. */
export const isActingStep = (step: Step) =>
  step.kind === 'click' || step.kind === 'openEmailLink' || step.kind === 'fillRequestForm';

/** The milestone a step marks: the site's confirmation text, or the generic form's own (decision 038). */
const markOf = (step: Step) => (step.kind === 'expectText' || step.kind === 'fillRequestForm' ? step.marks : undefined);

/** The step that sends the opt-out itself: the last acting step before the "submitted" mark (-1 if none). */
export function submittingStepIndex(playbook: Pick<Playbook, 'steps'>): number {
  const mark = playbook.steps.findIndex((step) => markOf(step) === 'submitted');
  // The generic request form sends the form and reads the answer in one step.
  if (playbook.steps[mark]?.kind === 'fillRequestForm') return mark;
  const before = mark < 0 ? playbook.steps : playbook.steps.slice(0, mark);
  for (let index = before.length - 1; index >= 0; index--) {
    const step = before[index];
    if (step && isActingStep(step)) return index;
  }
  return -1;
}

/** What the dead worker left on the run. */
export type LeftRun = {
  /** The first step of the part of the run the dead worker was doing. */
  stepIndex: number;
  reached: 'submitted' | 'confirmed' | null;
  /** The last acting step it had begun in that part, if any. */
  actingStep: number | null;
  /** Whether a step after the acting step was logged as done (ok or skipped) since it began. */
  laterStepDone: boolean;
};

export type TakeoverPlan =
  /** Nothing was sent (or what was sent is proven accepted): run on from `from` in a fresh context. */
  | { kind: 'run'; from: number }
  /** The form may have been sent: a person checks the site; no verdict, no second filing. */
  | { kind: 'needs-attention'; detail: string };

export const SENDING_STOPPED = 'The worker stopped while sending the form; check the site before filing again.';

export function planTakeover(playbook: Pick<Playbook, 'steps'>, left: LeftRun): TakeoverPlan {
  if (left.reached) {
    // The site showed its confirmation text: go on after the step that saw it (the email wait).
    const mark = playbook.steps.findIndex((step) => markOf(step) === left.reached);
    return { kind: 'run', from: Math.max(left.stepIndex, mark + 1) };
  }
  const acting = left.actingStep;
  if (acting !== null && acting >= left.stepIndex) {
    // The submitting click (or one after it) began: whatever came after, the form may be at the site.
    if (acting >= submittingStepIndex(playbook) || !left.laterStepDone)
      return { kind: 'needs-attention', detail: SENDING_STOPPED };
  }
  return { kind: 'run', from: left.stepIndex };
}
