import { BRAND, BRAND_NAME, TITLE_SEPARATOR } from '@cleardocket/domain/brand';
import { SITE_URL } from '~/config/env';

export type PageMetaProps = {
  title: string;
  description: string;
  /** The page's own path; the canonical URL unless `canonicalPath` names another page. */
  path: string;
  canonicalPath?: string;
  noindex?: boolean;
  /** Extra structured data for this page (e.g. an FAQPage), beside the LegalService. */
  jsonLd?: Record<string, unknown>[];
};

export function formatTitle(title: string): string {
  return title === BRAND_NAME ? title : `${title}${TITLE_SEPARATOR}${BRAND_NAME}`;
}

function absoluteUrl(path: string): string {
  return `${SITE_URL}${path === '/' ? '/' : path}`;
}

/** The US legal service this site describes (spec §2 "Page metadata"). */
function legalServiceJsonLd(): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'LegalService',
    name: BRAND.name,
    description: BRAND.description,
    url: SITE_URL,
    telephone: BRAND.phone.e164,
    email: BRAND.emails.help,
    areaServed: { '@type': 'Country', name: 'United States' },
    address: {
      '@type': 'PostalAddress',
      streetAddress: BRAND.address.street,
      addressLocality: BRAND.address.city,
      addressRegion: BRAND.address.region,
      postalCode: BRAND.address.postalCode,
      addressCountry: BRAND.address.country,
    },
  };
}

/** JSON for a script element: `<` escaped so no text can close the element early. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * Title, description, canonical, Open Graph, robots and JSON-LD. React hoists the tags into
 * <head>, so they are in the prerendered HTML.
 */
export function PageMeta({ title, description, path, canonicalPath, noindex, jsonLd = [] }: PageMetaProps) {
  const fullTitle = formatTitle(title);
  const canonical = absoluteUrl(canonicalPath ?? path);
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <meta name="robots" content={noindex ? 'noindex, nofollow' : 'index, follow'} />
      <link rel="canonical" href={canonical} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={BRAND_NAME} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={canonical} />
      <meta name="twitter:card" content="summary" />
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: serializeJsonLd([legalServiceJsonLd(), ...jsonLd]) }}
      />
    </>
  );
}
