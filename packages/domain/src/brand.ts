/**
 * The brand: one place for the product's name and contact details (spec preface: `{phone}`,
 * `{email}` and `{name}` values the original did not reveal are chosen here).
 */
export const BRAND_NAME = 'ClearDocket';
export const TITLE_SEPARATOR = ' | ';

export const BRAND = {
  name: BRAND_NAME,
  legalName: 'ClearDocket, Inc.',
  tagline: 'Court records and personal data, removed from the internet.',
  description:
    'ClearDocket removes court cases, arrest records, mugshots and personal details from search engines, people-search sites and court-record sites, and connects you with partner attorneys for sealing and expungement.',
  address: {
    street: '1200 Market Street, Suite 400',
    city: 'Philadelphia',
    region: 'PA',
    postalCode: '19107',
    country: 'US',
  },
  phone: { display: '(215) 555-0142', e164: '+12155550142' },
  emails: {
    help: 'help@cleardocket.example',
    legal: 'legal@cleardocket.example',
    privacy: 'privacy@cleardocket.example',
    support: 'support@cleardocket.example',
  },
  social: [
    { label: 'LinkedIn', href: 'https://www.linkedin.com/company/cleardocket' },
    { label: 'Facebook', href: 'https://www.facebook.com/cleardocket' },
    { label: 'X', href: 'https://x.com/cleardocket' },
  ],
  areaServed: 'US',
} as const;
