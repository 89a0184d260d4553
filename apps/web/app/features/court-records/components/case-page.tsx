import { useState } from 'react';
import { Button, ButtonLink } from '~/components/ui/button';
import { Section } from '~/components/ui/section';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { usePetition } from '../api/generate-petition';
import { useCase } from '../api/get-case';
import { useSaveCaseEligibility } from '../api/save-case-eligibility';
import { useUploadOrder } from '../api/upload-order';
import { Appearances, CaseFacts, Documents, Referrals } from './case-view';
import { EligibilityForm } from './eligibility-form';
import { LinkFinding } from './link-finding';
import { EligibilityResult } from './eligibility-result';
import { OrderUpload } from './order-upload';
import { ReferralForm } from './referral-form';

function PetitionButton({ caseId }: { caseId: string }) {
  const petition = usePetition(caseId);
  const [error, setError] = useState<string | null>(null);
  return (
    <div className="grid gap-2">
      <div>
        <Button
          variant="outline"
          disabled={petition.isPending}
          onClick={() => {
            setError(null);
            petition.mutate(undefined, { onError: (failure) => setError(failure.message) });
          }}
        >
          {petition.isPending ? 'Writing the packet…' : 'Write the petition packet (PDF)'}
        </Button>
      </div>
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}

/**
 * One case (issue 15): where it appears online and where each page stands, the eligibility check,
 * the attorney referral, the petition packet and the order that turns into removals.
 */
export function CasePage({ id }: { id: string }) {
  const detail = useCase(id);
  const save = useSaveCaseEligibility(id);
  const upload = useUploadOrder(id);
  if (detail.isLoading) return <Spinner label="Loading the case" />;
  if (detail.isError || !detail.data) {
    return (
      <div className="grid gap-3">
        <h1 className="text-2xl font-bold">Case not found</h1>
        <p>It may have been deleted, or the link is wrong.</p>
        <div>
          <ButtonLink to={paths.dashboardCourtRecords.getHref()} variant="outline">
            All cases
          </ButtonLink>
        </div>
      </div>
    );
  }
  const court = detail.data.case;
  const hasOrder = court.documents.some((doc) => doc.kind === 'order');
  return (
    <div className="grid gap-2">
      <h1 className="text-3xl font-bold">{court.caption}</h1>
      <CaseFacts court={court} />
      <Section title="Where it appears online">
        <Appearances court={court} />
        <LinkFinding court={court} />
      </Section>
      <Section title="Can it be sealed?">
        {court.eligibility ? <EligibilityResult result={court.eligibility.result} headingLevel={3} /> : null}
        <details open={!court.eligibility}>
          <summary className="cursor-pointer font-medium">
            {court.eligibility ? 'Check again with other answers' : 'Answer a few questions'}
          </summary>
          <div className="mt-3">
            <EligibilityForm
              fixedCase
              initial={court.eligibility?.input ?? { state: court.state, caseType: court.caseType }}
              onSubmit={(answers) => save.mutateAsync(answers)}
            />
          </div>
        </details>
      </Section>
      <Section title="Help from an attorney">
        <Referrals court={court} isMemberView />
        {court.referrals.some((referral) => referral.status !== 'denied') ? null : (
          <ReferralForm caseId={court.id} state={court.state} />
        )}
      </Section>
      <Section title="Papers">
        <PetitionButton caseId={court.id} />
        <Documents court={court} />
      </Section>
      <Section title={hasOrder ? 'Another court order' : 'The court’s order'}>
        <p className="max-w-prose text-ink-700">
          Once the court has sealed, expunged or dismissed the case, upload the order. We send it to every site that
          shows the case, ask Google to drop the pages, and dispute the record with background-check companies.
        </p>
        <OrderUpload
          defaultKind={court.caseType === 'criminal' ? 'sealing' : 'dismissal'}
          upload={(order) => upload.mutateAsync(order)}
        />
      </Section>
    </div>
  );
}
