import { format } from 'date-fns';
import type { RunState, TaskKind } from './runs';

/**
 * Which route a removal took, in the member's words (issue 30 item 7): "Sent through the site’s
 * privacy portal (OneTrust).", "Written to privacy@… on 3 Dec; the law gives them until 17 Jan.",
 * "Waiting for you: the site asks for a CAPTCHA." One rule for every route, read from the removal,
 * its latest run (with the route it recorded) and that run's open task. Null when nothing was
 * tried yet by a route the product takes itself.
 */
export type RouteLineInput = {
  method: string;
  optOutEmail: string | null;
  emailSentAt: string | null;
  respondBy: string | null;
  run: { state: RunState; route: string | null; failure: string | null } | null;
  openTask: { kind: TaskKind; assignee: 'member' | 'operator' } | null;
};

const TASK_WORDS: Record<TaskKind, string> = {
  approval: 'approve filing the site’s form for you',
  captcha: 'the site asks for a CAPTCHA',
  'id-upload': 'the site asks for an ID document',
  'phone-call': 'the site takes this request only by phone',
  'missing-detail': 'the site asks for a detail we do not hold',
  'needs-attention': 'the filing stopped and needs a person',
};

const day = (iso: string) => format(new Date(iso), 'd MMM');
const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;

function letterLine(input: RouteLineInput & { optOutEmail: string }): string {
  if (!input.emailSentAt) return `Written to ${input.optOutEmail}; it is sent once you authorise it.`;
  const until = input.respondBy ? `; the law gives them until ${day(input.respondBy)}` : '';
  return `Written to ${input.optOutEmail} on ${day(input.emailSentAt)}${until}.`;
}

export function routeLine(input: RouteLineInput): string | null {
  if (input.method === 'email' && input.optOutEmail) return letterLine({ ...input, optOutEmail: input.optOutEmail });
  const { run, openTask } = input;
  if (!run) return null;
  if (openTask && run.state === 'waiting-for-person')
    return sentence(`waiting for ${openTask.assignee === 'member' ? 'you' : 'our team'}: ${TASK_WORDS[openTask.kind]}`);
  // The run's reason is kept word for word: it is the exact reason a person reads.
  if (run.state === 'needs-attention')
    return `Handed to our team: ${(run.failure ?? 'the filing stopped').replace(/\.$/, '')}.`;
  if (run.state === 'waiting-for-email')
    return sentence(`${run.route ?? 'filed through the site’s form'}; waiting for the site’s confirmation email`);
  if (run.route) return sentence(run.route);
  if (run.state === 'queued' || run.state === 'running') return 'Being filed through the site’s web form.';
  return null;
}
