import { BRAND } from '../brand';
import { formatCents, PLAN_IDS, PLANS, PREMIUM_GUARANTEE_DAYS, TRIAL_DAYS } from '../membership/plans';
import type { Plan } from '../membership/plans';

/**
 * The service agreement (issue 16 step 5): what ClearDocket does, the limited authorisation to act
 * as the member's agent, the fees, the premium guarantee, cancellation and privacy. The text is
 * data, one version per id; the member signs one exact text, and its SHA-256 (over the UTF-8 of
 * `agreementText(version)`) is stored with the signature and printed in the signed PDF. Changing a
 * word means a new version: members sign again before automated filing goes on.
 *
 * Kept to plain ASCII so the PDF's standard font prints every character of it.
 */
export const CURRENT_AGREEMENT_VERSION = '2026-11';

export type AgreementSection = { heading: string; paragraphs: string[] };

const AGREEMENT_TITLE = `${BRAND.name} Service Agreement`;

function feeLine(plan: Plan): string {
  const price = formatCents(plan.amountCents);
  switch (plan.billing) {
    case 'month':
      return `${plan.name}: ${price} a month, charged at the start of each month until you cancel.`;
    case 'year':
      return `${plan.name}: ${price} a year, charged at the start of each year until you cancel.`;
    case 'once':
      return plan.id === 'premium'
        ? `${plan.name}: ${price} per link, charged once when you buy it.`
        : `${plan.name}: ${price}, charged once when you buy it. It does not renew.`;
  }
}

const { address } = BRAND;
const POSTAL = `${address.street}, ${address.city}, ${address.region} ${address.postalCode}`;

/** The sections of version 2026-11. */
const SECTIONS_2026_11: AgreementSection[] = [
  {
    heading: 'Who this agreement is between',
    paragraphs: [
      `This agreement is between you, the member who signs it, and ${BRAND.legalName} ("${BRAND.name}", "we", "us"), ${POSTAL}. It applies from the moment you sign it until you cancel or close your account.`,
    ],
  },
  {
    heading: 'What we do for you (scope of service)',
    paragraphs: [
      'We look for pages about you on people-search sites, data brokers, mugshot sites, court-record sites and search engines. For the listings you choose, we ask the sites to remove them, we ask search engines to stop showing them, we check whether the listings are gone, and, while your plan includes monitoring, we look again and file again when a listing comes back.',
      'We do not give legal advice and we are not your lawyers. Sealing or expunging a court record is a court process; where you want it, we can put you in touch with a partner attorney, under a separate agreement with that attorney.',
      'A site decides for itself whether to remove a listing. Apart from the premium guarantee below, we cannot promise that any site will remove any listing, or how fast.',
    ],
  },
  {
    heading: 'The limited authorisation to act as your agent',
    paragraphs: [
      `By signing, you appoint ${BRAND.name} as your agent for these things only: (1) filling in and sending opt-out and removal forms on people-search, data-broker, mugshot and court-record sites in your name; (2) asking search engines to de-index pages about you; (3) sending removal letters and emails in your name from an address we run for you, and reading the replies the sites send to it; (4) giving a site the details it needs to find your listing and confirm it is you (such as your name, past addresses, age, email address and phone number), and nothing more.`,
      'This authorisation does NOT let us: pay any money in your name; sign contracts, sworn statements or court papers for you; start or defend a lawsuit or speak for you in court; accept terms that cost you money or give up your rights; send a copy of an identity document unless you upload it for that removal and approve it; or sign in to any of your own accounts.',
      'You stay in control. In your dashboard you can choose that we ask you before each filing instead of filing for you, and you can take this authorisation back at any time by cancelling; requests already sent stay sent, and we file nothing new after that.',
    ],
  },
  {
    heading: 'Fees',
    paragraphs: [
      `Every new member gets a free ${TRIAL_DAYS}-day trial of the monitoring plan. No card is needed for the trial, and nothing is charged when it ends unless you choose a plan.`,
      ...PLAN_IDS.map((id) => feeLine(PLANS[id])),
      'Prices are in US dollars. If a renewal payment fails, your plan stays in force while we try the card again over the next few days, and we email you each time. Each charge gets a receipt on your Billing page.',
    ],
  },
  {
    heading: `The ${PREMIUM_GUARANTEE_DAYS}-day guarantee for premium links`,
    paragraphs: [
      `For each link you buy under the premium plan (${formatCents(PLANS.premium.amountCents)} per link), we guarantee that the page is removed, or no longer shown by the search engines, within ${PREMIUM_GUARANTEE_DAYS} days of the purchase. If it is not, we refund that link's fee in full to the card you paid with.`,
      'The guarantee needs two things from you: the link must be a page about you (or about a person you may act for), and you must answer within 7 days when we ask you for something only you can give, such as a confirmation code. The days we wait for you do not count toward the 45.',
      `The guarantee does not cover an official court website's own record: only a court can seal it. To claim a refund, write to ${BRAND.emails.support} or use the Billing page; we pay it within 10 business days.`,
    ],
  },
  {
    heading: 'Cancellation',
    paragraphs: [
      'You can cancel with one click on your Billing page. Cancelling takes effect at the end of the period you already paid for: until then your plan goes on, and you can take the cancellation back with one click. After that date nothing more is charged and we file nothing new for you.',
      'A one-time plan (basic or premium) has no renewal to cancel. We do not refund part of a period, except under the premium guarantee.',
    ],
  },
  {
    heading: 'Privacy',
    paragraphs: [
      'We use your personal data only to provide this service. We give a site only what it needs to find and remove your listing, we never sell your data, and we do not use it for advertising.',
      `You can download a copy of your data, or delete your account and everything we hold about you, at any time from your Settings. Deleting your account also deletes our copy of this signed agreement, so keep the copy we email you. Questions: ${BRAND.emails.privacy}.`,
    ],
  },
  {
    heading: 'Changes to this agreement',
    paragraphs: [
      'If we change this agreement, we will show you the new version and ask you to sign it. Until you do, we file nothing new for you; everything else in your account keeps working.',
    ],
  },
  {
    heading: 'How you sign',
    paragraphs: [
      'You sign by typing your full name as it is on your account and ticking the boxes below. We record the date and time, your IP address and your browser, and the SHA-256 fingerprint of this exact text, and we email you a PDF copy that you can also download at any time.',
    ],
  },
];

