import { pageBarrier } from '../requests/page-signals';
import type { PageBarrier, PageContent } from '../requests/page-signals';

/**
 * A playbook run's states (issue 14 §3): queued → running → waiting-for-email / waiting-for-person
 * → submitted → confirmed, or needs-attention / cancelled. A run never reaches submitted without the
 * site's own confirmation text on the page.
 */
export const RUN_STATES = [
  'queued',
  'running',
  'waiting-for-email',
  'waiting-for-person',
  'submitted',
  'confirmed',
  'needs-attention',
  'cancelled',
  /** The request page asks for requests by email: the removal went the letter path (issue 30 §1). */
  'rerouted',
] as const;
export type RunState = (typeof RUN_STATES)[number];

/** States the runner still has work in (revoking the authorisation cancels them). */
export const OPEN_RUN_STATES: readonly RunState[] = ['queued', 'running', 'waiting-for-email', 'waiting-for-person'];

/**
 * A run that was submitted keeps going (the confirmation email) until confirmed; submitted is
 * final only for a playbook without a confirmation step, which the runner decides.
 */
const RUN_TRANSITIONS: Record<RunState, readonly RunState[]> = {
  queued: ['running', 'cancelled', 'waiting-for-person'],
  running: [
    'rerouted',
    'waiting-for-email',
    'waiting-for-person',
    'submitted',
    'confirmed',
    'needs-attention',
    'cancelled',
    'queued',
  ],
  'waiting-for-email': ['queued', 'needs-attention', 'cancelled'],
  'waiting-for-person': ['queued', 'needs-attention', 'cancelled'],
  submitted: [
    'running',
    'waiting-for-email',
    'waiting-for-person',
    'confirmed',
    'needs-attention',
    'cancelled',
    'queued',
  ],
  confirmed: [],
  'needs-attention': ['queued', 'cancelled'],
  cancelled: [],
  rerouted: [],
};

export const canMoveRun = (from: RunState, to: RunState) => RUN_TRANSITIONS[from].includes(to);

export const RUN_STATE_LABELS: Record<RunState, string> = {
  queued: 'Queued',
  running: 'Filing now',
  'waiting-for-email': 'Waiting for the site’s email',
  'waiting-for-person': 'Waiting for a person',
  submitted: 'Submitted',
  confirmed: 'Confirmed by the site',
  'needs-attention': 'Needs attention',
  cancelled: 'Cancelled',
  rerouted: 'The site takes requests another way (by email or by the Data Rights Protocol): the timeline says which',
};

/** What a person is asked to do for a run. */
export const TASK_KINDS = [
  'approval',
  'captcha',
  'id-upload',
  'phone-call',
  'missing-detail',
  'needs-attention',
] as const;
export type TaskKind = (typeof TASK_KINDS)[number];
export const TASK_ASSIGNEES = ['member', 'operator'] as const;
export const TASK_STATUSES = ['open', 'done', 'cancelled'] as const;

/** How the runner judges a page it was sent to: the answer, and what the page says. */
export type PageVerdict = { ok: true } | { ok: false; retry: boolean; reason: string };

const BARRIER_REASONS: Record<PageBarrier['kind'], string> = {
  challenge: 'The site showed a bot check or block page instead of its form.',
  captcha: 'The site showed a CAPTCHA wall instead of its form.',
  blocked: 'The site refused to show the page to the runner',
  'rate-limited': 'The site asked us to slow down',
  'server-error': 'The site answered with an error',
};

/**
 * A page the runner cannot act on: a bot wall or an HTTP refusal, by the one rule the verifier
 * uses too (`pageBarrier`), and any other 4xx. 429 and 503 are worth one more try later; the rest
 * need a person. Never a success.
 */
export function judgeRunnerPage(status: number | null, page: PageContent): PageVerdict {
  const barrier = pageBarrier(status, page);
  if (barrier) {
    const reason = BARRIER_REASONS[barrier.kind].replace(/\.$/, '');
    return {
      ok: false,
      retry: barrier.retry,
      reason: status !== null && status >= 400 ? `${reason} (HTTP ${status}).` : `${reason}.`,
    };
  }
  if (status === 404 || status === 410)
    return { ok: false, retry: false, reason: `The page no longer exists (the site answers ${status}).` };
  if (status !== null && status >= 400) return { ok: false, retry: false, reason: `The site answered ${status}.` };
  return { ok: true };
}
