import type { EvalItem } from '../types';
import { casesOf, row } from './cases';

/**
 * People-search layouts not covered before ("Also known as", "Current address", "Previous
 * addresses", "Possible relatives", "Age 58 (Born Apr 1968)"), and one arrest told three ways: a
 * mugshot site's booking (a removal target), the local paper's story (a mention), and a namesake's
 * booking and story beside them.
 */
const graham = { type: 'name', term: 'Graham Oyelaran' } as const;
const chris = { type: 'name', term: 'Christopher Moore' } as const;

export const WAVE4_LAYOUT_ITEMS: EvalItem[] = [
  ...casesOf('christopher-moore', 'layouts', chris, [
    row(
      'mine',
      'https://www.truepeoplesearch.com/find/person/christopher-a-moore-las-vegas',
      'Christopher A Moore, Age 58 (Born Apr 1968) - Las Vegas, NV',
      'Also known as: Chris Moore, Christopher Allen Moore. Current address: Las Vegas, NV 89123. Previous addresses: Raleigh, NC; Minneapolis, MN. Possible relatives: Joan Moore, Kayla Dunn.',
      'people-search',
      'AKA line, current and previous addresses, relative under half her surname',
    ),
    row(
      'other',
      'https://www.fastpeoplesearch.com/christopher-moore_id_R7741',
      'Christopher Moore, 58 - Raleigh, NC',
      'Born Apr 1968. Phone (919) 555-0102. Possible relatives: Patricia Moore, Derek Moore.',
      'people-search',
      'namesake of the same age in a past city, other phone and relatives',
    ),
    row(
      'mine',
      'https://thatsthem.com/name/Chris-Moore/Las-Vegas-NV',
      'Chris Moore - Las Vegas, NV | ThatsThem',
      'Chris Moore, Las Vegas, NV 89123. Phone: 702-555-0174. Email: cmoore.vegas68@mail.example.',
      'people-search',
      'nickname with phone and email',
    ),
    row(
      'other',
      'https://mugshots.com/US-States/Nevada/Clark-County-NV/christopher-moore-2023',
      'MOORE, CHRISTOPHER - Clark County, NV Mugshot',
      'Booking date 03/11/2023. Age 27. Charge: burglary. Las Vegas, NV.',
      'mugshots',
      'namesake booking in his own city, another age',
    ),
    row(
      'other',
      'https://news.startribune.example/2021/09/minneapolis-man-sentenced',
      'Minneapolis man sentenced for 2020 robbery',
      'Christopher Moore, 31, of Minneapolis was sentenced Tuesday, the county attorney said.',
      'news',
      'namesake story in a past city',
    ),
  ]),
  ...casesOf('graham-oyelaran', 'layouts', graham, [
    row(
      'mine',
      'https://nuwber.com/person/graham-oyelaran-7c21',
      'Graham Oyelaran | Atlanta, GA | 49 years old | Nuwber',
      'Graham T Oyelaran, 49. Current address: 781 Ponce Ridge Dr, Atlanta, GA 30306. Related to Nkechi Oyelaran, Joy Pierce.',
      'people-search',
      'street address, age, relative under her married surname alone',
    ),
    row(
      'mine',
      'https://mugshots.com/US-States/Georgia/Fulton-County-GA/graham-oyelaran',
      'OYELARAN, GRAHAM - Fulton County, GA Mugshot 08/12/2022',
      'Booking date 08/12/2022. Age 46. Charge: theft by taking. Atlanta, GA.',
      'mugshots',
      'booking in capitals LAST, FIRST, age at the booking date',
    ),
    row(
      'mineInfo',
      'https://news.atlantaledger.example/2022/08/cabinetmaker-charged',
      'Atlanta cabinetmaker charged with theft from client',
      'Graham Oyelaran, 46, owner of Oyelaran Cabinetry, was charged with theft by taking, Atlanta police said.',
      'news',
      'the same arrest in the news: a mention, not a removal target',
    ),
    row(
      'other',
      'https://radaris.com/p/Graham/Oyelaran/denver-1998',
      'Graham Oyelaran, 27 - Denver, CO | Radaris',
      'Graham Oyelaran, age 27, Denver, Colorado. Relatives: Seun Oyelaran.',
      'people-search',
      'namesake of another age in a past city',
    ),
  ]),
];
