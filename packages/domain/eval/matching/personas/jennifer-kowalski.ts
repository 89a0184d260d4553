import type { EvalItem, EvalPersona } from '../types';
import { itemsFor } from '../types';

/** Married and maiden names, a nickname, and a spouse named on property records. */
export const JENNIFER_KOWALSKI: EvalPersona = {
  id: 'jennifer-kowalski',
  description: 'Married name Kowalski, maiden name Brandt, goes by Jen; Toledo OH, earlier Ann Arbor MI',
  profile: {
    firstName: 'Jennifer',
    middleName: 'Lynn',
    lastName: 'Kowalski',
    aliases: ['Jennifer Brandt'],
    birthYear: 1978,
    places: [
      { city: 'Toledo', state: 'OH', county: 'Lucas' },
      { city: 'Ann Arbor', state: 'MI', county: 'Washtenaw' },
    ],
    relatives: ['Mark Kowalski', 'Dorothy Brandt'],
    phones: ['419-555-0176'],
  },
};

const name = itemsFor('jennifer-kowalski', { type: 'name', term: 'Jennifer Kowalski' });
const maiden = itemsFor('jennifer-kowalski', { type: 'name', term: 'Jennifer Brandt' });

export const JENNIFER_KOWALSKI_ITEMS: EvalItem[] = [
  name.mine(
    'https://www.spokeo.com/Jen-Kowalski/Ohio/Toledo',
    'Jen Kowalski, 47 - Toledo, OH | Spokeo',
    'Jen Kowalski lives in Toledo, Ohio. Relatives include Mark Kowalski.',
    'people-search',
    'nickname, age, city, relative',
  ),
  name.mine(
    'https://www.whitepages.com/name/Jennifer-L-Kowalski/Toledo-OH',
    'Jennifer L Kowalski in Toledo, OH - Whitepages',
    'Current address, phone and background report for Jennifer L Kowalski, age 48.',
    'people-search',
    'middle initial, age, city',
  ),
  name.mine(
    'https://blockshopper.com/property/oh/toledo/3310-elmhurst-rd',
    'Jennifer & Mark Kowalski - 3310 Elmhurst Rd, Toledo, OH | BlockShopper',
    'Property record: owners Jennifer & Mark Kowalski. Sold 2011 for $162,000.',
    'real-estate',
    '"First & Spouse Surname" with her spouse',
  ),
  name.other(
    'https://blockshopper.com/property/oh/toledo/77-parkside-blvd',
    'Jennifer & Paul Kowalski - 77 Parkside Blvd, Toledo, OH | BlockShopper',
    'Property record: owners Jennifer & Paul Kowalski. Sold 2019.',
    'real-estate',
    '"First & Spouse Surname" with a different spouse in her city',
  ),
  name.mine(
    'https://www.zillow.com/homedetails/3310-Elmhurst-Rd-Toledo-OH-43613/55120_zpid/',
    '3310 Elmhurst Rd, Toledo, OH 43613 | Zillow',
    'Owners: Mark Kowalski and Jennifer Kowalski. 4 bd, 2 ba. Tax history.',
    'real-estate',
    'co-owner is her spouse',
  ),
  name.other(
    'https://www.spokeo.com/Jennifer-Kowalski/Illinois/Chicago',
    'Jennifer Kowalski, 29 - Chicago, IL | Spokeo',
    'Jennifer Kowalski lives in Chicago, Illinois. Relatives include Anna Kowalski.',
    'people-search',
    'namesake: different age and state',
  ),
  name.other(
    'https://www.fastpeoplesearch.com/jennifer-kowalski_id_J8821',
    'Jennifer M Kowalski, 47 - Toledo, OH',
    'Jennifer Marie Kowalski, age 47, Toledo, OH. Relatives: Paul Kowalski, Irene Nowak.',
    'people-search',
    'conflict: different middle name, same age and city',
  ),
  maiden.mine(
    'https://washtenaw.arrests.org/Arrests/Jennifer_Brandt_33012',
    'Jennifer Brandt arrested in Ann Arbor, Michigan',
    'Booking record for Jennifer L. Brandt. Age at booking: 21. Booked 10/02/1999. Alleged offence: Minor in possession.',
    'mugshots',
    'maiden name at a dated arrest',
  ),
  maiden.mine(
    'https://news.annarbornews.example/1999/10/students-cited-at-party',
    'Students cited at off-campus party',
    'Jennifer Brandt, 21, of Ann Arbor was among eleven people cited, police said. October 3, 1999.',
    'news',
    'maiden name in a dated story',
  ),
  maiden.other(
    'https://www.spokeo.com/Jennifer-Brandt/Michigan/Ann-Arbor',
    'Jennifer Brandt, 22 - Ann Arbor, MI | Spokeo',
    'Jennifer Brandt lives in Ann Arbor, Michigan. Relatives include Gary Brandt.',
    'people-search',
    'maiden-name namesake today in her past city: the age fits only the old date',
  ),
  name.other(
    'https://www.truepeoplesearch.com/find/person/mk31k0',
    'Mark Kowalski, 49 - Toledo, OH',
    'Mark Kowalski age 49. Lives in Toledo, OH. Possible relatives: Jennifer Kowalski, Stanley Kowalski.',
    'people-search',
    "listed as a relative on her husband's page",
  ),
  name.other(
    'https://www.whitepages.com/name/Jennifer-Kowalski',
    'Jennifer Kowalski - 318 people found | Whitepages',
    "Find Jennifer Kowalski's phone, address and email. People named Jennifer Kowalski in Ohio, Michigan, Illinois and Pennsylvania.",
    'people-search',
    'name-index page',
  ),
  name.mine(
    'https://www.intelius.com/people-search/jennifer-kowalski/toledo-oh',
    'Jennifer Kowalski, age 45-49 | Toledo, OH | Intelius',
    'Jennifer L Kowalski, age 45-49, Toledo, Ohio. Also known as Jennifer Brandt. Related: Mark Kowalski.',
    'people-search',
    'age band; alias listed',
  ),
  name.mine(
    'https://unicourt.com/case/lucas-oh-ci-2018-04412',
    'Kowalski, Jennifer L. v. Maumee Valley Credit Union - CI-2018-04412 | UniCourt',
    'Civil case CI-2018-04412, Lucas County Court of Common Pleas, Toledo, Ohio. Plaintiff: Kowalski, Jennifer L.',
    'court-records',
    '"Last, First M."; state in full',
  ),
  name.other(
    'https://unicourt.com/case/allegheny-pa-cr-2020-1187',
    'Commonwealth v. Kowalski, Jennifer A. - CR-2020-1187 | UniCourt',
    'Criminal case CR-2020-1187, Allegheny County Court of Common Pleas, Pittsburgh, PA. Defendant: Kowalski, Jennifer A.',
    'court-records',
    'different middle initial in reversed order; another state',
  ),
  name.mine(
    'https://nuwber.com/person/jennifer-kowalski-8e02',
    'Jennifer Kowalski | Toledo, OH | Nuwber',
    'Jennifer Kowalski, Toledo, OH 43613. Phone: (419) 555-0176. Associated: Kowalski, Mark J.',
    'people-search',
    'phone; relative reversed with an initial',
  ),
  name.mineInfo(
    'https://www.facebook.com/jen.kowalski.toledo',
    'Jen Kowalski | Facebook',
    'Jen Kowalski lives in Toledo, Ohio. From Ann Arbor, Michigan.',
    'social',
    'her profile, nothing to remove',
  ),
  name.other(
    'https://www.mylife.com/jennifer-kowalski/e12009',
    'Jennifer Kowalski, 48 - Sylvania, OH | MyLife',
    'Jennifer Kowalski, 48, Sylvania, Ohio. Phone (419) 555-0932. Relatives: Gregory Kowalski, Paula Kowalski.',
    'people-search',
    'contradiction: different city, phone and relatives, same age and state',
  ),
  maiden.mine(
    'https://www.familytreenow.com/record/jennifer-brandt-1978',
    'Jennifer Lynn Brandt (born 1978) - Ann Arbor, MI',
    'Born 1978. Lived in Ann Arbor, MI and Toledo, OH. Relatives: Brandt, Dorothy; Kowalski, Mark.',
    'people-search',
    'maiden name, birth year, relatives reversed',
  ),
  maiden.other(
    'https://www.familytreenow.com/record/jennifer-brandt-1978b',
    'Jennifer Brandt (born 1978) - Omaha, NE',
    'Born 1978. Lived in Omaha, NE and Lincoln, NE. Relatives: Brandt, Kurt; Brandt, Sharon.',
    'people-search',
    'maiden-name namesake with the same birth year elsewhere',
  ),
  name.mine(
    'https://www.peoplefinders.com/name/jennifer-kowalski/oh/toledo',
    'Jenny Kowalski, 47 - Toledo, OH | PeopleFinders',
    'Jenny Kowalski age 47 in Toledo, Ohio. Relatives: Mark Kowalski, Dorothy Brandt.',
    'people-search',
    'nickname, family',
  ),
  name.mine(
    'https://radaris.com/p/Jennifer/Kowalski/',
    'Jennifer Kowalski | Radaris',
    'Jennifer Kowalski: addresses, phones and background records. Ohio.',
    'people-search',
    'bare name and state: cannot be told apart',
  ),
  name.other(
    'https://www.checkpeople.com/names/jennifer-kowalski',
    'Jennifer Kowalski - 40+ records | CheckPeople',
    'We found 40+ records for Jennifer Kowalski. Ages 23 to 81, in 12 states.',
    'background-check',
    'name-index page',
  ),
];
