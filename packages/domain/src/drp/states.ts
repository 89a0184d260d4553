import type { RemovalStatus } from '../requests/status';
import type { DrpExercise, ExerciseStatus } from './protocol';

/**
 * What a DRP status means on the member's request (3.02's table onto the removal's status graph).
 * `evidence` says the business's own answer is the verdict's evidence (kept, hashed): a business
 * reporting the deletion done is a letter from the site, the kind of evidence an operator's
 * "Removed" needs too. `task` is a step only the member can take (need_user_verification).
 */
export type DrpOutcome = {
  status: RemovalStatus | null;
  note: string;
  evidence: boolean;
  task: string | null;
};

const DENIED: Record<string, { status: RemovalStatus; note: string }> = {
  no_match: { status: 'not-found', note: 'The business says it holds no data matching you.' },
  suspected_fraud: { status: 'rejected', note: 'The business refused the request as suspected fraud.' },
  insuf_verification: {
    status: 'rejected',
    note: 'The business refused the request: your identity could not be verified in time.',
  },
  claim_not_covered: { status: 'rejected', note: 'The business says the law does not cover this request.' },
  outside_jurisdiction: {
    status: 'rejected',
    note: 'The business says the law it follows does not cover where you live.',
  },
  too_many_requests: { status: 'rejected', note: 'The business says you have made more requests than it must answer.' },
};

export function drpOutcome(
  answer: Pick<ExerciseStatus, 'status' | 'reason' | 'processing_details' | 'user_verification_url'>,
  exercise: DrpExercise,
): DrpOutcome {
  const details = answer.processing_details ? ` Their words: "${answer.processing_details}"` : '';
  switch (answer.status) {
    case 'open':
      return {
        status: 'submitted',
        note: 'Sent through the Data Rights Protocol; the business has it.',
        evidence: false,
        task: null,
      };
    case 'in_progress':
      if (answer.reason === 'need_user_verification') {
        return {
          status: null,
          note: 'The business asks you to confirm who you are on its own page before it acts.',
          evidence: false,
          task: answer.user_verification_url ?? null,
        };
      }
      return {
        status: 'acknowledged',
        note: `The business is working on the request.${details}`,
        evidence: false,
        task: null,
      };
    case 'fulfilled':
      // An opt-out of sale done is not the data deleted: the request stays open for its verdict.
      if (exercise === 'sale:opt_out') {
        return {
          status: null,
          note: `The business reports it no longer sells your data.${details}`,
          evidence: false,
          task: null,
        };
      }
      return {
        status: 'removed',
        note: `The business reports the request done.${details}`,
        evidence: true,
        task: null,
      };
    case 'denied': {
      const denied = DENIED[answer.reason ?? ''] ?? {
        status: 'rejected' as const,
        note: 'The business refused the request.',
      };
      return { status: denied.status, note: `${denied.note}${details}`, evidence: true, task: null };
    }
    case 'revoked':
      return { status: null, note: 'The request was withdrawn at your wish.', evidence: false, task: null };
    case 'expired':
      return {
        status: 'needs-escalation',
        note: 'The business let the request expire; a specialist will follow it up.',
        evidence: false,
        task: null,
      };
  }
}
