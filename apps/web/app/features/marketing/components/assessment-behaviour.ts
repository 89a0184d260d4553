import { assessCase } from '@cleardocket/domain/assessment/assess';
import { LeadBodySchema } from '@cleardocket/domain/assessment/contract';
import type { LeadBody, LeadFindings, LeadPreview } from '@cleardocket/domain/assessment/contract';
import { SESSION_STORAGE_KEYS } from '@cleardocket/domain/constants';
import { createLead } from '../api/create-lead';
import { getLeadPreview } from '../api/get-lead-preview';
import { attachLeadCodeForm } from './assessment-code';
import { ApiError } from '~/lib/api-client';
import { formErrorSlot, onPlainSubmit, showFieldErrors } from '~/lib/behaviours/plain-form';

/**
 * The free assessment (spec §2, issue 16 step 1): the form sends a lead and the result page polls
 * its teaser scan. Plain DOM code: the static pages run it without React, the pages under React
 * too (decision 009). The lead's token stays in this tab's session storage and its httpOnly
 * cookie, never in a URL (decision 022).
 */

const FIELDS = [
  'kinds',
  'outcome',
  'places',
  'state',
  'firstName',
  'lastName',
  'city',
  'caseNumber',
  'email',
  'consent',
];

function checkedValues(form: HTMLFormElement, name: string): string[] {
  return [...form.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((input) => input.value);
}

function valueOf(form: HTMLFormElement, name: string): string {
  const control = form.elements.namedItem(name);
  return control instanceof HTMLInputElement || control instanceof HTMLSelectElement ? control.value : '';
}

/** The field an issue is about: answers' own fields by their name ('kinds', 'state'), the rest by theirs. */
function fieldOf(path: readonly PropertyKey[]): string | null {
  const [first, second] = path;
  const field = first === 'answers' ? second : first;
  return typeof field === 'string' ? field : null;
}

/** What the form holds, in the shape of the lead contract (checked by it next). */
function draftOf(form: HTMLFormElement) {
  return {
    answers: {
      kinds: checkedValues(form, 'kinds'),
      outcome: checkedValues(form, 'outcome')[0] ?? 'not-sure',
      places: checkedValues(form, 'places'),
      state: valueOf(form, 'state'),
    },
    firstName: valueOf(form, 'firstName'),
    lastName: valueOf(form, 'lastName'),
    city: valueOf(form, 'city'),
    caseNumber: valueOf(form, 'caseNumber'),
    email: valueOf(form, 'email'),
    consent: checkedValues(form, 'consent').length > 0,
  };
}

/**
 * The free assessment's form: checked by the domain's lead contract (zod/mini), sent to
 * POST /api/assessment/leads, the token kept for the result page, then on to it through `go`.
 */
export function attachAssessmentForm(
  form: HTMLFormElement,
  go: (href: string) => void,
  resultHref: string,
  send: (body: LeadBody) => Promise<{ token: string }> = createLead,
) {
  const showFormError = formErrorSlot(form);
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const idleLabel = submit?.textContent ?? '';
  const setBusy = (busy: boolean) => {
    if (!submit) return;
    submit.disabled = busy;
    submit.textContent = busy ? 'Starting your scan…' : idleLabel;
  };
  return onPlainSubmit(form, async () => {
    const parsed = LeadBodySchema.safeParse(draftOf(form));
    if (!parsed.success) {
      const errors: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path);
        if (field) errors[field] ??= issue.message;
      }
      showFieldErrors(form, FIELDS, errors);
      showFormError('Please check the fields marked below.');
      form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    showFieldErrors(form, FIELDS, {});
    showFormError(null);
    setBusy(true);
    try {
      const { token } = await send(parsed.data);
      window.sessionStorage.setItem(SESSION_STORAGE_KEYS.assessmentLead, token);
      go(resultHref);
    } catch (caught) {
      showFormError(caught instanceof Error ? caught.message : 'Something went wrong. Please try again.');
    } finally {
      setBusy(false);
    }
  });
}

export type PollOptions = {
  fetchPreview?: (token: string) => Promise<LeadPreview>;
  verifyCode?: (token: string, code: string) => Promise<unknown>;
  intervalMs?: number;
  /** How long the page waits for the scan before it says so and offers to try again. */
  timeoutMs?: number;
  sleep?: (ms: number) => Promise<void>;
};

const SEVERITY_LABELS = { high: 'High', medium: 'Medium', low: 'Low' } as const;

function show(root: HTMLElement, state: 'none' | 'code' | 'scanning' | 'failed' | 'found') {
  for (const part of root.querySelectorAll<HTMLElement>('[data-result]')) part.hidden = part.dataset.result !== state;
}

function listItems(list: HTMLElement | null, items: HTMLElement[]) {
  list?.replaceChildren(...items);
}

