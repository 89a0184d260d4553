import type { EvalItem } from '../types';
import { casesOf, row } from './cases';

/**
 * Company registers as copies republish them (issue 35; decision 118): OpenCorporates-, Bizapedia-
 * and CorporationWiki-like pages with the entity's number and status, its registered agent,
 * officers or governing persons and their addresses — the business's entry, or a person named in
 * one. A state's own register (a government host) publishes by law and takes no opt-out: really
 * the business, nothing to remove. Namesake companies in other states, and namesake officers.
 */
const harbor = { type: 'company', term: 'Harbor Plumbing & Drain' } as const;
const ridge = { type: 'company', term: 'Blue Ridge Tile and Stone' } as const;
const graham = { type: 'name', term: 'Graham Oyelaran' } as const;
const dana = { type: 'name', term: 'Dana Whitlock' } as const;
const chris = { type: 'name', term: 'Christopher Moore' } as const;

export const REGISTER_ITEMS: EvalItem[] = [
  ...casesOf('harbor-plumbing', 'registers', harbor, [
    row(
      'mine',
      'https://www.bizdata.example/wa/harbor-plumbing-drain-llc',
      'Harbor Plumbing & Drain LLC in Tacoma, WA | Company Profile',
      'UBI number 604 112 908. Status: Active. Registered Agent: LUIS FERREIRA. Principal Address: 2210 S Tacoma Way, Tacoma, WA 98409.',
      'other',
      'register copy: UBI number, status, agent, principal address',
    ),
    row(
      'mineInfo',
      'https://ccfs.sos.wa.gov/business/604112908',
      'HARBOR PLUMBING & DRAIN LLC - Corporations and Charities Filing System',
      'UBI Number 604 112 908. Business Type: WA Limited Liability Company. Status: Active. Registered agent: LUIS FERREIRA, TACOMA WA. Governing persons: LUIS FERREIRA; ANA FERREIRA.',
      'other',
      'the state’s own register: nothing to remove',
    ),
    row(
      'other',
      'https://www.companyfiles.example/mi/harbor-plumbing-drain-inc',
      'HARBOR PLUMBING & DRAIN INC :: Michigan (US)',
      'Entity number 802117745. Harbor Springs, Michigan. Registered agent: GARY LUNDQUIST. Status: Active.',
      'other',
      'register copy: namesake company in another state',
    ),
  ]),
  ...casesOf('blue-ridge-tile', 'registers', ridge, [
    row(
      'mine',
      'https://www.corpwiki.example/north-carolina/asheville/blue-ridge-tile-stone-inc',
      'Blue Ridge Tile & Stone, Inc. - Asheville, NC | Officers and filings',
      'Entity type: Business Corporation. Officers: Tom Harlan (President). Principal office: Asheville, NC 28801. Incorporated 2009.',
      'other',
      'register copy: "&" in the entity’s name, officers, principal office',
    ),
    row(
      'mineInfo',
      'https://www.blueridgetilestone.example/about',
      'About us | Blue Ridge Tile & Stone, Inc. | Asheville, NC',
      'Family owned, incorporated in 2009. Principal office: 14 Biltmore Ave, Asheville, NC. Call (828) 555-0175.',
      'other',
      'the business’s own site with one register-like line: nothing to remove',
    ),
    row(
      'other',
      'https://www.bizdata.example/va/blue-ridge-tile-stone-llc',
      'Blue Ridge Tile & Stone LLC - Roanoke, VA',
      'Entity ID 11223344. Registered agent: KAREN MOSS. Principal address: Roanoke, Virginia. Status: Active.',
      'other',
      'register copy: namesake company in another state',
    ),
  ]),
  ...casesOf('graham-oyelaran', 'registers', graham, [
    row(
      'mine',
      'https://www.opencompanies.example/us_ga/oyelaran-cabinetry-llc',
      'OYELARAN CABINETRY LLC :: Georgia (US)',
      'Control number 19012877. Registered agent: GRAHAM T OYELARAN, 781 PONCE RIDGE DR, ATLANTA GA 30306. Status: Active/Compliance.',
      'other',
      'register copy: the member as registered agent at their street',
    ),
    row(
      'mine',
      'https://www.bizdata.example/people/graham-t-oyelaran',
      'Graham T Oyelaran - Atlanta, GA | Company officer',
      'Graham T Oyelaran is listed as a registered agent for 1 company in Georgia: OYELARAN CABINETRY LLC. Address on file: Atlanta, GA 30306.',
      'other',
      'register copy: the site’s page about the member as an agent',
    ),
    row(
      'other',
      'https://www.corpwiki.example/texas/houston/oyelaran-cabinetry-millwork-inc',
      'Oyelaran Cabinetry & Millwork Inc - Houston, TX',
      'Officers: Ade Oyelaran (Director), Bisi Oyelaran (Secretary). Principal office: Houston, TX 77036.',
      'other',
      'register copy: another family’s company of a like name',
    ),
  ]),
  ...casesOf('dana-whitlock', 'registers', dana, [
    row(
      'mine',
      'https://www.bizdata.example/wa/whitlock-design-group-llc',
      'Whitlock Design Group LLC - Tacoma, WA | Company Profile',
      'UBI number 605 330 118. Governing persons: DANA M WHITLOCK, TACOMA WA; SAM ORTEGA. Status: Active.',
      'other',
      'register copy: the member among governing persons with her husband',
    ),
    row(
      'other',
      'https://www.bizdata.example/people/dana-whitlock-spokane',
      'Dana Whitlock - Spokane, WA | Company officer',
      'Dana Whitlock is listed as an officer of 1 company in Washington: WHITLOCK HAULING LLC, Spokane, WA 99201. Age 58.',
      'other',
      'register copy: a namesake’s officer page in another city',
    ),
    row(
      'other',
      'https://www.bizdata.example/wa/whitlock-hauling-llc',
      'Whitlock Hauling LLC - Spokane, WA | Company Profile',
      'UBI number 604 998 201. Governing persons: DANA K WHITLOCK, SPOKANE WA. Status: Active.',
      'other',
      'register copy: namesake with another middle initial',
    ),
  ]),
  ...casesOf('christopher-moore', 'registers', chris, [
    row(
      'other',
      'https://www.opencompanies.example/us_mn/moore-home-inspections-llc',
      'MOORE HOME INSPECTIONS LLC :: Minnesota (US)',
      'File number 1127749800028. Registered agent: CHRISTOPHER MOORE, BLOOMINGTON MN. Date of formation 06/02/2015.',
      'other',
      'register copy: a common name in a city he never lived in',
    ),
  ]),
];
