import { z } from 'zod';
import { DROP_COVERS, DROP_DOES_NOT_COVER, DROP_STEPS, DROP_URL } from '@cleardocket/domain/drop/drop';
import type { DropState } from '@cleardocket/domain/drop/contract';
import { formatUtcDay as day } from '~/lib/dates';
import { Form } from '~/lib/form/form';
import { TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useDrop } from '../api/get-drop';
import { useRecordDropFiling } from '../api/record-drop-filing';

const FilingSchema = z.object({
  filedOn: z.iso.date({ message: 'Enter the day you filed' }),
  confirmation: z.string().trim().max(100, 'Keep the reference to 100 characters'),
});

function Filed({ drop }: { drop: DropState & { filing: NonNullable<DropState['filing']> } }) {
  return (
    <p className="text-ink-800">
      You filed on {day(drop.filing.filedAt)}
      {drop.filing.confirmation ? ` (reference ${drop.filing.confirmation})` : ''}. Registered brokers must act by{' '}
      <strong>{drop.deadline ? day(drop.deadline) : 'their deadline'}</strong>
      {drop.overdue
        ? '. That day has passed: a broker we still find listing you is raised on its request.'
        : '; after that, a broker we still find listing you is raised on its request.'}
    </p>
  );
}

/**
 * The guided DROP task for a member in California (issue 30 item 4): what it covers and what it
 * does not, the steps on California's own site (the member files it; an agent cannot), and the day
 * they filed, which starts the brokers' clock. Members elsewhere see nothing.
 */
export function DropTask() {
  const drop = useDrop();
  const record = useRecordDropFiling();
  const state = drop.data?.drop;
  if (!state?.canFile) return null;
  return (
    <section aria-labelledby="drop-title" className="grid gap-3 rounded-lg border border-ink-200 p-5">
      <h2 id="drop-title" className="text-xl font-semibold">
        Delete your data from every California data broker at once
      </h2>
      <p className="text-ink-700">
        California’s DROP takes one deletion request for every registered data broker. You file it yourself on the
        state’s site; we keep track of the brokers’ deadline.
      </p>
      <h3 className="font-medium">What DROP covers</h3>
      <ul className="list-disc pl-5 text-ink-700">
        {DROP_COVERS.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <h3 className="font-medium">What it does not cover</h3>
      <ul className="list-disc pl-5 text-ink-700">
        {DROP_DOES_NOT_COVER.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <ol className="list-decimal pl-5 text-ink-700">
        {DROP_STEPS.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ol>
      <a href={DROP_URL} target="_blank" rel="noreferrer" className="font-medium underline">
        Open California’s DROP site
      </a>
      {state.filing ? <Filed drop={{ ...state, filing: state.filing }} /> : null}
      <Form
        className="flex flex-wrap items-end gap-2"
        schema={FilingSchema}
        defaultValues={{ filedOn: '', confirmation: state.filing?.confirmation ?? '' }}
        onSubmit={({ filedOn, confirmation }) =>
          record.mutateAsync({ filedOn, confirmation: confirmation || undefined })
        }
      >
        <TextField name="filedOn" type="date" label="The day you filed" size="sm" />
        <TextField name="confirmation" label="DROP’s reference (optional)" size="sm" maxLength={100} />
        <SubmitButton size="sm">{state.filing ? 'Change the day' : 'I have filed'}</SubmitButton>
      </Form>
    </section>
  );
}
