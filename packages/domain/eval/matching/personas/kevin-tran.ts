import type { EvalItem, EvalPersona } from '../types';
import { itemsFor, seenAgain } from '../types';

/**
 * A common name with a criminal case: the case-number scan returns the same number from other
 * courts, and results first seen by the name scan come back in the case-number scan.
 */
export const KEVIN_TRAN: EvalPersona = {
  id: 'kevin-tran',
  description: 'Common name; San Jose CA (Santa Clara County), earlier Sacramento; case C1904821 (2019)',
  profile: {
    firstName: 'Kevin',
    middleName: 'Duc',
    lastName: 'Tran',
    birthYear: 1992,
    places: [
      { city: 'San Jose', state: 'CA', county: 'Santa Clara' },
      { city: 'Sacramento', state: 'CA', county: 'Sacramento' },
    ],
    relatives: ['Linh Tran', 'Minh Q. Tran'],
    phones: ['408-555-0139'],
    emails: ['kdtran92@example.org'],
    caseNumbers: ['C1904821'],
  },
};

const nameScan = { type: 'name', term: 'Kevin Tran' } as const;
const caseScan = { type: 'case', term: 'C1904821' } as const;
const name = itemsFor('kevin-tran', nameScan);
const byCase = itemsFor('kevin-tran', caseScan);

