import type { Page } from 'playwright-core';
import { z } from 'zod';
import type { Step } from '@cleardocket/domain/removal/playbook';
import { newlySays, planField, requestMessage, stateOptionIndex } from '@cleardocket/domain/removal/request-form';
import type { FormControl, RequestFormFact } from '@cleardocket/domain/removal/request-form';
import { judgeCurrent } from './page-content';
import type { StepContext, StepResult } from './steps';

/**
 * The generic request-form step (decision 038): reads a form no playbook describes, fills what the
 * member's facts answer, hands the form to a person when it needs what they do not hold or shows a
 * CAPTCHA, and otherwise sends it and requires the page to newly confirm. The page is read by a
 * script in the page (the controls, their labels and what they hold); the rules are the domain's.
 */

type RequestFormStep = Extract<Step, { kind: 'fillRequestForm' }>;

/** A CAPTCHA on the page (the same markers the described playbooks look for). */
const CAPTCHA = 'iframe[src*="captcha"], .g-recaptcha, .h-captcha, .cf-turnstile, [data-sitekey]';
const SOLVE =
  'The site shows a "prove you are human" check, which we never solve for you. Open the page, fill in the form with the details below, choose deletion (or opt-out), solve the check and submit it.';
const FIELD = 'data-cd-field';

const ControlSchema = z.object({
  id: z.string(),
  key: z.string(),
  kind: z.enum(['text', 'select', 'textarea', 'checkbox', 'radio-group', 'file']),
  type: z.string(),
  label: z.string(),
  hints: z.string(),
  autocomplete: z.string(),
  required: z.boolean(),
  options: z.array(z.string()),
  /** A select's option values; a radio group's choices' field ids. */
  values: z.array(z.string()),
  empty: z.boolean(),
  form: z.number().int(),
});
type Control = z.infer<typeof ControlSchema>;
const ScanSchema = z.object({ controls: z.array(ControlSchema), hasForm: z.boolean() });

/**
 * Reads every visible control in the page (and tags it with `data-cd-field` so Playwright can act
 * on it): kind, label (labels, aria-labelledby, aria-label), other hints, whether it is required
 * and whether it is empty now. Radios come as one group each, with the group's question.
 */
const SCAN = `(() => {
  const FIELD = ${JSON.stringify(FIELD)};
  const clean = (value) => String(value || '').replace(/\\s+/g, ' ').trim();
  const textOf = (element) => (element ? clean(element.innerText || element.textContent) : '');
  const visible = (element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && (box.width > 0 || box.height > 0);
  };
  const labelOf = (element) => {
    const parts = [];
    for (const label of element.labels || []) parts.push(textOf(label));
    for (const id of (element.getAttribute('aria-labelledby') || '').split(/\\s+/).filter(Boolean))
      parts.push(textOf(document.getElementById(id)));
    parts.push(element.getAttribute('aria-label'));
    return clean(parts.filter(Boolean).join(' '));
  };
  const hintsOf = (element) =>
    clean([element.getAttribute('name'), element.id, element.getAttribute('placeholder'), element.getAttribute('title')]
      .filter(Boolean).join(' '));
  const requiredOf = (element, label) =>
    element.required || element.getAttribute('aria-required') === 'true' || /\\*\\s*$|\\(required\\)/i.test(label);
  const forms = Array.from(document.forms);
  const formOf = (element) => (element.form ? forms.indexOf(element.form) : -1);
  let next = 0;
  const tag = (element) => {
    if (!element.hasAttribute(FIELD)) element.setAttribute(FIELD, 'f' + next++ + '-' + Math.random().toString(36).slice(2, 6));
    return element.getAttribute(FIELD);
  };
  const controls = [];
  const groups = new Map();
  for (const element of document.querySelectorAll('input, select, textarea')) {
    const tagName = element.tagName.toLowerCase();
    const type = tagName === 'input' ? (element.getAttribute('type') || 'text').toLowerCase() : '';
    if (['hidden', 'submit', 'button', 'reset', 'image', 'search'].includes(type) || element.disabled) continue;
    if (type !== 'file' && !visible(element)) continue;
    const label = labelOf(element);
    if (type === 'radio') {
      const name = element.getAttribute('name') || tag(element);
      const group = groups.get(name) || { radios: [], element };
      group.radios.push(element);
      groups.set(name, group);
      continue;
    }
    const kind = tagName === 'select' ? 'select' : tagName === 'textarea' ? 'textarea' : type === 'checkbox' ? 'checkbox' : type === 'file' ? 'file' : 'text';
    const options = kind === 'select' ? Array.from(element.options).map((option) => clean(option.label || option.text)) : [];
    const values = kind === 'select' ? Array.from(element.options).map((option) => option.value) : [];
    const empty = kind === 'checkbox' ? !element.checked : kind === 'file' ? element.files.length === 0 : clean(element.value) === '';
    const hints = hintsOf(element);
    controls.push({ id: tag(element), key: kind + ':' + (element.getAttribute('name') || element.id || label || hints),
      kind, type, label, hints, autocomplete: element.getAttribute('autocomplete') || '',
      required: requiredOf(element, label), options, values, empty, form: formOf(element) });
  }
  for (const [name, group] of groups) {
    const first = group.element;
    const fieldset = first.closest('fieldset');
    const radiogroup = first.closest('[role="radiogroup"]');
    const question = clean([
      fieldset ? textOf(fieldset.querySelector('legend')) : '',
      radiogroup ? labelOf(radiogroup) : '',
    ].join(' '));
    controls.push({ id: tag(first), key: 'radio:' + name, kind: 'radio-group', type: 'radio', label: question,
      hints: clean(name), autocomplete: '', required: group.radios.some((radio) => radio.required),
      options: group.radios.map((radio) => labelOf(radio) || clean(radio.value)), values: group.radios.map(tag),
      empty: !group.radios.some((radio) => radio.checked), form: formOf(first) });
  }
  return { controls, hasForm: forms.length > 0 };
})()`;

