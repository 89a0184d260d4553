import type { EvalItem, EvalPersona } from '../types';
import { itemsFor } from '../types';

/** A young member with a common surname: a minor-offence arrest at 18 and age bands in her twenties. */
export const EMILY_CHEN: EvalPersona = {
  id: 'emily-chen',
  description: 'Emily Rose Chen, born 2001; Seattle WA (King County), earlier Bellevue WA; cited in 2019 at 18',
  profile: {
    firstName: 'Emily',
    middleName: 'Rose',
    lastName: 'Chen',
    birthYear: 2001,
    places: [
      { city: 'Seattle', state: 'WA', county: 'King' },
      { city: 'Bellevue', state: 'WA', county: 'King' },
    ],
    relatives: ['Wei Chen', 'Grace Chen'],
    emails: ['emily.r.chen@example.com'],
  },
};

const name = itemsFor('emily-chen', { type: 'name', term: 'Emily Chen' });
const email = itemsFor('emily-chen', { type: 'email', term: 'emily.r.chen@example.com' });

export const EMILY_CHEN_ITEMS: EvalItem[] = [
  name.mine(
    'https://www.spokeo.com/Emily-Chen/Washington/Seattle/p331',
    'Emily R Chen, 25 - Seattle, WA | Spokeo',
    'Emily Rose Chen lives in Seattle, Washington. Relatives include Wei Chen and Grace Chen.',
    'people-search',
    'middle name, age, city, relatives',
  ),
  name.other(
    'https://www.spokeo.com/Emily-Chen/California/San-Francisco/p88',
    'Emily Chen, 25 - San Francisco, CA | Spokeo',
    'Emily Chen lives in San Francisco, California. Relatives include Jason Chen.',
    'people-search',
    'namesake: same age, another state',
  ),
  name.mine(
    'https://king.arrests.org/Arrests/Emily_Chen_30021',
    'Emily Chen arrested in Bellevue, Washington',
    'Booking record for Emily R. Chen. Age at booking: 18. Booked 06/08/2019. Alleged offence: Minor in possession.',
    'mugshots',
    'dated arrest at 18',
  ),
  name.other(
    'https://king.arrests.org/Arrests/Emily_Chen_77310',
    'Emily Chen arrested in Seattle, Washington',
    'Booking record for Emily Chen. Age at booking: 18. Booked 2025-02-11. Alleged offence: Shoplifting.',
    'mugshots',
    'namesake arrest in her city: the age fits only the old date',
  ),
  name.mine(
    'https://news.bellevuereporter.example/2019/06/teens-cited-at-park',
    'Teens cited after party at Bellevue park',
    'Emily Chen, 18, of Bellevue was among six people cited for minor in possession. June 9, 2019.',
    'news',
    'dated story at 18',
  ),
  name.mine(
    'https://www.intelius.com/people-search/emily-chen/seattle-wa',
    'Emily Chen, age 20-24 | Seattle, WA | Intelius',
    'Emily R Chen, age 20-24, Seattle, Washington. Related: Wei Chen, Grace Chen.',
    'people-search',
    'age band just under her age, relatives',
  ),
  name.other(
    'https://www.intelius.com/people-search/emily-chen/seattle-wa-2',
    'Emily Chen, age 45-49 | Seattle, WA | Intelius',
    'Emily Chen, age 45-49, Seattle, Washington. Related: David Chen, Kevin Chen.',
    'people-search',
    'age band that does not fit, same city',
  ),
  name.other(
    'https://www.whitepages.com/name/Emily-Chen',
    'Emily Chen - 1,120 people found | Whitepages',
    "Find Emily Chen's phone, address and email. Emily Chen, 25, Seattle WA; Emily Chen, 47, Seattle WA; Emily Chen, 31, Boston MA.",
    'people-search',
    'name-index page',
  ),
  name.other(
    'https://www.fastpeoplesearch.com/emily-chen_id_C0391',
    'Emily J Chen, 25 - Seattle, WA',
    'Emily Jing Chen, age 25, Seattle, WA. Relatives: Li Chen, Ming Zhao.',
    'people-search',
    'conflict: different middle name, same age and city',
  ),
  name.other(
    'https://www.truepeoplesearch.com/find/person/gc80b1',
    'Grace Chen, 52 - Seattle, WA',
    'Grace Chen age 52. Lives in Seattle, WA. Possible relatives: Emily Chen, Wei Chen.',
    'people-search',
    "listed as a relative on her mother's page",
  ),
  name.mine(
    'https://www.truepeoplesearch.com/find/person/ec25z4',
    'Emily Chen, Age 25 - Seattle, WA',
    'Emily Chen age 25. Lives in Seattle, WA. Previous address in Bellevue, WA. Possible relatives: Grace Chen, Wei Chen.',
    'people-search',
    'age, cities, relatives',
  ),
  name.mineInfo(
    'https://www.linkedin.com/in/emily-rose-chen',
    'Emily Chen - UX Designer - Seattle, Washington | LinkedIn',
    "View Emily Chen's profile. Experience and education.",
    'social',
    'her profile, nothing to remove',
  ),
  name.other(
    'https://www.mylife.com/emily-chen/e55810',
    'Emily Chen, 24 - Seattle, WA | MyLife',
    'Emily Chen, 24, Seattle. Email: emchen@example.net. Relatives: Jason Chen, Amy Liu.',
    'people-search',
    'contradiction: different email and relatives, age and city fit',
  ),
  name.mine(
    'https://www.familytreenow.com/record/emily-rose-chen-2001',
    'Emily Rose Chen (born 2001) - Seattle, WA',
    'Born 2001. Lived in Seattle, WA and Bellevue, WA. Relatives: Chen, Grace; Chen, Wei.',
    'people-search',
    'birth year, reversed relatives',
  ),
  name.other(
    'https://unicourt.com/case/king-wa-24-2-09911-1',
    'Chen, Emily v. Rainier Property Group - 24-2-09911-1 | UniCourt',
    'Civil case 24-2-09911-1, King County Superior Court, Seattle, WA. Plaintiff: Chen, Emily, age 47.',
    'court-records',
    'namesake in her county: the age does not fit',
  ),
  email.mine(
    'https://thatsthem.com/email/emily.r.chen%40example.com',
    'emily.r.chen@example.com - That’s Them',
    'Owner: Emily Chen, Seattle, WA. Address and phone linked to emily.r.chen@example.com.',
    'people-search',
    'email scan: email, name, city',
  ),
  email.other(
    'https://www.rocketreach.co/emily-chen-email_88120',
    'Emily Chen email address - RocketReach',
    'Emily Chen, Product Manager at Northwind Labs, Boston. Email format e***@northwind.example.',
    'data-broker',
    'email scan: another Emily Chen with a different email',
  ),
];
