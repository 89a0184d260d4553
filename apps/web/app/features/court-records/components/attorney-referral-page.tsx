import { z } from 'zod';
import {
  REFERRAL_STATUSES,
  REFERRAL_STATUS_LABELS,
  canMoveReferral,
} from '@cleardocket/domain/court-records/referrals';
import type { ReferralStatus } from '@cleardocket/domain/court-records/referrals';
import { Section } from '~/components/ui/section';
import { Spinner } from '~/components/ui/spinner';
import { Form } from '~/lib/form/form';
import { SelectField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useAttorneyMoveReferral } from '../api/attorney-move-referral';
import { useAttorneyUploadOrder } from '../api/attorney-upload-order';
import { useAttorneyReferral } from '../api/get-attorney-referral';
import type { AttorneyLink } from '../api/court-api';
import { Appearances, CaseFacts, Referrals } from './case-view';
import { EligibilityResult } from './eligibility-result';
import { OrderUpload } from './order-upload';

const StepSchema = z.object({
  status: z.enum(REFERRAL_STATUSES, 'Choose the step.'),
  note: z.string().trim().max(1000),
});

function StepForm({ id, link, current }: { id: string; link: AttorneyLink; current: ReferralStatus }) {
  const move = useAttorneyMoveReferral(id, link);
  const next = REFERRAL_STATUSES.filter((status) => canMoveReferral(current, status));
  if (next.length === 0) return <p>This referral is closed: {REFERRAL_STATUS_LABELS[current].toLowerCase()}.</p>;
  return (
    <Form
      schema={StepSchema}
      defaultValues={{ status: next[0], note: '' }}
      onSubmit={async (values) => {
        await move.mutateAsync({ status: values.status, note: values.note || null });
      }}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="status"
          label="Where the matter stands"
          options={next.map((status) => ({ value: status, label: REFERRAL_STATUS_LABELS[status] }))}
        />
        <TextField name="note" label="A note for your client" hint="Optional; they receive it with the step" />
      </div>
      <div>
        <SubmitButton pendingLabel="Saving…">Record the step</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * A partner attorney's page of one referral, reached through the signed link in the referral
 * email (no account): the client's facts, the steps, and the order upload.
 */
export function AttorneyReferralPage({ id, link }: { id: string; link: AttorneyLink }) {
  const view = useAttorneyReferral(id, link);
  const upload = useAttorneyUploadOrder(id, link);
  if (view.isLoading) return <Spinner label="Loading the referral" />;
  if (view.isError || !view.data) {
    return (
      <div className="grid gap-3" role="alert">
        <h1 className="text-2xl font-bold">This link does not open a referral</h1>
        <p>{view.error?.message ?? 'This link is not valid.'}</p>
      </div>
    );
  }
  const { referral, member, case: court } = view.data;
  return (
    <div className="grid gap-2">
      <h1 className="text-3xl font-bold">Referral: {court.caption}</h1>
      <CaseFacts court={court} />
      <p className="text-ink-700">
        Client: {member.name} · {member.email}
        {member.phone ? ` · ${member.phone}` : ''}
      </p>
      <Section title="Steps">
        <Referrals court={{ ...court, referrals: [referral] }} />
        {/* A new step gives a new form: its choices start from the new step. */}
        <StepForm key={referral.status} id={referral.id} link={link} current={referral.status} />
      </Section>
      {court.eligibility ? (
        <Section title="The eligibility check">
          <EligibilityResult result={court.eligibility.result} headingLevel={3} />
        </Section>
      ) : null}
      <Section title="Where the case appears online">
        <Appearances court={court} />
      </Section>
      <Section title="The court’s order">
        <p className="max-w-prose text-ink-700">
          When the court grants the petition, upload the order here. ClearDocket sends it to every site that shows the
          case.
        </p>
        <OrderUpload
          defaultKind={court.caseType === 'criminal' ? 'sealing' : 'dismissal'}
          upload={(order) => upload.mutateAsync(order)}
          isForClient
        />
      </Section>
    </div>
  );
}