/** Visible error messages (alerts, invalid fields, error boxes): what a site says when it refused. */
const ERRORS = `(() => {
  const clean = (value) => String(value || '').replace(/\\s+/g, ' ').trim();
  const visible = (element) => {
    const style = getComputedStyle(element);
    const box = element.getBoundingClientRect();
    return style.visibility !== 'hidden' && style.display !== 'none' && (box.width > 0 || box.height > 0);
  };
  const found = [];
  for (const element of document.querySelectorAll('[role="alert"], .error, .errors, .invalid-feedback, .field-error, .form-error, .alert-danger, [class*="error" i]')) {
    if (!visible(element)) continue;
    const text = clean(element.innerText || element.textContent);
    if (text && !found.includes(text)) found.push(text.slice(0, 160));
  }
  if (document.querySelector('[aria-invalid="true"]')) found.push('A field is marked invalid.');
  return found;
})()`;

/** The button that sends form `form`, or for a form built without a <form>, the page's send button. */
async function submitButton(page: Page, form: number | null) {
  if (form !== null) {
    const inForm = page
      .locator('form')
      .nth(form)
      .locator('button[type=submit], input[type=submit], button:not([type])')
      .first();
    if ((await inForm.count()) > 0) return inForm;
  }
  const named = page.getByRole('button', { name: /submit|send|request|opt.?out|delete|continue/i }).first();
  return (await named.count()) > 0 ? named : null;
}

const errorsOn = async (page: Page) =>
  z
    .array(z.string())
    .catch([])
    .parse(await page.evaluate(ERRORS).catch(() => []));

const bodyText = (page: Page) =>
  page
    .locator('body')
    .innerText({ timeout: 2000 })
    .catch(() => '');

async function scan(page: Page): Promise<Control[]> {
  const parsed = ScanSchema.safeParse(await page.evaluate(SCAN));
  return parsed.success ? parsed.data.controls : [];
}

const asFormControl = (control: Control): FormControl => ({
  kind: control.kind,
  type: control.type,
  label: control.label,
  hints: control.hints,
  autocomplete: control.autocomplete,
  required: control.required,
  options: control.options,
});

const FACT_LABELS: Record<RequestFormFact, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  street: 'Street address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  listingUrl: 'The listing',
};

/** Waits until the page shows a form control (hosted portals build theirs by script after load). */
async function waitForControls(page: Page, ms: number): Promise<boolean> {
  return page
    .locator('input:not([type=hidden]), select, textarea')
    .first()
    .waitFor({ state: 'visible', timeout: ms })
    .then(() => true)
    .catch(() => false);
}

/** What was filled, and how many controls of each form (index; -1: controls outside any form). */
type Filled = { facts: Set<RequestFormFact>; typed: string[]; chose: string[]; forms: Map<number, number> };
type Ask = { key: string; form: number; need: 'id-upload' | 'missing-detail'; what: string };

/** The form the request is in: the one with the most controls filled (not a newsletter box). */
const chosenForm = (filled: Filled): number =>
  [...filled.forms].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [-1, 0])[0];

