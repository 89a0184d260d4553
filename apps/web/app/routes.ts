import { index, layout, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';
import { paths } from './config/paths';

/** Route paths are written relative to the layout, hence the leading slash removed. */
const at = (path: string) => path.replace(/^\//, '');

export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route(at(paths.toastExample.path), 'routes/toast-example.tsx'),
    // Unknown paths: the Page Not Found page (also needed so deep links hydrate: STACK-NOTES 5).
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
