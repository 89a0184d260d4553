import type { Locator, Page } from 'playwright-core';
import { confirmationCode, confirmationLink } from '@cleardocket/domain/removal/mail-match';
import type { InboundMailFacts } from '@cleardocket/domain/removal/mail-match';
import type { HumanNeed, MailMatch, ProfileFact, Step, Target } from '@cleardocket/domain/removal/playbook';
import { saysAny } from '@cleardocket/domain/removal/request-form';
import { judgeCurrent } from './page-content';
import { takeRoute } from './route';

/** What one step came to. Anything the playbook did not expect is `failed`, never `ok`. */
export type StepResult =
  /** `route`: how a generic request was sent, in the member's words (issue 30 §7). */
  | { outcome: 'ok'; detail?: string; route?: string }
  | { outcome: 'skipped'; detail: string }
  | { outcome: 'wait-email'; detail: string }
  | { outcome: 'wait-person'; need: HumanNeed; instructions: string }
  /** The site takes requests by email at this address (issue 30 §1): the letter path takes over. */
  | { outcome: 'email'; address: string; detail: string }
  /** Nothing more to do: the run ends with what it reached (an email the site never said it sent). */
  | { outcome: 'end'; detail: string }
  | { outcome: 'failed'; detail: string; retry: boolean };

export type Facts = Partial<Record<ProfileFact, string>>;

export type StepContext = {
  page: Page;
  /** The company's own domain (the playbook's): its addresses and pages are the site's own. */
  domain: string;
  facts: Facts;
  /** The HTTP status of the last page the main frame loaded. */
  documentStatus(): number | null;
  findMail(match: MailMatch): Promise<InboundMailFacts | null>;
  isOwnUrl(url: string): boolean;
};

const ROW_SELECTOR = 'a, button, label, li, tr, [role="row"], article, section, div.result, div.card';

function locate(page: Page, target: Target, facts: Facts): Locator {
  if ('label' in target) return page.getByLabel(target.label).first();
  if ('role' in target) return page.getByRole(target.role, { name: target.name }).first();
  if ('placeholder' in target) return page.getByPlaceholder(target.placeholder).first();
  if ('text' in target) return page.getByText(target.text).first();
  if ('css' in target) return page.locator(target.css).first();
  let rows = page.locator(ROW_SELECTOR);
  for (const fact of target.withFacts) rows = rows.filter({ hasText: facts[fact] ?? '\u0000missing' });
  // The innermost element showing every fact: the listing itself, not the page around it.
  return rows.filter({ hasNot: rows }).first();
}

const describeTarget = (target: Target) => JSON.stringify(target);
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A page that refuses or challenges the runner fails the step (429/503 worth a retry). */
async function judgeCurrentPage(context: StepContext): Promise<StepResult> {
  const verdict = await judgeCurrent(context.page, context.documentStatus());
  return verdict.ok ? { outcome: 'ok' } : { outcome: 'failed', detail: verdict.reason, retry: verdict.retry };
}

function factOf(context: StepContext, fact: ProfileFact): string | null {
  const value = context.facts[fact];
  return value && value.trim() ? value : null;
}

async function openLink(context: StepContext, url: string): Promise<StepResult> {
  if (!context.isOwnUrl(url))
    return {
      outcome: 'failed',
      detail: `The emailed link leads to another site (${new URL(url).host}).`,
      retry: false,
    };
  await context.page.goto(url, { waitUntil: 'domcontentloaded' });
  return judgeCurrentPage(context);
}

/** Runs one step on the page. Time limits are the caller's (execute.ts). */
type StepOf<K extends Step['kind']> = Extract<Step, { kind: K }>;

async function expectText(step: StepOf<'expectText'>, { page }: StepContext): Promise<StepResult> {
  const wanted = step.text ?? new RegExp((step.anyText ?? []).map(escapeRegExp).join('|'), 'i');
  const said = step.text ?? `one of ${(step.anyText ?? []).map((text) => `"${text}"`).join(', ')}`;
  const seen = await page
    .getByText(wanted)
    .first()
    .waitFor({ state: 'visible' })
    .then(() => true)
    .catch(() => false);
  return seen
    ? { outcome: 'ok', detail: step.text ? `The page says "${step.text}".` : 'The page confirms it.' }
    : { outcome: 'failed', detail: `The page did not say ${step.text ? `"${said}"` : said}.`, retry: false };
}

