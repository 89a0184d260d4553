import type { EvalItem } from '../types';
import { casesOf, row } from './cases';

/**
 * Court captions of states not covered by `captions.ts` (GA, MI, CO, MN, NC, NV, OR, MA, NJ, TN):
 * "State of Georgia v.", "People of the State of Michigan v", "State of Minnesota vs.",
 * "Commonwealth v." in Massachusetts, defendants written "LAST, FIRST MIDDLE" or with a race/sex
 * code ("W/M") as North Carolina's calendars do, and each state's own case-number shapes.
 */
const graham = { type: 'name', term: 'Graham Oyelaran' } as const;
const chris = { type: 'name', term: 'Christopher Moore' } as const;
const lena = { type: 'name', term: 'Lena Brooks' } as const;
const marcus = { type: 'name', term: 'Marcus Okafor' } as const;

export const WAVE4_CAPTION_ITEMS: EvalItem[] = [
  ...casesOf('graham-oyelaran', 'captions', graham, [
    row(
      'mine',
      'https://unicourt.com/case/ga-fulton-22cr004518',
      'State of Georgia v. Graham T. Oyelaran | Fulton County Superior Court | UniCourt',
      'Case No. 22CR004518. Defendant: OYELARAN, GRAHAM TOBIAS. Charge: theft by taking (misdemeanor). Filed 08/14/2022. Atlanta, GA.',
      'court-records',
      'GA caption, LAST, FIRST MIDDLE defendant and case number',
    ),
    row(
      'other',
      'https://trellis.law/case/ga-clayton-oyelaran',
      'State v. Oyelaran, Kunle A. | Clayton County Magistrate Court | Trellis',
      'Defendant OYELARAN, KUNLE ADEWALE, DOB 1991. Jonesboro, GA. Traffic citation.',
      'court-records',
      'GA caption, another given name',
    ),
    row(
      'mine',
      'https://unicourt.com/case/mi-15th-district-19-0722-sm',
      'People of the State of Michigan v Graham Oyelaran | 15th District Court | UniCourt',
      'Case 19-0722-SM, Ann Arbor. Defendant: Graham T Oyelaran, age 43. Washtenaw County. Disposition: dismissed, 2019.',
      'court-records',
      'MI caption, age at the case year and county',
    ),
    row(
      'other',
      'https://trellis.law/case/mi-36th-oyelaran-tunde',
      'People v Oyelaran, Tunde | 36th District Court | Trellis',
      'Defendant Tunde Oyelaran, 29, Detroit, MI. Misdemeanor, filed 2024.',
      'court-records',
      'MI caption, a relative’s surname with another given name',
    ),
    row(
      'mine',
      'https://www.courtlistener.com/docket/co-denver-2021m004410/',
      'People of the State of Colorado v. OYELARAN, GRAHAM T - CourtListener',
      'Denver County Court, case 2021M004410. Defendant born 1976. Denver, Colorado.',
      'court-records',
      'CO caption in capitals, birth year and city',
    ),
    row(
      'other',
      'https://trellis.law/case/tn-davidson-oyelaran',
      'State of Tennessee v. Graham Oyelaran | Davidson County Criminal Court',
      'Defendant Graham Oyelaran, DOB 1999, Nashville, TN. Charge: vandalism.',
      'court-records',
      'TN caption, the same rare name born 23 years later',
    ),
  ]),
  ...casesOf('christopher-moore', 'captions', chris, [
    row(
      'mine',
      'https://unicourt.com/case/mn-hennepin-27-cr-19-20331',
      'State of Minnesota vs. Christopher Allen Moore | UniCourt',
      'Case 27-CR-19-20331, Hennepin County District Court. Defendant DOB: 1968. Minneapolis, MN.',
      'court-records',
      'MN caption "vs.", county-coded case number',
    ),
    row(
      'other',
      'https://unicourt.com/case/mn-ramsey-62-cr-21-4410',
      'State of Minnesota vs. Christopher Lee Moore | UniCourt',
      'Case 62-CR-21-4410, Ramsey County. Defendant DOB: 1990. St. Paul, MN.',
      'court-records',
      'MN caption, another middle name and birth year',
    ),
    row(
      'mine',
      'https://trellis.law/case/nc-wake-20cr701144',
      'State of North Carolina v. Moore, Christopher A. | Wake County | Trellis',
      'File 20CR 701144. Defendant: MOORE, CHRISTOPHER ALLEN, W/M, DOB 1968. Raleigh, NC. Driving while impaired.',
      'court-records',
      'NC caption, race/sex code, full middle name',
    ),
    row(
      'other',
      'https://trellis.law/case/nc-mecklenburg-21cr230117',
      'State of North Carolina v. Moore, Christopher D. | Mecklenburg County',
      'File 21CR 230117. Defendant: MOORE, CHRISTOPHER DAVID, B/M, age 34. Charlotte, NC.',
      'court-records',
      'NC caption, another middle name',
    ),
    row(
      'mine',
      'https://www.courtlistener.com/docket/nv-lvjc-22m11873x/',
      'State of Nevada vs. Christopher Moore - Las Vegas Justice Court',
      'Case 22M11873X. Defendant MOORE, CHRISTOPHER A, born 1968, Las Vegas NV. Misdemeanor.',
      'court-records',
      'NV caption, initial, birth year and city',
    ),
    row(
      'mine',
      'https://unicourt.com/case/or-multnomah-18cr55102',
      'State of Oregon v. Christopher Allen Moore | Multnomah County Circuit Court',
      'Case 18CR55102. Defendant age 50. Portland, Oregon. Filed 2018.',
      'court-records',
      'OR caption, age at the filing year',
    ),
  ]),
  ...casesOf('lena-brooks', 'captions', lena, [
    row(
      'mine',
      'https://unicourt.com/case/ma-suffolk-1684cr00412',
      'Commonwealth v. Lena F. Brooks | Suffolk Superior Court | UniCourt',
      'Docket 1684CR00412. Defendant Lena F. Brooks of Boston, age 44. Filed 2016.',
      'court-records',
      'MA caption "Commonwealth v.", docket number, age at filing',
    ),
    row(
      'other',
      'https://unicourt.com/case/ma-worcester-2162cr00077',
      'Commonwealth v. Lena M. Brooks | Worcester District Court',
      'Docket 2162CR00077. Defendant Lena M. Brooks of Worcester, age 31.',
      'court-records',
      'MA caption, another middle initial',
    ),
  ]),
  ...casesOf('marcus-okafor', 'captions', marcus, [
    row(
      'other',
      'https://trellis.law/case/nj-essex-okafor',
      'State of New Jersey v. Marcus Okafor | Essex County Superior Court',
      'Indictment 23-04-01177. Defendant Marcus Okafor, 24, of Newark, NJ.',
      'court-records',
      'NJ caption, namesake of another age in a state he never lived in',
    ),
  ]),
];
