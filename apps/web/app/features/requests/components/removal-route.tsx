import type { RequestRuns } from '@cleardocket/domain/removal/contract';
import { routeLine } from '@cleardocket/domain/removal/route-line';
import type { Removal } from '@cleardocket/domain/requests/contract';

export type RemovalRouteProps = { removal: Removal; runs: RequestRuns | undefined };

/** Which route the removal took, in the member's words (issue 30 item 7; the rule is the domain's). */
export function RemovalRoute({ removal, runs }: RemovalRouteProps) {
  const run = runs?.runs.filter((candidate) => candidate.removalRequestId === removal.id).at(-1) ?? null;
  const task = run ? (runs?.tasks.find((item) => item.runId === run.id && item.status === 'open') ?? null) : null;
  const line = routeLine({
    method: removal.method,
    optOutEmail: removal.optOutEmail,
    emailSentAt: removal.emailSentAt,
    respondBy: removal.respondBy,
    run,
    openTask: task,
  });
  if (!line) return null;
  return (
    <p>
      <span className="font-medium">Route:</span> {line}
    </p>
  );
}
