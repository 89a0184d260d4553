import { SITES } from '../search/sites';
import type { SiteEntry } from '../search/sites';

/**
 * Web-form sites in the catalogue that cannot have a playbook, and why: no request page is known,
 * removal is paid, it needs documents a person sends, or its form is reported broken. Each names
 * the other method the sources give, where they give one (`otherMethod` below). Every other
 * web-form site has a playbook: a described one, or the generic request-form one (decision 038).
 */
const BY_DOMAIN: Record<string, string> = {
  'radaris.com': 'Its control form is reported broken and points to an email address instead.',
  'veripages.com': 'Its control form is reported broken and points to an email address instead.',
  'the-mugshot.website': 'Removal is paid per booking; the product never pays a site to unpublish.',
  'openarrest.com': 'No opt-out address is known; its policy asks for a form with a redacted photo ID.',
  'viewmugshots.com': 'Removal needs proof such as an expungement order, sent by a person.',
};

/** Why a web-form site has no playbook, or null when it can have one. */
export function gapReason(site: SiteEntry): string | null {
  const reason = BY_DOMAIN[site.domain];
  if (reason) return reason;
  if (site.category === 'court-records') return 'Court-record sites act on a court order, not an opt-out form.';
  if (!site.optOutUrl) return 'No opt-out address is known.';
  return null;
}

/** The method a site without a playbook is worked by, from the catalogue's sources; null when none. */
export function otherMethod(site: SiteEntry): string | null {
  if (site.optOutEmail) return `A letter by email to ${site.optOutEmail}.`;
  if (site.category === 'court-records') return 'A court order (sealing or expungement), then its removal.';
  return null;
}

/** Catalogue sites whose method is a web form. */
export const WEB_FORM_SITES: readonly SiteEntry[] = SITES.filter(
  (site) => site.method === 'web-form' || site.method === 'search-then-form',
);
