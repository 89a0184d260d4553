import { EligibilityInputSchema } from '@cleardocket/domain/court-records/contract';
import type { EligibilityAnswers, EligibilityOutcome } from '@cleardocket/domain/court-records/contract';
import type { Disposition } from '@cleardocket/domain/court-records/eligibility/index';
import { LIKELIHOOD_LABELS, REMEDY_LABELS } from '@cleardocket/domain/court-records/labels';
import { paths } from '~/config/paths';
import { formErrorSlot, onPlainSubmit, showFieldErrors } from '~/lib/behaviours/plain-form';
import { assessmentHref } from '~/lib/behaviours/assessment-link';
import { publicCheck } from '../api/public-check';

const FIELDS = [
  'state',
  'caseType',
  'chargeLevel',
  'offenceCategory',
  'disposition',
  'offenceDate',
  'dispositionDate',
  'sentenceCompletedDate',
  'laterConvictionDate',
] as const;

const valueOf = (form: HTMLFormElement, name: string) => {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value.trim() : '';
};
const checked = (form: HTMLFormElement, name: string) => {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement && control.checked;
};

/** The form's answers in the engine's shape (the contract checks them next). */
function draftOf(form: HTMLFormElement) {
  const criminal = valueOf(form, 'caseType') === 'criminal';
  const later = valueOf(form, 'laterConvictionDate');
  return {
    state: valueOf(form, 'state'),
    caseType: valueOf(form, 'caseType'),
    // Empty for a criminal case is refused by the contract (the field's message), not sent as null.
    chargeLevel: criminal ? valueOf(form, 'chargeLevel') : null,
    offenceCategory: criminal ? valueOf(form, 'offenceCategory') : null,
    disposition: valueOf(form, 'disposition'),
    offenceDate: valueOf(form, 'offenceDate') || null,
    dispositionDate: valueOf(form, 'dispositionDate'),
    sentenceCompletedDate: valueOf(form, 'sentenceCompletedDate') || null,
    otherCases: { pending: checked(form, 'pending'), laterConvictionDates: later ? [later] : [] },
  };
}

const FIELD_MESSAGES: Partial<Record<(typeof FIELDS)[number], string>> = {
  state: 'Choose the state where the case was.',
  caseType: 'Choose the kind of case.',
  chargeLevel: 'Choose the charge level.',
  offenceCategory: 'Choose the kind of offence.',
  disposition: 'Choose how the case ended.',
  dispositionDate: 'Enter the date the case ended.',
};

function fieldOf(path: readonly PropertyKey[]): (typeof FIELDS)[number] | null {
  const [first, second] = path;
  if (first === 'otherCases' && second === 'laterConvictionDates') return 'laterConvictionDate';
  return FIELDS.find((field) => field === first) ?? null;
}

/** The free assessment's answers that match the case (its own words). */
function assessmentOutcome(disposition: Disposition): string {
  if (disposition === 'acquitted') return 'acquitted';
  if (disposition === 'convicted') return 'convicted';
  return 'dismissed';
}

function element(doc: Document, tag: string, text?: string, className?: string): HTMLElement {
  const node = doc.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/** Writes the result with text nodes only (nothing of the answer is read as HTML). */
function renderPublicResult(root: HTMLElement, result: EligibilityOutcome, answers: EligibilityAnswers): void {
  const doc = root.ownerDocument;
  const heading = element(
    doc,
    'h3',
    `${LIKELIHOOD_LABELS[result.likelihood]}${result.remedy !== 'none' ? ` · ${REMEDY_LABELS[result.remedy]}` : ''}`,
    'text-xl font-semibold',
  );
  const wait = result.waitingPeriodEnds
    ? `The waiting period ends on ${result.waitingPeriodEnds} (${result.waitingDaysLeft ?? 0} days from today).`
    : 'No waiting period is left.';
  const reasons = element(doc, 'ul', undefined, 'grid list-disc gap-1 pl-5');
  for (const reason of result.reasons) reasons.append(element(doc, 'li', reason));
  const statutes = element(doc, 'ul', undefined, 'grid gap-1');
  for (const statute of result.statutes) {
    const item = element(doc, 'li');
    const link = element(doc, 'a', statute.citation, 'underline');
    link.setAttribute('href', statute.url);
    link.setAttribute('rel', 'noreferrer');
    item.append(link, doc.createTextNode(` ${statute.title} (last checked ${statute.lastChecked})`));
    statutes.append(item);
  }
  const next = element(
    doc,
    'a',
    'See where the case appears online: start your free assessment',
    'font-semibold underline',
  );
  next.setAttribute(
    'href',
    assessmentHref(paths.freeAssessment.getHref(), {
      kinds: [answers.caseType === 'criminal' ? 'criminal-case' : 'civil-lawsuit'],
      outcome: assessmentOutcome(answers.disposition),
      state: answers.state,
    }),
  );
  root.replaceChildren(
    heading,
    element(doc, 'p', wait),
    element(doc, 'p', `Automatic sealing: ${result.automatic.text}`),
    reasons,
    ...(result.statutes.length > 0 ? [element(doc, 'p', 'The law this rests on', 'font-medium'), statutes] : []),
    element(doc, 'p', result.notLegalAdvice, 'text-sm text-ink-700'),
    next,
  );
  root.hidden = false;
}

/**
 * The short public pre-check on /seal-court-records (plain DOM, decision 009): the answers checked
 * by the domain's contract, sent to POST /api/court-records/public-check, the result written under
 * the form with a link into the free assessment carrying the answers that apply.
 */
export function attachPublicCheck(
  form: HTMLFormElement,
  send: (answers: EligibilityAnswers) => Promise<EligibilityOutcome> = publicCheck,
): () => void {
  const showFormError = formErrorSlot(form);
  const result = form.ownerDocument.querySelector<HTMLElement>('[data-court-check-result]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  return onPlainSubmit(form, async () => {
    const parsed = EligibilityInputSchema.safeParse(draftOf(form));
    if (!parsed.success) {
      const errors: Partial<Record<string, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path);
        if (field) errors[field] ??= FIELD_MESSAGES[field] ?? issue.message;
      }
      showFieldErrors(form, FIELDS, errors);
      showFormError('Please check the fields marked below.');
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    showFieldErrors(form, FIELDS, {});
    showFormError(null);
    if (submit) submit.disabled = true;
    try {
      const answer = await send(parsed.data);
      if (result) renderPublicResult(result, answer, parsed.data);
    } catch (caught) {
      showFormError(caught instanceof Error ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      if (submit) submit.disabled = false;
    }
  });
}
