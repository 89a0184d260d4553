import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '~/components/ui/spinner';
import { paths } from '~/config/paths';
import { useSession } from '~/hooks/use-session';

/** Signed-in only (spec §2): a signed-out visitor goes to /login with `from`, history replaced. */
export default function ProtectedLayout() {
  const session = useSession();
  const location = useLocation();
  if (session.status === 'loading') return <Spinner />;
  if (session.status === 'signed-out') {
    return <Navigate to={paths.login.getHref(`${location.pathname}${location.search}`)} replace />;
  }
  return <Outlet />;
}
