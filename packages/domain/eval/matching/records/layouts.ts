import type { EvalItem } from '../types';
import { itemsFor } from '../types';

/**
 * People-search, mugshot and broker layouts (name, age, "lives in", "related to"), co-owners and
 * co-buyers under married or hyphenated surnames, the member's own identifiers beside a garbled or
 * reordered name, rare names with one place: Dana Whitlock's here, Marcus Okafor's and Lena Brooks's in
 * `layouts-okafor.ts` and `layouts-brooks.ts`, mentions in `mentions.ts`.
 */
const dana = itemsFor('dana-whitlock', { type: 'name', term: 'Dana Whitlock' });

type Row = [url: string, title: string, snippet: string, pattern: string];
const PEOPLE: [
  typeof dana.mine,
  'people-search' | 'mugshots' | 'data-broker' | 'real-estate' | 'court-records',
  Row,
][] = [
  [
    dana.mine,
    'people-search',
    [
      'https://www.truepeoplesearch.com/find/person/dana-whitlock-tacoma',
      'Dana Whitlock, Age 47 - Tacoma, WA',
      'Lives in Tacoma, WA. Related to Sam Ortega-Whitlock, Ruth Whitlock. Previous: Boise ID.',
      'relative under a hyphenated married name',
    ],
  ],
  [
    dana.mine,
    'people-search',
    [
      'https://www.fastpeoplesearch.com/dna-whitlock',
      'Dna Whitlock, 46 - Tacoma, WA',
      'Phone (253) 555-0147. Lives in Tacoma, Washington.',
      'garbled name with phone, age and city',
    ],
  ],
  [
    dana.mine,
    'people-search',
    [
      'https://www.usphonebook.com/253-555-0147',
      '(253) 555-0147 - D Whitlock, Tacoma WA',
      'Landline registered to D Whitlock, Tacoma, Washington. Age 46.',
      'initial and surname with the phone',
    ],
  ],
  [
    dana.mine,
    'people-search',
    [
      'https://www.spokeo.com/Whitlock-Dana-M',
      'WHITLOCK DANA M - Age 46 - Tacoma WA',
      'Phone (253) 555-0147. Address 4410 N Pearl St, Tacoma WA 98407.',
      'last-first order with phone and street',
    ],
  ],
  [
    dana.mine,
    'data-broker',
    [
      'https://www.zoominfo.com/p/dana-whitlok/4410',
      'Dana Whitlok - Email & Phone | ZoomInfo',
      'Dana Whitlok, dana.whitlock@mail.example. Tacoma, Washington.',
      'misspelt name with the email',
    ],
  ],
  [
    dana.mine,
    'people-search',
    [
      'https://www.peekyou.com/dana_whitlock/boise',
      'Dana Whitlock - Boise, ID | PeekYou',
      'Dana Whitlock of Boise, Idaho. Social profiles and web links.',
      'uncommon name with one place',
    ],
  ],
  [
    dana.mine,
    'real-estate',
    [
      'https://blockshopper.com/wa/pierce/tacoma/sale/4410-n-pearl',
      'Tacoma, WA home sold to Dana Whitlock and Sam Ortega-Whitlock | BlockShopper',
      'Buyers: Dana Whitlock and Sam Ortega-Whitlock. Pierce County, 2016.',
      'co-buyer under a hyphenated married name',
    ],
  ],
  [
    dana.mine,
    'mugshots',
    [
      'https://www.mugshots.com/az/maricopa/whitlock-dana-marie',
      'WHITLOCK, DANA MARIE - Booked 06/02/2015 - Maricopa County',
      'Arrested in Phoenix, AZ. Age at booking: 35. Charge: DUI.',
      'mugshot with age at booking',
    ],
  ],
  [
    dana.mine,
    'court-records',
    [
      'https://www.courtlistener.com/docket/wa-pierce-co-defendants',
      'State of Washington v. Whitlock, Dana M. and Whitlock, Sam | CourtListener',
      'Pierce County Superior Court, Tacoma. Co-defendants Dana M. Whitlock and Sam Whitlock. Filed 2019.',
      'co-defendant under the married surname',
    ],
  ],
  [
    dana.other,
    'people-search',
    [
      'https://www.truepeoplesearch.com/find/person/dana-whitlock-spokane',
      'Dana Whitlock, Age 24 - Spokane, WA',
      'Lives in Spokane, WA. Related to Kyle Whitlock, Pam Whitlock.',
      'namesake: other age, city, relatives',
    ],
  ],
  [
    dana.other,
    'people-search',
    [
      'https://www.usphonebook.com/509-555-0110',
      '(509) 555-0110 - Dana Whitlock, Spokane WA',
      'Cell registered to Dana Whitlock, Spokane, Washington.',
      'namesake with another phone',
    ],
  ],
  [
    dana.other,
    'mugshots',
    [
      'https://www.mugshots.com/az/pima/whitlock-dana-lynn',
      'WHITLOCK, DANA LYNN - Booked 2021 - Pima County',
      'Arrested in Tucson, AZ. Age at booking: 29.',
      'namesake mugshot, other middle name',
    ],
  ],
  [
    dana.other,
    'real-estate',
    [
      'https://blockshopper.com/wa/king/seattle/sale/77-pine',
      'Seattle, WA home sold to Dana Whitlock and Marco Bellini | BlockShopper',
      'Buyers: Dana Whitlock and Marco Bellini. King County, 2020.',
      'namesake with another co-buyer',
    ],
  ],
  [
    dana.mine,
    'people-search',
    [
      'https://www.neighborwho.com/dana-whitlock-tacoma',
      'Dana M Whitlock - 4410 N Pearl St, Tacoma, WA',
      'Residents: Dana M Whitlock, Samuel Whitlock. Pierce County.',
      'street address, spouse under the married surname',
    ],
  ],
  [
    dana.other,
    'people-search',
    [
      'https://www.neighborwho.com/dana-whitlock-olympia',
      'Dana Whitlock - 12 Fir St, Olympia, WA',
      'Residents: Dana Whitlock, Roy Whitlock. Thurston County.',
      'namesake: another street, county, household',
    ],
  ],
  [
    dana.mine,
    'mugshots',
    [
      'https://www.arrests.org/wa/pierce/whitlock-dana-m',
      'WHITLOCK, DANA M - Pierce County Jail',
      'Booked 04/2022, Tacoma, WA. DOB 07/22/1979.',
      'mugshot with date of birth',
    ],
  ],
];

export const LAYOUT_ITEMS: EvalItem[] = PEOPLE.map(([make, kind, [url, title, snippet, pattern]]) =>
  make(url, title, snippet, kind, pattern),
);
