import { planField } from './request-form';
import type { FormControl, RequestFormFact } from './request-form';
import { vendorOf, isVendorHost } from './vendors';
import type { Vendor } from './vendors';

/**
 * Which route a request page offers (issue 30 §1), decided from what the runner read on it: a form
 * to fill (on the page, or in a portal's or form builder's frame), a people-search flow to work
 * step by step, a link to the request page, an address to write to, or nothing usable — then the
 * exact words for a person. Pure: the runner reads the page and acts; this decides.
 */

/** One form (or form-like group of controls) in one frame, as the runner read it. */
export type SurveyForm = {
  /** 0 is the page itself; others are its frames in document order. */
  frame: number;
  frameUrl: string;
  controls: readonly FormControl[];
  /** The visible names of its buttons. */
  buttons: readonly string[];
};
export type SurveyLink = {
  text: string;
  href: string;
  /** The sentence around it ("… click HERE"). */ context: string;
};

export type PageSurvey = {
  url: string;
  status: number | null;
  title: string;
  text: string;
  html: string;
  forms: readonly SurveyForm[];
  links: readonly SurveyLink[];
  /** Addresses in `mailto:` links and in the page's text. */
  emails: readonly string[];
  frameUrls: readonly string[];
};

export type RouteNone = 'not-found' | 'login' | 'payment' | 'phone-or-post' | 'policy-only' | 'nothing';

export type Route =
  | { kind: 'form'; frame: number; vendor: Vendor | null; why: string }
  | { kind: 'search'; frame: number; why: string }
  | { kind: 'link'; url: string; text: string; why: string }
  | { kind: 'email'; address: string; why: string }
  | { kind: 'none'; reason: RouteNone; why: string };

const MEMBER_FACTS: readonly RequestFormFact[] = ['firstName', 'lastName', 'fullName', 'email'];
const ALL_FACTS: readonly RequestFormFact[] = [
  ...MEMBER_FACTS,
  'phone',
  'street',
  'city',
  'state',
  'zip',
  'listingUrl',
];

const normal = (text: string) => text.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ').trim();

const REQUEST_WORDS =
  /submit (?:a |your )?(?:privacy |data |consumer )?request|do not sell|don'?t sell|do not share|opt[- ]?out|privacy request|data (?:subject )?(?:access )?request|dsar|delet(?:e|ion) (?:my |your )?(?:data|information|personal|request|account data)|deletion request|exercise (?:your |these |those |any of (?:these|your) )?(?:privacy )?rights|consumer (?:privacy )?request|privacy (?:rights )?(?:portal|center|centre|form|request)|request form|remove (?:my|your) (?:info|information|data|listing|record)|data removal|removal request|privacy choices|ccpa request|your privacy rights/;
const VAGUE_LINK = /^(?:here|click here|this (?:form|link|page)|online form|form|link|webform|web form)\.?$/;
const NOT_A_REQUEST =
  /\b(?:log ?in|sign ?in|sign ?up|register|create (?:an )?account|my account|checkout|cart|pay(?:ment)?|subscribe|cookie (?:settings|preferences))\b/;
const LOGIN_PATH =
  /(?:^|\/)(?:login|log-in|signin|sign-in|signup|sign-up|register|account|auth|checkout|cart|payment|billing|subscribe)(?:\/|$|\.)/i;

/** The registrable part of a host: `acme.com`, `acme.co.uk` (a country's second level kept). */
const registrable = (host: string) => {
  const labels = host
    .toLowerCase()
    .replace(/^www\./, '')
    .split('.');
  const secondLevel = /^(co|com|org|net|gov|ac|edu)$/.test(labels.at(-2) ?? '') && (labels.at(-1) ?? '').length === 2;
  return labels.slice(secondLevel ? -3 : -2).join('.');
};
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return '';
  }
};

/** What each control of a form would take: the member facts it fills, whether it asks for a request type. */
function readForm(form: SurveyForm) {
  let member = 0;
  let email = false;
  let chooses = false;
  for (const control of form.controls) {
    const plan = planField(control, ALL_FACTS);
    if (plan.action === 'fill' && MEMBER_FACTS.includes(plan.fact)) {
      member++;
      if (plan.fact === 'email') email = true;
    }
    if (plan.action === 'choose' || (plan.action === 'check' && plan.why === 'request-type')) chooses = true;
  }
  const password = form.controls.some((control) => control.type === 'password');
  const buttons = form.buttons.map(normal).join(' | ');
  return { member, email, chooses, password, buttons, message: form.controls.some((c) => c.kind === 'textarea') };
}

