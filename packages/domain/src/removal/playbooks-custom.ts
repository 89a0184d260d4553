import type { PlaybookInput } from './playbook';

/**
 * Brokers whose described flow is their own (catalogue notes name the step). Written from the
 * sources, never checked against the live site.
 */
const unverified = { version: 1, verifiedAgainst: 'description', lastVerified: null } as const;

export const CUSTOM_PLAYBOOK_INPUTS: readonly PlaybookInput[] = [
  {
    // brianreumere: 'select "OPT ME OUT" on the contact form; the main opt-out form doesn't work'.
    ...unverified,
    domain: 'advanced-people-search.com',
    sources: ['brianreumere/data-brokers:data/advancedPeopleSearch.yaml'],
    steps: [
      { kind: 'navigate', url: 'https://www.advanced-people-search.com/static/view/contact/' },
      { kind: 'select', target: { label: 'Subject' }, option: 'OPT ME OUT' },
      { kind: 'fill', target: { label: 'Name' }, fact: 'fullName' },
      { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
      { kind: 'fill', target: { label: 'Message' }, fact: 'listingUrl' },
      { kind: 'click', target: { role: 'button', name: 'Send' } },
      { kind: 'screenshot' },
      { kind: 'expectText', text: 'thank', marks: 'submitted' },
    ],
  },
  {
    // Catalogue note: "Email link then confirm with date of birth or address".
    ...unverified,
    domain: 'advancedbackgroundchecks.com',
    sources: [
      'brianreumere/data-brokers:data/advancedBackgroundChecks.yaml',
      'privacyguides/privacyguides.org:docs/data-broker-removals.md',
    ],
    steps: [
      { kind: 'navigate', url: 'https://www.advancedbackgroundchecks.com/opt-out' },
      { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
      { kind: 'click', target: { role: 'button', name: 'Send' } },
      { kind: 'expectText', text: 'email', marks: 'submitted' },
      { kind: 'openEmailLink', match: { fromDomain: 'advancedbackgroundchecks.com' }, waitHours: 72 },
      { kind: 'fill', target: { label: 'Address' }, fact: 'street' },
      { kind: 'click', target: { role: 'button', name: 'Confirm' } },
      { kind: 'screenshot' },
      { kind: 'expectText', text: 'removed', marks: 'confirmed' },
    ],
  },
  {
    // Catalogue note: "A removal-form link is sent by email" (a PeopleFinders front).
    ...unverified,
    domain: 'privateeye.com',
    sources: ['brianreumere/data-brokers:data/privateEye.yaml', 'brianreumere/data-brokers:joins/fronts.yml'],
    steps: [
      { kind: 'navigate', url: 'https://www.privateeye.com/removal' },
      { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
      { kind: 'click', target: { role: 'button', name: 'Send' } },
      { kind: 'openEmailLink', match: { fromDomain: 'privateeye.com' }, waitHours: 72 },
      { kind: 'fill', target: { label: 'URL' }, fact: 'listingUrl' },
      { kind: 'click', target: { role: 'button', name: 'Remove' } },
      { kind: 'screenshot' },
      { kind: 'expectText', text: 'request', marks: 'submitted' },
    ],
  },
  {
    // Catalogue note: pushes toward an account with a driver's licence copy, sometimes a phone call.
    ...unverified,
    domain: 'mylife.com',
    sources: [
      'brianreumere/data-brokers:data/myLife.yaml',
      'the-markup/investigation-data-broker-opt-out-pages:data/data-broker-opt-out-pages.csv',
    ],
    steps: [
      { kind: 'navigate', url: 'https://www.mylife.com/privacyrequest' },
      { kind: 'fill', target: { label: 'First name' }, fact: 'firstName' },
      { kind: 'fill', target: { label: 'Last name' }, fact: 'lastName' },
      { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
      { kind: 'fill', target: { label: 'Profile URL' }, fact: 'listingUrl' },
      {
        kind: 'humanStep',
        need: 'id-upload',
        instructions:
          'MyLife asks for a copy of a photo ID before it removes a profile. Upload a copy with the ID number and photo covered, then submit the form.',
      },
      { kind: 'screenshot' },
      { kind: 'expectText', text: 'request', marks: 'submitted' },
    ],
  },
  {
    // Catalogue note: "Emailed code confirms the request."
    ...unverified,
    domain: 'zoominfo.com',
    sources: ['the-markup/investigation-data-broker-opt-out-pages:data/data-broker-opt-out-pages.csv'],
    steps: [
      { kind: 'navigate', url: 'https://privacyrequest.zoominfo.com/remove/verify' },
      { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
      { kind: 'click', target: { role: 'button', name: 'Send' } },
      {
        kind: 'fillEmailCode',
        match: { fromDomain: 'zoominfo.com' },
        code: '\\b(\\d{4,8})\\b',
        target: { label: 'Code' },
        waitHours: 24,
      },
      { kind: 'click', target: { role: 'button', name: 'Verify' } },
      { kind: 'screenshot' },
      { kind: 'expectText', text: 'request', marks: 'submitted' },
    ],
  },
];
