/**
 * Takedown and removal request states (spec §3–§4, ARCHITECTURE §7). A takedown request groups one
 * removal request per site or URL; its status follows from theirs.
 */
export const TAKEDOWN_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type TakedownStatus = (typeof TAKEDOWN_STATUSES)[number];
export const TAKEDOWN_TYPES = ['google-removal', 'both', 'others'] as const;
export type TakedownType = (typeof TAKEDOWN_TYPES)[number];

export const REMOVAL_STATUSES = [
  'not-started',
  'submitted',
  'acknowledged',
  'removed',
  'not-found',
  'wrong-person',
  'rejected',
  'needs-escalation',
] as const;
export type RemovalStatus = (typeof REMOVAL_STATUSES)[number];

/** Verdicts that close a removal request. */
const FINAL_STATUSES: readonly RemovalStatus[] = ['removed', 'not-found', 'wrong-person', 'rejected'];

export const REMOVAL_STATUS_LABELS: Record<RemovalStatus, string> = {
  'not-started': 'Not started',
  submitted: 'Submitted',
  acknowledged: 'Acknowledged',
  removed: 'Removed',
  'not-found': 'Not found',
  'wrong-person': 'Wrong person',
  rejected: 'Rejected',
  'needs-escalation': 'Needs escalation',
};

/** The allowed moves; anything else is refused with a clear error. */
export const REMOVAL_TRANSITIONS: Record<RemovalStatus, readonly RemovalStatus[]> = {
  'not-started': ['submitted', 'not-found', 'wrong-person', 'needs-escalation'],
  submitted: ['acknowledged', 'removed', 'not-found', 'wrong-person', 'rejected', 'needs-escalation'],
  acknowledged: ['removed', 'not-found', 'wrong-person', 'rejected', 'needs-escalation'],
  'needs-escalation': ['submitted', 'removed', 'not-found', 'wrong-person', 'rejected'],
  removed: ['needs-escalation'],
  'not-found': [],
  'wrong-person': [],
  rejected: ['needs-escalation'],
};

export function canTransition(from: RemovalStatus, to: RemovalStatus): boolean {
  return REMOVAL_TRANSITIONS[from].includes(to);
}

export function transitionError(from: RemovalStatus, to: RemovalStatus): string {
  return `A request that is ${REMOVAL_STATUS_LABELS[from].toLowerCase()} cannot be marked ${REMOVAL_STATUS_LABELS[to].toLowerCase()}.`;
}

export const isFinal = (status: RemovalStatus) => FINAL_STATUSES.includes(status);

/** Pending until work starts, completed when every removal has a final verdict (issue 5 §2). */
export function takedownStatusOf(removals: readonly { status: RemovalStatus }[]): TakedownStatus {
  if (removals.length > 0 && removals.every((removal) => isFinal(removal.status))) return 'completed';
  if (removals.every((removal) => removal.status === 'not-started')) return 'pending';
  return 'in_progress';
}

/** Spec §3: hyphens normalised to underscores ('in-progress' → 'in_progress'). */
export function normaliseTakedownStatus(value: string): TakedownStatus | null {
  const normalised = value.trim().toLowerCase().replace(/-/g, '_');
  return (TAKEDOWN_STATUSES as readonly string[]).includes(normalised) ? (normalised as TakedownStatus) : null;
}