/** A search by the member's name (and place) that lists records to choose from: no address asked. */
const isSearchForm = (read: ReturnType<typeof readForm>) =>
  read.member > 0 && !read.email && !read.message && /\b(?:search|find|look ?up)\b/.test(read.buttons);

/** A form that takes the request: a member field, or the request type with a way on (a stepwise app). */
const isRequestForm = (read: ReturnType<typeof readForm>) =>
  !read.password &&
  !(/\b(?:subscribe|sign ?up)\b/.test(read.buttons) && !read.chooses && read.member <= 1) &&
  (read.member > 0 || (read.chooses && /\b(?:continue|next|start|submit)\b/.test(read.buttons)));

/** The best form on the page: a request form (most member fields), else a people search. */
function formRoute(survey: PageSurvey): Route | null {
  const read = survey.forms.map((form) => ({ form, read: readForm(form) }));
  const requests = read
    .filter((entry) => isRequestForm(entry.read) && !isSearchForm(entry.read))
    .sort((a, b) => b.read.member - a.read.member);
  const best = requests[0];
  if (best) {
    const vendor = vendorOf(best.form.frameUrl, survey.html);
    const where = best.form.frame === 0 ? 'on the page' : 'in a frame of the page';
    return {
      kind: 'form',
      frame: best.form.frame,
      vendor,
      why: vendor ? `The request form of ${vendor.name} is ${where}.` : `A request form is ${where}.`,
    };
  }
  const search = read.find((entry) => isSearchForm(entry.read));
  return search
    ? { kind: 'search', frame: search.form.frame, why: 'The page searches the site’s records by name first.' }
    : null;
}

