import { useParams, useSearchParams } from 'react-router';
import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { paths } from '~/config/paths';
import { AttorneyReferralPage } from '~/features/court-records/components/attorney-referral-page';

/** A partner attorney's page of one referral, by its signed link (issue 15; no account). */
export default function AttorneyReferral() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const link = { expires: Number(search.get('expires') ?? 0), sig: search.get('sig') ?? '' };
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-8 sm:px-6">
      <PageMeta title="Referral" description="A ClearDocket referral." path={paths.attorneyReferral.path} noindex />
      <AttorneyReferralPage id={id} link={link} />
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
