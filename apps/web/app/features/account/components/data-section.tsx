import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Field, FormError } from '~/components/ui/field';
import { paths } from '~/config/paths';
import { deleteMyAccount, downloadMyData } from '../api/account';

/** Download my data; delete my account (immediate, confirmed by typing DELETE). */
export function DataSection() {
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [isBusy, setBusy] = useState(false);

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      await deleteMyAccount(confirmation);
      // A full load of the home page: nothing the page held about the deleted member survives.
      window.location.replace(paths.home.getHref());
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : 'Something went wrong');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="grid gap-8">
      <div className="grid gap-2">
        <p>A copy of everything we hold about you, as a JSON file.</p>
        <div>
          <Button
            variant="outline"
            onClick={() => void downloadMyData().catch((caught: Error) => setError(caught.message))}
          >
            Download my data
          </Button>
        </div>
      </div>
      <form
        noValidate
        onSubmit={(event) => void remove(event)}
        className="grid max-w-md gap-4 rounded-lg border border-red-200 p-4"
      >
        <p className="font-semibold text-red-800">Delete my account</p>
        <p className="text-ink-700">This deletes your account and everything in it at once. It cannot be undone.</p>
        <FormError message={error} />
        <Field
          label="Type DELETE to confirm"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          autoComplete="off"
        />
        <div>
          <Button type="submit" variant="destructive" disabled={isBusy || confirmation !== 'DELETE'}>
            Delete my account
          </Button>
        </div>
      </form>
    </div>
  );
}
