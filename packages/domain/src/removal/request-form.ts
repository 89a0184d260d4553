import { US_STATE_NAMES } from '../search/matching/us-states';
import type { ProfileFact } from './playbook';

/**
 * Rules for a privacy-request form whose layout no source describes (the `fillRequestForm` step,
 * decision 038): which field takes which profile fact, which request type means "delete / opt out /
 * do not sell", what the product truthfully answers about who is asking, and what it leaves for a
 * person. The runner reads the page; these rules decide, with no I/O.
 */

/** Facts the generic step may type: the member's name, agent address, phone, address, listing. */
export const REQUEST_FORM_FACTS = [
  'firstName',
  'lastName',
  'fullName',
  'email',
  'phone',
  'street',
  'city',
  'state',
  'zip',
  'listingUrl',
] as const satisfies readonly ProfileFact[];
export type RequestFormFact = (typeof REQUEST_FORM_FACTS)[number];

/** Text a site shows once it accepted a request (matched case-insensitively, as words). */
export const CONFIRMATION_TEXTS = [
  'request received',
  'request has been received',
  'request was received',
  'request has been submitted',
  'request was submitted',
  'successfully submitted',
  'submitted successfully',
  'we have received',
  "we've received",
  'we received your',
  'thank you for your request',
  'thank you for submitting',
  'thanks for submitting',
  'thank you',
  'check your email',
  'check your inbox',
  'verify your email',
  'confirmation email',
] as const;

/** Text that says the site sent an email to finish the request. */
export const CHECK_EMAIL_TEXTS = [
  'check your email',
  'check your inbox',
  'verify your email',
  'confirm your email',
  'confirmation email',
  'email to confirm',
  'sent you an email',
  'sent an email',
  'link in the email',
] as const;

/** Text the page behind an emailed link shows once the request is confirmed. */
export const CONFIRMED_TEXTS = [
  'confirmed',
  'verified',
  'request received',
  'request has been received',
  'we have received',
  'thank you',
] as const;

/** One control of the form as the runner read it from the page. */
export type FormControl = {
  kind: 'text' | 'select' | 'textarea' | 'checkbox' | 'radio-group' | 'file';
  /** The input's type attribute (text, email, tel, url, date, …); '' for the rest. */
  type: string;
  /** Its accessible label, or for a radio group the question (legend or group label). */
  label: string;
  /** Name, id, placeholder, aria attributes: what else says what the field wants. */
  hints: string;
  autocomplete: string;
  required: boolean;
  /** A select's option labels, a radio group's choice labels; [] otherwise. */
  options: readonly string[];
};

export type FieldPlan =
  | { action: 'fill'; fact: RequestFormFact }
  /** A free-text box for the request itself: the request sentence with the listing's address. */
  | { action: 'message' }
  | { action: 'select'; fact: 'state' }
  /** Choose these options (a select takes the first; a radio group the first; checkboxes each). */
  | { action: 'choose'; options: readonly number[]; why: 'request-type' | 'who-is-asking' | 'country' }
  | { action: 'check'; why: 'request-type' | 'the-person' }
  | { action: 'leave' }
  | { action: 'person'; need: 'id-upload' | 'missing-detail'; what: string };

const normal = (text: string) =>
  text
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/[_\-.[\]]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const DELETE = /\b(delet|eras|remov)\w*|right to be forgotten/;
const OPT_OUT = /opt(ing)? ?out|do not (sell|share)|don'?t (sell|share)|stop (selling|sharing)|suppress\w*|unsubscribe/;
/** Requests that are not a removal: to see, copy, correct or limit data, or to appeal. */
const OTHER_REQUEST = /\b(access|know|copy|correct\w*|rectif\w*|portab\w*|appeal|limit)\b/;
/** Sworn statements stay with a person: the product never swears on the member's behalf. */
const SWORN = /perjury|under penalty|sworn|notari[sz]/;
const AGENT =
  /\bagent\b|on (their|his|her|someone('s| else'?s)?) behalf|on behalf of (another|someone)|representative|authori[sz]ed (party|person)/;
const THE_PERSON =
  /\bi am the (consumer|person|individual|data subject|subject)\b|\bmyself\b|\bi am requesting (this )?for myself\b|\b(about|for) me\b|\bthe consumer\b|\bthe data subject\b/;
