import type { PlaybookInput, StepInput } from '@cleardocket/domain/removal/playbook';
import { registryForm } from '@cleardocket/domain/removal/playbook-families';
import { ROUTE_REPLICAS } from './route-replicas';

/**
 * Playbooks for the replicas, in the same data format as the catalogue's, each standing in for a
 * catalogue site (its domain) so requests made from ordinary findings reach them. Verified
 * against the replica itself, hence `live` with today's date.
 */
const live = (domain: string, fromDomain: string | null, steps: StepInput[]): PlaybookInput => ({
  domain,
  version: 1,
  verifiedAgainst: 'live',
  lastVerified: '2026-11-23',
  hosts: [],
  sources: [`test replica of the ${domain} flow shape${fromDomain ? `, mail from ${fromDomain}` : ''}`],
  steps,
});

export const REPLICA_DOMAINS = {
  peopleSearch: 'beenverified.com',
  portal: 'intelius.com',
  captcha: 'fastpeoplesearch.com',
  multiStep: 'advanced-people-search.com',
  changed: 'nuwber.com',
  forbidden: 'thatsthem.com',
  busy: 'grey-pages.com',
  challenge: 'revealname.com',
  emailed: 'spokeo.com',
} as const;

/**
 * Registry-filed sites (their request page known, their form not described) standing for the
 * generic request-form shapes; their playbooks are the catalogue's own family with the replica's
 * page as the request page, so what runs is exactly what the catalogue runs.
 */
export const REGISTRY_REPLICAS = {
  labelled: 'accurateappend.com',
  placeholders: 'affinityanswers.com',
  portal: 'acxiom.com',
  dob: 'altairdata.com',
  refused: 'apollo.io',
  captcha: 'attribits.com',
} as const;

export function replicaPlaybooks(base: string): PlaybookInput[] {
  const d = REPLICA_DOMAINS;
  return [
    ...Object.entries(REGISTRY_REPLICAS).map(([shape, domain]) =>
      registryForm({ domain, url: `${base}/reg/${shape}`, sources: [`test replica of a ${shape} request form`] }),
    ),
    ...ROUTE_REPLICAS.map((item) =>
      registryForm({
        domain: item.domain,
        url: `${base}${item.path}`,
        sources: [`test replica of a ${item.shape} request page`],
      }),
    ),
    live(d.peopleSearch, 'beenverified.com', [
      { kind: 'navigate', url: `${base}/ps/optout` },
      { kind: 'fill', target: { label: 'First name' }, fact: 'firstName' },
      { kind: 'fill', target: { label: 'Last name' }, fact: 'lastName' },
      { kind: 'select', target: { label: 'State' }, fact: 'state' },
      { kind: 'click', target: { role: 'button', name: 'Search' } },
      { kind: 'click', target: { withFacts: ['fullName', 'city'] } },
      { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
      { kind: 'click', target: { role: 'button', name: 'Send' } },
      { kind: 'expectText', text: 'Check your email', marks: 'submitted' },
      { kind: 'openEmailLink', match: { fromDomain: 'beenverified.com', subject: 'opt-out', link: '/ps/confirm' } },
      { kind: 'expectText', text: 'Your opt-out is confirmed', marks: 'confirmed' },
    ]),
    live(d.portal, 'peopleconnect.us', [
      { kind: 'navigate', url: `${base}/portal/login` },
      { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
      { kind: 'click', target: { role: 'button', name: 'Continue' } },
      {
        kind: 'fillEmailCode',
        match: { fromDomain: 'peopleconnect.us', subject: 'login code' },
        code: 'code is (\\d{6})',
        target: { label: 'Code' },
      },
      { kind: 'click', target: { role: 'button', name: 'Verify' } },
      { kind: 'fill', target: { label: 'First name' }, fact: 'firstName' },
      { kind: 'fill', target: { label: 'Last name' }, fact: 'lastName' },
      { kind: 'click', target: { role: 'button', name: 'Search' } },
      { kind: 'check', target: { withFacts: ['fullName', 'city'] } },
      { kind: 'click', target: { role: 'button', name: 'Opt out' } },
      { kind: 'expectText', text: 'suppression request has been received', marks: 'submitted' },
    ]),
    live(d.captcha, 'fastpeoplesearch.com', [
      { kind: 'navigate', url: `${base}/captcha/form` },
      { kind: 'fill', target: { label: 'Profile URL' }, fact: 'listingUrl' },
      { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
      {
        kind: 'humanStep',
        need: 'captcha',
        when: { css: '.g-recaptcha' },
        afterwards: 'finish-form',
        instructions:
          'The site asks you to prove you are human. Open the page, fill in the form, solve the check and press Remove.',
      },
      { kind: 'click', target: { role: 'button', name: 'Remove' } },
      { kind: 'expectText', text: 'Check your email', marks: 'submitted' },
      { kind: 'openEmailLink', match: { fromDomain: 'fastpeoplesearch.com', link: '/captcha/confirm' } },
      { kind: 'expectText', text: 'Your removal is confirmed', marks: 'confirmed' },
    ]),
    live(d.multiStep, null, [
      { kind: 'navigate', url: `${base}/multi/start` },
      { kind: 'select', target: { label: 'State' }, fact: 'state' },
      { kind: 'select', target: { label: 'Reason' }, option: 'Remove my listing' },
      { kind: 'check', target: { label: 'I am the person named' } },
      { kind: 'click', target: { role: 'button', name: 'Next' } },
      { kind: 'fill', target: { label: 'Full name' }, fact: 'fullName' },
      { kind: 'fill', target: { label: 'Street address' }, fact: 'street' },
      { kind: 'fill', target: { label: 'ZIP code' }, fact: 'zip' },
      { kind: 'click', target: { role: 'button', name: 'Submit request' } },
      { kind: 'screenshot' },
      { kind: 'expectText', text: 'Request received', marks: 'submitted' },
    ]),
    live(d.changed, null, [
      { kind: 'navigate', url: `${base}/changed/form` },
      { kind: 'fill', target: { label: 'Profile URL' }, fact: 'listingUrl' },
      { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
      { kind: 'click', target: { role: 'button', name: 'Remove' } },
      { kind: 'expectText', text: 'Check your email', marks: 'submitted' },
    ]),
    ...(
      [
        [d.forbidden, 'forbidden'],
        [d.busy, 'busy'],
        [d.challenge, 'challenge'],
      ] as const
    ).map(([domain, path]) =>
      live(domain, null, [
        { kind: 'navigate', url: `${base}/blocked/${path}` },
        { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
        { kind: 'expectText', text: 'Request received', marks: 'submitted' },
      ]),
    ),
    live(d.emailed, 'spokeo.com', [
      { kind: 'navigate', url: `${base}/mail/optout` },
      { kind: 'fill', target: { label: 'Listing URL' }, fact: 'listingUrl' },
      { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
      { kind: 'click', target: { role: 'button', name: 'Remove' } },
      { kind: 'expectText', text: 'Check your email', marks: 'submitted' },
      { kind: 'openEmailLink', match: { fromDomain: 'spokeo.com', subject: 'opt-out', link: '/mail/confirm' } },
      { kind: 'expectText', text: 'Your opt-out is confirmed', marks: 'confirmed' },
    ]),
  ];
}