/** Fills the controls not handled yet; returns what a person must supply instead. */
async function fillPass(
  page: Page,
  step: RequestFormStep,
  context: StepContext,
  handled: Set<string>,
  filled: Filled,
): Promise<Ask[]> {
  const asks: Ask[] = [];
  for (const control of await scan(page)) {
    if (handled.has(control.key)) continue;
    handled.add(control.key);
    const plan = planField(asFormControl(control), step.facts);
    const field = page.locator(`[${FIELD}="${control.id}"]`);
    const value = (fact: RequestFormFact) => context.facts[fact]?.trim() || null;
    const mark = () => filled.forms.set(control.form, (filled.forms.get(control.form) ?? 0) + 1);
    if (plan.action === 'person') asks.push({ key: control.key, form: control.form, need: plan.need, what: plan.what });
    else if (plan.action === 'fill') {
      const fact = value(plan.fact);
      if (!fact || !control.empty) continue;
      await field.fill(fact);
      filled.facts.add(plan.fact);
      filled.typed.push(`${FACT_LABELS[plan.fact]}: ${fact}`);
      mark();
    } else if (plan.action === 'message') {
      if (!control.empty) continue;
      await field.fill(requestMessage(value('listingUrl') ?? undefined));
      filled.typed.push(`${control.label || 'Message'}: ask to delete the listing and not sell or share your data`);
      mark();
    } else if (plan.action === 'select') {
      const state = value('state');
      const index = state ? stateOptionIndex(control.options, control.values, state) : -1;
      if (index < 0) continue;
      await field.selectOption({ index });
      filled.facts.add('state');
      filled.typed.push(`State: ${control.options[index] ?? state}`);
      mark();
    } else if (plan.action === 'check') {
      await field.check();
      filled.chose.push(control.label || control.hints);
      mark();
    } else if (plan.action === 'choose') {
      const index = plan.options[0] ?? -1;
      if (control.kind === 'select') await field.selectOption({ index });
      else await page.locator(`[${FIELD}="${control.values[index] ?? ''}"]`).check();
      filled.chose.push(control.options[index] ?? '');
      mark();
    }
  }
  return asks;
}

const join = (items: readonly string[]) => items.filter(Boolean).join('; ');

/** Runs the step: see the file's comment. Time limits are the caller's. */
export async function fillRequestForm(step: RequestFormStep, context: StepContext): Promise<StepResult> {
  const { page } = context;
  if (!(await waitForControls(page, 10_000)))
    return { outcome: 'failed', detail: 'The page shows no form to fill in.', retry: false };

  const handled = new Set<string>();
  const filled: Filled = { facts: new Set(), typed: [], chose: [], forms: new Map() };
  const found = await fillPass(page, step, context, handled, filled);
  // A choice may reveal more fields (an agent's details, a state): read the page once more.
  found.push(...(await fillPass(page, step, context, handled, filled)));
  const form = chosenForm(filled);
  const asks = found.filter((ask) => ask.form === form);
  if (!filled.facts.has('email') && !filled.facts.has('fullName') && !filled.facts.has('lastName'))
    return {
      outcome: 'failed',
      detail: 'The form has no field we recognise for the member’s name or email; it needs a person to read it.',
      retry: false,
    };

  const stillEmpty = (await scan(page)).filter((control) => control.form === form && control.required && control.empty);
  for (const control of stillEmpty) {
    if (!asks.some((ask) => ask.key === control.key))
      asks.push({
        key: control.key,
        form,
        need: control.kind === 'file' ? 'id-upload' : 'missing-detail',
        what: `"${control.label || control.hints || 'a required field'}"`,
      });
  }
  const details = `Details to use: ${join(filled.typed)}.${filled.chose.length ? ` Choices: ${join(filled.chose)}.` : ''}`;
  if (asks.length > 0) {
    const what = [...new Set(asks.map((ask) => ask.what))];
    return {
      outcome: 'wait-person',
      need: asks.some((ask) => ask.need === 'id-upload') ? 'id-upload' : 'missing-detail',
      instructions: `The site’s form also asks for ${join(what)}, which we do not hold or will not give for you. Open the page, fill in the form with the details below, add what it asks and submit it. ${details}`,
    };
  }
  if ((await page.locator(CAPTCHA).count()) > 0)
    return { outcome: 'wait-person', need: 'captcha', instructions: `${SOLVE} ${details}` };

  const before = await bodyText(page);
  const errorsBefore = await errorsOn(page);
  const button = await submitButton(page, form >= 0 ? form : null);
  if (!button) return { outcome: 'failed', detail: 'The form has no button to send it.', retry: false };
  await button.click();
  await page.waitForLoadState('domcontentloaded').catch(() => undefined);

  // The site answers by a new page or by changing this one: watch for either, a while.
  const until = Date.now() + 10_000;
  for (;;) {
    const text = await bodyText(page);
    const verdict = await judgeCurrent(page, context.documentStatus());
    if (!verdict.ok) return { outcome: 'failed', detail: verdict.reason, retry: verdict.retry };
    const errors = (await errorsOn(page)).filter((error) => !errorsBefore.includes(error));
    const confirmed = newlySays(before, text, step.confirmation);
    if (errors.length > 0)
      return {
        outcome: 'failed',
        detail: `The site showed an error after the form was sent: ${join(errors).slice(0, 240)}`,
        retry: false,
      };
    if (confirmed) return { outcome: 'ok', detail: `Sent the form; the page says "${confirmed}".` };
    if (Date.now() > until)
      return {
        outcome: 'failed',
        detail: 'The form was sent but the page did not confirm the request.',
        retry: false,
      };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}
