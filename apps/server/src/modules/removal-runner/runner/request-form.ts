import type { Frame, Locator } from 'playwright-core';
import type { Step } from '@cleardocket/domain/removal/playbook';
import { newlySays, planField, requestMessage, stateOptionIndex } from '@cleardocket/domain/removal/request-form';
import type { RequestFormFact } from '@cleardocket/domain/removal/request-form';
import { FIELD, asFormControl, errorsIn, scanFrame } from './form-scan';
import type { Control } from './form-scan';
import { judgeCurrent, visibleText } from './page-content';
import { captchaOnPage } from './page-survey';
import type { StepContext, StepResult } from './steps';

/**
 * The generic request-form step (decisions 038, 058): fills a form no playbook describes — on the
 * page or in a portal's frame, all at once or one question at a time — with what the member's facts
 * answer; hands it to a person when it asks what they do not hold or shows a CAPTCHA; otherwise
 * sends it and requires the page to newly confirm. The rules are the domain's.
 */
export type RequestFormStep = Extract<Step, { kind: 'fillRequestForm' }>;

const SOLVE = (what: string) =>
  `The site shows ${what} ("prove you are human"), which we never solve for you. Open the page, fill in the form with the details below, choose deletion (or opt-out), solve the check and submit it.`;

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

/** What was filled, and how many controls of each form (index; -1: controls outside any form). */
export type Filled = { facts: Set<RequestFormFact>; typed: string[]; chose: string[]; forms: Map<number, number> };
type Ask = { key: string; form: number; need: 'id-upload' | 'missing-detail'; what: string };

export const emptyFilled = (): Filled => ({ facts: new Set(), typed: [], chose: [], forms: new Map() });

/** The form the request is in: the one with the most controls filled (not a newsletter box). */
const chosenForm = (filled: Filled): number =>
  [...filled.forms].reduce((best, entry) => (entry[1] > best[1] ? entry : best), [-1, 0])[0];

/** Fills one control by its plan; returns the person's ask when it needs one. */
async function fillControl(
  frame: Frame,
  control: Control,
  allowed: readonly RequestFormFact[],
  context: StepContext,
  filled: Filled,
): Promise<Ask | null> {
  const plan = planField(asFormControl(control), allowed);
  const field = frame.locator(`[${FIELD}="${control.id}"]`);
  const value = (fact: RequestFormFact) => context.facts[fact]?.trim() || null;
  const mark = () => filled.forms.set(control.form, (filled.forms.get(control.form) ?? 0) + 1);
  if (plan.action === 'person') return { key: control.key, form: control.form, need: plan.need, what: plan.what };
  if (plan.action === 'fill') {
    const fact = value(plan.fact);
    if (!fact || !control.empty) return null;
    await field.fill(fact);
    filled.facts.add(plan.fact);
    filled.typed.push(`${FACT_LABELS[plan.fact]}: ${fact}`);
  } else if (plan.action === 'message') {
    if (!control.empty) return null;
    await field.fill(requestMessage(value('listingUrl') ?? undefined));
    filled.typed.push(`${control.label || 'Message'}: ask to delete the listing and not sell or share your data`);
  } else if (plan.action === 'select') {
    const state = value('state');
    const index = state ? stateOptionIndex(control.options, control.values, state) : -1;
    if (index < 0) return null;
    await field.selectOption({ index });
    filled.facts.add('state');
    filled.typed.push(`State: ${control.options[index] ?? state}`);
  } else if (plan.action === 'check') {
    await checkBox(field);
    filled.chose.push(control.label || control.hints);
  } else if (plan.action === 'choose') {
    const index = plan.options[0] ?? -1;
    if (control.kind === 'select') await field.selectOption({ index });
    else await checkBox(frame.locator(`[${FIELD}="${control.values[index] ?? ''}"]`));
    filled.chose.push(control.options[index] ?? '');
  } else return null;
  mark();
  return null;
}

/** Ticks a box or radio; one drawn over by a styled label is ticked through its label. */
async function checkBox(field: Locator) {
  await field.check({ timeout: 3000 }).catch(() => field.check({ force: true }));
}

/** Fills the frame's controls not handled yet; returns what a person must supply instead. */
export async function fillPass(
  frame: Frame,
  allowed: readonly RequestFormFact[],
  context: StepContext,
  handled: Set<string>,
  filled: Filled,
): Promise<Ask[]> {
  const asks: Ask[] = [];
  for (const control of (await scanFrame(frame)).controls) {
    if (handled.has(control.key)) continue;
    handled.add(control.key);
    const ask = await fillControl(frame, control, allowed, context, filled);
    if (ask) asks.push(ask);
  }
  return asks;
}

const join = (items: readonly string[]) => items.filter(Boolean).join('; ');
const detailsOf = (filled: Filled) =>
  `Details to use: ${join(filled.typed)}.${filled.chose.length ? ` Choices: ${join(filled.chose)}.` : ''}`;

const SEND = /\b(submit|send|request|opt.?out|delete|remove|done|finish|confirm)\b/i;
const NEXT = /^\s*(next|continue|ok|proceed|start|go|get started)\b/i;