const VERSIONS: Record<string, AgreementSection[]> = { [CURRENT_AGREEMENT_VERSION]: SECTIONS_2026_11 };

export function isAgreementVersion(version: string): boolean {
  return Object.hasOwn(VERSIONS, version);
}

export function agreementTitle(): string {
  return AGREEMENT_TITLE;
}

/** The sections of a version (an unknown version has none). */
export function agreementSections(version: string): AgreementSection[] {
  return isAgreementVersion(version) ? (VERSIONS[version] ?? []) : [];
}

/**
 * The exact text a member signs: the title, the version, and each numbered section, paragraphs
 * separated by a blank line, `\n` line ends, one final newline. The same input always gives the
 * same string; its SHA-256 is the agreement's fingerprint.
 */
export function agreementText(version: string): string {
  const sections = agreementSections(version).map(
    (section, index) => `${index + 1}. ${section.heading}\n\n${section.paragraphs.join('\n\n')}`,
  );
  return `${AGREEMENT_TITLE}\nVersion ${version}\n\n${sections.join('\n\n')}\n`;
}

/** The boxes a member ticks to sign: each is required. */
export const AGREEMENT_CONSENTS = [
  { id: 'readAgreement', label: 'I have read the service agreement.' },
  {
    id: 'authoriseAgent',
    label: `I authorise ${BRAND.name} to act as my agent, only as described in section 3.`,
  },
  { id: 'acceptFees', label: 'I understand the fees, the guarantee and the cancellation terms.' },
] as const;

/** Said when a required box is not ticked. */
export const CONSENT_REQUIRED_MESSAGE = 'Tick this box to sign.';

/** A name compared the way the signature rule says: capitals and spaces do not matter. */
function comparableName(name: string): string {
  return name.normalize('NFKC').toLocaleLowerCase('en-US').replace(/\s+/g, '');
}

/** The signature rule: the typed name is the account's name, whatever its capitals and spaces. */
export function namesMatch(typedName: string, accountName: string): boolean {
  const typed = comparableName(typedName);
  return typed.length > 0 && typed === comparableName(accountName);
}

/** Said when the typed name is not the account's name. */
export function nameMismatchMessage(accountName: string): string {
  return `Type your full name as it is on your account: ${accountName.trim()}. Capitals and spaces do not matter.`;
}
