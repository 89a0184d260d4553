import type { Page } from 'playwright-core';
import type { InboundMailFacts } from '@cleardocket/domain/removal/mail-match';
import { isPlaybookHost, resumeIndexAfter } from '@cleardocket/domain/removal/playbook';
import type { HumanNeed, MailMatch, Playbook, StepKind } from '@cleardocket/domain/removal/playbook';
import { isActingStep } from '@cleardocket/domain/removal/takeover';
import type { BrowserPool } from '../../../lib/browser/chromium';
import { BLOCK_REASONS } from '../../../lib/browser/guard-proxy';
import { runStep } from './steps';
import type { Facts, StepResult } from './steps';

/** A parked run's browser: the page it was on and its cookies and storage. */
type BrowserState = { url: string | null; storage: unknown };

type StepLog = {
  index: number;
  kind: StepKind;
  outcome: 'ok' | 'skipped' | 'waiting' | 'failed' | 'cancelled';
  detail: string | null;
  url: string | null;
  screenshot: Buffer | null;
  startedAt: Date;
};

/** What the run reads and writes, kept apart from the browser so the bench can run it in memory. */
export type RunIO = {
  playbook: Playbook;
  facts: Facts;
  startAt: number;
  /** The milestone an earlier part of the run reached (a run resumed after the form was accepted). */
  reachedBefore: 'submitted' | 'confirmed' | null;
  browserState: BrowserState | null;
  /** Checked before every step: a revoked authorisation or a cancelled run stops here. */
  shouldStop(): Promise<boolean>;
  findMail(match: MailMatch, stepIndex: number): Promise<InboundMailFacts | null>;
  /** Stores the step (and its screenshot); returns the screenshot's SHA-256. */
  logStep(entry: StepLog): Promise<string | null>;
  /** `route`: how the request was sent, in the member's words, when the step says (issue 30 §7). */
  reached(mark: 'submitted' | 'confirmed', route?: string): Promise<void>;
  /**
   * Records, before a step that can send something to the site, that it began (a worker dying after
   * it may have sent the form); false when the run is no longer this worker's: the step must not run.
   */
  acting(index: number): Promise<boolean>;
};

export type RunLimits = { stepTimeoutMs: number; runTimeoutMs: number; allowLoopback: boolean };

export type RunResult =
  | { outcome: 'finished'; reached: 'submitted' | 'confirmed' }
  | { outcome: 'wait-email'; stepIndex: number; browserState: BrowserState }
  | {
      outcome: 'wait-person';
      stepIndex: number;
      need: HumanNeed;
      instructions: string;
      pageUrl: string | null;
      browserState: BrowserState;
    }
  | {
      outcome: 'failed';
      stepIndex: number;
      detail: string;
      retry: boolean;
      screenshotSha256: string | null;
      pageUrl: string | null;
    }
  | { outcome: 'email-route'; stepIndex: number; address: string; detail: string }
  /** The site speaks the Data Rights Protocol: the request went by API, not through the form. */
  | { outcome: 'drp-route'; exercise: string }
  | { outcome: 'cancelled'; stepIndex: number };

class StepTimeout extends Error {}

/** Chromium's own lookups (form autofill), refused by the guard like any host but no part of the site. */
const BROWSER_OWN_HOSTS = ['content-autofill.googleapis.com'];

/** The generic request form reads, fills and sends a whole form in one step: three step limits. */
const stepLimit = (kind: StepKind, ms: number) => (kind === 'fillRequestForm' ? ms * 3 : ms);

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new StepTimeout(`took longer than ${Math.round(ms / 1000)} s`)), ms);
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

const message = (error: unknown) =>
  error instanceof Error ? (error.message.split('\n')[0]?.slice(0, 300) ?? 'failed') : 'failed';

async function capture(page: Page): Promise<Buffer | null> {
  return page.screenshot({ type: 'png', timeout: 5000 }).catch(() => null);
}

async function snapshot(page: Page): Promise<BrowserState> {
  return { url: page.url() === 'about:blank' ? null : page.url(), storage: await page.context().storageState() };
}

/** The run's page in its guarded context, with what the guard refused and the document's status. */
type RunPage = { page: Page; blocked: string[]; documentStatus: () => number | null; close(): Promise<void> };

async function openRunPage(pool: BrowserPool, io: RunIO, limits: RunLimits): Promise<RunPage> {
  const blocked: string[] = [];
  const guarded = await pool.guardedContext({
    allowHost: (host) => isPlaybookHost(io.playbook, host),
    allowLoopback: limits.allowLoopback,
    onBlocked: (host, reason) => {
      if (!BROWSER_OWN_HOSTS.includes(host)) blocked.push(`${host} (${BLOCK_REASONS[reason]})`);
    },
    storageState: io.browserState?.storage,
  });
  const { context } = guarded;
  context.setDefaultTimeout(limits.stepTimeoutMs);
  context.setDefaultNavigationTimeout(limits.stepTimeoutMs);
  const page = await context.newPage();
  let documentStatus: number | null = null;
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame())
      documentStatus = response.status();
  });
  return { page, blocked, documentStatus: () => documentStatus, close: () => guarded.close() };
}

