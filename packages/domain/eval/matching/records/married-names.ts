import type { ResultCategory } from '../../../src/search/sites';
import type { EvalItem } from '../types';

/**
 * Relatives, co-owners, co-buyers and co-parties under married names (issue 35, item 2), written
 * the way people-search pages, owner rolls and captions show families: a spouse under the member's
 * surname, a sister under her husband's surname alone or hyphenated, a maiden name kept as a
 * middle name on a county roll, a divorce caption naming both spouses. Each family's near-misses
 * are namesakes whose relatives share a given name or a surname with the member's, but not both.
 */
type Row = [url: string, title: string, snippet: string, kind: ResultCategory, pattern: string];
type Family = { persona: string; term: string; mine: readonly Row[]; other: readonly Row[] };

const FAMILIES: readonly Family[] = [
  {
    persona: 'dana-whitlock',
    term: 'Dana Whitlock',
    mine: [
      [
        'https://www.whitepages.com/name/Dana-Whitlock/Tacoma-WA',
        'Dana M Whitlock, 47 - Tacoma, WA | Whitepages',
        'Lives in Tacoma, WA. Related to: Sam Whitlock, Ruth A Whitlock.',
        'people-search',
        'spouse under the member’s surname among relatives',
      ],
      [
        'https://www.propertyradar.com/owner/pierce-wa-married-1',
        'Owner Details - WHITLOCK SAM & WHITLOCK DANA M | PropertyRadar',
        'Pierce County, WA. Owners: WHITLOCK SAM & WHITLOCK DANA M (H/W). Tacoma, WA 98407.',
        'real-estate',
        'owner roll: spouse under the member’s surname',
      ],
      [
        'https://www.trellis.law/case/wa-pierce-married-1',
        'In re the Marriage of Dana M. Whitlock and Sam Ortega | Trellis',
        'Pierce County Superior Court, Tacoma, WA. Dissolution of marriage, filed 2023.',
        'court-records',
        'divorce caption naming the listed spouse',
      ],
      [
        'https://www.fastpeoplesearch.com/dana-ortega-whitlock',
        'Dana Ortega-Whitlock - Boise, ID',
        'Dana Ortega-Whitlock, age 46, Boise, Idaho. Associated: Sam Ortega, Ruth Whitlock.',
        'people-search',
        'the member under a hyphenated married name',
      ],
    ],
    other: [
      [
        'https://www.propertyradar.com/owner/weber-ut-married-2',
        'Owner Details - WHITLOCK DANA & PRICE JORDAN | PropertyRadar',
        'Weber County, UT. Owners: WHITLOCK DANA & PRICE JORDAN JTWROS. Ogden, UT 84401.',
        'real-estate',
        'namesake: another co-owner, another state',
      ],
      [
        'https://www.whitepages.com/name/Dana-Whitlock/Spokane-WA',
        'Dana Whitlock - Spokane, WA | Whitepages',
        'Lives in Spokane, WA. Related to: Samuel Pratt, Rita Whitlock.',
        'people-search',
        'namesake: a relative’s given name, not his surname',
      ],
    ],
  },
  {
    persona: 'marcus-okafor',
    term: 'Marcus Okafor',
    mine: [
      [
        'https://www.truepeoplesearch.com/find/person/marcus-okafor-columbus',
        'Marcus T Okafor, 41 - Columbus, OH',
        'Lives in Columbus, OH. Related to Adaeze Nwosu, Grace Okafor.',
        'people-search',
        'sister under her husband’s surname alone, mother by name',
      ],
      [
        'https://www.courtlistener.com/docket/oh-franklin-married-1',
        'Okafor-Nwosu, Adaeze and Okafor, Marcus T. v. Riverbend Property Mgmt. LLC',
        'Franklin County Municipal Court, Columbus, OH. Plaintiffs: Adaeze Okafor-Nwosu; Marcus T. Okafor.',
        'court-records',
        'co-plaintiff sister under a hyphenated married name',
      ],
      [
        'https://www.publicrecords.com/property/oh/franklin/married-1',
        'Franklin County, OH owner - OKAFOR MARCUS T & NWOSU ADAEZE OKAFOR',
        'Owner Name OKAFOR MARCUS T & NWOSU ADAEZE OKAFOR | Columbus OH 43211 | Owner since 2021.',
        'public-records',
        'owner roll: co-owner sister with her maiden name as middle name',
      ],
    ],
    other: [
      [
        'https://www.truepeoplesearch.com/find/person/marcus-okafor-dallas',
        'Marcus Okafor - Dallas, TX',
        'Lives in Dallas, TX. Related to Grace Eze, Adaeze Obi.',
        'people-search',
        'namesake: relatives’ given names under other surnames',
      ],
      [
        'https://www.publicrecords.com/property/ga/fulton/married-2',
        'Fulton County, GA owner - OKAFOR MARCUS & OKAFOR GRACE N',
        'Owner Name OKAFOR MARCUS & OKAFOR GRACE N | Atlanta GA 30309 | Owner since 2016.',
        'public-records',
        'namesake: co-owner with the listed relative’s name, another state',
      ],
    ],
  },
  {
    persona: 'lena-brooks',
    term: 'Lena Brooks',
    mine: [
      [
        'https://www.spokeo.com/Lena-Brooks/Miami-married',
        'Lena F Brooks, 54 - Miami, FL | Spokeo',
        'Lena F Brooks in Miami, Florida. Relatives: Heidi Lang, Carl J Brooks.',
        'people-search',
        'sister under her married surname alone, husband by name',
      ],
      [
        'https://www.casetext.com/case/fl-miami-dade-married-1',
        'In re the Marriage of BROOKS, LENA F. and BROOKS, CARL J.',
        'Circuit Court, Family Division, Miami-Dade County, FL. Petition for dissolution, 2020.',
        'court-records',
        'divorce caption, last-first, the husband by name',
      ],
      [
        'https://blockshopper.com/fl/miami-dade/miami/sale/married-1',
        'Miami, FL condo sold by Lena Brooks and Heidi Fischer-Lang | BlockShopper',
        'Sellers: Lena F. Brooks and Heidi Fischer-Lang. Buyer: Oceanview Holdings LLC. Miami-Dade County, 2019.',
        'real-estate',
        'co-seller sister under a hyphenated married name',
      ],
    ],
    other: [
      [
        'https://www.spokeo.com/Lena-Brooks/Tallahassee',
        'Lena Brooks - Tallahassee, FL | Spokeo',
        'Lena Brooks in Tallahassee, Florida. Relatives: Carl Dennison, Heidi Marsh.',
        'people-search',
        'namesake: relatives’ given names under other surnames, another city',
      ],
      [
        'https://www.casetext.com/case/fl-duval-married-2',
        'In re the Marriage of BROOKS, LENA R. and BROOKS, DERRICK',
        'Circuit Court, Family Division, Duval County, FL. Jacksonville. Petition for dissolution, 2018.',
        'court-records',
        'namesake: another middle initial, another husband',
      ],
    ],
  },
];

/**
 * Items with ids of their own ("<persona>-married-NN"): `itemsFor`'s per-persona counter is shared
 * with the files evaluated after this one, whose ids `before.json` keeps.
 */
export const MARRIED_NAME_ITEMS: EvalItem[] = FAMILIES.flatMap((family) => {
  const scan = { type: 'name' as const, term: family.term };
  const item = (isPerson: boolean, [url, title, snippet, siteKind, pattern]: Row, n: number): EvalItem => ({
    id: `${family.persona}-married-${String(n + 1).padStart(2, '0')}`,
    persona: family.persona,
    url,
    sightings: [{ scan, title, snippet }],
    siteKind,
    isPerson,
    actionable: true,
    pattern: `married names: ${pattern}`,
  });
  return [
    ...family.mine.map((row, n) => item(true, row, n)),
    ...family.other.map((row, n) => item(false, row, family.mine.length + n)),
  ];
});
