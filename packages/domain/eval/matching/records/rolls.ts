import type { EvalItem } from '../types';
import { itemsFor } from '../types';

/**
 * County assessor and recorder rolls as property sites copy them: owner names LAST FIRST M in
 * capitals, co-owners after "&" or "/" or ";", the roll's abbreviations (ETAL, ETUX, ETVIR, TR,
 * LIV TR, JTWROS, H/W), titles such as "Owner Info", "Owner Details", "Owners & Property Details".
 * Ten counties; for each, two listings of the member and two of someone else.
 */
type Roll = {
  persona: string;
  term: string;
  site: string;
  kind: 'real-estate' | 'public-records';
  mine: readonly [string, string][];
  other: readonly [string, string][];
};

const ROLLS: readonly Roll[] = [
  {
    persona: 'dana-whitlock',
    term: 'Dana Whitlock',
    site: 'https://www.propertyradar.com/owner/pierce-wa-',
    kind: 'real-estate',
    mine: [
      [
        '4410 N Pearl St, Tacoma, WA 98407 | Owner Info | PropertyRadar',
        'Owners & Property Details. Taxpayer: WHITLOCK DANA M & ORTEGA-WHITLOCK SAM. Pierce County parcel 0221034412. 4410 N PEARL ST TACOMA WA.',
      ],
      [
        'Owner Details - WHITLOCK DANA M | PropertyRadar',
        'Pierce County, WA. Owners: WHITLOCK DANA M; ORTEGA SAM. Tacoma, WA 98407. Assessed value $412,300.',
      ],
    ],
    other: [
      [
        'Owner Details - WHITLOCK DANA K | PropertyRadar',
        'Spokane County, WA. Owners: WHITLOCK DANA K & WHITLOCK ROGER L. Spokane, WA 99203.',
      ],
      [
        'Owner Info - WHITLOCK RUTH A | PropertyRadar',
        'Pierce County, WA. Owner: WHITLOCK RUTH A. Lakewood, WA 98499. Assessed value $288,100.',
      ],
    ],
  },
  {
    persona: 'dana-whitlock',
    term: 'Dana Whitlock',
    site: 'https://blockshopper.com/id/ada/boise/property/',
    kind: 'real-estate',
    mine: [
      [
        '1207 W Hays St, Boise, ID - Owner WHITLOCK DANA M ETVIR | BlockShopper',
        'Ada County Assessor. Owner: WHITLOCK DANA M ETVIR. Bought 2010, sold 2014. Boise, Idaho.',
      ],
      [
        'Boise, ID property sale: WHITLOCK DANA M to HALVERSON ERIK | BlockShopper',
        'Ada County deed, 2014. Grantor: WHITLOCK DANA M & ORTEGA SAM. Grantee: HALVERSON ERIK. Boise ID 83702.',
      ],
    ],
    other: [
      [
        '3120 N 28th St, Boise, ID - Owner WHITLOCK DANA S | BlockShopper',
        'Ada County Assessor. Owner: WHITLOCK DANA S ETUX. Bought 2019. Boise, Idaho.',
      ],
      [
        'Owner Info | 88 Cedar Ln, Meridian, ID | BlockShopper',
        'Ada County Assessor. Owner: WHITLOCK TRAVIS & WHITLOCK AMBER. Meridian, Idaho.',
      ],
    ],
  },
  {
    persona: 'dana-whitlock',
    term: 'Dana Whitlock',
    site: 'https://www.propertyreach.com/ca/sacramento/',
    kind: 'real-estate',
    mine: [
      [
        'Owner Info - 5530 Folsom Blvd, Sacramento, CA | PropertyReach',
        'Sacramento County. Owner(s): WHITLOCK DANA M TR | WHITLOCK DANA M LIV TR. Owner since 2007.',
      ],
      [
        'WHITLOCK DANA MARIE - Sacramento, CA property records | PropertyReach',
        'Owners & Property Details: WHITLOCK DANA MARIE, Sacramento County, CA. Mailing address 4410 N PEARL ST TACOMA WA.',
      ],
    ],
    other: [
      [
        'Owner Info - 610 Alhambra Blvd, Sacramento, CA | PropertyReach',
        'Sacramento County. Owner(s): WHITLOCK DANA E TR | WHITLOCK FAMILY TRUST. Owner since 1998.',
      ],
      [
        'WHITLOCK KEVIN & WHITLOCK DANA - Fresno, CA property records | PropertyReach',
        'Owners & Property Details: WHITLOCK KEVIN & DANA H/W, Fresno County, CA.',
      ],
    ],
  },
  {
    persona: 'dana-whitlock',
    term: 'Dana Whitlock',
    site: 'https://www.realsourcedata.com/az/maricopa/',
    kind: 'real-estate',
    mine: [
      [
        'Owner Details | WHITLOCK DANA M/ORTEGA SAM | Maricopa County, AZ',
        'Owner: WHITLOCK DANA M/ORTEGA SAM JTWROS. Phoenix, AZ 85016. Deed recorded 2015.',
      ],
      [
        'Phoenix, AZ 85016 owners | WHITLOCK DANA M | RealSource',
        'Maricopa County Recorder. Owner: WHITLOCK DANA M. Phone (253) 555-0147. Phoenix AZ.',
      ],
    ],
    other: [
      [
        'Owner Details | WHITLOCK DANA J/WHITLOCK PAUL | Maricopa County, AZ',
        'Owner: WHITLOCK DANA J/WHITLOCK PAUL JTWROS. Scottsdale, AZ 85251. Deed recorded 2012.',
      ],
      [
        'Tucson, AZ 85716 owners | WHITLOCK DANA | RealSource',
        'Pima County Recorder. Owner: WHITLOCK DANA & MCBRIDE ALAN. Tucson AZ.',
      ],
    ],
  },
  {
    persona: 'marcus-okafor',
    term: 'Marcus Okafor',
    site: 'https://www.publicrecords.com/property/oh/franklin/',
    kind: 'public-records',
    mine: [
      [
        '2217 Ridgewood Ave, Columbus, OH 43211 - Owner Info',
        'Franklin County Auditor. Owner OKAFOR MARCUS T. Site address 2217 RIDGEWOOD AVE. Transfer 2019.',
      ],
      [
        'OKAFOR MARCUS T - Franklin County, OH owner',
        'Owner Name OKAFOR MARCUS T | Columbus OH 43211 | Owner since 2019 | Also owner: OKAFOR GRACE.',
      ],
    ],
    other: [
      [
        'OKAFOR MARCUS C - Franklin County, OH owner',
        'Owner Name OKAFOR MARCUS C | Reynoldsburg OH 43068 | Owner since 2021.',
      ],
      [
        '1440 E Main St, Columbus, OH - Owner Details',
        'Franklin County Auditor. Owner OKAFOR CHIDI & OKAFOR NGOZI. Transfer 2016.',
      ],
    ],
  },
  {
    persona: 'marcus-okafor',
    term: 'Marcus Okafor',
    site: 'https://www.publicrecordsnow.com/property/il/cook/',
    kind: 'public-records',
    mine: [
      [
        'Cook County, IL property - Taxpayer OKAFOR MARCUS',
        'Taxpayer Name: OKAFOR MARCUS. Property in Chicago IL 60615. Mailing address 2217 RIDGEWOOD AVE COLUMBUS OH.',
      ],
      [
        'Owner Info | 5120 S Dorchester Ave, Chicago, IL',
        'Cook County. Owners: OKAFOR MARCUS T & OKAFOR GRACE. Chicago, Illinois. Bought 2012.',
      ],
    ],
    other: [
      [
        'Cook County, IL property - Taxpayer OKAFOR MARCUS J',
        'Taxpayer Name: OKAFOR MARCUS J. Property in Evanston IL 60201. Mailing address 900 ELMWOOD AVE EVANSTON IL.',
      ],
      [
        'Owner Info | 7710 S Shore Dr, Chicago, IL',
        'Cook County. Owners: OKAFOR EMMANUEL & OKAFOR JOY. Chicago, Illinois. Bought 2009.',
      ],
    ],
  },
  {
    persona: 'marcus-okafor',
    term: 'Marcus Okafor',
    site: 'https://www.searchpublicrecords.com/deeds/ny/kings/',
    kind: 'public-records',
    mine: [
      [
        'Deed - Brooklyn, NY - Party 2 (Grantee): OKAFOR, MARCUS T',
        'Kings County, NY. Party 1 (Grantor): LINDQVIST HOLDINGS LLC. Party 2 (Grantee): OKAFOR, MARCUS T. Recorded 2015.',
      ],
      [
        'Brooklyn, NY 11216 deed: OKAFOR, MARCUS TOBENNA',
        'Kings County. Grantee: OKAFOR, MARCUS TOBENNA. Grantor: PARK SLOPE PARTNERS LP. Brooklyn NY.',
      ],
    ],
    other: [
      [
        'Deed - Queens, NY - Party 2 (Grantee): OKAFOR, MARCUS O',
        'Queens County, NY. Party 2 (Grantee): OKAFOR, MARCUS O. Recorded 2020. Jamaica NY.',
      ],
      ['Brooklyn, NY 11221 deed: OKAFOR, UCHE', 'Kings County. Grantee: OKAFOR, UCHE & OKAFOR, AMAKA. Brooklyn NY.'],
    ],
  },
  {
    persona: 'marcus-okafor',
    term: 'Marcus Okafor',
    site: 'https://www.zillow.com/homedetails/philadelphia-pa-',
    kind: 'real-estate',
    mine: [
      [
        '4821 Baltimore Ave, Philadelphia, PA 19143 | Owner Info | Zillow',
        'Owner(s): OKAFOR MARCUS T, OKAFOR-NWOSU ADAEZE. Philadelphia County. Sold 2018.',
      ],
      [
        'Philadelphia, PA property: OKAFOR MARCUS TOBENNA | Zillow',
        'Owners & Property Details. Owner: OKAFOR MARCUS TOBENNA. Philadelphia, PA. Tax 2024.',
      ],
    ],
    other: [
      [
        '6012 Catharine St, Philadelphia, PA 19143 | Owner Info | Zillow',
        'Owner(s): OKAFOR MARCUS D, OKAFOR ESTHER. Philadelphia County. Sold 2011.',
      ],
      [
        'Pittsburgh, PA property: OKAFOR MARCUS | Zillow',
        'Owners & Property Details. Owner: OKAFOR MARCUS & BELL TANYA. Pittsburgh, PA. Allegheny County.',
      ],
    ],
  },
  {
    persona: 'lena-brooks',
    term: 'Lena Brooks',
    site: 'https://blockshopper.com/fl/miami-dade/miami/property/',
    kind: 'real-estate',
    mine: [
      [
        '918 Coral Way, Miami, FL - BROOKS CARL J & LENA F | BlockShopper',
        'Miami-Dade Property Appraiser. Owner: BROOKS CARL J & LENA F (H/W). 918 CORAL WAY MIAMI FL 33145.',
      ],
      [
        'Owner Info - BROOKS LENA F | Miami, FL | BlockShopper',
        'Miami-Dade County. Owner: BROOKS LENA F & CARL J. Bought 2006. Miami, Florida.',
      ],
    ],
    other: [
      [
        '2240 NW 7th St, Miami, FL - BROOKS DWAYNE & LENA M | BlockShopper',
        'Miami-Dade Property Appraiser. Owner: BROOKS DWAYNE & LENA M (H/W). Miami FL 33125.',
      ],
      [
        'Owner Info - BROOKS LENA | Tampa, FL | BlockShopper',
        'Hillsborough County. Owner: BROOKS LENA. Bought 2017. Tampa, Florida.',
      ],
    ],
  },
  {
    persona: 'lena-brooks',
    term: 'Lena Brooks',
    site: 'https://www.propertyradar.com/owner/harris-tx-',
    kind: 'real-estate',
    mine: [
      [
        'Owner Details | BROOKS LENA F ETAL | Harris County, TX',
        'Owner Name & Mailing Address: BROOKS LENA F ETAL, 918 CORAL WAY MIAMI FL. Property in Houston TX 77008.',
      ],
      [
        'FISCHER LENA - Houston, TX 77006 | Owner Info',
        'Harris County Appraisal District, 1998. Owner: FISCHER LENA & FISCHER HEIDI. Houston, Texas.',
      ],
    ],
    other: [
      [
        'Owner Details | BROOKS LENA J ETVIR | Harris County, TX',
        'Owner Name & Mailing Address: BROOKS LENA J ETVIR, Pasadena TX 77502. Property in Pasadena TX.',
      ],
      [
        'FISCHER LENA - Dallas, TX 75214 | Owner Info',
        'Dallas Central Appraisal District. Owner: FISCHER LENA & FISCHER OTTO. Dallas, Texas.',
      ],
    ],
  },
];

export const ROLL_ITEMS: EvalItem[] = ROLLS.flatMap((roll, index) => {
  const items = itemsFor(roll.persona, { type: 'name', term: roll.term });
  const url = (n: number) => `${roll.site}${String(index + 1).padStart(2, '0')}-${n}`;
  return [
    ...roll.mine.map(([title, snippet], n) =>
      items.mine(url(n), title, snippet, roll.kind, `owner roll ${index + 1}: the member`),
    ),
    ...roll.other.map(([title, snippet], n) =>
      items.other(url(n + 2), title, snippet, roll.kind, `owner roll ${index + 1}: someone else`),
    ),
  ];
});
