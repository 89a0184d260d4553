import { SITES } from '../search/sites';
import type { SiteEntry } from '../search/sites';

/**
 * Web-form brokers in the catalogue without a playbook, and why: a playbook is written only from
 * a described flow. These stay with the member's own filing and the operator queue.
 */
const BY_DOMAIN: Record<string, string> = {
  'idtrue.com': 'brianreumere/data-brokers marked its opt-out flow as not working (2023-11-01).',
  'radaris.com': 'Its control form is reported broken and points to an email address instead.',
  'veripages.com': 'Its control form is reported broken and points to an email address instead.',
  'checkpeople.com': 'The form asks for a full date of birth, which the profile does not hold.',
  'the-mugshot.website': 'Removal is paid per booking; the product never pays a site to unpublish.',
  'openarrest.com': 'No opt-out address is known; its policy asks for a form with a redacted photo ID.',
  'viewmugshots.com': 'Removal needs proof such as an expungement order, sent by a person.',
};

export function playbookGap(site: SiteEntry): string {
  const reason = BY_DOMAIN[site.domain];
  if (reason) return reason;
  if (site.category === 'court-records') return 'Court-record sites act on a court order, not an opt-out form.';
  if (!site.optOutUrl) return 'No opt-out address is known.';
  return 'Only the opt-out address is known (its registry filing); no description of the form to write a playbook from.';
}

/** Catalogue sites whose method is a web form. */
export const WEB_FORM_SITES: readonly SiteEntry[] = SITES.filter(
  (site) => site.method === 'web-form' || site.method === 'search-then-form',
);
