import { useState } from 'react';
import type { EligibilityOutcome } from '@cleardocket/domain/court-records/contract';
import { ButtonLink } from '~/components/ui/button';
import { paths } from '~/config/paths';
import { checkEligibility } from '../api/check-eligibility';
import { EligibilityForm } from './eligibility-form';
import { EligibilityResult } from './eligibility-result';

/** The member's pre-check: the answers, then the result under them and the way on to a case. */
export function EligibilityCheck() {
  const [result, setResult] = useState<EligibilityOutcome | null>(null);
  return (
    <div className="grid gap-6">
      <EligibilityForm onSubmit={async (answers) => setResult(await checkEligibility(answers))} />
      {result ? (
        <>
          <EligibilityResult result={result} />
          <div className="flex flex-wrap gap-3">
            <ButtonLink to={paths.dashboardCourtRecords.getHref()}>Add this case and get help</ButtonLink>
          </div>
        </>
      ) : null}
    </div>
  );
}