/** Fields about someone or something besides the member's one name, address or email (issue 30 §2). */
const QUALIFIED =
  /\b(alias(es)?|aka|also known as|maiden|nick ?names?)\b|\b(additional|other|alternate|alternative|previous|prior|former|secondary|second|another)( \w+)? (e ?mails?|phones?|numbers?|names?|address(es)?|contacts?|accounts?)\b/;
/** A free-text box for the request itself ("additional" alone is not one: issue 30 §2). */
const MESSAGE = /\b(message|comments?|details?|description|request|reason|explain|explanation)\b/;
const UNITED_STATES = /^(the )?(united states( of america)?|usa?|u\.s\.(a\.)?)$/;
const TERMS = /\b(agree|accept|consent)\b.*\b(terms|policy|conditions|marketing|newsletter)\b|\bterms\b/;

/** What a field asks that the profile does not hold (a person answers it, or the site goes without). */
function sensitiveAsk(text: string, control: FormControl): string | null {
  if (control.kind === 'file') return 'an ID document or file upload';
  if (/\b(ssn|social security|tax id|taxpayer)\b/.test(text)) return 'a Social Security number';
  if (/\b(driver'?s? licen[cs]e|passport|government id|photo id|state id)\b/.test(text)) return 'an ID number';
  if (/birth ?year|year of birth/.test(text)) return 'a year of birth';
  if (/\b(date of birth|birth ?date|birthday|dob|bday)\b/.test(text) || control.type === 'date')
    return 'a full date of birth';
  return null;
}

function factOf(text: string, control: FormControl): RequestFormFact | 'message' | null {
  // "Additional email addresses", "alias", "other names": not the member's one fact.
  if (QUALIFIED.test(text)) return null;
  const auto = control.autocomplete.toLowerCase();
  const byAutocomplete: Record<string, RequestFormFact> = {
    'given-name': 'firstName',
    'family-name': 'lastName',
    name: 'fullName',
    email: 'email',
    tel: 'phone',
    'tel-national': 'phone',
    'street-address': 'street',
    'address-line1': 'street',
    'address-level2': 'city',
    'address-level1': 'state',
    'postal-code': 'zip',
    url: 'listingUrl',
  };
  for (const token of auto.split(/\s+/).reverse()) {
    const fact = byAutocomplete[token];
    if (fact) return fact;
  }
  // The agent's own details (name, company, address) are not the member's: leave them to a person.
  if (AGENT.test(text) || /\b(company|business|organi[sz]ation|employer|user ?name|login)\b/.test(text)) return null;
  if (control.type === 'email' || /\be ?mail\b/.test(text)) return 'email';
  if (control.type === 'tel' || /\b(phone|telephone|mobile|cell)\b/.test(text)) return 'phone';
  if (control.type === 'url' || /\b(url|link|web ?address|web ?page|listing|profile page)\b/.test(text))
    return 'listingUrl';
  if (/\b(first ?name|given ?name|fname|forename)\b/.test(text)) return 'firstName';
  if (/\b(last ?name|surname|family ?name|lname)\b/.test(text)) return 'lastName';
  if (/\b(middle)\b/.test(text)) return null;
  if (/\b(full ?name|your name|name)\b/.test(text)) return 'fullName';
  if (/\b(zip|postal|post ?code|postcode)\b/.test(text)) return 'zip';
  if (/\b(city|town)\b/.test(text)) return 'city';
  if (/\b(state|province)\b/.test(text) && !/\bstatement\b/.test(text)) return 'state';
  if (/\b(address line 2|line 2|address 2|apt|apartment|suite|unit)\b/.test(text)) return null;
  if (/\b(street|address line 1|address 1|mailing address|home address|street address|address)\b/.test(text))
    return /\b(ip|country)\b/.test(text) ? null : 'street';
  if (control.kind === 'textarea' && MESSAGE.test(text)) return 'message';
  return null;
}

const requestChoices = (options: readonly string[]) => {
  const deleting = options.flatMap((option, index) => (DELETE.test(normal(option)) ? [index] : []));
  const optingOut = options.flatMap((option, index) =>
    OPT_OUT.test(normal(option)) && !deleting.includes(index) ? [index] : [],
  );
  return { deleting, optingOut };
};

/**
 * The plan for one control. `allowed` is the playbook's list of facts; a field that wants another
 * is left (and, when required, handed to a person by the caller's check of what stayed empty).
 */
export function planField(control: FormControl, allowed: readonly RequestFormFact[]): FieldPlan {
  const text = normal(`${control.label} ${control.hints}`);
  const optionsText = control.options.map(normal);

  if (control.kind === 'checkbox') {
    if (SWORN.test(text) || TERMS.test(text)) return { action: 'leave' };
    if (AGENT.test(text)) return { action: 'leave' };
    if (THE_PERSON.test(text)) return { action: 'check', why: 'the-person' };
    if ((DELETE.test(text) || OPT_OUT.test(text)) && !OTHER_REQUEST.test(text))
      return { action: 'check', why: 'request-type' };
    return { action: 'leave' };
  }

  // The member's address is in a US state (the state fact): the country is the United States.
  if (control.kind === 'select' && /\bcountry\b/.test(text) && allowed.includes('state')) {
    const us = optionsText.findIndex((option) => UNITED_STATES.test(option));
    return us >= 0 ? { action: 'choose', options: [us], why: 'country' } : { action: 'leave' };
  }
  if (control.kind === 'radio-group' || (control.kind === 'select' && !/\b(state|province)\b/.test(text))) {
    // Who is asking: the member is the person; the product files as their authorised agent.
    const agentAt = optionsText.findIndex((option) => AGENT.test(option));
    const personAt = optionsText.findIndex((option) => THE_PERSON.test(option) && !AGENT.test(option));
    if (agentAt >= 0 && personAt >= 0) return { action: 'choose', options: [agentAt], why: 'who-is-asking' };
    if (AGENT.test(text)) {
      const yes = optionsText.findIndex((option) => /^(yes|y|true)\b/.test(option));
      if (yes >= 0) return { action: 'choose', options: [yes], why: 'who-is-asking' };
      return { action: 'leave' };
    }
    const { deleting, optingOut } = requestChoices(control.options);
    const first = deleting[0] ?? optingOut[0];
    if (first !== undefined) return { action: 'choose', options: [first], why: 'request-type' };
    if (control.kind === 'radio-group') return { action: 'leave' };
  }

  const sensitive = sensitiveAsk(text, control);
  if (sensitive)
    return control.required
      ? { action: 'person', need: control.kind === 'file' ? 'id-upload' : 'missing-detail', what: sensitive }
      : { action: 'leave' };

  const fact = factOf(text, control);
  if (fact === 'message') return allowed.includes('listingUrl') ? { action: 'message' } : { action: 'leave' };
  if (!fact || !allowed.includes(fact)) return { action: 'leave' };
  if (control.kind === 'select') return fact === 'state' ? { action: 'select', fact } : { action: 'leave' };
  return { action: 'fill', fact };
}

/** The request sentence for a free-text box: what is asked, and which listing. */
export function requestMessage(listingUrl: string | undefined): string {
  const listing = listingUrl ? ` The listing: ${listingUrl}` : '';
  return `Please delete my personal information and do not sell or share it (a request made by my authorised agent).${listing}`;
}

/** The option of a state select that means the member's state: its code or its name. */
export function stateOptionIndex(options: readonly string[], values: readonly string[], state: string): number {
  const code = state.trim().toUpperCase();
  const name = (US_STATE_NAMES[code] ?? state).toLowerCase();
  const matches = (text: string) => {
    const value = text.trim().toLowerCase();
    return value === code.toLowerCase() || value === name;
  };
  const byLabel = options.findIndex(matches);
  return byLabel >= 0 ? byLabel : values.findIndex(matches);
}

/** Whether a page's text reads as one of these phrases (case-insensitive, whole words). */
export function saysAny(text: string, phrases: readonly string[]): string | null {
  const haystack = normal(text);
  return phrases.find((phrase) => phraseCount(haystack, phrase) > 0) ?? null;
}

const phraseCount = (normalised: string, phrase: string) =>
  normalised.match(new RegExp(`\\b${escape(normal(phrase))}\\b`, 'g'))?.length ?? 0;

/**
 * The phrase the page says after the form was sent that it did not say before (a "thank you" in
 * the page's own blurb is no confirmation); null when none is new.
 */
export function newlySays(before: string, after: string, phrases: readonly string[]): string | null {
  const was = normal(before);
  const now = normal(after);
  return phrases.find((phrase) => phraseCount(now, phrase) > phraseCount(was, phrase)) ?? null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
