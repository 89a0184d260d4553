import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { buildPageCsp, hashInlineScripts } from '../../lib/csp';
import type { CspExtras } from '../../lib/csp';
import { PageEncodings } from './page-encodings';
import type { Encoding } from './page-encodings';

/**
 * A page the web build wrote, held in memory with its own CSP (hashes of its inline scripts) and
 * its compressed bodies as the build wrote them (never compressed at start).
 */
/** The attribute of the web's Page Not Found page (components/errors/not-found-page.tsx). */
const NOT_FOUND_MARKER = 'data-not-found-page';

export type Page = { body: Buffer; encodings: PageEncodings; csp: string; etag: string };

export type SiteFiles = {
  /** Prerendered pages by URL path ('/', '/pricing', …). */
  pages: Map<string, Page>;
  /** The prerendered Page Not Found, served with 404 for every unknown page path. */
  notFound: Page | null;
  /** The client-rendered shell for routes that are not prerendered (the dashboard). */
  spaFallback: Page | null;
  /** Route patterns that the client renders (from the build's routes.json). */
  clientRoutes: RegExp[];
};

/** Where the web build puts its not-found page; the path itself is never served as a page. */
const NOT_FOUND_PAGE_PATH = '/__not-found';
const SPA_FALLBACK_FILE = '__spa-fallback.html';
const ROUTES_FILE = 'routes.json';

function readPage(file: string, cspExtras: CspExtras): Page {
  const body = readFileSync(file);
  const html = body.toString('utf8');
  return {
    body,
    encodings: new PageEncodings(body, file),
    csp: buildPageCsp(hashInlineScripts(html), cspExtras),
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
  };
}

function listHtmlFiles(dir: string, base = dir): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) files.push(...listHtmlFiles(full, base));
    else if (entry.name === 'index.html') files.push(path.relative(base, full));
  }
  return files;
}

/** `/dashboard/requests/:id` → a RegExp matching one path segment for each parameter. */
function routePatternToRegExp(pattern: string): RegExp {
  const escaped = pattern
    .split('/')
    .map((segment) => {
      if (segment === '*') return '.*';
      if (segment.startsWith(':')) return segment.endsWith('?') ? '[^/]*' : '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^${escaped}/?$`);
}

export function loadSiteFiles(distDir: string, cspExtras: CspExtras = {}): SiteFiles {
  const empty: SiteFiles = { pages: new Map(), notFound: null, spaFallback: null, clientRoutes: [] };
  if (!existsSync(distDir)) return empty;
  const pages = new Map<string, Page>();
  let notFound: Page | null = null;
  for (const file of listHtmlFiles(distDir)) {
    const urlPath = `/${path.dirname(file).split(path.sep).join('/')}`.replace(/^\/\.$/, '/');
    const page = readPage(path.join(distDir, file), cspExtras);
    if (urlPath === NOT_FOUND_PAGE_PATH) notFound = page;
    else pages.set(urlPath, page);
  }
  const fallbackFile = path.join(distDir, SPA_FALLBACK_FILE);
  const spaFallback = existsSync(fallbackFile) ? readPage(fallbackFile, cspExtras) : null;
  const routesFile = path.join(distDir, '..', ROUTES_FILE);
  const clientRoutes = existsSync(routesFile)
    ? ((JSON.parse(readFileSync(routesFile, 'utf8')) as { clientRoutes?: string[] }).clientRoutes ?? [])
    : [];
  return { pages, notFound, spaFallback, clientRoutes: clientRoutes.map(routePatternToRegExp) };
}

/** Which page answers a GET for `urlPath`, and with what status. */
export function resolvePage(
  site: SiteFiles,
  urlPath: string,
  serve?: 'app' | 'not-found',
): { page: Page; status: number } | null {
  const normalised = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath;
  const prerendered = site.pages.get(normalised);
  if (serve === 'app' && site.spaFallback) return { page: site.spaFallback, status: 200 };
  if (serve === 'not-found') {
    // A gated page's prerender is the Page Not Found its gate shows while it asks; any other page
    // is never sent to someone it is hidden from.
    const own = prerendered?.body.includes(NOT_FOUND_MARKER) ? prerendered : null;
    const page = own ?? site.notFound;
    return page ? { page, status: 404 } : null;
  }
  if (prerendered) return { page: prerendered, status: 200 };
  if (site.spaFallback && site.clientRoutes.some((route) => route.test(normalised))) {
    return { page: site.spaFallback, status: 200 };
  }
  if (site.notFound) return { page: site.notFound, status: 404 };
  return null;
}

/** The best encoding the client accepts, of the two every page is kept in. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = (acceptEncoding ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => quality === undefined || !/^q=0(\.0+)?$/.test(quality.trim()))
    .map(([name]) => name?.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return null;
}
