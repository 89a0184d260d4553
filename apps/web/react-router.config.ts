import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '@react-router/dev/config';
import { DEVELOPER_PAGES } from '@cleardocket/domain/dev/pages';
import { DEFAULT_SITE_URL } from './app/config/env';
import { NOT_FOUND_PRERENDER_PATH, PRERENDERED_PATHS } from './app/config/paths';
import { renderRobots, renderSitemap } from './app/config/seo-files';
import { buildInstallableApp } from './scripts/pwa-build';

type ManifestRoute = { id: string; parentId?: string; path?: string; index?: boolean };

/** Full URL patterns of every route, from the build manifest (parents' paths joined). */
function listRoutePatterns(routes: Record<string, ManifestRoute>): string[] {
  const fullPath = (route: ManifestRoute): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const base = parent ? fullPath(parent) : '';
    return route.path ? `${base.replace(/\/$/, '')}/${route.path}` : base;
  };
  return Object.values(routes)
    .filter((route) => route.path !== undefined || route.index)
    .map((route) => fullPath(route) || '/');
}

export default {
  appDirectory: 'app',
  ssr: false,
  // Every public page is written to HTML at build time; the not-found page too, so the server can
  // answer unknown paths with a real 404 page (apps/server/src/plugins/web).
  // The developer pages too (docs/dev-routes.md): each is written as the Page Not Found its gate
  // shows while it asks, which the server sends with 404 to those who may not see it.
  prerender: [...PRERENDERED_PATHS, NOT_FOUND_PRERENDER_PATH, ...DEVELOPER_PAGES.map((page) => page.path)],
  async buildEnd({ buildManifest, reactRouterConfig }) {
    const routes = (buildManifest?.routes ?? {}) as Record<string, ManifestRoute>;
    const prerendered = new Set<string>(PRERENDERED_PATHS);
    const clientRoutes = listRoutePatterns(routes).filter(
      (pattern) => !prerendered.has(pattern) && pattern !== '/*' && pattern !== '*',
    );
    const buildDir = path.resolve(reactRouterConfig.buildDirectory);
    writeFileSync(path.join(buildDir, 'routes.json'), `${JSON.stringify({ clientRoutes }, null, 2)}\n`);
    const siteUrl = (process.env.VITE_SITE_URL ?? DEFAULT_SITE_URL).replace(/\/$/, '');
    writeFileSync(path.join(buildDir, 'client', 'sitemap.xml'), renderSitemap(siteUrl));
    writeFileSync(path.join(buildDir, 'client', 'robots.txt'), renderRobots(siteUrl));
    // Last: the service worker's precache lists every file written above (docs/pwa.md).
    await buildInstallableApp(path.join(buildDir, 'client'));
  },
} satisfies Config;
