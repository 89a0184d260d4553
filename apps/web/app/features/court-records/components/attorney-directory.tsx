import { useState } from 'react';
import { z } from 'zod';
import {
  REFERRAL_STATUSES,
  REFERRAL_STATUS_LABELS,
  canMoveReferral,
} from '@cleardocket/domain/court-records/referrals';
import type { ReferralStatus } from '@cleardocket/domain/court-records/referrals';
import { US_STATES } from '@cleardocket/domain/profile/address';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { formatMoment } from '~/lib/dates';
import { Form } from '~/lib/form/form';
import { CheckboxField, SelectField, TextField, TextareaField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useAdminAttorneys } from '../api/get-admin-attorneys';
import { useAdminReferrals } from '../api/get-admin-referrals';
import { useOperatorMoveReferral } from '../api/move-referral';
import { useSaveAttorney } from '../api/save-attorney';
import type { AttorneyValues } from '../api/save-attorney';

const listOf = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
const STATES = new Set<string>(US_STATES);

const AttorneyFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the attorney’s name.').max(120),
    firm: z.string().trim().max(160),
    email: z.string().trim().email('Enter an email address.').max(254),
    phone: z.string().trim().max(40),
    states: z
      .string()
      .max(400)
      .refine((value) => listOf(value).length > 0, 'Enter at least one state, such as CA.')
      .refine(
        (value) => listOf(value).every((code) => STATES.has(code.toUpperCase())),
        'Write the states as two-letter codes separated by commas, such as CA, NY.',
      ),
    practiceAreas: z.string().max(800),
    fees: z.string().trim().min(1, 'Say how the attorney charges.').max(300),
    languages: z.string().max(800),
    capacity: z.string().regex(/^\d{1,4}$/, 'Enter how many open referrals the attorney takes at once (a number).'),
    active: z.boolean(),
  })
  .transform((values): AttorneyValues => ({
    name: values.name,
    firm: values.firm || null,
    email: values.email,
    phone: values.phone || null,
    states: listOf(values.states).map((code) => code.toUpperCase()),
    practiceAreas: listOf(values.practiceAreas),
    fees: values.fees,
    languages: listOf(values.languages),
    capacity: Number(values.capacity),
    active: values.active,
  }));
type AttorneyFormValues = z.input<typeof AttorneyFormSchema>;

const EMPTY: AttorneyFormValues = {
  name: '',
  firm: '',
  email: '',
  phone: '',
  states: '',
  practiceAreas: 'Expungement, Sealing',
  fees: '',
  languages: 'English',
  capacity: '5',
  active: true,
};

const formValuesOf = (attorney: AttorneyValues): AttorneyFormValues => ({
  name: attorney.name,
  firm: attorney.firm ?? '',
  email: attorney.email,
  phone: attorney.phone ?? '',
  states: attorney.states.join(', '),
  practiceAreas: attorney.practiceAreas.join(', '),
  fees: attorney.fees,
  languages: attorney.languages.join(', '),
  capacity: String(attorney.capacity),
  active: attorney.active,
});

function AttorneyForm({ id, initial, onDone }: { id: string | null; initial: AttorneyFormValues; onDone: () => void }) {
  const save = useSaveAttorney();
  return (
    <Form
      schema={AttorneyFormSchema}
      defaultValues={initial}
      onSubmit={async (values, form) => {
        await save.mutateAsync({ id, values });
        if (!id) form.reset(EMPTY);
        onDone();
      }}
      className="grid gap-4 rounded-lg border border-ink-200 bg-white p-4 sm:p-6"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="name" label="Name" />
        <TextField name="firm" label="Firm" hint="Optional" />
        <TextField name="email" type="email" label="Email" hint="Referral packets go here" />
        <TextField name="phone" type="tel" label="Phone" hint="Optional" />
        <TextField name="states" label="States" hint="Two-letter codes, separated by commas" />
        <TextField name="capacity" label="Open referrals at once" inputMode="numeric" />
        <TextField name="practiceAreas" label="Practice areas" hint="Separated by commas" />
        <TextField name="languages" label="Languages" hint="Separated by commas" />
      </div>
      <TextareaField name="fees" label="Fees" rows={2} />
      <CheckboxField name="active" label="Takes referrals (shown to members)" />
      <div>
        <SubmitButton pendingLabel="Saving…">{id ? 'Save the attorney' : 'Add the attorney'}</SubmitButton>
      </div>
    </Form>
  );
}

