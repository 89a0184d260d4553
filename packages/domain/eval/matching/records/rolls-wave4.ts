import type { EvalItem } from '../types';
import { casesOf, row } from './cases';

/**
 * Owner rolls of counties not covered by `rolls.ts` (Fulton GA, Washtenaw MI, Denver CO, Hennepin
 * MN, Wake NC, Clark NV, Multnomah OR) as property sites copy them: "Taxpayer:", "Owner Name:",
 * "Owner(s):" with "LAST, FIRST MIDDLE; LAST, FIRST", a family trust ("MOORE FAMILY LIV TR"), a
 * grantor/grantee deed line, a co-owner under a hyphenated daughter's surname, and a relative's own
 * parcel that names the member nowhere.
 */
const graham = { type: 'name', term: 'Graham Oyelaran' } as const;
const chris = { type: 'name', term: 'Christopher Moore' } as const;

export const WAVE4_ROLL_ITEMS: EvalItem[] = [
  ...casesOf('graham-oyelaran', 'rolls', graham, [
    row(
      'mine',
      'https://www.propertyradar.com/owner/fulton-ga-781-ponce-ridge',
      '781 Ponce Ridge Dr, Atlanta, GA 30306 | Owner Info | PropertyRadar',
      'Fulton County parcel 14 001600040512. Owner: OYELARAN GRAHAM T & NKECHI A. Assessed value $388,400.',
      'real-estate',
      'Fulton GA: co-owner by given name only, the member’s street',
    ),
    row(
      'other',
      'https://www.propertyradar.com/owner/gwinnett-ga-oyelaran-femi',
      'Owner Details - OYELARAN FEMI & ADUNNI | PropertyRadar',
      'Gwinnett County, GA. Owners: OYELARAN FEMI & ADUNNI. Lawrenceville, GA 30043.',
      'real-estate',
      'Gwinnett GA: a relative’s own parcel, the member not named',
    ),
    row(
      'mine',
      'https://blockshopper.com/mi/washtenaw/ann-arbor/property/oyelaran',
      'Ann Arbor, MI - Owner Name: OYELARAN GRAHAM TOBIAS | BlockShopper',
      'Washtenaw County. Owner Name: OYELARAN GRAHAM TOBIAS. Bought 2012, sold 2017. Ann Arbor, Michigan.',
      'real-estate',
      'Washtenaw MI: LAST FIRST MIDDLE in capitals',
    ),
    row(
      'mine',
      'https://www.propertyreach.com/denver-co/oyelaran-deed-2021',
      'Denver, CO deed 2021: OYELARAN GRAHAM T to VASQUEZ ELENA | PropertyReach',
      'Denver County deed, 2021. Grantor: OYELARAN GRAHAM T. Grantee: VASQUEZ ELENA M. Denver CO 80205.',
      'real-estate',
      'Denver CO: grantor and grantee line',
    ),
  ]),
  ...casesOf('christopher-moore', 'rolls', chris, [
    row(
      'mine',
      'https://www.propertyradar.com/owner/hennepin-mn-moore',
      'Owner Info - MOORE CHRISTOPHER A & JOAN M | PropertyRadar',
      'Hennepin County, MN. Taxpayer: MOORE CHRISTOPHER A & JOAN M. Minneapolis, MN 55417.',
      'real-estate',
      'Hennepin MN: taxpayer line with the wife',
    ),
    row(
      'other',
      'https://www.propertyradar.com/owner/hennepin-mn-moore-j',
      'Owner Info - MOORE CHRISTOPHER J | PropertyRadar',
      'Hennepin County, MN. Owner: MOORE CHRISTOPHER J. Bloomington, MN 55420.',
      'real-estate',
      'Hennepin MN: another middle initial',
    ),
    row(
      'mine',
      'https://www.realsourcedata.com/nc/wake/raleigh/moore-christopher',
      'Raleigh, NC property owners | RealSource Data',
      'Wake County. Owner(s): MOORE, CHRISTOPHER ALLEN; MOORE, JOAN. Raleigh NC 27609.',
      'real-estate',
      'Wake NC: "LAST, FIRST MIDDLE; LAST, FIRST" owners',
    ),
    row(
      'mine',
      'https://blockshopper.com/nv/clark/las-vegas/property/moore-family-trust',
      'Las Vegas, NV - Owner MOORE CHRISTOPHER A TR | BlockShopper',
      'Clark County Assessor. Owner: MOORE CHRISTOPHER A TR / MOORE FAMILY LIV TR. Las Vegas, NV 89123.',
      'real-estate',
      'Clark NV: trustee and family living trust',
    ),
    row(
      'mine',
      'https://www.propertyradar.com/owner/multnomah-or-moore-dunn',
      'Owner Details - MOORE CHRISTOPHER & DUNN KAYLA | PropertyRadar',
      'Multnomah County, OR. Owners: MOORE CHRISTOPHER & DUNN KAYLA JTWROS. Portland, OR 97215.',
      'real-estate',
      'Multnomah OR: co-owner under half of a hyphenated daughter’s surname',
    ),
    row(
      'other',
      'https://www.propertyradar.com/owner/multnomah-or-moore-r',
      'Owner Details - MOORE CHRISTOPHER R & MOORE TIFFANY L | PropertyRadar',
      'Multnomah County, OR. Owners: MOORE CHRISTOPHER R & MOORE TIFFANY L. Gresham, OR 97030.',
      'real-estate',
      'Multnomah OR: another middle initial and spouse',
    ),
  ]),
];
