import { useState } from 'react';
import { z } from 'zod';
import { Button } from '~/components/ui/button';
import { FILTER_CONTROL, FilterField } from '~/components/ui/filter-field';
import { Form } from '~/lib/form/form';
import { TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useOutbox } from '../api/get-outbox';
import { OutboxMessages } from './outbox-messages';

const LIMITS = [50, 100, 200] as const;
/** The outbox route's recipient: an exact email address or phone number, up to 254 characters. */
const RecipientSchema = z.object({
  recipient: z.string().trim().max(254, 'Keep it to 254 characters'),
});

/** Every message the app stored instead of sending (admins): to one recipient, or all, newest first. */
export function OutboxReader() {
  const [recipient, setRecipient] = useState('');
  const [limit, setLimit] = useState<number>(LIMITS[0]);
  const outbox = useOutbox({ recipient: recipient || undefined, limit });
  return (
    <div className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end gap-4">
        <Form
          schema={RecipientSchema}
          defaultValues={{ recipient: '' }}
          onSubmit={({ recipient: wanted }) => setRecipient(wanted)}
          className="flex flex-wrap items-end gap-2"
        >
          <TextField
            name="recipient"
            label="Recipient (the exact email or phone)"
            size="sm"
            type="search"
            autoComplete="off"
            className="w-full sm:w-80"
          />
          <SubmitButton size="sm">Show</SubmitButton>
          {recipient ? (
            <Button size="sm" variant="outline" onClick={() => setRecipient('')}>
              Show everyone’s
            </Button>
          ) : null}
        </Form>
        <FilterField label="How many">
          <select value={limit} onChange={(event) => setLimit(Number(event.target.value))} className={FILTER_CONTROL}>
            {LIMITS.map((value) => (
              <option key={value} value={value}>
                Newest {value}
              </option>
            ))}
          </select>
        </FilterField>
      </div>
      <p className="text-sm text-ink-700" aria-live="polite">
        {recipient ? `Messages to ${recipient}.` : 'Messages to everyone.'} It refreshes every 5 seconds.
      </p>
      <OutboxMessages outbox={outbox} filtered={Boolean(recipient)} />
    </div>
  );
}
