import { useState } from 'react';
import { Button } from '~/components/ui/button';
import { FormError } from '~/components/ui/field';
import { useChooseTrial } from '../api/choose-trial';
import { formatDay } from '~/lib/dates';

/** Starting with the free trial instead of paying now: shown only while the trial runs. */
export function TrialChoice({ trialEndsAt, onDone }: { trialEndsAt: string; onDone: () => void }) {
  const choose = useChooseTrial();
  const [error, setError] = useState<string | undefined>();
  return (
    <div className="grid gap-3 rounded-md border border-ink-300 p-4">
      <h2 className="text-lg font-semibold">Or start with your free trial</h2>
      <p className="text-ink-700">
        Your free trial runs until {formatDay(trialEndsAt)}. We remind you three days before it ends; pay on your
        billing page to keep your removals going.
      </p>
      <FormError message={error} />
      <div>
        <Button
          variant="outline"
          disabled={choose.isPending}
          onClick={() =>
            void choose
              .mutateAsync(undefined)
              .then(onDone, (failure: unknown) =>
                setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.'),
              )
          }
        >
          Start my free trial, pay later
        </Button>
      </div>
    </div>
  );
}
