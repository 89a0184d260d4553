import { Link } from 'react-router';
import { paths } from '~/config/paths';
import { useAgreement } from '../api/get-agreement';
import { signedOn } from './signed-agreement';

/** One line for the Billing page: whether the member signed the current service agreement. */
export function AgreementStatusLine() {
  const agreement = useAgreement();
  if (agreement.isPending) return null;
  if (agreement.isError) return <p role="alert">{agreement.error.message}</p>;
  const { status, signature } = agreement.data;
  return (
    <p>
      <span className="font-semibold">Service agreement: </span>
      {status === 'signed' && signature ? `signed on ${signedOn(signature)}. ` : null}
      {status === 'outdated' ? 'a new version needs your signature before we file anything more for you. ' : null}
      {status === 'unsigned' ? 'needs your signature before we can file for you. ' : null}
      <Link to={paths.dashboardAgreement.getHref()} className="font-semibold text-brand-700 underline">
        {status === 'signed' ? 'View or download it' : 'Read and sign it'}
      </Link>
    </p>
  );
}