export const KEVIN_TRAN_ITEMS: EvalItem[] = [
  name.mine(
    'https://www.spokeo.com/Kevin-Tran/California/San-Jose/p118',
    'Kevin D Tran, 34 - San Jose, CA | Spokeo',
    'Kevin Duc Tran lives in San Jose, California. Relatives include Linh Tran and Minh Tran.',
    'people-search',
    'middle name, age, city, relatives',
  ),
  name.other(
    'https://www.spokeo.com/Kevin-Tran/Texas/Houston/p902',
    'Kevin Tran, 34 - Houston, TX | Spokeo',
    'Kevin Tran lives in Houston, Texas. Relatives include Thu Tran and Bao Nguyen.',
    'people-search',
    'namesake: same age, another state',
  ),
  name.other(
    'https://www.truepeoplesearch.com/find/person/kt55x0',
    'Kevin Tran, Age 33 - San Jose, CA',
    'Kevin Tran age 33. Lives in San Jose, CA. Possible relatives: Thu Tran, Bao Nguyen. Phone (408) 555-0871.',
    'people-search',
    'contradiction: different relatives and phone, same age and city',
  ),
  name.mine(
    'https://www.truepeoplesearch.com/find/person/kt71d2',
    'Kevin Tran, Age 34 - San Jose, CA',
    'Kevin Tran age 34. Lives in San Jose, CA. Previous address in Sacramento, CA. Possible relatives: Linh Tran, Minh Q Tran. Phone (408) 555-0139.',
    'people-search',
    'age, cities, relatives, phone',
  ),
  name.other(
    'https://www.fastpeoplesearch.com/kevin-tran_id_T4410',
    'Kevin M Tran, 34 - San Jose, CA',
    'Kevin Minh Tran, age 34, San Jose, CA. Relatives: Hoa Tran, Vy Le.',
    'people-search',
    'conflict: different middle name, same age and city',
  ),
  name.other(
    'https://www.whitepages.com/name/Kevin-Tran',
    'Kevin Tran - 3,870 people found | Whitepages',
    "Find Kevin Tran's phone, address and email. Kevin Tran, 34, San Jose CA; Kevin Tran, 51, Garden Grove CA; Kevin Tran, 27, Seattle WA.",
    'people-search',
    'name-index page',
  ),
  name.other(
    'https://www.peoplefinders.com/name/kevin-tran/ca/garden-grove',
    'Kevin Tran, 51 - Garden Grove, CA | PeopleFinders',
    'Kevin Tran age 51 in Garden Grove, California. Relatives: Lan Tran.',
    'people-search',
    'namesake: different age, same state',
  ),
  name.mine(
    'https://mugshots.com/US-States/California/Santa-Clara-County-CA/Kevin-Tran.77120.html',
    'Kevin Tran Mugshot - Santa Clara County, CA arrest',
    'Kevin D. Tran, age 27, booked Santa Clara County jail 2019. Charges: Grand theft.',
    'mugshots',
    'dated item: age at the 2019 booking; county',
  ),
  name.other(
    'https://mugshots.com/US-States/California/Orange-County-CA/Kevin-Tran.99871.html',
    'Kevin Tran Mugshot - Orange County, CA arrest',
    'Kevin Tran, age 34, booked Orange County jail 2019. Charges: Vandalism.',
    'mugshots',
    'dated item: age that fits only today; a county he never lived in',
  ),
  name.mine(
    'https://news.mercurynews.example/2019/05/san-jose-man-charged-grand-theft',
    'San Jose man charged with grand theft',
    'Kevin Tran, 27, of San Jose was charged with grand theft after a warehouse break-in, prosecutors said. May 21, 2019.',
    'news',
    'dated story',
  ),
  name.other(
    'https://news.seattletimes.example/2024/11/tacoma-crash',
    'Two hurt in Tacoma crash',
    'Kevin Tran, 27, of Seattle was cited after the crash on Interstate 5. November 3, 2024.',
    'news',
    'namesake in a dated story elsewhere',
  ),
  name.other(
    'https://www.truepeoplesearch.com/find/person/lt09m3',
    'Linh Tran, 58 - San Jose, CA',
    'Linh Tran age 58. Lives in San Jose, CA. Possible relatives: Kevin Tran, Minh Tran.',
    'people-search',
    "listed as a relative on his mother's page",
  ),
  name.other(
    'https://www.familytreenow.com/record/minh-tran-1963',
    'Minh Q Tran (born 1963) - San Jose, CA',
    'Born 1963. Lived in San Jose, CA and Sacramento, CA. Relatives: Tran, Kevin D; Tran, Linh.',
    'people-search',
    "his name among the relatives on his father's page",
  ),
  name.mine(
    'https://www.familytreenow.com/record/kevin-tran-1992',
    'Kevin Duc Tran (born 1992) - San Jose, CA',
    'Born 1992. Lived in San Jose, CA and Sacramento, CA. Relatives: Tran, Minh Q; Tran, Linh.',
    'people-search',
    'birth year; relatives reversed with an initial',
  ),
  name.mine(
    'https://www.intelius.com/people-search/kevin-tran/san-jose-ca',
    'Kevin Tran, age 30-34 | San Jose, CA | Intelius',
    'Kevin D Tran, age 30-34, San Jose, California. Related: Linh Tran.',
    'people-search',
    'age band',
  ),
  name.other(
    'https://www.intelius.com/people-search/kevin-tran/seattle-wa',
    'Kevin Tran, age 25-29 | Seattle, WA | Intelius',
    'Kevin Tran, age 25-29, Seattle, Washington. Related: Anh Tran.',
    'people-search',
    'band and state that do not fit',
  ),
  name.mineInfo(
    'https://www.linkedin.com/in/kevin-tran-sj',
    'Kevin Tran - Warehouse Lead - San Jose, California | LinkedIn',
    "View Kevin Tran's profile. Experience and connections.",
    'social',
    'his profile, nothing to remove',
  ),
  name.other(
    'https://radaris.com/p/Kevin/Tran/',
    'Kevin Tran | Radaris',
    'Kevin Tran: 1,200+ records. Addresses, phones and background records.',
    'people-search',
    'index-like page with a count',
  ),
  name.mine(
    'https://nuwber.com/person/kevin-tran-1f02',
    'Kevin Tran | San Jose, CA | Nuwber',
    'Kevin Tran, San Jose, CA 95122. Email: kdtran92@example.org. Phone: 408-555-0139.',
    'people-search',
    'email and phone',
  ),
  byCase.mine(
    'https://unicourt.com/case/santa-clara-ca-c1904821',
    'People v. Kevin D. Tran - C1904821 | UniCourt',
    'Criminal case C1904821, Santa Clara County Superior Court. Defendant: Kevin D. Tran, San Jose, CA. Charges: Grand theft. Filed 2019.',
    'court-records',
    'case scan: number, name, county, city',
  ),
  byCase.other(
    'https://trellis.law/case/harris/c1904821',
    'Case C1904821 | Trellis',
    'State of Texas v. Marcus Bell. Harris County District Court, Houston, TX. Court record for case number C1904821.',
    'court-records',
    'case scan: same number, another state and defendant',
  ),
  byCase.other(
    'https://law.justia.com/cases/new-mexico/2020/c1904821/',
    'State v. Romero, No. C1904821 :: Justia',
    'Opinion in case C1904821. Appeal from the District Court of Bernalillo County, New Mexico. Defendant Alicia Romero.',
    'court-records',
    'case scan: same number, another person',
  ),
  byCase.mine(
    'https://www.docketalarm.com/cases/California_State_Superior_Court_Santa_Clara_County/C-19-04821/People_v._Tran/',
    'People v. Tran, Kevin Duc - C-19-04821 | Docket Alarm',
    'Full docket for C-19-04821, Santa Clara County Superior Court, with filings and orders.',
    'court-records',
    'case scan: number written differently, reversed name with middle name',
  ),
  byCase.mine(
    'https://www.courtlistener.com/docket/5512901/people-v-tran/',
    'People v. Tran - C1904821 - CourtListener',
    'Docket entries for case C1904821. Parties: People of the State of California; Kevin Tran. Court: Superior Court of California, County of Santa Clara.',
    'court-records',
    'case scan: number, surname, full first name as a party',
  ),
  byCase.other(
    'https://www.courtlistener.com/docket/6611872/people-v-tran/',
    'People v. Tran - C1904821 - CourtListener',
    'Docket entries for case C1904821. Parties: People of the State of California; Kevin Tran. Court: Superior Court of California, County of Orange.',
    'court-records',
    'case scan: same number and name in a county he never lived in',
  ),
  byCase.other(
    'https://www.pacermonitor.com/public/case/33120488/c1904821',
    'C1904821 - PacerMonitor',
    'Case C1904821. Court docket and parties. Filed 2019.',
    'court-records',
    'case scan: number only, nothing else to tell',
  ),
  byCase.other(
    'https://www.docketalarm.com/cases/Arizona_State/C1904821/Lopez_v._Desert_Sun/',
    'Lopez v. Desert Sun Apartments, C1904821 | Docket Alarm',
    'Maricopa County Superior Court, Arizona. Full docket for C1904821 with filings and orders.',
    'court-records',
    'case scan: same number, other parties',
  ),
  seenAgain(
    name.other(
      'https://www.beenverified.com/people/kevin-tran/ca/orange-county/',
      'Kevin Tran, 51 - Garden Grove, CA | BeenVerified',
      'Kevin Tran, age 51, Garden Grove, CA. Arrest records, court records and contact details.',
      'people-search',
      'namesake seen by the name scan, then by the case scan',
    ),
    caseScan,
    'Kevin Tran - Court records | BeenVerified',
    'Court records for case C1904821 and other cases. Kevin Tran, California.',
  ),
  seenAgain(
    name.other(
      'https://www.mylife.com/kevin-tran/e44012',
      'Kevin Tran, 27 - Seattle, WA | MyLife',
      'Kevin Tran, 27, Seattle, Washington. Relatives: Anh Tran.',
      'people-search',
      'namesake seen by the name scan, then by the case scan',
    ),
    caseScan,
    'Kevin Tran - Background report | MyLife',
    'Kevin Tran. Criminal records including case C1904821. Reputation score and reviews.',
  ),
  seenAgain(
    name.mine(
      'https://www.instantcheckmate.com/people/kevin-tran/ca/san-jose/',
      'Kevin D Tran, 34 - San Jose, CA | Instant Checkmate',
      'Kevin D Tran, age 34, San Jose, CA. Relatives: Linh Tran. Criminal and traffic records.',
      'background-check',
      'his report seen by the name scan, then by the case scan',
    ),
    caseScan,
    'Kevin Tran - Criminal records | Instant Checkmate',
    'Criminal case C1904821, Santa Clara County. Kevin Tran.',
  ),
  seenAgain(
    name.other(
      'https://www.fastbackgroundcheck.com/people/kevin-tran/id/T8812',
      'Kevin Tran, 51 - Garden Grove, CA | FastBackgroundCheck',
      'Kevin Tran, age 51, Garden Grove, CA. Relatives: Lan Tran.',
      'background-check',
      'namesake seen by the name scan, then by the case scan',
    ),
    caseScan,
    'Kevin Tran | FastBackgroundCheck',
    'Kevin Tran. Court case C1904821. Addresses and relatives.',
  ),
  seenAgain(
    name.other(
      'https://www.peoplelooker.com/people/kevin-tran/wa/seattle',
      'Kevin Tran, 27 - Seattle, WA | PeopleLooker',
      'Kevin Tran, age 27, Seattle, WA. Relatives: Anh Tran.',
      'people-search',
      'namesake seen by the name scan, then by the case scan',
    ),
    caseScan,
    'Kevin Tran - People search | PeopleLooker',
    'Results for C1904821: Kevin Tran. Criminal records.',
  ),
];
