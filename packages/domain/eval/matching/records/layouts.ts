import type { EvalItem } from '../types';
import { itemsFor } from '../types';

/**
 * People-search, mugshot and broker layouts (name, age, "lives in", "related to"), co-owners and
 * co-buyers under married or hyphenated surnames, the member's own identifiers beside a garbled or
 * reordered name, rare names with one place (mentions: `mentions.ts`).
 */
const dana = itemsFor('dana-whitlock', { type: 'name', term: 'Dana Whitlock' });
const marcus = itemsFor('marcus-okafor', { type: 'name', term: 'Marcus Okafor' });
const lena = itemsFor('lena-brooks', { type: 'name', term: 'Lena Brooks' });

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

export const LAYOUT_ITEMS: EvalItem[] = PEOPLE.map(([make, kind, [url, title, snippet, pattern]]) =>
  make(url, title, snippet, kind, pattern),
);
