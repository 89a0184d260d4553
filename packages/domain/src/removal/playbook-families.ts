import type { PlaybookInput, StepInput } from './playbook';
import { CHECK_EMAIL_TEXTS, CONFIRMATION_TEXTS, CONFIRMED_TEXTS } from './request-form';
import { vendorOf } from './vendors';

/**
 * The flow shapes the catalogue's sources describe, as step lists. Many brokers share one flow
 * (fronts of one company, look-alike sites); each playbook is still its own data, built here from
 * the shape with the site's own opt-out address. Every one is written from descriptions, never
 * checked against the live site: `verifiedAgainst: 'description'`, `lastVerified: null`.
 */

type Common = { domain: string; sources: string[]; hosts?: string[] };

const CAPTCHA_ON_PAGE = { css: 'iframe[src*="captcha"], .g-recaptcha, .h-captcha, .cf-turnstile, [data-sitekey]' };
const SOLVE_CAPTCHA =
  'The site shows a "prove you are human" check, which we never solve for you. Open the page, fill in the form with the details below, solve the check and submit it.';

function describe(common: Common, steps: StepInput[]): PlaybookInput {
  return {
    domain: common.domain,
    version: 1,
    verifiedAgainst: 'description',
    lastVerified: null,
    hosts: common.hosts ?? [],
    sources: common.sources,
    steps,
  };
}

const captcha = (always: boolean): StepInput => ({
  kind: 'humanStep',
  need: 'captcha',
  instructions: SOLVE_CAPTCHA,
  afterwards: 'finish-form',
  ...(always ? {} : { when: CAPTCHA_ON_PAGE }),
});
const captchaIfShown = () => captcha(false);
const screenshot = (): StepInput => ({ kind: 'screenshot' });

/** The confirmation link a site emails to the agent address, then the page that link opens. */
function confirmByEmail(fromDomain: string, note?: string): StepInput[] {
  return [
    { kind: 'openEmailLink', match: { fromDomain }, waitHours: 72, ...(note ? { note } : {}) },
    { kind: 'expectText', text: 'confirm', marks: 'confirmed' },
  ];
}

/**
 * PeopleConnect's suppression portal (Intelius and its fronts): the address is verified by email,
 * the member's records are searched and selected, and the site confirms by phone call or SMS.
 */
