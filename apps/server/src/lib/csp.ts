import { createHash } from 'node:crypto';

/**
 * Content-Security-Policy builders (ARCHITECTURE §9). Pages allow only their own scripts plus the
 * exact inline scripts the prerender wrote, by hash; nothing is evaluated from strings.
 * Styles allow 'unsafe-inline' because Radix positions popovers and locks scrolling with inline
 * styles (docs/decisions/005-content-security-policy.md).
 */
const INLINE_SCRIPT = /<script(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

export function hashInlineScripts(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const content = match[1] ?? '';
    if (content === '') continue;
    hashes.add(`'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

export type CspExtras = { scriptSrc?: string[]; connectSrc?: string[]; imgSrc?: string[]; frameSrc?: string[] };

/** What the tag manager needs, added only when GTM_ID is configured (it loads only on consent). */
export const TAG_MANAGER_CSP: CspExtras = {
  scriptSrc: ['https://www.googletagmanager.com'],
  connectSrc: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  imgSrc: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
  frameSrc: ['https://www.googletagmanager.com'],
};

export function buildPageCsp(scriptHashes: string[], extra: CspExtras = {}): string {
  const list = (base: string[], more: string[] | undefined) => [...base, ...(more ?? [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${list(["'self'", ...scriptHashes], extra.scriptSrc)}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${list(["'self'", 'data:'], extra.imgSrc)}`,
    "font-src 'self'",
    `connect-src ${list(["'self'"], extra.connectSrc)}`,
    `frame-src ${extra.frameSrc?.length ? extra.frameSrc.join(' ') : "'none'"}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** For everything that is not a page (JSON, files): nothing may run or embed it. */
export const NON_PAGE_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/**
 * The service worker's own policy (a worker script is governed by the CSP it was served with): it
 * fetches our pages, files and API for the pages it serves, and runs nothing but itself
 * (docs/pwa.md). Without it the worker would get NON_PAGE_CSP and could fetch nothing.
 */
export const SERVICE_WORKER_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self'; base-uri 'none'; frame-ancestors 'none'";