/** A link that leads to the request: by its words (or a vague "here" by its sentence), to an allowed host. */
export function requestLink(survey: PageSurvey, companyDomain: string, visited: readonly string[]): SurveyLink | null {
  const own = [registrable(hostOf(survey.url)), registrable(companyDomain)];
  const candidates = survey.links.filter((link) => {
    if (!/^https?:/i.test(link.href) || visited.includes(link.href.replace(/#.*$/, ''))) return false;
    if (link.href.replace(/#.*$/, '') === survey.url.replace(/#.*$/, '')) return false;
    const host = hostOf(link.href);
    if (!own.includes(registrable(host)) && !isVendorHost(host)) return false;
    if (LOGIN_PATH.test(new URL(link.href).pathname)) return false;
    const text = normal(link.text);
    if (NOT_A_REQUEST.test(text)) return false;
    return REQUEST_WORDS.test(text) || (VAGUE_LINK.test(text) && REQUEST_WORDS.test(normal(link.context)));
  });
  // A vendor's page first (it is the request form), then the plainest words.
  const rank = (link: SurveyLink) =>
    isVendorHost(hostOf(link.href)) ? 0 : REQUEST_WORDS.test(normal(link.text)) ? 1 : 2;
  return [...candidates].sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

const PRIVACY_LOCAL =
  /^(?:privacy|optout|opt-out|dsar|dpo|dataprivacy|data-privacy|privacyrequests?|ccpa|donotsell|removal|remove|legal|compliance)/;

/** An address on the company's own domain, privacy addresses first. */
export function requestAddress(emails: readonly string[], companyDomain: string): string | null {
  const company = registrable(companyDomain);
  const own = [
    ...new Set(
      emails.map(
        (email) =>
          email
            .toLowerCase()
            .replace(/^mailto:/, '')
            .split('?')[0] ?? '',
      ),
    ),
  ].filter((email) => /^[^@\s]+@[^@\s]+\.[a-z]{2,}$/.test(email) && registrable(email.split('@')[1] ?? '') === company);
  return own.find((email) => PRIVACY_LOCAL.test(email)) ?? own[0] ?? null;
}

const PHONE = /(?:\+?1[\s.-]?)?\(?\b[2-9]\d{2}\)?[\s.-]\d{3}[\s.-]\d{4}\b/;
const POST =
  /\bp\.? ?o\.? box\b|\bby (?:postal )?mail\b|\bmail (?:your|a|the) (?:written )?request\b|\bsend (?:a|your) letter\b/;
const LOGIN_TEXT = /\b(?:sign|log) ?in\b/;

/** Nothing to act on: the exact words for a person, naming what the page offers. */
function noRoute(survey: PageSurvey): Route {
  const text = normal(`${survey.title} ${survey.text}`);
  if (survey.status === 404 || survey.status === 410)
    return {
      kind: 'none',
      reason: 'not-found',
      why: `The page no longer exists (the site answers ${survey.status}).`,
    };
  const password = survey.forms.some((form) => form.controls.some((control) => control.type === 'password'));
  if (password && LOGIN_TEXT.test(text))
    return {
      kind: 'none',
      reason: 'login',
      why: 'The site asks you to sign in to an account before it takes a request; we never create or use an account for you.',
    };
  if (/\b(?:credit card|card number|payment|pay \$|fee of)\b/.test(text) && survey.forms.length > 0)
    return {
      kind: 'none',
      reason: 'payment',
      why: 'The site asks for a payment before it takes a request; we never pay for you.',
    };
  const phone = PHONE.exec(survey.text)?.[0];
  const post = POST.test(text);
  if (phone || post) {
    const ways = [phone ? `by phone (${phone.trim()})` : '', post ? 'by post' : ''].filter(Boolean).join(' or ');
    return {
      kind: 'none',
      reason: 'phone-or-post',
      why: `The page takes requests only ${ways}: it has no form to fill in and no email address to write to.`,
    };
  }
  if (/\b(?:privacy (?:policy|notice)|personal information|your rights)\b/.test(text))
    return {
      kind: 'none',
      reason: 'policy-only',
      why: 'The page is privacy-policy text only: it has no request form, no link to one and no email address on the company’s own domain.',
    };
  return {
    kind: 'none',
    reason: 'nothing',
    why: 'The page shows no request form, no link to one and no email address to write to.',
  };
}

/**
 * The route to take: a request form (the page's or a frame's) first, then a people search, then a
 * link to the request page (when hops are left), then the company's privacy address, else none.
 */
export function chooseRoute(
  survey: PageSurvey,
  companyDomain: string,
  options: { visited: readonly string[]; hopsLeft: number },
): Route {
  if (survey.status === 404 || survey.status === 410) return noRoute(survey);
  const form = formRoute(survey);
  if (form) return form;
  const link = options.hopsLeft > 0 ? requestLink(survey, companyDomain, options.visited) : null;
  if (link)
    return {
      kind: 'link',
      url: link.href,
      text: link.text.trim().slice(0, 60),
      why: `The page links to the request page (“${link.text.trim().slice(0, 60)}”).`,
    };
  const address = requestAddress(survey.emails, companyDomain);
  if (address) return { kind: 'email', address, why: `The page asks for requests by email to ${address}.` };
  return noRoute(survey);
}

/**
 * The route a sent request took, in the member's words (issue 30 §7): "sent through the site’s
 * privacy portal (OneTrust)", "… reached through its link “Do Not Sell My Info”", "found your
 * record on the site’s opt-out search and …".
 */
export function routeSentence(
  route: Extract<Route, { kind: 'form' }>,
  trail: { links: readonly string[]; searched: boolean },
): string {
  const where = !route.vendor
    ? 'the site’s own request form'
    : route.vendor.kind === 'privacy-portal'
      ? `the site’s privacy portal (${route.vendor.name})`
      : `the site’s request form (made with ${route.vendor.name})`;
  const via = trail.links.length
    ? `, reached through its link${trail.links.length > 1 ? 's' : ''} ${trail.links.map((text) => `“${text}”`).join(' and ')}`
    : '';
  return `${trail.searched ? 'found your record on the site’s opt-out search and ' : ''}sent through ${where}${via}`;
}

/**
 * The addresses written in a page's text, including the usual disguises ("privacy [at] acme
 * [dot] com", "privacy(at)acme.com"), lower-cased.
 */
export function addressesIn(text: string): string[] {
  const plain = text.replace(/\s*[[(]\s*at\s*[\])]\s*/gi, '@').replace(/\s*[[(]\s*dot\s*[\])]\s*/gi, '.');
  return [
    ...new Set(
      (plain.match(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g) ?? []).map((email) => email.toLowerCase()),
    ),
  ];
}
