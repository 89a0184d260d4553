import type { EvalItem } from '../types';
import { casesOf, row } from './cases';

/**
 * Members' own social profiles and namesakes' (issue 35, social mentions), with what a profile
 * really shows that the member's facts can support: the handle their email gives away
 * (`instagram.com/kdtran92`, "@cmoore.vegas68"), the company they run, a middle name, a listed
 * relative or spouse. Profiles with only a common name and a city stay "not sure" on both sides:
 * the member's and a namesake's look alike.
 */
const graham = { type: 'name', term: 'Graham Oyelaran' } as const;
const chris = { type: 'name', term: 'Christopher Moore' } as const;
const kevin = { type: 'name', term: 'Kevin Tran' } as const;
const michael = { type: 'name', term: 'Michael Johnson' } as const;
const lena = { type: 'name', term: 'Lena Brooks' } as const;
const harbor = { type: 'company', term: 'Harbor Plumbing & Drain' } as const;

export const SOCIAL_ITEMS: EvalItem[] = [
  ...casesOf('graham-oyelaran', 'social', graham, [
    row(
      'mineInfo',
      'https://www.instagram.com/woodshop.graham/',
      'Graham Oyelaran (@woodshop.graham) • Instagram photos and videos',
      'Custom cabinets and furniture. Atlanta, GA.',
      'social',
      'handle from the member’s email, city',
    ),
    row(
      'mineInfo',
      'https://www.linkedin.com/in/graham-oyelaran-2b1177',
      'Graham Oyelaran - Owner - Oyelaran Cabinetry LLC | LinkedIn',
      'Atlanta, Georgia. Owner at Oyelaran Cabinetry LLC. Experience and education.',
      'social',
      'the company the member runs, city',
    ),
  ]),
  ...casesOf('christopher-moore', 'social', chris, [
    row(
      'mineInfo',
      'https://x.com/cmoore_vegas68',
      'Chris Moore (@cmoore_vegas68) / X',
      'Retired. Las Vegas, NV. Golf and grandkids.',
      'social',
      'handle from the email written with "_", nickname, city',
    ),
    row(
      'mineInfo',
      'https://www.facebook.com/chris.moore.lasvegas',
      'Chris Moore - Las Vegas, Nevada | Facebook',
      'Chris Moore lives in Las Vegas, Nevada. Married to Joan Moore. From Minneapolis, Minnesota.',
      'social',
      'spouse, city and a past city',
    ),
    row(
      'other',
      'https://www.facebook.com/chris.moore.mpls',
      'Chris Moore - Minneapolis, Minnesota | Facebook',
      'Chris Moore lives in Minneapolis, Minnesota. Married to Angela Moore.',
      'social',
      'namesake in a past city, another wife',
    ),
    row(
      'other',
      'https://www.instagram.com/chrismoore/',
      'Chris Moore (@chrismoore) • Instagram photos and videos',
      'Photographer. Las Vegas.',
      'social',
      'a name-only handle in his city: cannot be told apart',
    ),
  ]),
  ...casesOf('kevin-tran', 'social', kevin, [
    row(
      'mineInfo',
      'https://www.instagram.com/kdtran92/',
      'Kevin Tran (@kdtran92) • Instagram photos and videos',
      'San Jose. Food, hiking, cars.',
      'social',
      'handle from the member’s email, common name',
    ),
    row(
      'other',
      'https://www.instagram.com/kevintran.eats/',
      'Kevin Tran (@kevintran.eats) • Instagram photos and videos',
      'Food blogger. Houston, TX.',
      'social',
      'namesake in another state',
    ),
  ]),
  ...casesOf('michael-johnson', 'social', michael, [
    row(
      'mineInfo',
      'https://www.tiktok.com/@majohnson79',
      'Michael Johnson (@majohnson79) | TikTok',
      'Columbus, OH. Dad of two. Weekend grill master.',
      'social',
      'handle from the email on one of the most common names',
    ),
    row(
      'other',
      'https://www.instagram.com/mjohnson_fit/',
      'Michael Johnson (@mjohnson_fit) • Instagram',
      'Personal trainer in Miami, FL.',
      'social',
      'namesake with a name-like handle elsewhere',
    ),
  ]),
  ...casesOf('lena-brooks', 'social', lena, [
    row(
      'mineInfo',
      'https://www.facebook.com/lena.fischer.brooks',
      'Lena Fischer Brooks | Facebook',
      'Lives in Miami, Florida. From Houston, Texas. Married to Carl Brooks.',
      'social',
      'maiden name as a middle name, spouse, cities',
    ),
  ]),
  ...casesOf('harbor-plumbing', 'social', harbor, [
    row(
      'mineInfo',
      'https://www.facebook.com/harborplumbingdrain',
      'Harbor Plumbing & Drain LLC - Tacoma, WA | Facebook',
      'Harbor Plumbing & Drain LLC. Plumbing service in Tacoma, Washington. Call (253) 555-0191.',
      'social',
      'the business’s own page with its phone',
    ),
    row(
      'other',
      'https://www.facebook.com/harborplumbingmi',
      'Harbor Plumbing & Drain - Harbor Springs, MI | Facebook',
      'Plumbing service in Harbor Springs, Michigan. Family owned since 1988.',
      'social',
      'namesake business in another state',
    ),
  ]),
];