/** The partner-attorney directory (issue 15 Deliver 2): operators add, change and pause attorneys. */
export function AttorneyDirectory() {
  const attorneys = useAdminAttorneys();
  const [editing, setEditing] = useState<string | null>(null);
  if (attorneys.isLoading) return <Spinner label="Loading attorneys" />;
  if (!attorneys.data) return <p role="alert">The attorneys could not be loaded.</p>;
  return (
    <div className="grid gap-4">
      {attorneys.data.attorneys.length === 0 ? <p>No partner attorney yet.</p> : null}
      <ul className="grid gap-3">
        {attorneys.data.attorneys.map((attorney) => (
          <li key={attorney.id} className="grid gap-2 rounded-lg border border-ink-200 bg-white p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="font-semibold">
                {attorney.name}
                {attorney.firm ? `, ${attorney.firm}` : ''}
                {attorney.active ? '' : ' (paused)'}
              </p>
              <Button
                variant="outline"
                size="sm"
                onClick={() => setEditing(editing === attorney.id ? null : attorney.id)}
              >
                {editing === attorney.id ? 'Close' : 'Edit'}
              </Button>
            </div>
            <p className="text-sm text-ink-700">
              {attorney.states.join(', ')} · {attorney.practiceAreas.join(', ')} · {attorney.languages.join(', ')}
            </p>
            <p className="text-sm text-ink-700">
              {attorney.email}
              {attorney.phone ? ` · ${attorney.phone}` : ''} · {attorney.fees} · {attorney.openReferrals} of{' '}
              {attorney.capacity} referrals open
            </p>
            {editing === attorney.id ? (
              <AttorneyForm id={attorney.id} initial={formValuesOf(attorney)} onDone={() => setEditing(null)} />
            ) : null}
          </li>
        ))}
      </ul>
      <h2 className="text-xl font-semibold">Add an attorney</h2>
      <AttorneyForm id={null} initial={EMPTY} onDone={() => undefined} />
    </div>
  );
}

const MoveSchema = z.object({
  status: z.enum(REFERRAL_STATUSES, 'Choose the new step.'),
  note: z.string().trim().max(1000),
});

function MoveReferralForm({ id, current }: { id: string; current: ReferralStatus }) {
  const move = useOperatorMoveReferral();
  const next = REFERRAL_STATUSES.filter((status) => canMoveReferral(current, status));
  if (next.length === 0) return null;
  return (
    <Form
      schema={MoveSchema}
      defaultValues={{ status: next[0], note: '' }}
      onSubmit={async (values) => {
        await move.mutateAsync({ id, status: values.status, note: values.note || null });
      }}
      className="grid gap-3 sm:grid-cols-[1fr_2fr_auto] sm:items-end"
    >
      <SelectField
        name="status"
        label="Next step"
        size="sm"
        options={next.map((status) => ({ value: status, label: REFERRAL_STATUS_LABELS[status] }))}
      />
      <TextField name="note" label="Note for the member" size="sm" />
      <SubmitButton size="sm" pendingLabel="Saving…">
        Record
      </SubmitButton>
    </Form>
  );
}

/** Every referral with its step; an operator records the next one (the member is told). */
export function ReferralsAdmin() {
  const referrals = useAdminReferrals();
  if (referrals.isLoading) return <Spinner label="Loading referrals" />;
  if (!referrals.data) return <p role="alert">The referrals could not be loaded.</p>;
  if (referrals.data.referrals.length === 0) return <p>No referral yet.</p>;
  return (
    <ul className="grid gap-3">
      {referrals.data.referrals.map((referral) => (
        <li key={referral.id} className="grid gap-2 rounded-lg border border-ink-200 bg-white p-4">
          <p className="font-semibold">
            {referral.caption} ({referral.caseNumber}) → {referral.attorney.name}
          </p>
          <p className="text-sm text-ink-700">
            {referral.memberEmail} · {REFERRAL_STATUS_LABELS[referral.status]} · consent{' '}
            {formatMoment(referral.consentedAt)} (version {referral.consentVersion})
          </p>
          <MoveReferralForm key={referral.status} id={referral.id} current={referral.status} />
        </li>
      ))}
    </ul>
  );
}
