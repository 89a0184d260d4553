import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const GBI_PAGE = 'https://gbi.georgia.gov/services/obtaining-criminal-history-record-information/record-restriction';
const statute = (citation: string, title: string): Statute => ({
  citation,
  title,
  url: GBI_PAGE,
  lastChecked: '2026-11-24',
});

const RESTRICTION = statute('O.C.G.A. § 35-3-37', 'Record restriction (Georgia’s form of expungement)');
const FIRST_OFFENDER = statute('O.C.G.A. § 42-8-62', 'First Offender Act: discharge without a conviction');

const PETITION =
  'The judge must find that the harm the record does you outweighs the public’s interest in it, and the prosecutor can object.';
const EXCLUDED =
  'Georgia does not restrict convictions for driving under the influence, sex offences or family violence battery (O.C.G.A. 35-3-37(j)(4)).';

/** Georgia (issue 15): record restriction under O.C.G.A. 35-3-37, including the 2020 Second Chance law. */
export const GA: RuleSet = {
  code: 'GA',
  name: 'Georgia',
  rules: [
    {
      id: 'ga-non-conviction',
      remedy: 'sealing',
      summary:
        'Georgia restricts (hides from the public and most employers) an arrest that led to no charge, a dismissal or an acquittal.',
      outcome: 'possibly',
      caveats: [
        'For arrests since 1 July 2013 the restriction follows the way the case ended; for older arrests you ask the prosecutor. It can be refused when, for example, you pleaded guilty to another charge from the same arrest.',
      ],
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [RESTRICTION],
    },
    {
      id: 'ga-first-offender',
      remedy: 'sealing',
      summary:
        'In Georgia, completing a first offender sentence or a conditional discharge ends the case without a conviction, and the record is restricted.',
      outcome: 'possibly',
      caveats: ['Serious violent felonies and some other offences cannot be sentenced as a first offender.'],
      dispositions: ['diversion_completed'],
      excludedCategories: ['dui', 'sex_offence'],
      exclusionReason:
        'Georgia does not allow first offender treatment for driving under the influence or most sex offences.',
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [FIRST_OFFENDER, RESTRICTION],
    },
    {
      id: 'ga-misdemeanor-conviction',
      remedy: 'sealing',
      summary:
        'Georgia lets you ask the court to restrict a misdemeanor conviction four years after the sentence was completed, with no conviction in that time; at most two in a lifetime.',
      outcome: 'possibly',
      caveats: [PETITION],
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      excludedCategories: ['dui', 'sex_offence', 'domestic_violence'],
      exclusionReason: EXCLUDED,
      categoryCaveats: {
        violent: 'Offences against children are left out.',
      },
      wait: { years: 4, from: 'sentence_completed' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies_within_wait',
      statutes: [RESTRICTION],
    },
  ],
  automatic: [],
  noAutomaticText:
    'Georgia has no clean slate law that restricts convictions on its own; records without a conviction are restricted as the case ends or on request.',
  noRuleText:
    'Georgia restricts a felony conviction only after a pardon from the State Board of Pardons and Paroles; without one, no restriction is open for this case.',
  statutes: [RESTRICTION],
};
