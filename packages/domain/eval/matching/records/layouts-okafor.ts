import type { EvalItem } from '../types';
import { itemsFor } from '../types';

/**
 * People-search, mugshot and broker layouts of Marcus Okafor (a rare name): one place, relatives
 * under a hyphenated married name, his middle name, identifiers, namesakes and a relative's page.
 */
const marcus = itemsFor('marcus-okafor', { type: 'name', term: 'Marcus Okafor' });

type Row = [url: string, title: string, snippet: string, pattern: string];
const PEOPLE: [typeof marcus.mine, 'people-search' | 'mugshots' | 'data-broker', Row][] = [
  [
    marcus.mine,
    'people-search',
    [
      'https://www.spokeo.com/Marcus-Okafor/Brooklyn',
      'Marcus Okafor - Brooklyn, NY | Spokeo',
      'Marcus Okafor in Brooklyn, New York. View phone, address and more.',
      'rare name with one place',
    ],
  ],
  [
    marcus.mine,
    'people-search',
    [
      'https://www.whitepages.com/name/Marcus-Okafor/Columbus-OH',
      'Marcus Okafor, 40 - Columbus, OH | Whitepages',
      'Lives in Columbus, OH. Relatives: Grace Okafor, Adaeze Okafor-Nwosu.',
      'relative under a hyphenated married name',
    ],
  ],
  [
    marcus.mine,
    'people-search',
    [
      'https://www.radaris.com/p/Marcus/Okafor/',
      'Marcus T Okafor - Columbus, OH - Phone 614-555-0133',
      'Marcus Tobenna Okafor, age 41. Address 2217 Ridgewood Ave, Columbus OH.',
      'middle name, phone, street',
    ],
  ],
  [
    marcus.mine,
    'mugshots',
    [
      'https://www.arrests.org/oh/franklin/okafor-marcus-tobenna',
      'OKAFOR, MARCUS TOBENNA - Franklin County Jail',
      'Booked 06/01/2019, Columbus, OH. Age at booking: 33. OVI.',
      'mugshot in capitals, last-first order',
    ],
  ],
  [
    marcus.mine,
    'data-broker',
    [
      'https://www.rocketreach.co/marcus-okafor-email',
      'Marcus Okafor - Email | RocketReach',
      'Marcus Okafor, Philadelphia, PA. Email m.okafor@mail.example.',
      'email with the name',
    ],
  ],
  [
    marcus.mine,
    'people-search',
    [
      'https://www.thatsthem.com/name/Marcus-Okafor-Chicago',
      'Marcus Okafor - Chicago, IL | ThatsThem',
      'Marcus Okafor, Chicago, Illinois. Possible relatives: Grace Okafor.',
      'rare name, city, relative',
    ],
  ],
  [
    marcus.other,
    'people-search',
    [
      'https://www.spokeo.com/Marcus-Okafor/Houston',
      'Marcus Okafor, 22 - Houston, TX | Spokeo',
      'Marcus Okafor in Houston, Texas. Relatives: Chioma Okafor.',
      'namesake: age, state, relatives',
    ],
  ],
  [
    marcus.other,
    'people-search',
    [
      'https://www.usphonebook.com/404-555-0190',
      '(404) 555-0190 - Marcus Okafor, Atlanta GA',
      'Cell registered to Marcus Okafor, Atlanta, Georgia.',
      'namesake with another phone and state',
    ],
  ],
  [
    marcus.other,
    'mugshots',
    [
      'https://www.arrests.org/tx/harris/okafor-marcus',
      'OKAFOR, MARCUS - Harris County booking',
      'Booked 2022, Houston, TX. Age at booking: 21.',
      'namesake mugshot, other age and state',
    ],
  ],
  [
    marcus.other,
    'people-search',
    [
      'https://www.whitepages.com/name/Grace-Okafor/Columbus-OH',
      'Grace Okafor, 66 - Columbus, OH | Whitepages',
      'Lives in Columbus, OH. Relatives: Marcus T Okafor, Adaeze Okafor-Nwosu.',
      "a relative's page naming the member among relatives",
    ],
  ],
  [
    marcus.mine,
    'people-search',
    [
      'https://www.clustrmaps.com/person/Okafor-Marcus',
      'Okafor Marcus T, Columbus, OH',
      'Marcus T Okafor, 2217 Ridgewood Ave, Columbus, OH 43211. Age 40s.',
      'last-first order with street',
    ],
  ],
  [
    marcus.other,
    'people-search',
    [
      'https://www.clustrmaps.com/person/Okafor-Marcus-A',
      'Okafor Marcus A, Dayton, OH',
      'Marcus A Okafor, 88 Brown St, Dayton, OH 45402.',
      'namesake: middle initial and city',
    ],
  ],
  [
    marcus.other,
    'mugshots',
    [
      'https://www.arrests.org/oh/franklin/okafor-marcus-a',
      'OKAFOR, MARCUS A - Franklin County Jail',
      'Booked 2023, Columbus, OH. Age at booking: 20.',
      'namesake: middle initial and age',
    ],
  ],
];

export const OKAFOR_LAYOUT_ITEMS: EvalItem[] = PEOPLE.map(([make, kind, [url, title, snippet, pattern]]) =>
  make(url, title, snippet, kind, pattern),
);
