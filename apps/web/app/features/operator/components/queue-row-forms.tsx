import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { REMOVAL_STATUSES, REMOVAL_STATUS_LABELS, REMOVAL_TRANSITIONS } from '@cleardocket/domain/requests/status';
import type { RemovalStatus } from '@cleardocket/domain/requests/status';
import { Form } from '~/lib/form/form';
import { SelectField, TextField, TextareaField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useOperatorAction } from '../api/operator-action';

/**
 * The operator routes' limits: a timeline note up to 1,000 characters, evidence and an internal
 * note up to 2,000.
 */
export const StatusChangeSchema = z.object({
  status: z.enum(REMOVAL_STATUSES, { message: 'Choose a status' }),
  note: z.string().trim().min(1, 'Add a note for the timeline').max(1000, 'Keep the note to 1,000 characters'),
});
const NoteSchema = z.object({
  text: z.string().trim().min(1, 'Write the note first').max(2000, 'Keep the note to 2,000 characters or fewer'),
});
const EvidenceSchema = z.object({
  note: z.string().trim().min(1, 'Describe the evidence').max(2000, 'Keep the evidence note to 2,000 characters'),
});

const hasText = (value: unknown) => typeof value === 'string' && value.trim() !== '';
// A failure is told by the action's toast ('That did not work'); the forms keep what was typed.
export const FORM = { showsFormError: false, className: 'flex flex-wrap items-end gap-2' } as const;

export function StatusChangeButton({ children = 'Change status' }: { children?: string }) {
  const [status, note] = useWatch({ name: ['status', 'note'] });
  return (
    <SubmitButton size="sm" disabled={!hasText(status) || !hasText(note)}>
      {children}
    </SubmitButton>
  );
}

/** The member reads this note on their timeline and in the notification (label shared with bulk). */
export const MEMBER_NOTE_LABEL = 'Note for the timeline (the member reads it)';

/** A move the status rules allow from where the removal is, with a note for the member's timeline. */
export function StatusChangeForm({ removalId, from }: { removalId: string; from: RemovalStatus }) {
  const action = useOperatorAction();
  const moves = REMOVAL_TRANSITIONS[from].map((move) => ({ value: move, label: REMOVAL_STATUS_LABELS[move] }));
  return (
    <Form
      {...FORM}
      schema={StatusChangeSchema}
      defaultValues={{ status: undefined, note: '' }}
      onSubmit={async ({ status, note }, form) => {
        await action.mutateAsync({ kind: 'status', id: removalId, status, note });
        form.resetField('note');
      }}
    >
      <SelectField name="status" label="New status" size="sm" placeholder="Choose" options={moves} />
      <TextField name="note" label={MEMBER_NOTE_LABEL} size="sm" className="min-w-64 flex-1" />
      <StatusChangeButton />
    </Form>
  );
}

function EvidenceButton() {
  const note = useWatch({ name: 'note' });
  return (
    <SubmitButton size="sm" variant="outline" disabled={!hasText(note)}>
      Attach evidence
    </SubmitButton>
  );
}

/** Evidence an operator saw (a confirmation number, a reply), added to the removal's record. */
export function EvidenceForm({ removalId }: { removalId: string }) {
  const action = useOperatorAction();
  return (
    <Form
      {...FORM}
      schema={EvidenceSchema}
      defaultValues={{ note: '' }}
      onSubmit={async ({ note }, form) => {
        await action.mutateAsync({ kind: 'evidence', id: removalId, note });
        form.reset();
      }}
    >
      <TextField
        name="note"
        label="Evidence (confirmation number, reply received…)"
        size="sm"
        className="min-w-64 flex-1"
      />
      <EvidenceButton />
    </Form>
  );
}

function NoteButton() {
  const text = useWatch({ name: 'text' });
  return (
    <SubmitButton size="sm" variant="outline" disabled={!hasText(text)}>
      Save internal note
    </SubmitButton>
  );
}

/** A note for the other operators (what was tried, who to call): never shown to the member. */
export function NoteForm({ removalId }: { removalId: string }) {
  const action = useOperatorAction();
  return (
    <Form
      {...FORM}
      schema={NoteSchema}
      defaultValues={{ text: '' }}
      onSubmit={async ({ text }, form) => {
        await action.mutateAsync({ kind: 'note', id: removalId, text });
        form.reset();
      }}
    >
      <TextareaField name="text" label="Internal note (only operators see this)" rows={2} className="min-w-64 flex-1" />
      <NoteButton />
    </Form>
  );
}
