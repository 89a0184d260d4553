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

const CHALLENGE_MARKERS = [
  /checking (if the site connection is secure|your browser)/i,
  /verify(ing)? (that )?you are (a )?human/i,
  /are you a robot/i,
  /access denied/i,
  /unusual traffic/i,
  /attention required/i,
  /please enable (javascript|cookies)/i,
  /request blocked/i,
];

/**
 * A page the form cannot be filled on: an HTTP refusal (401/403/429/5xx) or a bot challenge. 429
 * and 503 are worth one more try later; the rest need a person. Never a success.
 */
export function judgePage(status: number | null, text: string): PageVerdict {
  if (status === 429 || status === 503)
    return { ok: false, retry: true, reason: `The site answered ${status} (busy or rate-limited).` };
  if (status !== null && status >= 400) return { ok: false, retry: false, reason: `The site answered ${status}.` };
  const marker = CHALLENGE_MARKERS.find((pattern) => pattern.test(text));
  if (marker)
    return { ok: false, retry: false, reason: 'The site showed a bot check or block page instead of its form.' };
  return { ok: true };
}
