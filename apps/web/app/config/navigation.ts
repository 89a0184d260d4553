import { paths } from './paths';

/** The menus the header, the mobile menu and the footer share (spec §2 "Header and footer"). */
export type NavLink = { label: string; href: string; description?: string };

const LANDING_PRODUCTS = [
  { slug: 'remove-court-records', label: 'Remove Court Records from Google' },
  { slug: 'remove-arrest-records', label: 'Remove Arrest Records from Google' },
  { slug: 'remove-mugshots', label: 'Remove Mugshots from Google' },
  { slug: 'remove-lawsuits', label: 'Remove Lawsuits from Google' },
  { slug: 'remove-bankruptcy-records', label: 'Remove Bankruptcy Records from Google' },
] as const;

export const CONTENT_REMOVAL_LINKS: NavLink[] = [
  {
    label: 'Content Removal',
    href: paths.contentRemoval.getHref(),
    description: 'How we take court records and personal data off the web',
  },
  ...LANDING_PRODUCTS.slice(0, 3).map((product) => ({
    label: product.label,
    href: paths.removeFromGoogle.getHref(product.slug),
  })),
  { label: 'Delete Lawsuits from Search Engines', href: paths.deleteLawsuitFromSearchEngines.getHref() },
  { label: 'Remove Your Name from UniCourt', href: paths.removeNameFromUnicourt.getHref() },
];

export const LEGAL_SERVICE_LINKS: NavLink[] = [
  {
    label: 'Seal Court Records',
    href: paths.sealCourtRecords.getHref(),
    description: 'Sealing and expungement with partner attorneys',
  },
  { label: 'Hide Legal Records', href: paths.hideLegalRecords.getHref() },
  ...LANDING_PRODUCTS.slice(3).map((product) => ({
    label: product.label,
    href: paths.removeFromGoogle.getHref(product.slug),
  })),
  { label: 'All Services', href: paths.services.getHref() },
  { label: 'Free Case Assessment', href: paths.freeAssessment.getHref() },
];

export const MAIN_LINKS: NavLink[] = [
  { label: 'Pricing', href: paths.pricing.getHref() },
  { label: 'About', href: paths.about.getHref() },
  { label: 'FAQ', href: paths.faq.getHref() },
  { label: 'Contact', href: paths.contact.getHref() },
];

export const SUPPORT_LINKS: NavLink[] = [
  { label: 'Help Center', href: paths.help.getHref() },
  { label: 'Support', href: paths.support.getHref() },
  { label: 'FAQ', href: paths.faq.getHref() },
  { label: 'Contact Us', href: paths.contact.getHref() },
  { label: 'Pricing', href: paths.pricing.getHref() },
];

export const COMPANY_LINKS: NavLink[] = [
  { label: 'About', href: paths.about.getHref() },
  { label: 'Privacy Policy', href: paths.privacy.getHref() },
  { label: 'Terms of Service', href: paths.terms.getHref() },
  { label: 'Admin', href: paths.adminLogin.getHref() },
];
