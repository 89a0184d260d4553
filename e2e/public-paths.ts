import { PRERENDERED_PATHS } from '../apps/web/app/config/paths';

/** The public site's pages: every prerendered path but the toast demo and the developer pages. */
export const PUBLIC_PATHS = [...new Set(PRERENDERED_PATHS)].filter(
  (path) => path !== '/toast-example' && !path.startsWith('/dev/'),
);
