/**
 * The route replicas (issue 30 "Tests and figures"): one per shape of request page a registry
 * broker may give, each standing for a registry-filed catalogue site (its domain) so the catalogue's
 * own `registryForm` playbook runs against it. Each says what must happen — the route, how the run
 * ends — and what every field it receives must hold: a member fact, a fixed value, or nothing.
 * Written from general public knowledge of how these vendors' and sites' forms look; the HTML is
 * ours, never a captured page.
 */
export type RouteKind = 'form' | 'portal' | 'link' | 'search' | 'email' | 'none';
/** How a run must end: sent and confirmed by the page, handed to a person (which), or ended honestly. */
export type Ending = 'submitted' | 'captcha' | 'missing-detail' | 'email' | 'none';
/** A sent field must hold this member fact, this exact text, or nothing ('' or absent). */
export type Expected =
  | { fact: 'firstName' | 'lastName' | 'fullName' | 'email' | 'city' | 'state' | 'zip' | 'street' | 'listingUrl' }
  | { is: string }
  | { empty: true };

export type RouteReplica = {
  shape: string;
  domain: string;
  path: string;
  route: RouteKind;
  ending: Ending;
  /** Every field name the form sends and what it must hold (fields not listed must be empty). */
  fields: Record<string, Expected>;
  /** Words the run's reason must contain (an exact, member-readable reason). */
  says?: string;
};

const fact = (name: Extract<Expected, { fact: string }>['fact']): Expected => ({ fact: name });
const is = (value: string): Expected => ({ is: value });
const empty: Expected = { empty: true };
const NAMES = { first: fact('firstName'), last: fact('lastName'), email: fact('email') };