function element(doc: Document, tag: string, className: string, text?: string): HTMLElement {
  const node = doc.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** Writes the finished preview into the page: counts, masked findings, removal paths, routes and plan. */
function fillPreview(root: HTMLElement, preview: LeadFindings): void {
  const doc = root.ownerDocument;
  const text = (selector: string, value: string) => {
    const node = root.querySelector<HTMLElement>(selector);
    if (node) node.textContent = value;
  };
  text('[data-total]', String(preview.total));
  text('[data-needs-action]', String(preview.needsAction));
  // "0 look like you" is never the whole story while some may be: the review count comes with it (issue 31).
  text('[data-needs-review]', preview.needsReview === 1 ? '1 result' : `${preview.needsReview} results`);
  for (const node of root.querySelectorAll<HTMLElement>('[data-when-review]')) node.hidden = preview.needsReview === 0;
  for (const severity of ['high', 'medium', 'low'] as const) {
    text(`[data-severity-count="${severity}"]`, String(preview.bySeverity[severity]));
  }
  for (const node of root.querySelectorAll<HTMLElement>('[data-when-found]')) node.hidden = preview.total === 0;
  for (const node of root.querySelectorAll<HTMLElement>('[data-when-empty]')) node.hidden = preview.total > 0;

  listItems(
    root.querySelector('[data-kinds]'),
    preview.byKind.map(({ label, count }) => {
      const item = element(doc, 'li', 'flex justify-between gap-4 border-b border-ink-100 py-2');
      item.append(element(doc, 'span', '', label), element(doc, 'span', 'font-semibold tabular-nums', String(count)));
      return item;
    }),
  );
  const kindLabel = new Map(preview.byKind.map(({ kind, label }) => [kind as string, label]));
  listItems(
    root.querySelector('[data-findings]'),
    preview.findings.map((finding) => {
      const item = element(doc, 'li', 'grid gap-1 rounded-lg border border-ink-200 p-4');
      item.append(
        element(
          doc,
          'p',
          'text-sm text-ink-700',
          `${finding.site} · ${kindLabel.get(finding.kind) ?? finding.kind} · ${SEVERITY_LABELS[finding.severity]} severity`,
        ),
        element(doc, 'p', 'font-semibold break-words', finding.title),
      );
      return item;
    }),
  );
  listItems(
    root.querySelector('[data-removal-paths]'),
    preview.removalPaths.map((path) => {
      const item = element(doc, 'li', 'rounded-lg border border-ink-200 p-4');
      item.append(
        element(doc, 'p', 'text-sm text-ink-700', path.label),
        element(doc, 'p', 'font-semibold', path.title),
        element(doc, 'p', 'mt-1 text-ink-700', path.text),
      );
      return item;
    }),
  );

  const result = assessCase(preview.answers);
  for (const node of root.querySelectorAll<HTMLElement>('[data-can-seal]')) node.hidden = !result.canSealSoon;
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

/**
 * The result page: reads the lead's token from session storage and polls its preview until the
 * scan is done ("Scanning…"), failed or taking too long ("We could not finish the scan. Try
 * again.", with a button that polls again). Without a token, or once the lead expired, the page
 * asks for the assessment first. Returns the function that stops polling.
 */
export function showAssessmentResult(root: HTMLElement, options: PollOptions = {}): () => void {
  const {
    fetchPreview = (token: string) => getLeadPreview(token),
    verifyCode,
    intervalMs = 1500,
    timeoutMs = 60_000,
    sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
  } = options;
  let stopped = false;
  const token =
    typeof window === 'undefined' ? null : window.sessionStorage.getItem(SESSION_STORAGE_KEYS.assessmentLead);
  if (!token) {
    show(root, 'none');
    return () => undefined;
  }
  const poll = async () => {
    show(root, 'scanning');
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      if (stopped) return;
      let preview: LeadPreview;
      try {
        preview = await fetchPreview(token);
      } catch (caught) {
        if (caught instanceof ApiError && caught.status === 404) {
          window.sessionStorage.removeItem(SESSION_STORAGE_KEYS.assessmentLead);
          const message = root.querySelector<HTMLElement>('[data-none-message]');
          if (message) message.textContent = caught.message;
          show(root, 'none');
          return;
        }
        if (Date.now() >= deadline) break;
        await sleep(intervalMs);
        continue;
      }
      if (stopped) return;
      if (preview.status === 'needs_code') {
        show(root, 'code');
        root.querySelector<HTMLInputElement>('[data-result="code"] input[name="code"]')?.focus();
        return;
      }
      if (preview.status === 'done') {
        fillPreview(root, preview);
        show(root, 'found');
        root.querySelector<HTMLElement>('[data-result="found"] h2')?.focus();
        return;
      }
      if (preview.status === 'failed' || Date.now() >= deadline) break;
      await sleep(intervalMs);
    }
    show(root, 'failed');
  };
  const retry = root.querySelector<HTMLButtonElement>('[data-retry]');
  const onRetry = () => void poll();
  retry?.addEventListener('click', onRetry);
  const codeForm = root.querySelector<HTMLFormElement>('form[data-lead-code]');
  const detachCode = codeForm ? attachLeadCodeForm(codeForm, token, onRetry, verifyCode) : () => undefined;
  void poll();
  return () => {
    stopped = true;
    retry?.removeEventListener('click', onRetry);
    detachCode();
  };
}
