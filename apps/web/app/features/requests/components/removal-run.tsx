import { OPEN_RUN_STATES, RUN_STATE_LABELS } from '@cleardocket/domain/removal/runs';
import type { RunState } from '@cleardocket/domain/removal/runs';
import type { RequestRuns, RunStep, RunTask } from '@cleardocket/domain/removal/contract';
import { memberStepLine } from '@cleardocket/domain/removal/step-words';
import { REMOVAL_STATUS_LABELS, isFinal } from '@cleardocket/domain/requests/status';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import { Button } from '~/components/ui/button';
import { safeHref } from '~/lib/safe-href';
import { useCompleteTask } from '../api/complete-task';
import { formatMoment } from '~/lib/dates';

const screenshotHref = (sha256: string) => `/api/removal-runner/screenshots/${sha256}`;

function TaskCard({ task, site }: { task: RunTask; site: string }) {
  const complete = useCompleteTask();
  const page = safeHref(task.pageUrl);
  const isApproval = task.kind === 'approval';
  return (
    <div
      role="group"
      aria-label={isApproval ? 'Approval needed' : 'One step needs you'}
      className="grid gap-2 rounded-md border border-amber-300 bg-amber-50 p-3"
    >
      <p className="font-semibold">{isApproval ? `Approve filing at ${site}` : 'One step needs you'}</p>
      <p className="text-sm">{task.instructions}</p>
      {page && !isApproval ? (
        <p className="text-sm">
          <a href={page} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            Open the page at {site}
          </a>
        </p>
      ) : null}
      <div>
        <Button
          size="sm"
          disabled={complete.isPending}
          onClick={() => complete.mutate({ id: task.id, kind: task.kind })}
        >
          {isApproval ? 'Approve filing' : 'I have done this step'}
        </Button>
      </div>
    </div>
  );
}

/**
 * The run's state in words. Once the removal has its verdict (removed, not found, …) a run that
 * stopped or still waits is no longer the member's concern: no "Needs attention" stays behind.
 */
function RunStateLine({ state, removalStatus }: { state: RunState; removalStatus: RemovalStatus }) {
  if (isFinal(removalStatus) && (state === 'needs-attention' || OPEN_RUN_STATES.includes(state))) {
    return (
      <p>
        <span className="font-medium">Automatic filing:</span> no longer needed — this request is{' '}
        {REMOVAL_STATUS_LABELS[removalStatus].toLowerCase()}.
      </p>
    );
  }
  return (
    <p>
      <span className="font-medium">Automatic filing:</span> {RUN_STATE_LABELS[state]}
      {state === 'needs-attention' ? ' — our team has it and will finish it by hand.' : ''}
    </p>
  );
}

/**
 * One step in the member's words: what was done, when, and the picture of the page as evidence.
 * The runner's technical detail is the operators' (their console); the member's API omits it.
 */
function StepLine({ step }: { step: RunStep }) {
  return (
    <li className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 break-words">
      <span>
        {step.stepIndex + 1}. {memberStepLine(step.kind, step.outcome)}
      </span>
      <time dateTime={step.finishedAt} className="text-ink-700">
        {formatMoment(step.finishedAt)}
      </time>
      {step.screenshotSha256 ? (
        <a
          href={screenshotHref(step.screenshotSha256)}
          target="_blank"
          rel="noopener"
          className="text-brand-700 underline"
        >
          screenshot
        </a>
      ) : null}
    </li>
  );
}

/**
 * The removal runner's filing of one removal (issue 14 §3, §5): its state, the member's open tasks
 * and each step with its screenshot. Nothing is shown for removals the runner does not file.
 */
export function RemovalRun({
  removalId,
  removalStatus,
  site,
  runs,
}: {
  removalId: string;
  removalStatus: RemovalStatus;
  site: string;
  runs: RequestRuns | undefined;
}) {
  const run = runs?.runs.filter((candidate) => candidate.removalRequestId === removalId).at(-1);
  if (!run || !runs) return null;
  // A settled removal asks nothing more of the member: its run's open tasks are moot.
  const tasks = isFinal(removalStatus)
    ? []
    : runs.tasks.filter((task) => task.runId === run.id && task.status === 'open');
  const steps = runs.steps.filter((step) => step.runId === run.id);
  return (
    <div className="grid gap-3">
      <RunStateLine state={run.state} removalStatus={removalStatus} />
      {run.verifiedAgainst === 'description' ? (
        <p className="text-sm text-ink-700">
          This site’s form steps were written from published descriptions and have not been checked against the live
          site yet; if the page differs, filing stops and our team takes over.
        </p>
      ) : run.verifiedAgainst === 'registry-page' ? (
        <p className="text-sm text-ink-700">
          No published description of this site’s form exists, so we fill it by reading its labels (your name, the
          private address we keep for you, your address and the listing) and ask for deletion. We count it as filed only
          when the site says it received the request; otherwise our team takes over.
        </p>
      ) : null}
      {tasks.map((task) => (
        <TaskCard key={task.id} task={task} site={site} />
      ))}
      {steps.length > 0 ? (
        <details className="rounded-md border border-ink-200 p-3">
          <summary className="cursor-pointer font-medium">
            Steps taken ({steps.length} of {run.stepCount})
          </summary>
          <ol className="mt-2 grid gap-2 text-sm">
            {steps.map((step) => (
              <StepLine key={step.id} step={step} />
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}
