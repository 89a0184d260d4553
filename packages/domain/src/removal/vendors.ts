/**
 * Privacy-request portals and form builders that companies send people to (issue 30 §1): per-vendor
 * knowledge kept as data — the hosts the vendor serves request forms from, and marks its request
 * form carries in the page (class names, ids, script addresses), so a form on the company's own
 * domain or inside an iframe is recognised too. Written from the vendors' public documentation
 * and how their embeds generally look; no captured page of any site.
 */
export type Vendor = {
  name: string;
  kind: 'privacy-portal' | 'form-builder';
  /** Registrable hosts (and their subdomains) the vendor's forms and their scripts come from. */
  hosts: readonly string[];
  /** Lower-case fragments of HTML that only the vendor's forms carry. */
  marks: readonly string[];
  /** Forms that ask one question at a time and go on with a "Next" / "OK" button. */
  stepwise?: boolean;
};

export const VENDORS: readonly Vendor[] = [
  {
    name: 'OneTrust',
    kind: 'privacy-portal',
    hosts: ['onetrust.com', 'cookielaw.org', 'onetrust.io'],
    marks: ['dsar-webform', 'ot-webform', 'privacyportal.onetrust', 'onetrust-webform'],
  },
  {
    name: 'TrustArc',
    kind: 'privacy-portal',
    hosts: ['trustarc.com', 'truste.com'],
    marks: ['trustarc-dsr', 'submit-irm.trustarc', 'truste-dsr'],
  },
  {
    name: 'Securiti',
    kind: 'privacy-portal',
    hosts: ['securiti.ai'],
    marks: ['securiti-dsr', 'privacy-center.securiti', 'dsr-portal'],
  },
  { name: 'Transcend', kind: 'privacy-portal', hosts: ['transcend.io', 'transcend-cdn.com'], marks: ['transcend-'] },
  { name: 'Ketch', kind: 'privacy-portal', hosts: ['ketch.com', 'ketchcdn.com'], marks: ['ketch-tag', 'ketch-dsr'] },
  { name: 'DataGrail', kind: 'privacy-portal', hosts: ['datagrail.io'], marks: ['datagrail'] },
  { name: 'Osano', kind: 'privacy-portal', hosts: ['osano.com'], marks: ['osano-dsar', 'osano-cm'] },
  { name: 'Truyo', kind: 'privacy-portal', hosts: ['truyo.com'], marks: ['truyo'] },
  { name: 'Jotform', kind: 'form-builder', hosts: ['jotform.com', 'jotfor.ms'], marks: ['jotform', 'jfform'] },
  {
    name: 'HubSpot',
    kind: 'form-builder',
    hosts: ['hsforms.net', 'hsforms.com', 'hubspot.com'],
    marks: ['hs-form', 'hbspt.forms.create', 'hsforms'],
  },
  {
    name: 'Google Forms',
    kind: 'form-builder',
    hosts: ['docs.google.com', 'forms.gle'],
    marks: ['freebirdformviewer', 'docs.google.com/forms'],
    stepwise: true,
  },
  {
    name: 'Typeform',
    kind: 'form-builder',
    hosts: ['typeform.com'],
    marks: ['typeform', 'tf-v1-'],
    stepwise: true,
  },
  {
    name: 'Wix Forms',
    kind: 'form-builder',
    hosts: ['wix.com', 'wixsite.com', 'wixstatic.com', 'parastorage.com'],
    marks: ['wixui-form', 'wix-forms', 'data-testid="form-'],
  },
  { name: 'Gravity Forms', kind: 'form-builder', hosts: [], marks: ['gform_wrapper', 'gform_fields'] },
  { name: 'Termly', kind: 'privacy-portal', hosts: ['termly.io'], marks: ['termly-dsar', 'app.termly.io'] },
  { name: 'Microsoft Forms', kind: 'form-builder', hosts: ['forms.office.com', 'forms.microsoft.com'], marks: [] },
  { name: 'Formstack', kind: 'form-builder', hosts: ['formstack.com'], marks: ['fsform', 'formstack'] },
  { name: 'Cognito Forms', kind: 'form-builder', hosts: ['cognitoforms.com'], marks: ['cognito-form', 'cognitoforms'] },
  { name: 'Wufoo', kind: 'form-builder', hosts: ['wufoo.com'], marks: ['wufoo'] },
  { name: 'Zendesk', kind: 'form-builder', hosts: ['zendesk.com'], marks: ['zendesk'] },
];

const isUnder = (host: string, parent: string) => host === parent || host.endsWith(`.${parent}`);

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/** The vendor whose hosts serve this address, or whose marks the HTML carries; null for neither. */
export function vendorOf(url: string, html = ''): Vendor | null {
  const host = hostOf(url);
  const byHost = host ? VENDORS.find((vendor) => vendor.hosts.some((parent) => isUnder(host, parent))) : undefined;
  if (byHost) return byHost;
  const lower = html.slice(0, 300_000).toLowerCase();
  return lower ? (VENDORS.find((vendor) => vendor.marks.some((mark) => lower.includes(mark))) ?? null) : null;
}

/** Whether a host is one of the vendors' (a request page may send the runner there). */
export const isVendorHost = (host: string) =>
  VENDORS.some((vendor) => vendor.hosts.some((parent) => isUnder(host.toLowerCase(), parent)));

/** Every vendor host: what a registry playbook's guard lets the run reach besides the company. */
export const VENDOR_HOSTS: readonly string[] = [...new Set(VENDORS.flatMap((vendor) => vendor.hosts))];
