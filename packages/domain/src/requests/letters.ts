/**
 * The email a removal request sends on the member's behalf (ARCHITECTURE §7), chosen by the kind
 * of site: a CCPA deletion and opt-out request as authorised agent (with the California Delete Act
 * for data brokers), a state mugshot-removal statute for mugshot sites, or a plain request.
 * The member authorises every letter before it is sent.
 */
export type LetterInput = {
  memberName: string;
  /** The member's state (two letters), when known: picks the mugshot statute. */
  memberState: string | null;
  siteName: string;
  siteCategory: string | null;
  url: string;
  reference: string;
  agentName: string;
  date: Date;
};

export type Letter = { subject: string; body: string; basis: 'ccpa' | 'ccpa-delete-act' | 'mugshot-statute' | 'plain' };

/** State laws against charging to remove booking photos (statute names only; no legal advice). */
const MUGSHOT_STATUTES: Record<string, string> = {
  CA: 'California Civil Code §1798.91.1',
  GA: 'Georgia Code §10-1-393.5',
  IL: 'Illinois Compiled Statutes 815 ILCS 505/2QQQ',
  OR: 'Oregon Revised Statutes §646A.806',
  TX: 'Texas Business and Commerce Code §109.005',
  UT: 'Utah Code §77-40a-403',
  CO: 'Colorado Revised Statutes §24-72-305.5',
};

const PEOPLE_DATA = new Set(['people-search', 'data-broker', 'background-check', 'public-records', 'real-estate']);

export function letterFor(input: LetterInput): Letter {
  const date = input.date.toISOString().slice(0, 10);
  const opening = `To the privacy team at ${input.siteName},\n\nDate: ${date}\nReference: ${input.reference}\nListing: ${input.url}\n`;
  const closing = `\nPlease confirm by reply to this address when the listing has been removed, quoting the reference above.\n\nSincerely,\n${input.agentName}, authorised agent for ${input.memberName}`;
  if (input.siteCategory === 'mugshots') {
    const statute = input.memberState ? MUGSHOT_STATUTES[input.memberState] : undefined;
    const law = statute
      ? `Under ${statute}, a publisher may not require payment to remove or correct a booking photograph.`
      : 'Several states prohibit requiring payment to remove or correct a booking photograph.';
    return {
      basis: 'mugshot-statute',
      subject: `Removal request for a booking photograph of ${input.memberName} (${input.reference})`,
      body: `${opening}\nI write as the authorised agent of ${input.memberName} to ask that you remove the booking photograph and arrest details published at the address above, free of charge. ${law} The record is causing ongoing harm to a private individual.\n${closing}`,
    };
  }
  if (input.siteCategory && PEOPLE_DATA.has(input.siteCategory)) {
    const deleteAct =
      input.siteCategory === 'data-broker'
        ? ' If you are registered as a data broker in California, this request is also made under the California Delete Act (SB 362, Civil Code §1798.99.80 and following).'
        : '';
    return {
      basis: deleteAct ? 'ccpa-delete-act' : 'ccpa',
      subject: `Request to delete and opt out: ${input.memberName} (${input.reference})`,
      body: `${opening}\nI am the authorised agent of ${input.memberName}. Under the California Consumer Privacy Act (Civil Code §1798.105 and §1798.120), ${input.memberName} asks you to delete the personal information you hold about them, including the listing above, and not to sell or share it.${deleteAct} Please confirm receipt within 10 business days and respond within 45 days, as the Act requires. Written authorisation from ${input.memberName} is available on request.\n${closing}`,
    };
  }
  return {
    basis: 'plain',
    subject: `Request to remove personal information: ${input.memberName} (${input.reference})`,
    body: `${opening}\nI am the authorised agent of ${input.memberName}. The page above publishes personal information about them. Please remove it, or the personal details in it, and ask search engines to refresh their copies.\n${closing}`,
  };
}
