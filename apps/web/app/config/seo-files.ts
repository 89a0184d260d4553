import { LANDING_PATHS, PUBLIC_PAGE_PATHS } from './paths';

/** The sitemap: every public indexable page (the /seo/ copies and noindex pages are left out). */
export function renderSitemap(siteUrl: string): string {
  const urls = [...PUBLIC_PAGE_PATHS.filter((path) => path !== '/plans' && path !== '/signup'), ...LANDING_PATHS];
  const entries = urls.map((path) => `  <url><loc>${siteUrl}${path === '/' ? '/' : path}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

/** Crawlers may read the public site, never the signed-in area or the API. */
export function renderRobots(siteUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /dashboard',
    'Disallow: /api/',
    'Disallow: /dev/',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
