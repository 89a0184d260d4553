import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { paths } from '~/config/paths';
import { Form } from '~/lib/form/form';
import { TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { deleteMyAccount } from '../api/delete-my-account';
import { DataExport } from './data-export';

const CONFIRMATION = 'DELETE';
const DeleteAccountSchema = z.object({
  confirmation: z
    .string()
    .max(CONFIRMATION.length)
    .refine((value) => value === CONFIRMATION, `Type ${CONFIRMATION} to confirm`),
});

/** Enabled only once the confirmation reads DELETE. */
function DeleteButton() {
  const confirmation = useWatch<{ confirmation: string }>({ name: 'confirmation' });
  return (
    <SubmitButton variant="destructive" disabled={confirmation !== CONFIRMATION}>
      Delete my account
    </SubmitButton>
  );
}

/** A copy of my data (prepared by a job); delete my account (immediate, confirmed by typing DELETE). */
export function DataSection() {
  return (
    <div className="grid gap-8">
      <DataExport />
      <div className="grid max-w-md gap-4 rounded-lg border border-red-200 p-4">
        <p className="font-semibold text-red-800">Delete my account</p>
        <p className="text-ink-700">This deletes your account and everything in it at once. It cannot be undone.</p>
        <Form
          schema={DeleteAccountSchema}
          defaultValues={{ confirmation: '' }}
          onSubmit={async ({ confirmation }) => {
            await deleteMyAccount(confirmation);
            // A full load of the confirmation (not the home page and its promotion, issue 31 part 7):
            // nothing the page held about the deleted member survives.
            window.location.replace(paths.accountDeleted.getHref());
          }}
          className="grid gap-4"
        >
          <TextField name="confirmation" label="Type DELETE to confirm" autoComplete="off" />
          <div>
            <DeleteButton />
          </div>
        </Form>
      </div>
    </div>
  );
}
