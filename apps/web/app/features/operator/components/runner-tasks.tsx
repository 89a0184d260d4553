import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { safeHref } from '~/lib/safe-href';
import { useCloseRunnerTask } from '../api/close-runner-task';
import { useRunnerTasks } from '../api/get-runner-tasks';
import type { OperatorTask } from '@cleardocket/domain/removal/contract';

const KIND_LABELS: Record<string, string> = {
  'needs-attention': 'Needs attention',
  captcha: 'CAPTCHA',
  'id-upload': 'ID upload',
  'phone-call': 'Phone call',
  'missing-detail': 'A detail we do not hold',
  approval: 'Approval',
};

function TaskRow({ task }: { task: OperatorTask }) {
  const close = useCloseRunnerTask();
  const page = safeHref(task.pageUrl);
  const isFailure = task.kind === 'needs-attention';
  return (
    <li
      className="grid min-w-0 gap-2 rounded-lg border border-ink-200 bg-white p-4"
      aria-label={`${task.reference} ${task.domain}`}
    >
      <p className="flex flex-wrap gap-3">
        <span className="font-semibold">{task.reference}</span>
        <span>{task.domain}</span>
        <span className="text-sm text-ink-600">{KIND_LABELS[task.kind] ?? task.kind}</span>
        <span className="text-sm wrap-anywhere text-ink-600">{task.memberEmail}</span>
      </p>
      {/* Instructions may carry a long address (an opt-out page): it wraps rather than widen a phone's page. */}
      <p className="text-sm wrap-anywhere">{task.instructions}</p>
      {page ? (
        <p className="break-all text-sm">
          Page:{' '}
          <a href={page} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
            {page}
          </a>
        </p>
      ) : null}
      {task.screenshotSha256 ? (
        <img
          src={`/api/admin/removal-runner/screenshots/${task.screenshotSha256}`}
          alt={`The page at step ${(task.stepIndex ?? 0) + 1} when the run stopped`}
          className="max-h-72 w-auto rounded border border-ink-200"
          loading="lazy"
        />
      ) : null}
      <div className="flex flex-wrap gap-2">
        {isFailure ? (
          <Button size="sm" disabled={close.isPending} onClick={() => close.mutate({ id: task.id, retry: true })}>
            Run again from the start
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          disabled={close.isPending}
          onClick={() => close.mutate({ id: task.id, retry: false })}
        >
          {isFailure ? 'Handled by hand' : 'Done'}
        </Button>
      </div>
    </li>
  );
}

/** The operator console's removal-runner tasks: stopped runs with their screenshot, and human steps. */
export function RunnerTasks() {
  const tasks = useRunnerTasks();
  return (
    <section aria-labelledby="runner-tasks" className="grid gap-3">
      <h2 id="runner-tasks" className="text-xl font-semibold">
        Automatic filing: tasks for the team
      </h2>
      {tasks.isLoading ? <Spinner label="Loading runner tasks" /> : null}
      {tasks.data && tasks.data.tasks.length === 0 ? (
        <p className="text-ink-700">No filing needs the team right now.</p>
      ) : null}
      <ul className="grid gap-3" aria-label="Runner tasks">
        {(tasks.data?.tasks ?? []).map((task) => (
          <TaskRow key={task.id} task={task} />
        ))}
      </ul>
    </section>
  );
}
