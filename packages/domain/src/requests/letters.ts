import { utcDay } from '../dates';
import { mugshotStatuteFor, privacyLawFor } from './letter-laws';

/**
 * The email a removal request sends on the member's behalf (ARCHITECTURE §7). It cites the law of
 * the state the member lives in (letter-laws.ts): the CCPA, with the Delete Act for data brokers, for
 * a California resident; that state's own privacy law for a resident of another state that has one;
 * the state's mugshot statute for a booking photograph; otherwise a plain request that claims no
 * statutory right. The member sees the letter, may edit it, and authorises it before it is sent.
 */
export type LetterInput = {
  memberName: string;
  /** The member's state (two letters), when known: picks the law the letter cites. */
  memberState: string | null;
  siteName: string;
  siteCategory: string | null;
  url: string;
  reference: string;
  agentName: string;
  date: Date;
};

type LetterBasis = 'ccpa' | 'ccpa-delete-act' | 'state-privacy-law' | 'mugshot-statute' | 'plain';

export type Letter = {
  subject: string;
  body: string;
  basis: LetterBasis;
  /** The law cited, in the letter's words; null for a plain request. */
  law: string | null;
};

const PEOPLE_DATA = new Set(['people-search', 'data-broker', 'background-check', 'public-records', 'real-estate']);

export function letterFor(input: LetterInput): Letter {
  const date = utcDay(input.date);
  const opening = `To the privacy team at ${input.siteName},\n\nDate: ${date}\nReference: ${input.reference}\nListing: ${input.url}\n`;
  const closing = `\nPlease confirm by reply to this address when the listing has been removed, quoting the reference above.\n\nSincerely,\n${input.agentName}, authorised agent for ${input.memberName}`;
  const letter = (basis: LetterBasis, law: string | null, subject: string, text: string): Letter => ({
    basis,
    law,
    subject: `${subject}: ${input.memberName} (${input.reference})`,
    body: `${opening}\n${text}\n${closing}`,
  });

  if (input.siteCategory === 'mugshots') {
    const statute = mugshotStatuteFor(input.memberState);
    const ask = `I write as the authorised agent of ${input.memberName} to ask that you remove the booking photograph and arrest details published at the address above, free of charge.`;
    return statute
      ? letter(
          'mugshot-statute',
          statute,
          'Removal request for a booking photograph',
          `${ask} Under ${statute}, a publisher may not require payment to remove or correct a booking photograph. The record is causing ongoing harm to a private individual.`,
        )
      : letter(
          'plain',
          null,
          'Removal request for a booking photograph',
          `${ask} The record is causing ongoing harm to a private individual.`,
        );
  }

  const law = PEOPLE_DATA.has(input.siteCategory ?? '') ? privacyLawFor(input.memberState, input.date) : null;
  if (law) {
    const deleteAct =
      law.state === 'CA' && input.siteCategory === 'data-broker'
        ? ' If you are registered as a data broker in California, this request is also made under the California Delete Act (SB 362, Civil Code §1798.99.80 and following).'
        : '';
    const basis: LetterBasis = law.state === 'CA' ? (deleteAct ? 'ccpa-delete-act' : 'ccpa') : 'state-privacy-law';
    return letter(
      basis,
      `${law.name} (${law.citation})`,
      'Request to delete and opt out',
      `I am the authorised agent of ${input.memberName}, a resident of ${law.state}. Under the ${law.name} (${law.citation}), ${input.memberName} asks you to delete the personal data you hold about them, including the listing above, and not to sell or share it.${deleteAct} Please respond within ${law.respondDays} days, as the Act requires. Written authorisation from ${input.memberName} is available on request.`,
    );
  }
  return letter(
    'plain',
    null,
    'Request to remove personal information',
    `I am the authorised agent of ${input.memberName}. The page above publishes personal information about them. Please remove it, or the personal details in it, and ask search engines to refresh their copies.`,
  );
}
