import { PageMeta } from '~/components/seo/page-meta';
import { RouteErrorBoundary } from '~/components/errors/route-error-boundary';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useAgreement } from '~/features/agreement/api/get-agreement';
import { AgreementForm } from '~/features/agreement/components/agreement-form';
import { AgreementText } from '~/features/agreement/components/agreement-text';
import { SignedAgreement } from '~/features/agreement/components/signed-agreement';

/** The service agreement (issue 16 step 5): its status, the signed PDF, or the form to sign it. */
export default function DashboardAgreement() {
  const agreement = useAgreement();
  if (agreement.isPending) return <Spinner />;
  if (agreement.isError) return <p role="alert">{agreement.error.message}</p>;
  const { status, signature } = agreement.data;
  return (
    <div className="grid gap-6 px-4 py-8 sm:px-6">
      <PageMeta
        title="Service agreement"
        description="The agreement that lets us file removals for you."
        path={paths.dashboardAgreement.path}
        noindex
      />
      <h1 className="text-3xl font-bold">Service agreement</h1>
      {status === 'signed' && signature ? (
        <>
          <SignedAgreement signature={signature} />
          <AgreementText agreement={agreement.data} />
        </>
      ) : (
        <>
          <p className="max-w-2xl">
            {status === 'outdated'
              ? 'We updated the agreement. Read the new version and sign it so we can go on filing for you; until then we file nothing new.'
              : 'Before we file removal requests for you, read the agreement and sign it. It says what we do, what you authorise us to do in your name and what we never do, the fees, the guarantee and how to cancel.'}
          </p>
          <AgreementForm agreement={agreement.data} />
        </>
      )}
    </div>
  );
}

export { RouteErrorBoundary as ErrorBoundary };
