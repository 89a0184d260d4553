import type { EvalItem, EvalPersona } from '../types';
import { itemsFor } from '../types';

/** A hyphenated married surname: sites join it, split it, or keep only one half. */
export const PRIYA_NATARAJAN_COLE: EvalPersona = {
  id: 'priya-natarajan-cole',
  description: 'Hyphenated married surname, maiden name Natarajan; Raleigh NC, earlier Durham NC',
  profile: {
    firstName: 'Priya',
    middleName: null,
    lastName: 'Natarajan-Cole',
    aliases: ['Priya Natarajan'],
    birthYear: 1987,
    places: [
      { city: 'Raleigh', state: 'NC', county: 'Wake' },
      { city: 'Durham', state: 'NC', county: 'Durham' },
    ],
    relatives: ['Marcus Cole', 'Lakshmi Natarajan'],
    phones: ['919-555-0123'],
  },
};

const name = itemsFor('priya-natarajan-cole', { type: 'name', term: 'Priya Natarajan-Cole' });
const maiden = itemsFor('priya-natarajan-cole', { type: 'name', term: 'Priya Natarajan' });

export const PRIYA_NATARAJAN_COLE_ITEMS: EvalItem[] = [
  name.mine(
    'https://www.spokeo.com/Priya-Natarajan-Cole/North-Carolina/Raleigh',
    'Priya Natarajan-Cole, 38 - Raleigh, NC | Spokeo',
    'Priya Natarajan-Cole lives in Raleigh, North Carolina. Relatives include Marcus Cole.',
    'people-search',
    'exact hyphenated name, age, city, relative',
  ),
  name.mine(
    'https://www.whitepages.com/name/Priya-NatarajanCole/Raleigh-NC',
    'Priya NatarajanCole in Raleigh, NC - Whitepages',
    'Current address, phone and background report for Priya NatarajanCole, age 39.',
    'people-search',
    'hyphen joined',
  ),
  name.mine(
    'https://www.truepeoplesearch.com/find/person/pn22c8',
    'Priya Natarajan Cole, Age 38 - Raleigh, NC',
    'Priya Natarajan Cole age 38. Lives in Raleigh, NC. Previous address in Durham, NC. Phone (919) 555-0123.',
    'people-search',
    'hyphen split; phone',
  ),
  name.mine(
    'https://unicourt.com/case/wake-nc-24cv011203',
    'Natarajan-Cole, Priya v. Triangle Auto Group - 24CV011203 | UniCourt',
    'Civil case 24CV011203, Wake County Superior Court, Raleigh, North Carolina. Plaintiff: Natarajan-Cole, Priya.',
    'court-records',
    '"Last, First" order; state in full',
  ),
  name.mine(
    'https://www.mylife.com/priya-cole/e33190',
    'Priya Cole, 38 - Raleigh, NC | MyLife',
    'Priya Cole, 38, Raleigh, North Carolina. Relatives: Marcus Cole, Lakshmi Natarajan.',
    'people-search',
    'one half of the hyphenated name, with family',
  ),
  name.other(
    'https://www.mylife.com/priya-cole/e87112',
    'Priya Cole, 61 - Dallas, TX | MyLife',
    'Priya Cole, 61, Dallas, Texas. Relatives: Robert Cole.',
    'people-search',
    'namesake of one half of the name',
  ),
  maiden.mine(
    'https://www.fastpeoplesearch.com/priya-natarajan_id_P2281',
    'Priya Natarajan, 38 - Durham, NC',
    'Priya Natarajan, age 38, Durham, NC. Relatives: Lakshmi Natarajan, Venkat Natarajan.',
    'people-search',
    'maiden name, past city, relative',
  ),
  maiden.other(
    'https://www.fastpeoplesearch.com/priya-natarajan_id_P7710',
    'Priya Natarajan, 24 - Edison, NJ',
    'Priya Natarajan, age 24, Edison, NJ. Relatives: Suresh Natarajan.',
    'people-search',
    'namesake of the maiden name',
  ),
  maiden.other(
    'https://www.spokeo.com/Priya-Natarajan/North-Carolina/Raleigh/p41',
    'Priya Natarajan, 38 - Raleigh, NC | Spokeo',
    'Priya Natarajan lives in Raleigh, North Carolina. Relatives include Arjun Natarajan and Deepa Raman. Phone (919) 555-0871.',
    'people-search',
    'contradiction: different relatives and phone, same age and city',
  ),
  maiden.mine(
    'https://durham.arrests.org/Arrests/Priya_Natarajan_11872',
    'Priya Natarajan arrested in Durham, North Carolina',
    'Booking record for Priya Natarajan. Age at booking: 22. Booked 2009-09-12. Alleged offence: Underage possession of alcohol.',
    'mugshots',
    'dated arrest under the maiden name',
  ),
  maiden.mine(
    'https://news.heraldsun.example/2009/09/students-cited-near-campus',
    'Students cited near campus',
    'Priya Natarajan, 22, of Durham was among four students cited on Saturday. September 14, 2009.',
    'news',
    'dated story under the maiden name',
  ),
  name.mine(
    'https://www.peoplefinders.com/name/priya-natarajancole/nc/raleigh',
    'Priya Natrajan-Cole, 38 - Raleigh, NC | PeopleFinders',
    'Priya Natrajan-Cole age 38 in Raleigh, North Carolina. Relatives: Marcus D Cole.',
    'people-search',
    'misspelt name; relative with a middle initial',
  ),
  name.other(
    'https://www.truepeoplesearch.com/find/person/mc09t1',
    'Marcus Cole, 40 - Raleigh, NC',
    'Marcus Cole age 40. Lives in Raleigh, NC. Possible relatives: Priya Natarajan-Cole, Denise Cole.',
    'people-search',
    "listed as a relative on her husband's page",
  ),
  name.mine(
    'https://blockshopper.com/property/nc/raleigh/512-oberlin-rd',
    'Marcus & Priya Natarajan-Cole - 512 Oberlin Rd, Raleigh, NC | BlockShopper',
    'Property record: owners Marcus & Priya Natarajan-Cole. Sold 2020.',
    'real-estate',
    '"Spouse & First Surname" with her as the second name',
  ),
  name.mine(
    'https://www.intelius.com/people-search/priya-natarajan-cole/raleigh-nc',
    'Priya Natarajan-Cole, age 35-39 | Raleigh, NC | Intelius',
    'Priya Natarajan-Cole, age 35-39, Raleigh, North Carolina.',
    'people-search',
    'age band and city',
  ),
  name.mineInfo(
    'https://www.linkedin.com/in/priya-natarajan-cole',
    'Priya Natarajan-Cole - Data Analyst - Raleigh-Durham | LinkedIn',
    "View Priya Natarajan-Cole's profile. Experience and education.",
    'social',
    'her profile, nothing to remove',
  ),
  maiden.other(
    'https://www.whitepages.com/name/Priya-Natarajan',
    'Priya Natarajan - 212 people found | Whitepages',
    "Find Priya Natarajan's phone, address and email. Results in New Jersey, California, Texas and North Carolina.",
    'people-search',
    'name-index page',
  ),
  maiden.other(
    'https://unicourt.com/case/santa-clara-ca-21cv388120',
    'Natarajan, Priya S. v. Bayview Lending - 21CV388120 | UniCourt',
    'Civil case 21CV388120, Santa Clara County Superior Court, California. Plaintiff: Natarajan, Priya S., Sunnyvale, CA.',
    'court-records',
    'maiden-name namesake in a state she never lived in',
  ),
  name.mine(
    'https://nuwber.com/person/priya-natarajan-cole-4e11',
    'Priya Natarajan-Cole | Raleigh, NC | Nuwber',
    'Priya Natarajan-Cole, Raleigh, NC 27607. Phone: 919-555-0123.',
    'people-search',
    'phone and city',
  ),
  name.mine(
    'https://www.beenverified.com/people/priya-natarajan-cole/',
    'Priya Natarajan-Cole - Background check | BeenVerified',
    'Search criminal records, arrest records and court records for Priya Natarajan-Cole.',
    'people-search',
    'bare hyphenated name on a search page: cannot be told apart',
  ),
  maiden.other(
    'https://www.familytreenow.com/record/priya-natarajan-1962',
    'Priya Natarajan (born 1962) - Cary, NC',
    'Born 1962. Lived in Cary, NC and Raleigh, NC. Relatives: Natarajan, Srinivas.',
    'people-search',
    'maiden-name namesake: different birth year, nearby city',
  ),
  maiden.mine(
    'https://www.familytreenow.com/record/priya-natarajan-1987',
    'Priya Natarajan (born 1987) - Durham, NC',
    'Born 1987. Lived in Durham, NC and Raleigh, NC. Relatives: Natarajan, Lakshmi; Cole, Marcus.',
    'people-search',
    'birth year; relatives in reversed order',
  ),
];
