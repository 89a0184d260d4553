import { GOOGLE_ROUTE_FACTS } from '../requests/google';
import { utcDay } from '../dates';

/**
 * The letters an order on file sends (issue 15 Deliver 5), one per place the case appears: a
 * court-record aggregator gets the order with the court named; Google gets a request under its
 * legal-removal and outdated-content routes; a background-check company gets a dispute under the
 * FCRA citing the CFPB's January 2024 advisory opinion on background screening. Facts only; the
 * order itself goes with the letter.
 */
export type OrderLetterInput = {
  memberName: string;
  siteName: string;
  siteCategory: string | null;
  url: string;
  reference: string;
  agentName: string;
  date: Date;
  order: {
    kind: 'sealing' | 'expungement' | 'dismissal';
    court: string;
    caseNumber: string;
    caption: string;
    orderedOn: string | null;
  };
};

export type OrderLetter = {
  subject: string;
  body: string;
  route: 'aggregator' | 'google' | 'background-check' | 'site';
};

/** Google's routes for a page that shows a sealed or expunged record. */
const GOOGLE_LEGAL_REMOVAL_URL = GOOGLE_ROUTE_FACTS['court-order'].formUrl;
const GOOGLE_OUTDATED_CONTENT_URL = 'https://search.google.com/search-console/remove-outdated-content';

const KIND_WORDS = { sealing: 'sealing', expungement: 'expungement', dismissal: 'dismissal' } as const;

function orderSentence(input: OrderLetterInput): string {
  const { order } = input;
  const when = order.orderedOn ? ` on ${order.orderedOn}` : '';
  return `${order.court} entered an order of ${KIND_WORDS[order.kind]}${when} in ${order.caption}, case number ${order.caseNumber}. A copy of the order is attached.`;
}

export function orderLetterFor(input: OrderLetterInput, target: 'site' | 'google'): OrderLetter {
  const date = utcDay(input.date);
  const head = `Date: ${date}\nReference: ${input.reference}\nPage: ${input.url}\n`;
  const closing = `\nPlease confirm by reply, quoting the reference above, once this is done.\n\nSincerely,\n${input.agentName}, authorised agent for ${input.memberName}`;
  const subjectTail = `${input.order.caseNumber} (${input.reference})`;
  if (target === 'google') {
    return {
      route: 'google',
      subject: `Removal of a sealed court record from Search: ${subjectTail}`,
      body: `To Google Search,\n\n${head}\n${orderSentence(input)} The page above still shows the record. We ask that it be removed from Search results under your legal-removal process (${GOOGLE_LEGAL_REMOVAL_URL}); where the page has already changed, please refresh your copy through the outdated-content tool (${GOOGLE_OUTDATED_CONTENT_URL}).\n${closing}`,
    };
  }
  if (input.siteCategory === 'background-check') {
    return {
      route: 'background-check',
      subject: `FCRA dispute: sealed record reported for ${input.memberName} (${subjectTail})`,
      body: `To the compliance team at ${input.siteName},\n\n${head}\nI write as the authorised agent of ${input.memberName} to dispute the record of ${input.order.caption} (case number ${input.order.caseNumber}) in the information you publish or report about them. ${orderSentence(input)}\n\nUnder the Fair Credit Reporting Act, a consumer reporting agency must follow reasonable procedures to assure maximum possible accuracy (15 U.S.C. §1681e(b)) and must reinvestigate a disputed item and delete information that is inaccurate (15 U.S.C. §1681i). The Consumer Financial Protection Bureau's advisory opinion on background screening (January 2024) states that reporting a record that has been sealed or expunged is not a reasonable procedure. Please delete the record from every report and listing about ${input.memberName} and confirm in writing.\n${closing}`,
    };
  }
  if (input.siteCategory === 'court-records') {
    return {
      route: 'aggregator',
      subject: `Court order to remove a sealed case: ${subjectTail}`,
      body: `To the records team at ${input.siteName},\n\n${head}\n${orderSentence(input)} The page above republishes that case. As your policy provides for records a court has ordered sealed or expunged, please remove the case and every page about it, and ask search engines to drop their copies.\n${closing}`,
    };
  }
  return {
    route: 'site',
    subject: `Removal of a sealed court record: ${subjectTail}`,
    body: `To the team at ${input.siteName},\n\n${head}\n${orderSentence(input)} The page above still shows the record. Please remove it, or the details of the case in it.\n${closing}`,
  };
}
