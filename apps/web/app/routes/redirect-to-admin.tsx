import { Navigate } from 'react-router';
import { paths } from '~/config/paths';

/** /admin-login, as the header and footer link it, leads to the admin sign-in at /admin. */
export default function RedirectToAdmin() {
  return <Navigate to={paths.admin.getHref()} replace />;
}