/** The visible button that sends the form, or (for a form in steps) the one that goes on. */
async function buttonsOf(frame: Frame, form: number) {
  const scope = form >= 0 ? frame.locator('form').nth(form) : frame.locator('body');
  const buttons = scope.locator('button, input[type=submit], [role="button"]').filter({ visible: true });
  const send = buttons.filter({ hasText: SEND }).or(scope.locator('input[type=submit]').filter({ visible: true }));
  const next = buttons.filter({ hasText: NEXT });
  return {
    send: (await send.count()) > 0 ? send.first() : null,
    next: (await next.count()) > 0 ? next.first() : null,
  };
}

/** What still needs a person on the part of the form shown now: asks, and required fields left empty. */
async function missing(frame: Frame, form: number, found: Ask[]): Promise<Ask[]> {
  const asks = found.filter((ask) => ask.form === form);
  const stillEmpty = (await scanFrame(frame)).controls.filter(
    (control) => control.form === form && control.required && control.empty,
  );
  for (const control of stillEmpty) {
    if (!asks.some((ask) => ask.key === control.key))
      asks.push({
        key: control.key,
        form,
        need: control.kind === 'file' ? 'id-upload' : 'missing-detail',
        what: `"${control.label || control.hints || 'a required field'}"`,
      });
  }
  return asks;
}

const MAX_PARTS = 12;

/** Runs the step on `frame` (the page's or a portal's): see the file's comment. Time limits are the caller's. */
export async function fillRequestFormIn(
  frame: Frame,
  step: RequestFormStep,
  context: StepContext,
  route: string,
  sentence: string,
): Promise<StepResult> {
  const { page } = context;
  const handled = new Set<string>();
  const filled = emptyFilled();
  let form = -1;
  for (let part = 0; ; part++) {
    const found = await fillPass(frame, step.facts, context, handled, filled);
    // A choice may reveal more fields (an agent's details, a state): read the form once more.
    found.push(...(await fillPass(frame, step.facts, context, handled, filled)));
    form = chosenForm(filled);
    // A CAPTCHA first: its own box ("type the characters") is the check, not a detail to supply.
    const captcha = await captchaOnPage(page);
    if (captcha)
      return {
        outcome: 'wait-person',
        need: 'captcha',
        instructions: `${route} ${SOLVE(captcha)} ${detailsOf(filled)}`,
      };
    const asks = await missing(frame, form, found);
    if (asks.length > 0) {
      const what = [...new Set(asks.map((ask) => ask.what))];
      return {
        outcome: 'wait-person',
        need: asks.some((ask) => ask.need === 'id-upload') ? 'id-upload' : 'missing-detail',
        instructions: `${route} The form also asks for ${join(what)}, which we do not hold or will not give for you. Open the page, fill in the form with the details below, add what it asks and submit it. ${detailsOf(filled)}`,
      };
    }
    const buttons = await buttonsOf(frame, form);
    if (buttons.send || !buttons.next || part >= MAX_PARTS) break;
    // A form in steps (one question at a time, or "choose your right → continue"): go on, read again.
    await buttons.next.click();
    await page.waitForTimeout(400);
  }
  if (!filled.facts.has('email') && !filled.facts.has('fullName') && !filled.facts.has('lastName'))
    return {
      outcome: 'failed',
      detail: `${route} The form has no field we recognise for your name or email; a person must read it.`,
      retry: false,
    };
  return send(frame, step, context, form, { lead: route, sentence });
}

/** Sends the form and watches for the site's answer: a new confirmation, an error, a refusal. */
async function send(
  frame: Frame,
  step: RequestFormStep,
  context: StepContext,
  form: number,
  { lead: route, sentence }: { lead: string; sentence: string },
): Promise<StepResult> {
  const { page } = context;
  const before = `${await visibleText(page)}\n${frame === page.mainFrame() ? '' : await visibleText(frame)}`;
  const errorsBefore = await errorsIn(frame);
  const { send: button } = await buttonsOf(frame, form);
  if (!button) return { outcome: 'failed', detail: `${route} The form has no button to send it.`, retry: false };
  // Once more at the last moment: some pages draw their check when the form is touched.
  const captcha = await captchaOnPage(page);
  if (captcha) return { outcome: 'wait-person', need: 'captcha', instructions: `${route} ${SOLVE(captcha)}` };
  await button.click();
  await page.waitForLoadState('domcontentloaded').catch(() => undefined);
  const until = Date.now() + 10_000;
  for (;;) {
    const alive = !frame.isDetached();
    const text = `${await visibleText(page)}\n${alive && frame !== page.mainFrame() ? await visibleText(frame) : ''}`;
    const verdict = await judgeCurrent(page, context.documentStatus());
    if (!verdict.ok) return { outcome: 'failed', detail: verdict.reason, retry: verdict.retry };
    const errors = alive ? (await errorsIn(frame)).filter((error) => !errorsBefore.includes(error)) : [];
    if (errors.length > 0)
      return {
        outcome: 'failed',
        detail: `The site showed an error after the form was sent: ${join(errors).slice(0, 240)}`,
        retry: false,
      };
    const confirmed = newlySays(before, text, step.confirmation);
    if (confirmed)
      return { outcome: 'ok', detail: `${route} Sent the form; the page says "${confirmed}".`, route: sentence };
    if (Date.now() > until)
      return { outcome: 'failed', detail: 'The form was sent but the page did not confirm the request.', retry: false };
    await page.waitForTimeout(300);
  }
}
