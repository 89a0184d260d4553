import { Navigate, useSearchParams } from 'react-router';
import { useSession } from '~/hooks/use-session';
import { safeReturnPath } from './error-message';

/**
 * On the sign-in and sign-up pages, a member who is already signed in is sent on (to `from`, or
 * to `landing`) instead of being asked to sign in again (issue 20).
 */
export function SignedInRedirect({ landing }: { landing: string }) {
  const session = useSession();
  const [params] = useSearchParams();
  if (session.status !== 'signed-in') return null;
  return <Navigate to={safeReturnPath(params.get('from'), landing)} replace />;
}