/** One step within what is left of the run's time; `null` when another worker now owns the run. */
async function attemptStep(
  run: RunPage,
  io: RunIO,
  limits: RunLimits,
  index: number,
  remaining: number,
): Promise<StepResult | null> {
  const step = io.playbook.steps[index] as Playbook['steps'][number];
  let result: StepResult;
  if (remaining <= 0) {
    const detail = `The run took longer than ${Math.round(limits.runTimeoutMs / 1000)} s.`;
    result = { outcome: 'failed', detail, retry: false };
  } else {
    // Taken over by a retried job while this worker was frozen: the other worker files, not this one.
    if (isActingStep(step) && !(await io.acting(index))) return null;
    result = await withTimeout(
      runStep(step, {
        page: run.page,
        domain: io.playbook.domain,
        facts: io.facts,
        documentStatus: run.documentStatus,
        findMail: (match) => io.findMail(match, index),
        isOwnUrl: (url) => /^https?:/i.test(url) && isPlaybookHost(io.playbook, new URL(url).hostname),
      }),
      Math.min(stepLimit(step.kind, limits.stepTimeoutMs), remaining),
    ).catch((error: unknown): StepResult => ({
      outcome: 'failed',
      detail: `The ${step.kind} step ${message(error)}.`,
      retry: false,
    }));
  }
  if (result.outcome === 'failed' && run.blocked.length > 0)
    result.detail += ` Blocked: ${run.blocked.slice(0, 3).join(', ')}.`;
  return result;
}

/** Logs a step's result; the run's end when the step ends it, 'end' for a playbook's end, or null to go on. */
async function settleStep(
  run: RunPage,
  io: RunIO,
  index: number,
  startedAt: Date,
  result: StepResult,
): Promise<RunResult | 'end' | null> {
  const { page } = run;
  const step = io.playbook.steps[index] as Playbook['steps'][number];
  const logged = {
    index,
    kind: step.kind,
    startedAt,
    url: page.url(),
    screenshot: await capture(page),
    detail: 'detail' in result ? (result.detail ?? step.note ?? null) : (step.note ?? null),
  };
  switch (result.outcome) {
    case 'failed': {
      const sha = await io.logStep({ ...logged, outcome: 'failed' });
      const { detail, retry } = result;
      return { outcome: 'failed', stepIndex: index, detail, retry, screenshotSha256: sha, pageUrl: page.url() };
    }
    case 'wait-email':
      await io.logStep({ ...logged, outcome: 'waiting' });
      return { outcome: 'wait-email', stepIndex: index, browserState: await snapshot(page) };
    case 'wait-person':
      await io.logStep({ ...logged, outcome: 'waiting', detail: result.instructions });
      return {
        outcome: 'wait-person',
        stepIndex: resumeIndexAfter(io.playbook, index),
        need: result.need,
        instructions: result.instructions,
        pageUrl: page.url() === 'about:blank' ? null : page.url(),
        browserState: await snapshot(page),
      };
    case 'email':
      await io.logStep({ ...logged, outcome: 'ok' });
      return { outcome: 'email-route', stepIndex: index, address: result.address, detail: result.detail };
    case 'end':
      await io.logStep({ ...logged, outcome: 'skipped' });
      return 'end';
    default:
      await io.logStep({ ...logged, outcome: result.outcome });
      return null;
  }
}

/**
 * Runs a playbook from `io.startAt` in a fresh context until it finishes, fails, or parks for an
 * email or a person. Every step is logged with a screenshot; a step that does not go exactly as the
 * playbook says ends the run as failed (needs attention), never as success.
 */
export async function executePlaybook(pool: BrowserPool, io: RunIO, limits: RunLimits): Promise<RunResult> {
  const run = await openRunPage(pool, io, limits);
  const { page } = run;
  const deadline = Date.now() + limits.runTimeoutMs;
  let reached = io.reachedBefore;
  try {
    const { steps } = io.playbook;
    const resumeAt = steps[io.startAt];
    if (io.browserState?.url && resumeAt && resumeAt.kind !== 'navigate' && resumeAt.kind !== 'openEmailLink') {
      await page.goto(io.browserState.url, { waitUntil: 'domcontentloaded' }).catch(() => undefined);
    }
    for (let index = io.startAt; index < steps.length; index++) {
      const step = steps[index];
      if (!step) break;
      const startedAt = new Date();
      if (await io.shouldStop()) {
        const detail = 'Stopped: filing is no longer authorised.';
        const entry = { index, kind: step.kind, detail, url: page.url(), screenshot: null, startedAt };
        await io.logStep({ ...entry, outcome: 'cancelled' });
        return { outcome: 'cancelled', stepIndex: index };
      }
      const result = await attemptStep(run, io, limits, index, deadline - Date.now());
      if (!result) return { outcome: 'cancelled', stepIndex: index };
      const settled = await settleStep(run, io, index, startedAt, result);
      if (settled === 'end') break;
      if (settled) return settled;
      if ((step.kind === 'expectText' || step.kind === 'fillRequestForm') && step.marks) {
        reached = step.marks;
        await io.reached(step.marks, result.outcome === 'ok' ? result.route : undefined);
      }
    }
    // The schema guarantees a submitted mark; a run that never saw it cannot be a success.
    if (!reached) {
      const detail = 'The run ended without the site’s confirmation text.';
      const last = steps.length - 1;
      return { outcome: 'failed', stepIndex: last, detail, retry: false, screenshotSha256: null, pageUrl: page.url() };
    }
    return { outcome: 'finished', reached };
  } finally {
    await run.close();
  }
}
