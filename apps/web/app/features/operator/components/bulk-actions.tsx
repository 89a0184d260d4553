import { useState } from 'react';
import type { BulkResult } from '@cleardocket/domain/operator/contract';
import { REMOVAL_STATUSES, REMOVAL_STATUS_LABELS } from '@cleardocket/domain/requests/status';
import { Button } from '~/components/ui/button';
import { Form } from '~/lib/form/form';
import { SelectField, TextField } from '~/lib/form/form-fields';
import { toast } from '~/lib/toast';
import { useBulkAction } from '../api/bulk-action';
import { FORM, MEMBER_NOTE_LABEL, StatusChangeButton, StatusChangeSchema } from './queue-row-forms';

// Any status may be asked for: the server applies each removal's own rules and says which refused.
const STATUSES = REMOVAL_STATUSES.filter((status) => status !== 'not-started').map((status) => ({
  value: status,
  label: REMOVAL_STATUS_LABELS[status],
}));

function summary({ results }: BulkResult): string {
  const done = results.filter((result) => result.outcome === 'done').length;
  const refused = results.length - done;
  return refused === 0 ? `Done for all ${done}` : `Done for ${done}, refused for ${refused}`;
}

/**
 * What can be done to the chosen rows at once: claim them, or set one status with one note to each
 * member. Each removal is worked by the single action's rules; refusals are listed with the reason.
 */
export function BulkActions({ ids, onDone }: { ids: string[]; onDone: () => void }) {
  const bulk = useBulkAction();
  const [outcome, setOutcome] = useState<BulkResult | null>(null);
  const run = async (body: Parameters<typeof bulk.mutateAsync>[0]) => {
    const result = await bulk.mutateAsync(body);
    setOutcome(result);
    toast({
      title: summary(result),
      variant: result.results.every((item) => item.outcome === 'done') ? 'success' : 'warning',
    });
    onDone();
  };
  const refused = outcome?.results.filter((result) => result.outcome === 'refused') ?? [];
  return (
    <section aria-label="Bulk actions" className="grid gap-3 rounded-lg border border-ink-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="font-semibold" aria-live="polite">
          {ids.length === 0 ? 'No rows chosen' : `${ids.length} chosen`}
        </p>
        <Button
          size="sm"
          disabled={ids.length === 0 || bulk.isPending}
          onClick={() => void run({ action: 'claim', ids }).catch(() => undefined)}
        >
          Claim chosen
        </Button>
      </div>
      <Form
        {...FORM}
        schema={StatusChangeSchema}
        defaultValues={{ status: undefined, note: '' }}
        onSubmit={async ({ status, note }, form) => {
          if (ids.length === 0) return;
          await run({ action: 'status', ids, status, note });
          form.reset();
        }}
      >
        <SelectField
          name="status"
          label="New status for the chosen"
          size="sm"
          placeholder="Choose"
          options={STATUSES}
        />
        <TextField name="note" label={MEMBER_NOTE_LABEL} size="sm" className="min-w-64 flex-1" />
        <StatusChangeButton>Set status of chosen</StatusChangeButton>
      </Form>
      <div role="status">
        {outcome ? (
          <>
            <p className="text-sm font-semibold">{summary(outcome)}.</p>
            {refused.length > 0 ? (
              <ul className="grid gap-1 text-sm" aria-label="Refused">
                {refused.map((result) => (
                  <li key={result.id}>
                    {result.reference ?? 'Unknown request'}: {result.reason}
                  </li>
                ))}
              </ul>
            ) : null}
          </>
        ) : null}
      </div>
    </section>
  );
}
