import { useId } from 'react';
import { googleTask } from '@cleardocket/domain/requests/google';
import type { Removal } from '@cleardocket/domain/requests/contract';
import { Button } from '~/components/ui/button';
import { toast } from '~/lib/toast';

async function copy(text: string, what: string) {
  try {
    await navigator.clipboard.writeText(text);
    toast({ title: `${what} copied`, variant: 'success' });
  } catch {
    toast({ title: 'Could not copy', description: 'Select the text and copy it yourself.', variant: 'destructive' });
  }
}

/** A read-only field with its copy button: what the member pastes into Google's form. */
function CopyField({ label, value, rows }: { label: string; value: string; rows: number }) {
  const id = useId();
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={id}
        readOnly
        rows={rows}
        value={value}
        className="w-full rounded-md border border-ink-200 bg-ink-50 p-2 text-sm break-all text-ink-800"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div>
        <Button size="sm" variant="outline" type="button" onClick={() => void copy(value, label)}>
          Copy {label.toLowerCase()}
        </Button>
      </div>
    </div>
  );
}

/**
 * A Google removal as a guided task (issue 14 §8): the route that fits the listing, Google's page
 * that starts it, the steps, and the page address and reason ready to paste.
 */
export function GoogleTask({ removal }: { removal: Removal }) {
  // Requests made before routes were stored went to the personal information form.
  const task = googleTask(removal.googleRoute ?? 'personal-information', removal);
  return (
    <div className="grid gap-3">
      <p>
        <span className="font-medium">{task.label}.</span> Google&apos;s form takes no details from us, so everything
        you paste is below.
      </p>
      <ol className="list-decimal pl-5 text-ink-800">
        {task.steps.map((step, index) => (
          <li key={step}>
            {index === 0 ? (
              <a href={task.formUrl} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                {step}
              </a>
            ) : (
              step
            )}
          </li>
        ))}
      </ol>
      <CopyField label="Page address" value={task.pageUrl} rows={2} />
      <CopyField label="Reason" value={task.reason} rows={5} />
    </div>
  );
}