export const ROUTE_REPLICAS: readonly RouteReplica[] = [
  {
    shape: 'email-only',
    domain: 'adstradata.com',
    path: '/rt/email-only',
    route: 'email',
    ending: 'email',
    fields: {},
    says: 'privacy@adstradata.com',
  },
  {
    shape: 'linked',
    domain: 'big-village.com',
    path: '/rt/linked',
    route: 'link',
    ending: 'submitted',
    fields: { ...NAMES, state: fact('state') },
  },
  {
    shape: 'two-hops',
    domain: 'bigdbm.com',
    path: '/rt/two-hops',
    route: 'link',
    ending: 'submitted',
    fields: { name: fact('fullName'), email: fact('email'), request: is('delete') },
  },
  {
    shape: 'onetrust',
    domain: 'blackbaud.com',
    path: '/rt/onetrust',
    route: 'portal',
    ending: 'submitted',
    fields: { ...NAMES, state: fact('state'), subject: empty, deletion: is('on'), access: empty },
    says: 'OneTrust',
  },
  {
    shape: 'onetrust-frame',
    domain: 'brooksim.com',
    path: '/rt/onetrust-frame',
    route: 'portal',
    ending: 'submitted',
    fields: { ...NAMES, state: fact('state'), subject: empty, deletion: is('on'), access: empty },
    says: 'OneTrust',
  },
  {
    shape: 'trustarc',
    domain: 'cadent.tv',
    path: '/rt/trustarc',
    route: 'portal',
    ending: 'submitted',
    fields: { ...NAMES, type: is('delete'), zip: fact('zip') },
    says: 'TrustArc',
  },
  {
    shape: 'securiti',
    domain: 'captifytechnologies.com',
    path: '/rt/securiti',
    route: 'portal',
    ending: 'submitted',
    fields: { ...NAMES, city: fact('city'), right: is('Delete my personal information') },
    says: 'Securiti',
  },
  {
    shape: 'jotform-frame',
    domain: 'citydata.ai',
    path: '/rt/jotform-frame',
    route: 'portal',
    ending: 'submitted',
    fields: {
      q3_first: fact('firstName'),
      q3_last: fact('lastName'),
      q4_email: fact('email'),
      rights_delete: is('Delete my data'),
      rights_sale: is('Opt out of sale'),
      rights_access: empty,
    },
    says: 'Jotform',
  },
  {
    shape: 'hubspot',
    domain: 'completemailinglists.com',
    path: '/rt/hubspot',
    route: 'portal',
    ending: 'submitted',
    fields: {
      firstname: fact('firstName'),
      lastname: fact('lastName'),
      email: fact('email'),
      request_type: is('Delete my information'),
    },
    says: 'HubSpot',
  },
  {
    shape: 'google-forms',
    domain: 'crsspxl.com',
    path: '/rf/google-forms',
    route: 'portal',
    ending: 'submitted',
    fields: { email: fact('email'), name: fact('fullName'), want: is('Delete my data') },
  },
  {
    shape: 'typeform',
    domain: 'crunchbase.com',
    path: '/rf/typeform',
    route: 'portal',
    ending: 'submitted',
    fields: {
      first: fact('firstName'),
      last: fact('lastName'),
      email: fact('email'),
      want: is('Delete my personal data'),
    },
  },
  {
    shape: 'gravity-captcha',
    domain: 'data-axle.com',
    path: '/rf/gravity-captcha',
    route: 'form',
    ending: 'captcha',
    fields: {},
    says: 'CAPTCHA',
  },
  {
    shape: 'wix-captcha',
    domain: 'datafy.com',
    path: '/rf/wix-captcha',
    route: 'form',
    ending: 'captcha',
    fields: {},
    says: 'characters',
  },
  {
    shape: 'validation',
    domain: 'datanyze.com',
    path: '/rf/validation',
    route: 'form',
    ending: 'missing-detail',
    fields: {},
    says: 'Customer number',
  },
  {
    shape: 'labels',
    domain: 'datapartners.com',
    path: '/rf/labels',
    route: 'form',
    ending: 'submitted',
    fields: {
      fname: fact('firstName'),
      lname: fact('lastName'),
      mail: fact('email'),
      town: fact('city'),
      extra_emails: empty,
      alias: empty,
      other_phone: empty,
      notes: empty,
    },
  },
  {
    shape: 'checkboxes',
    domain: 'datonics.com',
    path: '/rf/checkboxes',
    route: 'form',
    ending: 'submitted',
    fields: { name: fact('fullName'), email: fact('email'), optout: is('sale,sharing,targeted'), news: empty },
  },
  {
    shape: 'choose-right',
    domain: 'diablomedia.com',
    path: '/rf/choose-right',
    route: 'form',
    ending: 'submitted',
    fields: { right: is('delete'), name: fact('fullName'), email: fact('email') },
  },
  {
    shape: 'people-search',
    domain: 'eprodirect.com',
    path: '/rf/people-search',
    route: 'search',
    ending: 'submitted',
    fields: { record: is('r4'), email: fact('email') },
    says: 'Chose record 4 of 5',
  },
  {
    shape: 'people-nomatch',
    domain: 'experian.com',
    path: '/rf/people-nomatch',
    route: 'search',
    ending: 'none',
    fields: {},
    says: 'we chose none',
  },
  {
    shape: 'not-found',
    domain: 'dtn.com',
    path: '/rt/not-found',
    route: 'none',
    ending: 'none',
    fields: {},
    says: 'answers 404',
  },
  {
    shape: 'phone-only',
    domain: 'edvisors.com',
    path: '/rt/phone-only',
    route: 'none',
    ending: 'none',
    fields: {},
    says: 'by phone',
  },
  {
    shape: 'login',
    domain: 'eltoro.com',
    path: '/rt/login',
    route: 'none',
    ending: 'none',
    fields: {},
    says: 'sign in',
  },
];

/** The fields a replica received that do not hold what they must: wrong data. */
export function wrongFields(
  replica: RouteReplica,
  sent: Record<string, string>,
  facts: Partial<Record<string, string>>,
): string[] {
  const wrong: string[] = [];
  const names = new Set([...Object.keys(sent), ...Object.keys(replica.fields)]);
  for (const name of names) {
    const value = (sent[name] ?? '').trim();
    const expected = replica.fields[name] ?? { empty: true };
    const want = 'fact' in expected ? (facts[expected.fact] ?? '') : 'is' in expected ? expected.is : '';
    if (value !== want) wrong.push(`${name}=${JSON.stringify(value)} (wanted ${JSON.stringify(want)})`);
  }
  return wrong;
}
