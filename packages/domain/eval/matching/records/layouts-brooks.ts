import type { EvalItem } from '../types';
import { itemsFor } from '../types';

/**
 * People-search, mugshot, broker and property layouts of Lena Brooks (born Fischer): maiden and
 * married names hyphenated, relatives under married names, namesakes in the same state.
 */
const lena = itemsFor('lena-brooks', { type: 'name', term: 'Lena Brooks' });

type Row = [url: string, title: string, snippet: string, pattern: string];
const PEOPLE: [typeof lena.mine, 'people-search' | 'mugshots' | 'data-broker' | 'real-estate', Row][] = [
  [
    lena.mine,
    'people-search',
    [
      'https://www.truepeoplesearch.com/find/person/lena-brooks-miami',
      'Lena F Brooks, 54 - Miami, FL',
      'Lives in Miami, FL. Related to Carl J Brooks, Heidi Fischer-Lang.',
      'middle initial, relatives, one of them hyphenated',
    ],
  ],
  [
    lena.mine,
    'people-search',
    [
      'https://www.fastpeoplesearch.com/lena-fischer-brooks',
      'Lena Fischer-Brooks - Miami, FL - (305) 555-0188',
      'Lena Fischer-Brooks, Miami, Florida. Phone (305) 555-0188.',
      'maiden and married names hyphenated, phone',
    ],
  ],
  [
    lena.mine,
    'real-estate',
    [
      'https://blockshopper.com/fl/miami-dade/miami/sale/918-coral-way',
      'Miami, FL home sold to Carl Brooks and Lena Fischer-Brooks | BlockShopper',
      'Buyers: Carl Brooks and Lena Fischer-Brooks. Miami-Dade County, 2006.',
      'co-buyers, the member hyphenated',
    ],
  ],
  [
    lena.mine,
    'mugshots',
    [
      'https://www.bustedmugshots.com/fl/miami-dade/brooks-lena-f',
      'BROOKS, LENA F - Booked 03/2014 - Miami-Dade Corrections',
      'Arrested in Miami, FL. Age at booking: 41.',
      'mugshot, last-first order, middle initial',
    ],
  ],
  [
    lena.mine,
    'people-search',
    [
      'https://www.spokeo.com/Lena-Brooks/Boston',
      'Lena Brooks - Boston, MA | Spokeo',
      'Lena Brooks in Boston, Massachusetts. View phone and address.',
      'common name with one place: cannot be told',
    ],
  ],
  [
    lena.mine,
    'people-search',
    [
      'https://www.peoplefinders.com/lena-brooks-houston',
      'Lena Brooks, age 54 - Houston, TX',
      'Lena Brooks, Houston, TX. Related to Carl Brooks, Heidi Lang.',
      'relative under a married name alone',
    ],
  ],
  [
    lena.other,
    'people-search',
    [
      'https://www.spokeo.com/Lena-Brooks/Orlando',
      'Lena Brooks, 31 - Orlando, FL | Spokeo',
      'Lena Brooks in Orlando, Florida. Relatives: Monique Brooks.',
      'namesake: age, city, relatives',
    ],
  ],
  [
    lena.other,
    'people-search',
    [
      'https://www.truepeoplesearch.com/find/person/lena-m-brooks',
      'Lena M Brooks - Miami, FL',
      'Lives in Miami, FL. Related to Dwayne Brooks.',
      'namesake: middle initial, spouse',
    ],
  ],
  [
    lena.other,
    'mugshots',
    [
      'https://www.bustedmugshots.com/fl/orange/brooks-lena',
      'BROOKS, LENA - Booked 2020 - Orange County, FL',
      'Arrested in Orlando, FL. Age at booking: 26.',
      'namesake mugshot',
    ],
  ],
  [
    lena.mine,
    'people-search',
    [
      'https://www.neighborwho.com/lena-brooks-miami',
      'Lena Brooks - 918 Coral Way, Miami, FL',
      'Residents: Lena F Brooks, Carl J Brooks. Miami-Dade County.',
      'street and spouse',
    ],
  ],
  [
    lena.other,
    'people-search',
    [
      'https://www.neighborwho.com/lena-brooks-hialeah',
      'Lena Brooks - 40 W 12th St, Hialeah, FL',
      'Residents: Lena Brooks, Andre Brooks.',
      'namesake: other street and spouse',
    ],
  ],
  [
    lena.mine,
    'data-broker',
    [
      'https://www.apollo.io/people/lena-brooks',
      'Lena Brooks - Email | Apollo',
      'Lena Brooks, office administrator, Miami, FL. Email lena.brooks@mail.example.',
      'email with the name',
    ],
  ],
  [
    lena.other,
    'data-broker',
    [
      'https://www.apollo.io/people/lena-brooks-denver',
      'Lena Brooks - Email | Apollo',
      'Lena Brooks, Denver, CO. Email lbrooks@firm.example.',
      'namesake with another email',
    ],
  ],
];

export const BROOKS_LAYOUT_ITEMS: EvalItem[] = PEOPLE.map(([make, kind, [url, title, snippet, pattern]]) =>
  make(url, title, snippet, kind, pattern),
);
