import type { EvalItem, EvalPersona } from '../types';
import { itemsFor } from '../types';

/** A business profile: its names, places, owner, phone and its one lawsuit's case number. */
export const HARBOR_LIGHT_ROOFING: EvalPersona = {
  id: 'harbor-light-roofing',
  description: 'A roofing company in Tacoma WA owned by Dana Whitcomb; sued in 2021 (case 21-2-01733-7)',
  profile: {
    kind: 'business',
    firstName: '',
    lastName: '',
    companies: ['Harbor Light Roofing LLC'],
    places: [{ city: 'Tacoma', state: 'WA', county: 'Pierce' }],
    relatives: ['Dana Whitcomb'],
    phones: ['253-555-0162'],
    emails: ['office@harborlightroofing.example'],
    caseNumbers: ['21-2-01733-7'],
  },
};

const company = itemsFor('harbor-light-roofing', { type: 'company', term: 'Harbor Light Roofing' });
const byCase = itemsFor('harbor-light-roofing', { type: 'case', term: '21-2-01733-7' });
const review = (item: EvalItem): EvalItem => ({ ...item, recordKind: 'review' });
const phone = itemsFor('harbor-light-roofing', { type: 'phone', term: '2535550162' });

export const HARBOR_LIGHT_ROOFING_ITEMS: EvalItem[] = [
  company.mine(
    'https://www.zoominfo.com/c/harbor-light-roofing-llc/388120',
    'Harbor Light Roofing LLC - Tacoma, WA - Overview and contacts | ZoomInfo',
    'Harbor Light Roofing LLC, Tacoma, Washington. Owner Dana Whitcomb. Phone (253) 555-0162. Employee contacts.',
    'data-broker',
    'company, city, owner, phone',
  ),
  company.mine(
    'https://unicourt.com/case/pierce-wa-21-2-01733-7',
    'Kemper v. Harbor Light Roofing LLC - 21-2-01733-7 | UniCourt',
    'Civil lawsuit 21-2-01733-7, Pierce County Superior Court, Tacoma, WA. Defendant: Harbor Light Roofing LLC. Complaint alleges breach of contract.',
    'court-records',
    'company, case number, county',
  ),
  company.other(
    'https://www.pacermonitor.com/public/case/55120883/harbor-light-roofing-inc',
    'Harbor Light Roofing Inc bankruptcy petition - PacerMonitor',
    'Chapter 7 bankruptcy case filed by Harbor Light Roofing Inc of Grand Rapids, Michigan in 2023. Court docket and creditors list.',
    'court-records',
    'namesake company in another state',
  ),
  company.other(
    'https://www.zoominfo.com/c/harborlight-roofing-co/99120',
    'Harborlight Roofing Co - Portland, ME | ZoomInfo',
    'Harborlight Roofing Co, Portland, Maine. Owner Peter Gagnon. Employee contacts.',
    'data-broker',
    'namesake company, name joined, another state and owner',
  ),
  // Issue 35: a review site's page about the business is a mention, not a removal target.
  review(
    company.mine(
      'https://www.reviews.example/biz/harbor-light-roofing-tacoma',
      'Harbor Light Roofing - Tacoma complaints and reviews',
      'Customers filed a complaint about Harbor Light Roofing of Tacoma, WA over a leaking roof. Owner Dana Whitcomb replied.',
      'other',
      'complaint page with city and owner',
    ),
  ),
  company.mineInfo(
    'https://www.harborlightroofing.example/',
    'Harbor Light Roofing | Tacoma roofing contractor',
    'Harbor Light Roofing LLC. Roof repair and replacement in Tacoma and Pierce County. Call (253) 555-0162.',
    'other',
    'its own site, nothing to remove',
  ),
  review(
    company.other(
      'https://www.reviews.example/biz/harbor-light-roofing-grand-rapids',
      'Harbor Light Roofing Inc - Grand Rapids complaints',
      'Complaint about Harbor Light Roofing Inc, Grand Rapids, MI: deposit not refunded. Owner Craig Veldman.',
      'other',
      'namesake company complaint in another state',
    ),
  ),
  company.mine(
    'https://www.dexknows.com/business/harbor-light-roofing-tacoma-wa',
    'Harbor Light Roofing LLC in Tacoma, WA | DexKnows',
    'Harbor Light Roofing LLC, 2201 S Union Ave, Tacoma, WA 98405. Phone (253) 555-0162.',
    'people-search',
    'listing with address and phone',
  ),
  company.other(
    'https://www.dexknows.com/business/harbor-lights-marine-roofing-gig-harbor-wa',
    'Harbor Lights Marine Supply in Gig Harbor, WA | DexKnows',
    'Harbor Lights Marine Supply, Gig Harbor, WA 98335. Boat parts and roofing sealant.',
    'people-search',
    'a different business with overlapping words nearby',
  ),
  company.mine(
    'https://trellis.law/case/pierce/21-2-01733-7',
    'Kemper v. Harbor Light Roofing | Trellis',
    'Pierce County Superior Court case 21-2-01733-7: complaint, answer and judgment documents. Defendant Harbor Light Roofing LLC.',
    'court-records',
    'company and case number',
  ),
  company.other(
    'https://trellis.law/case/kent/22-cv-00411',
    'Harbor Light Roofing Inc v. Osterhout | Trellis',
    'Kent County Circuit Court, Michigan, case 22-CV-00411. Plaintiff Harbor Light Roofing Inc of Grand Rapids.',
    'court-records',
    'namesake company sues in another state',
  ),
  company.mine(
    'https://www.opencorporates.example/companies/us_wa/604411882',
    'HARBOR LIGHT ROOFING LLC :: Washington (US) :: OpenCorporates',
    'HARBOR LIGHT ROOFING LLC, company number 604411882, Washington. Registered agent: DANA WHITCOMB, Tacoma.',
    'other',
    'registry entry: upper case, agent, state in full',
  ),
  company.other(
    'https://news.tacomanews.example/2022/04/roofing-scams-warning',
    'Tacoma residents warned about roofing scams',
    'Officials warned homeowners about door-to-door roofers after storms. Reputable local firms were not involved, they said.',
    'news',
    'generic story in its city that does not name it',
  ),
  company.mine(
    'https://news.tacomanews.example/2021/03/homeowner-sues-roofer',
    'Homeowner sues Tacoma roofer over leaking roof',
    'Ellen Kemper filed a lawsuit against Harbor Light Roofing LLC in Pierce County Superior Court, court records show. March 9, 2021.',
    'news',
    'story about its lawsuit',
  ),
  byCase.mine(
    'https://www.courtlistener.com/docket/8812044/kemper-v-harbor-light-roofing-llc/',
    'Kemper v. Harbor Light Roofing LLC, 21-2-01733-7 - CourtListener',
    'Docket 21-2-01733-7, Superior Court of Washington for Pierce County. Parties: Ellen Kemper; Harbor Light Roofing LLC.',
    'court-records',
    'case scan: case number and company',
  ),
  byCase.other(
    'https://www.courtlistener.com/docket/9912040/state-v-okafor/',
    'State v. Okafor, 21-2-01733-7 - CourtListener',
    'Docket 21-2-01733-7, Superior Court of Washington for King County. Parties: State of Washington; Daniel Okafor.',
    'court-records',
    'case scan: same number in another county with other parties',
  ),
  byCase.other(
    'https://www.docketalarm.com/cases/Washington_State/21-2-01733-7-SEA/Alvarez_v._Northwest_Gutter_Co./',
    'Alvarez v. Northwest Gutter Co., 21-2-01733-7 SEA | Docket Alarm',
    'King County Superior Court. Full docket for 21-2-01733-7 SEA with filings and orders. Plaintiff Maria Alvarez; Defendant Northwest Gutter Co.',
    'court-records',
    'case scan: same number, another business',
  ),
  byCase.mine(
    'https://www.docketalarm.com/cases/Washington_State/21-2-01733-7/Kemper_v._Harbor_Light_Roofing_LLC/',
    'Kemper v. Harbor Light Roofing LLC, 21-2-01733-7 | Docket Alarm',
    'Pierce County Superior Court. Full docket for 21-2-01733-7 with filings and orders.',
    'court-records',
    'case scan: number and company in the title',
  ),
  byCase.other(
    'https://law.justia.com/cases/washington/court-of-appeals-division-i/2023/21-2-01733-7.html',
    'In re Marriage of Lindqvist :: 2023 :: Justia',
    'Appeal from King County Superior Court No. 21-2-01733-7. Opinion filed 2023.',
    'court-records',
    'case scan: same number, unrelated family case',
  ),
  byCase.other(
    'https://unicourt.com/case/21-2-01733-7',
    'Case 21-2-01733-7 | UniCourt',
    'Case 21-2-01733-7: docket entries, parties (plaintiff and defendant) and court records.',
    'court-records',
    'case scan: number only, nothing else to tell',
  ),
  // Issue 35, item 4: a BBB business profile is a review page about the business, a mention (the
  // two were labelled "other" on an invented host until wave 3; eval/matching/README.md).
  review(
    company.other(
      'https://www.bbb.org/us/mi/grand-rapids/profile/roofing/harbor-light-roofing-inc',
      'Harbor Light Roofing Inc | BBB Business Profile | Grand Rapids, Michigan',
      'Harbor Light Roofing Inc, Grand Rapids, MI 49503. Complaints: 4 closed in the last 3 years.',
      'other',
      'namesake company, state in full',
    ),
  ),
  review(
    company.mine(
      'https://www.bbb.org/us/wa/tacoma/profile/roofing/harbor-light-roofing-llc',
      'Harbor Light Roofing LLC | BBB Business Profile | Tacoma, Washington',
      'Harbor Light Roofing LLC, Tacoma, WA 98405. Business contact: Dana Whitcomb. Complaints: 2 closed.',
      'other',
      'its profile with complaints',
    ),
  ),
  phone.mine(
    'https://www.spydialer.com/phone/2535550162',
    '(253) 555-0162 - Who called me? | Spy Dialer',
    'Reverse phone lookup for (253) 555-0162: business line of Harbor Light Roofing LLC, Tacoma, WA.',
    'people-search',
    'phone scan: phone, company, city',
  ),
  phone.other(
    'https://www.usphonebook.com/2535550162',
    '(253) 555-0162 | USPhoneBook',
    'Phone (253) 555-0162 previously registered to Gerald Nystrom, Lakewood, WA.',
    'people-search',
    'phone scan: an earlier owner of the number',
  ),
  company.other(
    'https://www.zoominfo.com/c/harbor-roofing-llc/77120',
    'Harbor Roofing LLC - Tacoma, WA | ZoomInfo',
    'Harbor Roofing LLC, Tacoma, Washington. Owner Steve Malloy. Employee contacts.',
    'data-broker',
    'a different company in its city whose name lacks a word',
  ),
  company.mine(
    'https://www.lusha.com/business/harbor-light-roofing/',
    'Harbor Light Roofing LLC Contacts | Lusha',
    'Harbor Light Roofing LLC, Tacoma, WA. Contacts: Dana Whitcomb, Owner. Email office@harborlightroofing.example.',
    'data-broker',
    'contacts page with owner and email',
  ),
];
