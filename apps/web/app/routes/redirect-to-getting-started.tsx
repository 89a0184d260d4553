import { Navigate } from 'react-router';
import { paths } from '~/config/paths';

/** The old /wizard routes (spec §2): replace, not push. */
export default function RedirectToGettingStarted() {
  return <Navigate to={paths.dashboardGettingStarted.getHref()} replace />;
}
