import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Spinner } from '~/components/ui/spinner';
import { Form } from '~/lib/form/form';
import { CheckboxField, RadioGroupField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useAttorneys } from '../api/get-attorneys';
import { useConsent, useConsentVersion } from '../api/get-consent';
import { useRefer } from '../api/refer';

const ReferralFormSchema = z.object({
  attorneyId: z.string().min(1, 'Choose an attorney.'),
  consent: z.literal(true, 'Tick the box to agree to share these facts with the attorney.'),
});

/** The consent the member gives, in the words stored with the referral (its version goes along). */
function ConsentText({ attorneyId }: { attorneyId: string }) {
  const consent = useConsent(attorneyId);
  if (!attorneyId) return null;
  if (consent.isLoading) return <Spinner label="Loading what is shared" />;
  if (!consent.data) return null;
  return (
    <div className="grid gap-2 rounded-md border border-ink-200 bg-ink-50 p-3">
      <p className="font-medium">What the attorney receives</p>
      <ul className="list-disc pl-5">
        {consent.data.sharedFacts.map((fact) => (
          <li key={fact}>{fact}</li>
        ))}
      </ul>
      <p data-testid="consent-text">{consent.data.text}</p>
    </div>
  );
}

function SelectedConsent() {
  const attorneyId = useWatch<z.input<typeof ReferralFormSchema>, 'attorneyId'>({ name: 'attorneyId' });
  return <ConsentText attorneyId={attorneyId} />;
}

/**
 * The member asks a partner attorney for help (issue 15 Deliver 2): an attorney who takes cases in
 * the case's state, the facts shared named, and explicit consent ticked.
 */
export function ReferralForm({ caseId, state }: { caseId: string; state: string }) {
  const attorneys = useAttorneys(state);
  const refer = useRefer(caseId);
  const consentVersion = useConsentVersion();
  if (attorneys.isLoading) return <Spinner label="Loading attorneys" />;
  const open = attorneys.data?.attorneys.filter((attorney) => attorney.acceptingReferrals) ?? [];
  if (open.length === 0) {
    return (
      <p className="text-ink-700">
        No partner attorney takes cases in {state} right now. We will tell you when one does.
      </p>
    );
  }
  return (
    <Form
      schema={ReferralFormSchema}
      defaultValues={{ attorneyId: open.length === 1 ? (open[0]?.id ?? '') : '' }}
      onSubmit={async (values) => {
        const version = await consentVersion(values.attorneyId);
        await refer.mutateAsync({ attorneyId: values.attorneyId, consent: true, consentVersion: version });
      }}
      className="grid gap-4"
    >
      <RadioGroupField
        name="attorneyId"
        label="Choose an attorney"
        className="grid gap-2"
        optionClassName="flex items-start gap-2 rounded-md border border-ink-200 p-3"
        options={open.map((attorney) => ({
          value: attorney.id,
          label: `${attorney.name}${attorney.firm ? `, ${attorney.firm}` : ''} — ${attorney.fees}; speaks ${attorney.languages.join(', ') || 'English'}`,
        }))}
      />
      <SelectedConsent />
      <CheckboxField name="consent" label="I agree to share these facts with this attorney." />
      <div>
        <SubmitButton pendingLabel="Sending…">Ask for help</SubmitButton>
      </div>
    </Form>
  );
}
