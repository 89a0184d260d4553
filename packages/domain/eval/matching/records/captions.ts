import type { EvalItem } from '../types';
import { itemsFor } from '../types';

/**
 * Court captions as ten states' courts and the sites that copy their dockets write them: "State of
 * Washington v. …", "People v. Last, First M.", "Commonwealth v. …", "STATE OF FLORIDA VS LAST
 * FIRST M", "The State of Texas v. …", with the court, county and filing line beside them. For each
 * state: two cases of the member (one as written, one in another order or with an identifier) and
 * two of someone else (a namesake with another middle initial, a relative-like party of the same
 * surname).
 */
type Caption = {
  persona: string;
  term: string;
  site: string;
  /** The member's cases: title and snippet. */
  mine: readonly [string, string][];
  /** Other people's cases. */
  other: readonly [string, string][];
};

const CAPTIONS: readonly Caption[] = [
  {
    persona: 'dana-whitlock',
    term: 'Dana Whitlock',
    site: 'https://www.courtlistener.com/docket/wa-pierce-',
    mine: [
      [
        'State of Washington v. Dana Marie Whitlock | CourtListener',
        'Pierce County Superior Court, Tacoma. Filed 04/11/2022. Charge: theft in the third degree. Defendant DOB 07/22/1979.',
      ],
      [
        'State of Washington v. Whitlock, Dana M. - 22-1-01834-27',
        'Superior Court of Washington for Pierce County. Case 22-1-01834-27, criminal, disposition 2023.',
      ],
    ],
    other: [
      [
        'State of Washington v. Dana K. Whitlock | CourtListener',
        'Pierce County Superior Court, Tacoma. Filed 2021. Charge: DUI. Defendant DOB 1990.',
      ],
      [
        'State of Washington v. Whitlock, Brian T. | CourtListener',
        'Pierce County Superior Court, Tacoma, WA. Filed 2020. Charge: assault in the fourth degree.',
      ],
    ],
  },
  {
    persona: 'dana-whitlock',
    term: 'Dana Whitlock',
    site: 'https://www.trellis.law/case/id-ada-',
    mine: [
      [
        'State of Idaho vs. Whitlock, Dana M | Trellis',
        'Ada County Magistrate Court, Boise, Idaho. Misdemeanor, filed 2012. Defendant age 33.',
      ],
      [
        'STATE OF IDAHO VS WHITLOCK DANA MARIE - Ada County',
        'Case CR01-12-08817, Ada County, Boise ID. Petit theft. Bond posted.',
      ],
    ],
    other: [
      [
        'State of Idaho vs. Whitlock, Dana R | Trellis',
        'Ada County Magistrate Court, Boise, Idaho. Misdemeanor, filed 2019. Defendant age 24.',
      ],
      [
        'State of Idaho vs. Whitlock, Curtis J | Trellis',
        'Ada County District Court, Boise. Felony possession, filed 2015.',
      ],
    ],
  },
  {
    persona: 'dana-whitlock',
    term: 'Dana Whitlock',
    site: 'https://unicourt.com/case/ca-sac-',
    mine: [
      [
        'People v. Whitlock, Dana M. | UniCourt',
        'Superior Court of California, County of Sacramento. Misdemeanor filed 2008. Defendant born 1979.',
      ],
      [
        'The People of the State of California vs. DANA MARIE WHITLOCK',
        'Sacramento County Superior Court, Sacramento, CA. Traffic misdemeanor, 2009. Defendant address 4410 N Pearl St.',
      ],
    ],
    other: [
      [
        'People v. Whitlock, Dana L. | UniCourt',
        'Superior Court of California, County of Sacramento. Felony filed 2016. Defendant born 1994.',
      ],
      [
        'People v. Whitlock, Gary | UniCourt',
        'Superior Court of California, County of Sacramento, Sacramento CA. Misdemeanor filed 2011.',
      ],
    ],
  },
  {
    persona: 'dana-whitlock',
    term: 'Dana Whitlock',
    site: 'https://www.docketalarm.com/cases/az-maricopa-',
    mine: [
      [
        'State of Arizona v. WHITLOCK, DANA MARIE - Docket Alarm',
        'Maricopa County Justice Courts, Phoenix, AZ. Criminal traffic, filed 2015. DOB 07/22/1979.',
      ],
      [
        'STATE OF ARIZONA v. WHITLOCK DANA M | Maricopa County',
        'Phoenix, Arizona. Case JC2015-114082. Defendant phone (253) 555-0147.',
      ],
    ],
    other: [
      [
        'State of Arizona v. WHITLOCK, DANA JEAN - Docket Alarm',
        'Maricopa County Justice Courts, Mesa, AZ. Criminal traffic, filed 2018. DOB 02/03/1961.',
      ],
      [
        'State of Arizona v. WHITLOCK, RAYMOND - Docket Alarm',
        'Maricopa County Superior Court, Phoenix, AZ. Felony filed 2017.',
      ],
    ],
  },
  {
    persona: 'marcus-okafor',
    term: 'Marcus Okafor',
    site: 'https://www.courtlistener.com/docket/oh-franklin-',
    mine: [
      [
        'State of Ohio vs. Marcus T. Okafor | Franklin County Municipal Court',
        'Columbus, Ohio. Case CR-2019-004417. OVI, filed 06/02/2019.',
      ],
      [
        'State of Ohio v. Okafor, Marcus Tobenna | CourtListener',
        'Franklin County Court of Common Pleas, Columbus, OH. Felony, 2020. Defendant age 35.',
      ],
    ],
    other: [
      [
        'State of Ohio vs. Marcus A. Okafor | Franklin County Municipal Court',
        'Columbus, Ohio. Traffic, filed 2022. Defendant age 19.',
      ],
      [
        'State of Ohio vs. Chinedu Okafor | Franklin County Municipal Court',
        'Columbus, Ohio. Disorderly conduct, filed 2018.',
      ],
    ],
  },
  {
    persona: 'marcus-okafor',
    term: 'Marcus Okafor',
    site: 'https://www.justia.com/dockets/il-cook-',
    mine: [
      [
        'People of the State of Illinois v. Okafor, Marcus T. | Justia',
        'Circuit Court of Cook County, Chicago, Illinois. Misdemeanor retail theft, filed 2011. Defendant born 1985.',
      ],
      [
        'PEOPLE v. MARCUS OKAFOR - Cook County',
        'Chicago, IL. Case 2013-CR-220918. Defendant address on file; phone 614-555-0133.',
      ],
    ],
    other: [
      [
        'People of the State of Illinois v. Okafor, Marcus E. | Justia',
        'Circuit Court of Cook County, Chicago, Illinois. Felony, filed 2021. Defendant born 2000.',
      ],
      [
        'People of the State of Illinois v. Okafor, Ifeoma | Justia',
        'Circuit Court of Cook County, Chicago, Illinois. Misdemeanor, filed 2014.',
      ],
    ],
  },
  {
    persona: 'marcus-okafor',
    term: 'Marcus Okafor',
    site: 'https://www.leagle.com/decision/ny-kings-',
    mine: [
      [
        'The People of the State of New York v Marcus Okafor | Leagle',
        'Criminal Court of the City of New York, Kings County, Brooklyn. Decided 2016. Defendant, then 31, pleaded to disorderly conduct.',
      ],
      [
        'People v Okafor (Marcus T.) - Kings County Criminal Court',
        'Brooklyn, NY. Docket 2014KN0881. Defendant Marcus T. Okafor, DOB 1985.',
      ],
    ],
    other: [
      [
        'The People of the State of New York v Marcus Okafor | Leagle',
        'Supreme Court, Bronx County. Decided 2012. Defendant, then 52, convicted of robbery.',
      ],
      [
        'People v Okafor (Emeka) - Kings County Criminal Court',
        'Brooklyn, NY. Docket 2017KN4410. Defendant Emeka Okafor.',
      ],
    ],
  },
  {
    persona: 'marcus-okafor',
    term: 'Marcus Okafor',
    site: 'https://www.pacermonitor.com/public/case/pa-phila-',
    mine: [
      [
        'Commonwealth v. Okafor, Marcus Tobenna - Philadelphia Municipal Court',
        'Docket MC-51-CR-0012877-2017. Philadelphia County, PA. Defendant DOB 1985.',
      ],
      [
        'Commonwealth of Pennsylvania v. Marcus T. Okafor | PacerMonitor',
        'Court of Common Pleas of Philadelphia County. Filed 2018. Defendant of Philadelphia, PA, age 33.',
      ],
    ],
    other: [
      [
        'Commonwealth v. Okafor, Marcus J. - Philadelphia Municipal Court',
        'Docket MC-51-CR-0033019-2021. Philadelphia County, PA. Defendant DOB 1999.',
      ],
      [
        'Commonwealth v. Okafor, Nnamdi - Philadelphia Municipal Court',
        'Docket MC-51-CR-0029911-2019. Philadelphia County, PA.',
      ],
    ],
  },
  {
    persona: 'lena-brooks',
    term: 'Lena Brooks',
    site: 'https://www.casetext.com/case/fl-miami-dade-',
    mine: [
      [
        'STATE OF FLORIDA VS BROOKS LENA F | Miami-Dade County Court',
        'Miami, FL. Misdemeanor, filed 03/2014. Defendant DOB 05/09/1972.',
      ],
      [
        'In re the Marriage of Lena F. Brooks and Carl J. Brooks | Casetext',
        'Circuit Court, Miami-Dade County, Florida. Case 2020-DR-006612. Dissolution of marriage.',
      ],
    ],
    other: [
      [
        'STATE OF FLORIDA VS BROOKS LENA R | Miami-Dade County Court',
        'Miami, FL. Felony, filed 2019. Defendant DOB 11/30/1996.',
      ],
      [
        'In re the Marriage of Lena Brooks and Darnell Brooks | Casetext',
        'Circuit Court, Duval County, Jacksonville, Florida. Dissolution of marriage, 2018.',
      ],
    ],
  },
  {
    persona: 'lena-brooks',
    term: 'Lena Brooks',
    site: 'https://research.txcourts.gov/CourtRecordsSearch/case/harris-',
    mine: [
      [
        'The State of Texas v. Lena Fischer Brooks - Harris County',
        'County Criminal Court at Law, Houston, Texas. Cause No. 2101877. Filed 2004. Defendant age 32.',
      ],
      [
        'The State of Texas v. Fischer, Lena | Harris County',
        'Houston, TX. Cause No. 0998142, filed 1996. Defendant Lena Fischer, born 1972.',
      ],
    ],
    other: [
      [
        'The State of Texas v. Lena Marie Brooks - Harris County',
        'County Criminal Court at Law, Houston, Texas. Cause No. 2299014. Filed 2022. Defendant age 27.',
      ],
      [
        'The State of Texas v. Brooks, Tyrone - Harris County',
        'County Criminal Court at Law, Houston, Texas. Cause No. 2210043. Filed 2021.',
      ],
    ],
  },
];

export const CAPTION_ITEMS: EvalItem[] = CAPTIONS.flatMap((caption, index) => {
  const items = itemsFor(caption.persona, { type: 'name', term: caption.term });
  const url = (n: number) => `${caption.site}${String(index + 1).padStart(2, '0')}-${n}`;
  return [
    ...caption.mine.map(([title, snippet], n) =>
      items.mine(url(n), title, snippet, 'court-records', `caption style ${index + 1}: the member`),
    ),
    ...caption.other.map(([title, snippet], n) =>
      items.other(url(n + 2), title, snippet, 'court-records', `caption style ${index + 1}: someone else`),
    ),
  ];
});
