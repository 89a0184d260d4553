import type { EvalItem } from '../types';
import { itemsFor } from '../types';

/**
 * Organisations with "&" or "and" in their names, as court captions ("Plaintiff: … LLC",
 * "X v. Y, Inc."), broker listings, d/b/a lines and review pages write them. One business was
 * entered with "&", the other with "and".
 */
const harbor = itemsFor('harbor-plumbing', { type: 'company', term: 'Harbor Plumbing & Drain' });
const ridge = itemsFor('blue-ridge-tile', { type: 'company', term: 'Blue Ridge Tile and Stone' });
const dana = itemsFor('dana-whitlock', { type: 'name', term: 'Dana Whitlock' });

const review = (item: EvalItem): EvalItem => ({ ...item, recordKind: 'review' });

export const ORGANISATION_ITEMS: EvalItem[] = [
  harbor.mine(
    'https://unicourt.com/case/wa-pierce-23-2-04410-8',
    'Harbor Plumbing & Drain LLC v. Kessler | UniCourt',
    'Plaintiff: Harbor Plumbing & Drain LLC. Defendant: Mark Kessler. Pierce County Superior Court, Tacoma. Case 23-2-04410-8, collections.',
    'court-records',
    '"&" in a plaintiff company, case number',
  ),
  harbor.mine(
    'https://www.trellis.law/case/wa-pierce-harbor-plumbing',
    'Kessler v. Harbor Plumbing & Drain, LLC | Trellis',
    'Pierce County Superior Court, Tacoma, WA. Defendant: Harbor Plumbing & Drain, LLC. Breach of contract, filed 2023.',
    'court-records',
    '"&" in a defendant company, city',
  ),
  harbor.mine(
    'https://www.docketalarm.com/cases/wa-pierce-harbor',
    'Plaintiff: Harbor Plumbing & Drain LLC - Pierce County Small Claims',
    'Plaintiff: Harbor Plumbing & Drain LLC, Tacoma, WA. Defendants: Renee Galloway and Curtis Galloway. Unpaid invoice.',
    'court-records',
    '"&" in a plaintiff company, other defendants',
  ),
  harbor.mine(
    'https://www.zoominfo.com/c/harbor-plumbing-drain-llc/551023',
    'Harbor Plumbing and Drain LLC - Tacoma, WA | ZoomInfo',
    'Harbor Plumbing and Drain LLC, Tacoma, Washington. Owners: Luis Ferreira, Ana Ferreira. Phone (253) 555-0191.',
    'data-broker',
    '"and" for "&", owners, phone',
  ),
  harbor.mine(
    'https://rocketreach.co/harbor-plumbing-drain-profile',
    'Harbor Plumbing & Drain LLC d/b/a Harbor Rooter | RocketReach',
    'Harbor Plumbing & Drain LLC d/b/a Harbor Rooter. Tacoma, WA. Contacts: Ana Ferreira (office manager).',
    'data-broker',
    'd/b/a line, contact',
  ),
  harbor.mine(
    'https://apollo.io/companies/harbor-plumbing-and-drain',
    'Harbor Plumbing & Drain - company profile | Apollo',
    'Harbor Plumbing & Drain, plumbing contractor, Tacoma, Washington. 12 employees. Principal: Luis Ferreira.',
    'data-broker',
    '"&" without legal form, principal',
  ),
  review(
    harbor.mine(
      'https://www.yelp.com/biz/harbor-plumbing-and-drain-tacoma',
      'Harbor Plumbing & Drain - Tacoma, WA - Yelp',
      'Harbor Plumbing & Drain, Tacoma. 3.1 stars, 48 reviews. "They fixed our sewer line in a day."',
      'other',
      'review page of the business',
    ),
  ),
  review(
    harbor.mine(
      'https://www.bbb.org/us/wa/tacoma/profile/plumber/harbor-plumbing-drain-llc',
      'Harbor Plumbing & Drain LLC | BBB Business Profile',
      'Harbor Plumbing & Drain LLC, Tacoma, WA 98409. Complaints closed in the last 3 years: 4. Owner: Luis Ferreira.',
      'other',
      'review page with complaints',
    ),
  ),
  harbor.mine(
    'https://news.tacomaledger.example/2024/02/plumbing-company-fined',
    'Tacoma plumbing company Harbor Plumbing & Drain fined over permits',
    'The state fined Harbor Plumbing & Drain LLC of Tacoma for work done without permits, records show.',
    'news',
    'news story about the business',
  ),
  harbor.other(
    'https://unicourt.com/case/or-mult-harbor-plumbing-llc',
    'Harbor Plumbing LLC v. Drain Masters Inc | UniCourt',
    'Plaintiff: Harbor Plumbing LLC. Defendant: Drain Masters Inc. Multnomah County Circuit Court, Portland, OR.',
    'court-records',
    "two other companies whose words are the member's",
  ),
  harbor.other(
    'https://www.zoominfo.com/c/harbor-plumbing-drain-co/118822',
    'Harbor Plumbing & Drain Co. - Duluth, MN | ZoomInfo',
    'Harbor Plumbing & Drain Co., Duluth, Minnesota. Owner Gary Lindahl. Phone (218) 555-0102.',
    'data-broker',
    'namesake company in another state',
  ),
  harbor.other(
    'https://www.trellis.law/case/wa-pierce-harbor-drain-sewer',
    'Plaintiff: Harbor Drain & Sewer LLC - Pierce County',
    'Plaintiff: Harbor Drain & Sewer LLC, Tacoma, WA. Defendant: Peter Novak. Unpaid invoice, 2022.',
    'court-records',
    'another "&" company in the same city',
  ),
  harbor.other(
    'https://www.docketalarm.com/cases/wa-pierce-bayside',
    'Bayside Plumbing & Drain LLC v. Harbor Supply Co. | Docket Alarm',
    'Pierce County Superior Court, Tacoma. Plaintiff: Bayside Plumbing & Drain LLC. Defendant: Harbor Supply Co.',
    'court-records',
    'other companies sharing words',
  ),
  ridge.mine(
    'https://www.courtlistener.com/docket/nc-buncombe-blue-ridge-tile',
    'Mercer v. Blue Ridge Tile & Stone, Inc. | CourtListener',
    'Buncombe County Superior Court, Asheville, North Carolina. Defendant: Blue Ridge Tile & Stone, Inc. Filed 2021.',
    'court-records',
    '"&" on the page, "and" in the profile',
  ),
  ridge.mine(
    'https://unicourt.com/case/nc-buncombe-blue-ridge-plaintiff',
    'Plaintiff: Blue Ridge Tile & Stone Inc - Buncombe County',
    'Plaintiff: Blue Ridge Tile & Stone Inc, Asheville, NC. Defendant: Harold Pruitt. Claim for unpaid work.',
    'court-records',
    '"&" plaintiff, "and" in the profile',
  ),
  ridge.mine(
    'https://www.zoominfo.com/c/blue-ridge-tile-stone/77120',
    'Blue Ridge Tile & Stone - Asheville, NC | ZoomInfo',
    'Blue Ridge Tile & Stone, Asheville, North Carolina. Owner Tom Harlan. Phone (828) 555-0175.',
    'data-broker',
    'broker listing with owner and phone',
  ),
  review(
    ridge.mine(
      'https://www.bbb.org/us/nc/asheville/profile/tile/blue-ridge-tile-stone',
      'Blue Ridge Tile & Stone, Inc. | BBB Business Profile',
      'Blue Ridge Tile & Stone, Inc., Asheville, NC. 2 complaints. Principal: Tom Harlan.',
      'other',
      'review page of the business',
    ),
  ),
  ridge.other(
    'https://www.courtlistener.com/docket/va-roanoke-blue-ridge-tile-co',
    'Blue Ridge Tile Co. v. Stone Masters LLC | CourtListener',
    'Roanoke City Circuit Court, Virginia. Plaintiff: Blue Ridge Tile Co. Defendant: Stone Masters LLC.',
    'court-records',
    'another company, another state',
  ),
  ridge.other(
    'https://unicourt.com/case/sc-greenville-blue-ridge-stone-tile',
    'Plaintiff: Blue Ridge Stone & Tile LLC - Greenville County',
    'Plaintiff: Blue Ridge Stone & Tile LLC, Greenville, SC. Defendant: Wes Carter.',
    'court-records',
    'the words in another order, another state',
  ),
  ridge.other(
    'https://www.zoominfo.com/c/blue-ridge-tile-stone-outlet/99102',
    'Blue Ridge Tile & Stone Outlet - Blue Ridge, GA | ZoomInfo',
    'Blue Ridge Tile & Stone Outlet, Blue Ridge, Georgia. Owner Kim Dalton.',
    'data-broker',
    'a longer name, another state',
  ),
  dana.mine(
    'https://www.trellis.law/case/wa-pierce-harbor-v-whitlock',
    'Harbor Plumbing & Drain LLC v. Whitlock | Trellis',
    'Plaintiff: Harbor Plumbing & Drain LLC. Defendant: Dana M. Whitlock. Pierce County District Court, Tacoma, WA.',
    'court-records',
    'a person sued by an "&" company',
  ),
  dana.other(
    'https://www.trellis.law/case/wa-pierce-harbor-v-galloway',
    'Harbor Plumbing & Drain LLC v. Galloway | Trellis',
    'Plaintiff: Harbor Plumbing & Drain LLC. Defendant: Renee Galloway. Pierce County District Court, Tacoma, WA.',
    'court-records',
    'the same company suing someone else',
  ),
];
