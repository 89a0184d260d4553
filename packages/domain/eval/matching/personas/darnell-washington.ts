import type { EvalItem, EvalPersona } from '../types';
import { itemsFor } from '../types';

/** A surname that is also a state, a county and a city; a wife named on records with him. */
export const DARNELL_WASHINGTON: EvalPersona = {
  id: 'darnell-washington',
  description: 'Surname Washington; Atlanta GA (Fulton County), earlier Macon GA; no record of his own',
  profile: {
    firstName: 'Darnell',
    middleName: 'Ray',
    lastName: 'Washington',
    birthYear: 1985,
    places: [
      { city: 'Atlanta', state: 'GA', county: 'Fulton' },
      { city: 'Macon', state: 'GA', county: 'Bibb' },
    ],
    relatives: ['Keisha Washington', 'Gloria Washington'],
    phones: ['404-555-0126'],
  },
};

const name = itemsFor('darnell-washington', { type: 'name', term: 'Darnell Washington' });

export const DARNELL_WASHINGTON_ITEMS: EvalItem[] = [
  name.mine(
    'https://www.spokeo.com/Darnell-Washington/Georgia/Atlanta',
    'Darnell R Washington, 41 - Atlanta, GA | Spokeo',
    'Darnell Ray Washington lives in Atlanta, Georgia. Relatives include Keisha Washington and Gloria Washington.',
    'people-search',
    'middle name, age, city, relatives',
  ),
  name.other(
    'https://www.spokeo.com/Darnell-Washington/Washington/Seattle',
    'Darnell Washington, 41 - Seattle, WA | Spokeo',
    'Darnell Washington lives in Seattle, Washington. Relatives include Tanya Washington.',
    'people-search',
    'namesake in the state of the same name',
  ),
  name.other(
    'https://www.fastpeoplesearch.com/darnell-washington_id_W1180',
    'Darnell Washington, 40 - Sandersville, GA',
    'Darnell Washington, age 40, Sandersville, Washington County, GA. Relatives: Tanya Washington.',
    'people-search',
    'county named like his surname; a city he never lived in',
  ),
  name.other(
    'https://www.whitepages.com/name/Darnell-Washington',
    'Darnell Washington - 96 people found | Whitepages',
    "Find Darnell Washington's phone, address and email. People named Darnell Washington in Georgia, Washington, DC and Maryland.",
    'people-search',
    'name-index page',
  ),
  name.mine(
    'https://www.truepeoplesearch.com/find/person/dw31k8',
    'Darnell Washington, Age 41 - Atlanta, GA',
    'Darnell Washington age 41. Lives in Atlanta, GA. Previous address in Macon, GA. Phone (404) 555-0126.',
    'people-search',
    'age, cities, phone',
  ),
  name.other(
    'https://www.truepeoplesearch.com/find/person/kw19f2',
    'Keisha Washington, 39 - Atlanta, GA',
    'Keisha Washington age 39. Lives in Atlanta, GA. Possible relatives: Darnell R Washington, Gloria Washington.',
    'people-search',
    "his name among the relatives on his wife's page",
  ),
  name.mine(
    'https://blockshopper.com/property/ga/atlanta/920-ashby-st',
    'Darnell & Keisha Washington - 920 Ashby St, Atlanta, GA | BlockShopper',
    'Property record: owners Darnell & Keisha Washington. Sold 2018 for $310,000.',
    'real-estate',
    '"First & Spouse Surname" with his wife',
  ),
  name.other(
    'https://blockshopper.com/property/dc/washington/14-u-st-nw',
    'Darnell & Tasha Washington - 14 U St NW, Washington, DC | BlockShopper',
    'Property record: owners Darnell & Tasha Washington. Sold 2021.',
    'real-estate',
    '"First & Spouse Surname" with a different wife; the city is his surname',
  ),
  name.other(
    'https://unicourt.com/case/dc-2020-cf2-004411',
    'United States v. Darnell Washington - 2020-CF2-004411 | UniCourt',
    'Criminal case 2020-CF2-004411, Superior Court of the District of Columbia, Washington, DC. Defendant: Darnell Washington.',
    'court-records',
    'a place he never lived that is spelled like his surname',
  ),
  name.other(
    'https://mugshots.com/US-States/Georgia/Fulton-County-GA/Darnell-Washington.55012.html',
    'Darnell Washington Mugshot - Fulton County, GA arrest',
    'Darnell Washington, age 22, booked Fulton County jail 2025. Charges: Burglary.',
    'mugshots',
    'namesake arrest in his county: the age does not fit',
  ),
  name.other(
    'https://fulton.arrests.org/Arrests/Darnell_Washington_71203',
    'Darnell Washington arrested in Atlanta, Georgia',
    'Booking record for Darnell L. Washington. Age at booking: 40. Booked 2025-09-14. Alleged offence: Theft by taking.',
    'mugshots',
    'conflict: different middle initial, age and city fit',
  ),
  name.mine(
    'https://www.intelius.com/people-search/darnell-washington/atlanta-ga',
    'Darnell Washington, age 40-44 | Atlanta, GA | Intelius',
    'Darnell R Washington, age 40-44, Atlanta, Georgia. Related: Keisha M Washington.',
    'people-search',
    'age band; relative with a middle initial',
  ),
  name.mine(
    'https://www.familytreenow.com/record/darnell-ray-washington-1985',
    'Darnell Ray Washington (born 1985) - Atlanta, GA',
    'Born 1985. Lived in Atlanta, GA and Macon, GA. Relatives: Washington, Gloria; Washington, Keisha.',
    'people-search',
    'birth year, reversed relatives',
  ),
  name.other(
    'https://www.familytreenow.com/record/darnell-washington-1962',
    'Darnell Washington (born 1962) - Macon, GA',
    'Born 1962. Lived in Macon, GA. Relatives: Washington, Earl.',
    'people-search',
    'namesake in his past city, different birth year',
  ),
  name.mineInfo(
    'https://www.linkedin.com/in/darnell-washington-atl',
    'Darnell Washington - HVAC Technician - Atlanta, Georgia | LinkedIn',
    "View Darnell Washington's profile. Experience and connections.",
    'social',
    'his profile, nothing to remove',
  ),
  name.mine(
    'https://nuwber.com/person/darnell-washington-2b71',
    'Darnell Washington | Atlanta, GA | Nuwber',
    'Darnell Washington, Atlanta, GA 30310. Phone: (404) 555-0126. Associated persons: Washington, Keisha.',
    'people-search',
    'phone; relative reversed',
  ),
  name.other(
    'https://www.mylife.com/darnell-washington/e22091',
    'Darnell Washington, 41 - Atlanta, GA | MyLife',
    'Darnell Washington, 41, Atlanta. Phone (678) 555-0388. Relatives: Tanya Washington, Marcus Washington.',
    'people-search',
    'contradiction: different phone and relatives, same age and city',
  ),
  name.mine(
    'https://www.peoplefinders.com/name/darnell-washington/ga/macon',
    'Darnell Washington - Macon, GA | PeopleFinders',
    'Darnell Washington, 41, lived in Macon, Georgia and Atlanta, Georgia. Relatives: Gloria Washington.',
    'people-search',
    'states in full; past city',
  ),
  name.other(
    'https://news.ajc.example/2024/06/atlanta-man-charged-fraud',
    'Atlanta man charged in fraud scheme',
    'Darnell Washington, 58, of Atlanta was charged with wire fraud, prosecutors said. June 11, 2024.',
    'news',
    'namesake in a dated story in his city',
  ),
  name.mineInfo(
    'https://results.atlantarunners.example/2024/peachtree/darnell-washington',
    'Peachtree Road Race 2024 results - Darnell Washington',
    'Finish time 58:12. Age group 35-39. Atlanta, GA.',
    'other',
    'his race result, nothing to remove',
  ),
];