export function peopleConnectPortal(common: Common): PlaybookInput {
  return describe({ ...common, hosts: ['suppression.peopleconnect.us', 'peopleconnect.us'] }, [
    { kind: 'navigate', url: 'https://suppression.peopleconnect.us/login' },
    { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
    { kind: 'click', target: { role: 'button', name: 'Continue' } },
    {
      kind: 'openEmailLink',
      match: { fromDomain: 'peopleconnect.us' },
      note: 'The portal verifies the address before the search.',
    },
    { kind: 'fill', target: { label: 'First name' }, fact: 'firstName' },
    { kind: 'fill', target: { label: 'Last name' }, fact: 'lastName' },
    { kind: 'click', target: { role: 'button', name: 'Search' } },
    { kind: 'click', target: { withFacts: ['fullName', 'city'] } },
    { kind: 'click', target: { role: 'button', name: 'Opt out' } },
    {
      kind: 'humanStep',
      need: 'phone-call',
      instructions:
        'PeopleConnect confirms an opt-out by phone call or text message. Answer the call or text to the phone number on your profile and follow its prompt.',
    },
    screenshot(),
    { kind: 'expectText', text: 'suppress', marks: 'submitted' },
  ]);
}

/** BeenVerified's opt-out search (and its fronts): search, pick the record, email link confirms. */
export function beenVerifiedOptOut(common: Common): PlaybookInput {
  return describe({ ...common, hosts: ['beenverified.com'] }, [
    { kind: 'navigate', url: 'https://www.beenverified.com/app/optout/search' },
    { kind: 'fill', target: { label: 'First name' }, fact: 'firstName' },
    { kind: 'fill', target: { label: 'Last name' }, fact: 'lastName' },
    { kind: 'select', target: { label: 'State' }, fact: 'state' },
    { kind: 'click', target: { role: 'button', name: 'Search' } },
    { kind: 'click', target: { withFacts: ['fullName', 'city'] } },
    { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
    captchaIfShown(),
    { kind: 'click', target: { role: 'button', name: 'Send' } },
    { kind: 'expectText', text: 'email', marks: 'submitted' },
    ...confirmByEmail('beenverified.com', 'Reported in Nov 2023 as never arriving; the run then needs attention.'),
  ]);
}

/** Whitepages' suppression requests: the listing's address, then an automated call with a code. */
export function whitepagesSuppression(common: Common): PlaybookInput {
  return describe({ ...common, hosts: ['whitepages.com'] }, [
    { kind: 'navigate', url: 'https://www.whitepages.com/suppression_requests' },
    { kind: 'fill', target: { label: 'URL' }, fact: 'listingUrl' },
    { kind: 'click', target: { role: 'button', name: 'Next' } },
    { kind: 'click', target: { role: 'button', name: 'Remove' } },
    { kind: 'fill', target: { label: 'Phone' }, fact: 'phone' },
    { kind: 'click', target: { role: 'button', name: 'Call' } },
    {
      kind: 'humanStep',
      need: 'phone-call',
      instructions:
        'Whitepages calls the phone number on your profile and reads or asks for a short code. Answer the call and enter the code shown on the page.',
    },
    screenshot(),
    { kind: 'expectText', text: 'removed', marks: 'submitted' },
  ]);
}

type ListingForm = Common & { url: string; emailFrom?: string; captcha?: 'always' | 'maybe'; message?: boolean };

/**
 * "Search first": the member's listing address and the agent address go into the site's opt-out
 * form; some sites then email a confirmation link.
 */
export function listingUrlForm(options: ListingForm): PlaybookInput {
  return describe(options, [
    { kind: 'navigate', url: options.url },
    { kind: 'fill', target: { label: options.message ? 'Message' : 'URL' }, fact: 'listingUrl' },
    ...(options.message ? [{ kind: 'fill', target: { label: 'Name' }, fact: 'fullName' } satisfies StepInput] : []),
    { kind: 'fill', target: { label: 'Email' }, fact: 'email' },
    captcha(options.captcha === 'always'),
    { kind: 'click', target: { role: 'button', name: options.message ? 'Send' : 'Remove' } },
    screenshot(),
    { kind: 'expectText', text: options.emailFrom ? 'email' : 'request', marks: 'submitted' },
    ...(options.emailFrom ? confirmByEmail(options.emailFrom) : []),
  ]);
}

type OptOutSearch = Common & { url: string; emailFrom?: string; captcha?: 'always' | 'maybe' };

/** "Opt-out search": the site's own removal search, pick the member's record, ask for removal. */
export function optOutSearch(options: OptOutSearch): PlaybookInput {
  return describe(options, [
    { kind: 'navigate', url: options.url },
    { kind: 'fill', target: { label: 'Name' }, fact: 'fullName' },
    { kind: 'fill', target: { label: 'City' }, fact: 'city' },
    { kind: 'click', target: { role: 'button', name: 'Search' } },
    { kind: 'click', target: { withFacts: ['fullName', 'city'] } },
    ...(options.emailFrom ? [{ kind: 'fill', target: { label: 'Email' }, fact: 'email' } satisfies StepInput] : []),
    captcha(options.captcha === 'always'),
    { kind: 'click', target: { role: 'button', name: 'Remove' } },
    screenshot(),
    { kind: 'expectText', text: options.emailFrom ? 'email' : 'removal', marks: 'submitted' },
    ...(options.emailFrom ? confirmByEmail(options.emailFrom) : []),
  ]);
}

const isUnder = (host: string, parent: string) => host === parent || host.endsWith(`.${parent}`);

/**
 * The hosts a request page needs besides the company's own domain: its own host, or for a hosted
 * privacy portal or form builder the vendor's hosts (vendors.ts), whose pages load from them.
 */
function requestPageHosts(domain: string, url: string): string[] {
  const host = new URL(url).hostname.toLowerCase();
  if (isUnder(host, domain)) return [];
  const vendor = vendorOf(url);
  return vendor && vendor.hosts.length > 0 ? [...vendor.hosts] : [host];
}

type RegistryForm = Common & { url: string };

/**
 * A request page known only by its address (a registry filing such as California's data broker
 * registry): the generic request-form step reads and fills it, the page must then newly confirm,
 * and when it says an email was sent, the emailed link is opened. Honest about its origin:
 * `verifiedAgainst: 'registry-page'`.
 */
export function registryForm(options: RegistryForm): PlaybookInput {
  return {
    ...describe({ ...options, hosts: options.hosts ?? requestPageHosts(options.domain, options.url) }, [
      { kind: 'navigate', url: options.url },
      { kind: 'fillRequestForm', confirmation: [...CONFIRMATION_TEXTS], marks: 'submitted' },
      screenshot(),
      {
        kind: 'openEmailLink',
        match: { fromDomain: options.domain },
        onlyIfAsked: [...CHECK_EMAIL_TEXTS],
        waitHours: 72,
        note: 'Only when the page says an email was sent.',
      },
      { kind: 'expectText', anyText: [...CONFIRMED_TEXTS], marks: 'confirmed' },
    ]),
    verifiedAgainst: 'registry-page',
  };
}