/** The site's emailed link: opened when the mail is here; awaited only when the page announced it. */
async function openEmailLink(step: StepOf<'openEmailLink'>, context: StepContext): Promise<StepResult> {
  const mail = await context.findMail(step.match);
  if (!mail && step.onlyIfAsked) {
    const text = await context.page
      .locator('body')
      .innerText({ timeout: 2000 })
      .catch(() => '');
    if (!saysAny(text, step.onlyIfAsked))
      return { outcome: 'end', detail: 'The site did not say it sent an email: nothing to wait for.' };
  }
  if (!mail) return { outcome: 'wait-email', detail: `Waiting for an email from ${step.match.fromDomain}.` };
  const link = confirmationLink(step.match, mail);
  if (!link) return { outcome: 'failed', detail: 'The confirmation email has no link to open.', retry: false };
  return openLink(context, link);
}

async function fillEmailCode(step: StepOf<'fillEmailCode'>, context: StepContext): Promise<StepResult> {
  const mail = await context.findMail(step.match);
  if (!mail) return { outcome: 'wait-email', detail: `Waiting for a code from ${step.match.fromDomain}.` };
  const code = confirmationCode(step.code, mail);
  if (!code) return { outcome: 'failed', detail: 'The email has no code in the expected form.', retry: false };
  await locate(context.page, step.target, context.facts).fill(code);
  return { outcome: 'ok', detail: 'Typed the emailed code.' };
}

export async function runStep(step: Step, context: StepContext): Promise<StepResult> {
  const { page } = context;
  switch (step.kind) {
    case 'navigate': {
      await page.goto(step.url, { waitUntil: 'domcontentloaded' });
      return judgeCurrentPage(context);
    }
    case 'fill': {
      const value = factOf(context, step.fact);
      if (!value) return { outcome: 'failed', detail: `The profile has no ${step.fact} to fill in.`, retry: false };
      await locate(page, step.target, context.facts).fill(value);
      return { outcome: 'ok', detail: `Filled ${describeTarget(step.target)} with the ${step.fact}.` };
    }
    case 'select': {
      const value = step.option ?? (step.fact ? factOf(context, step.fact) : null);
      if (!value) return { outcome: 'failed', detail: `The profile has no ${step.fact} to choose.`, retry: false };
      await locate(page, step.target, context.facts).selectOption([{ label: value }, { value }]);
      return { outcome: 'ok', detail: `Chose "${step.option ?? step.fact}".` };
    }
    case 'check':
      await locate(page, step.target, context.facts).check();
      return { outcome: 'ok' };
    case 'click': {
      const target = locate(page, step.target, context.facts);
      const inner = target.locator('a, button');
      const clickable = 'withFacts' in step.target && (await inner.count()) > 0 ? inner.first() : target;
      await clickable.click();
      await page.waitForLoadState('domcontentloaded');
      return judgeCurrentPage(context);
    }
    case 'waitFor':
      if (step.target) await locate(page, step.target, context.facts).waitFor({ state: 'visible' });
      else
        await page
          .getByText(step.text ?? '')
          .first()
          .waitFor({ state: 'visible' });
      return { outcome: 'ok' };
    case 'expectText':
      return expectText(step, context);
    case 'fillRequestForm':
      return takeRoute(step, context, context.domain);
    case 'screenshot':
      return { outcome: 'ok' };
    case 'humanStep': {
      if (step.when && (await locate(page, step.when, context.facts).count()) === 0) {
        return { outcome: 'skipped', detail: `No ${step.need} on the page.` };
      }
      return { outcome: 'wait-person', need: step.need, instructions: step.instructions };
    }
    case 'openEmailLink':
      return openEmailLink(step, context);
    case 'fillEmailCode':
      return fillEmailCode(step, context);
  }
}
