import { Navigate } from 'react-router';
import { paths } from '~/config/paths';

/** /dashboard until the overview exists, and the old /wizard routes (spec §2): replace, not push. */
export default function RedirectToGettingStarted() {
  return <Navigate to={paths.dashboardGettingStarted.getHref()} replace />;
}
