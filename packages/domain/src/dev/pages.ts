import { paths } from '../paths';

/**
 * The developer and demo pages (spec §2 "Developer and demo routes", issue 18 item 3): for
 * operators, and for anyone while the app runs in development; everyone else gets Page Not Found
 * (docs/dev-routes.md). The server's gate (plugins/hidden-pages.ts), the web's gate, the sitemap
 * and the index pages all read this one list. A page added here is hidden at once; every path
 * under `/dev/` is hidden whether listed or not.
 */
export type DeveloperPageGroup = 'examples' | 'dev';

export type DeveloperPage = { path: string; title: string; summary: string; group: DeveloperPageGroup };

export const DEVELOPER_PAGES: readonly DeveloperPage[] = [
  { path: paths.examples.path, title: 'Examples', summary: 'Index of the demo pages.', group: 'examples' },
  {
    path: paths.featureDemo.path,
    title: 'Feature demo',
    summary: 'The building blocks of the member area: buttons, badges, spinner, toasts, dates.',
    group: 'examples',
  },
  {
    path: paths.featureModulesDemo.path,
    title: 'Feature modules',
    summary: 'The feature map: every server module with its API routes and jobs, and every web page.',
    group: 'examples',
  },
  {
    path: paths.formExample.path,
    title: 'Form example',
    summary: 'The form stack with every validation rule of the spec, on the domain schemas.',
    group: 'examples',
  },
  {
    path: paths.performanceExample.path,
    title: 'Performance',
    summary: 'Live web vitals (LCP, INP, CLS, FCP, TTFB) of the current page.',
    group: 'examples',
  },
  {
    path: paths.reduxExample.path,
    title: 'Client state store',
    summary: 'The Zustand UI store and the TanStack Query cache, live and editable.',
    group: 'examples',
  },
  {
    path: paths.secretManagementDemo.path,
    title: 'Secret management',
    summary: 'Secrets stored encrypted at rest: metadata only, never a value.',
    group: 'examples',
  },
  {
    path: paths.toastExample.path,
    title: 'Toasts',
    summary: 'Every toast variant, with its timing and stacking.',
    group: 'examples',
  },
  { path: paths.dev.path, title: 'Developer tools', summary: 'Index of the developer tools.', group: 'dev' },
  {
    path: paths.devTestSearch.path,
    title: 'Test search',
    summary: 'The provider, its configuration, the shared rate limit and a raw query with timings.',
    group: 'dev',
  },
  {
    path: paths.devTestEnhancedSearch.path,
    title: 'Test enhanced search',
    summary: 'A query classified as a scan would: severity, kind of site, keywords, removal method.',
    group: 'dev',
  },
  {
    path: paths.devTestSignup.path,
    title: 'Test sign-up',
    summary: 'The sign-up flow beside the outbox, where its codes arrive.',
    group: 'dev',
  },
  {
    path: paths.devTestPwa.path,
    title: 'Test PWA',
    summary: 'Service worker registration, caches, queued syncs and push.',
    group: 'dev',
  },
  { path: paths.devTestMcp.path, title: 'Test MCP', summary: 'The MCP server with an API key.', group: 'dev' },
  {
    path: paths.devTestMcpDebug.path,
    title: 'Test MCP (debug)',
    summary: 'The raw JSON-RPC exchange with the MCP server.',
    group: 'dev',
  },
  {
    path: paths.devTestAnalytics.path,
    title: 'Test analytics',
    summary: 'Consent state, and what the tag manager would be sent.',
    group: 'dev',
  },
  { path: paths.devOutbox.path, title: 'Outbox', summary: 'Email and SMS stored instead of sent.', group: 'dev' },
];

const LISTED = new Set(DEVELOPER_PAGES.map((page) => page.path));

/** Whether a page path (no query, no trailing slash) is a developer page. */
export function isDeveloperPath(path: string): boolean {
  return LISTED.has(path) || path.startsWith(`${paths.dev.path}/`);
}
