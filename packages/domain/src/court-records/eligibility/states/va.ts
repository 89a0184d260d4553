import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const section = (number: string, title: string): Statute => ({
  citation: `Va. Code § ${number}`,
  title,
  url: `https://law.lis.virginia.gov/vacode/${number}/`,
  lastChecked: '2026-11-24',
});

const EXPUNGEMENT = section(
  '19.2-392.2',
  'Expungement of police and court records after acquittal, nolle prosequi or dismissal',
);
const AUTO_LISTED = section(
  '19.2-392.6',
  'Automatic sealing of certain convictions and of former marijuana possession offences',
);
const AUTO_NON_CONVICTION = section(
  '19.2-392.8',
  'Automatic sealing of misdemeanor offences resulting in acquittal, nolle prosequi or dismissal',
);
const PETITION = section('19.2-392.12', 'Sealing of deferred and dismissed offences or convictions by petition');

const SEALING_EXCLUDED =
  'Virginia does not seal driving under the influence or offences that need sex-offender registration, and leaves out Class 1 and 2 felonies and several violent felonies (Va. Code 19.2-392.12).';
const STAGED =
  'Virginia’s sealing law came into force after several delays; if your record still shows, the court clerk or an attorney can check.';

/** Virginia (issue 15): expungement of records without a conviction, sealing by petition, and automatic sealing. */
export const VA: RuleSet = {
  code: 'VA',
  name: 'Virginia',
  rules: [
    {
      id: 'va-non-conviction',
      remedy: 'expungement',
      summary:
        'Virginia lets you ask the court to expunge the police and court records of a charge that ended in an acquittal, a nolle prosequi or a dismissal.',
      outcome: 'possibly',
      caveats: [
        'The court must find that keeping the record may be a manifest injustice to you; for a misdemeanor with no other record that is presumed.',
      ],
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [EXPUNGEMENT],
    },
    {
      id: 'va-deferred',
      remedy: 'sealing',
      summary:
        'Virginia lets you ask the court to seal a charge that was deferred and then dismissed, after the same waiting period as a conviction of that level.',
      outcome: 'possibly',
      caveats: ['Seven years for a misdemeanor and ten for an eligible felony; the court weighs your petition.'],
      dispositions: ['diversion_completed'],
      excludedCategories: ['dui', 'sex_offence'],
      exclusionReason: SEALING_EXCLUDED,
      wait: { years: 7, from: 'disposition' },
      pendingCase: 'may_disqualify',
      laterConviction: 'may_disqualify',
      statutes: [PETITION],
    },
    {
      id: 'va-petition-misdemeanor',
      remedy: 'sealing',
      summary: 'Virginia lets you ask the court to seal a misdemeanor conviction seven years after the conviction.',
      outcome: 'possibly',
      caveats: ['The court weighs your petition; a later conviction can count against you.', STAGED],
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      excludedCategories: ['dui', 'sex_offence'],
      exclusionReason: SEALING_EXCLUDED,
      categoryCaveats: {
        domestic_violence: 'Some family assault convictions cannot be sealed.',
      },
      wait: { years: 7, from: 'disposition' },
      pendingCase: 'may_disqualify',
      laterConviction: 'may_disqualify',
      statutes: [PETITION],
    },
    {
      id: 'va-petition-felony',
      remedy: 'sealing',
      summary:
        'Virginia lets you ask the court to seal a Class 5 or 6 felony conviction ten years after the conviction.',
      outcome: 'possibly',
      caveats: [
        'Only lower-level felonies qualify, with no other felony conviction in the last ten years; the court weighs your petition.',
        STAGED,
      ],
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['dui', 'sex_offence', 'violent'],
      exclusionReason: SEALING_EXCLUDED,
      wait: { years: 10, from: 'disposition' },
      pendingCase: 'may_disqualify',
      laterConviction: 'may_disqualify',
      statutes: [PETITION],
    },
  ],
  automatic: [
    {
      id: 'va-auto-misdemeanor-non-conviction',
      text: `Virginia seals a misdemeanor charge on its own when it ends in an acquittal, a nolle prosequi or a dismissal, unless the prosecutor or you object at the time. ${STAGED}`,
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [AUTO_NON_CONVICTION],
    },
    {
      id: 'va-auto-listed-misdemeanor',
      text: `Virginia seals some misdemeanor convictions on its own seven years after the conviction, with no other conviction in that time: petit larceny, shoplifting, trespass, disorderly conduct and some marijuana offences. ${STAGED}`,
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      offenceCategories: ['property', 'drug', 'other'],
      categoryCaveats: {
        property: 'Only petit larceny, concealment (shoplifting) and trespass qualify.',
        drug: 'Only misdemeanor marijuana offences qualify.',
        other: 'Only disorderly conduct and the few other offences listed qualify.',
      },
      wait: { years: 7, from: 'disposition' },
      pendingCase: 'no_effect',
      laterConviction: 'disqualifies_within_wait',
      statutes: [AUTO_LISTED],
    },
  ],
  noAutomaticText:
    'Virginia seals on its own only misdemeanor charges that did not end in a conviction and a short list of misdemeanor convictions; this case needs a petition.',
  noRuleText: 'Virginia does not seal or expunge this case as you described it; a pardon from the governor may remain.',
  statutes: [PETITION],
};
