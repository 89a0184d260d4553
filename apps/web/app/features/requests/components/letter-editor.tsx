import { useState } from 'react';
import { z } from 'zod';
import { LETTER_LIMITS } from '@cleardocket/domain/requests/contract';
import { Button } from '~/components/ui/button';
import { Form } from '~/lib/form/form';
import { TextField, TextareaField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useRemovalAction } from '../api/removal-action';

/** The authorise route's limits, in plain words (contract: AuthoriseBodySchema). */
const LetterSchema = z.object({
  subject: z
    .string()
    .trim()
    .min(5, 'Give the letter a subject')
    .max(LETTER_LIMITS.subjectMax, `Keep the subject to ${LETTER_LIMITS.subjectMax} characters`)
    .regex(/^[^\r\n]*$/, 'Keep the subject on one line'),
  body: z
    .string()
    .trim()
    .min(LETTER_LIMITS.bodyMin, 'The letter is too short to send')
    .max(
      LETTER_LIMITS.bodyMax,
      `Keep the letter to ${new Intl.NumberFormat('en-US').format(LETTER_LIMITS.bodyMax)} characters`,
    ),
});

/**
 * The letter before its first send: read it, authorise it as it is, or edit it and send that
 * (issue 14 §7). Once authorised it is never changed.
 */
export function LetterEditor({ removalId, letter }: { removalId: string; letter: { subject: string; body: string } }) {
  const action = useRemovalAction();
  const [editing, setEditing] = useState(false);
  if (!editing) {
    return (
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={action.isPending}
          onClick={() => action.mutate({ kind: 'authorise', id: removalId })}
        >
          Authorise and send
        </Button>
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          Edit the letter
        </Button>
      </div>
    );
  }
  return (
    <Form
      schema={LetterSchema}
      defaultValues={letter}
      showsFormError={false}
      className="grid gap-3"
      onSubmit={async (values) => {
        await action.mutateAsync({ kind: 'authorise', id: removalId, ...values });
        setEditing(false);
      }}
    >
      <TextField name="subject" label="Subject" />
      <TextareaField
        name="body"
        label="Letter"
        rows={14}
        hint="Your words are sent as they are. Keep the reference line so the site's answer finds its request."
      />
      <div className="flex flex-wrap gap-2">
        <SubmitButton size="sm" pendingLabel="Sending…">
          Authorise and send this letter
        </SubmitButton>
        <Button size="sm" variant="outline" type="button" onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}
