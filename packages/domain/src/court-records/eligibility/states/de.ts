import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const section = (number: string, title: string): Statute => ({
  citation: `11 Del. C. § ${number}`,
  title,
  url: 'https://delcode.delaware.gov/title11/c043/sc07/index.html',
  lastChecked: '2026-11-24',
});

const FAVOUR = section('4372', 'Cases "terminated in favor of the accused"; effect of expungement');
const MANDATORY = section('4373', 'Mandatory expungement; application through the State Bureau of Identification');
const AUTOMATIC = section('4373A', 'Automatic expungement (Clean Slate)');
const DISCRETIONARY = section('4374', 'Discretionary expungement; application to the court');

const EXCLUDED =
  'Delaware does not expunge offences that need sex-offender registration, and leaves violent felonies out (11 Del. C. 4372(f), 4374(b)).';
const DUI = 'Driving under the influence is generally not expungeable in Delaware.';
const COURT = 'The court decides whether keeping the record is a manifest injustice to you.';

/** Delaware (issue 15): mandatory expungement (automatic since the Clean Slate Act) and discretionary expungement by petition. */
export const DE: RuleSet = {
  code: 'DE',
  name: 'Delaware',
  rules: [
    {
      id: 'de-favour',
      remedy: 'expungement',
      summary:
        'In Delaware a case that ended in your favour (an acquittal, a dismissal, or probation before judgment completed) must be expunged, even if you have other convictions.',
      outcome: 'likely',
      dispositions: ['dismissed', 'acquitted', 'diversion_completed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [FAVOUR, MANDATORY],
    },
    {
      id: 'de-not-charged',
      remedy: 'expungement',
      summary: 'In Delaware an arrest with no charge filed within one year must be expunged.',
      outcome: 'likely',
      dispositions: ['no_charges_filed'],
      wait: { years: 1, from: 'offence' },
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [FAVOUR, MANDATORY],
    },
    {
      id: 'de-violation',
      remedy: 'expungement',
      summary:
        'In Delaware a conviction for a violation (the lowest grade) must be expunged three years after the conviction, even with other convictions.',
      outcome: 'likely',
      dispositions: ['convicted'],
      chargeLevels: ['infraction'],
      excludedCategories: ['sex_offence'],
      exclusionReason: EXCLUDED,
      wait: { years: 3, from: 'disposition' },
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [MANDATORY],
    },
    {
      id: 'de-mandatory-misdemeanor',
      remedy: 'expungement',
      summary:
        'In Delaware most misdemeanor convictions must be expunged five years after the conviction, if you have no other conviction that bars it.',
      outcome: 'possibly',
      caveats: ['Misdemeanors listed in 11 Del. C. 4373(b) go to the court instead, after seven years.'],
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['sex_offence', 'domestic_violence'],
      exclusionReason: EXCLUDED,
      categoryCaveats: { dui: DUI },
      wait: { years: 5, from: 'disposition' },
      pendingCase: 'may_disqualify',
      laterConviction: 'may_disqualify',
      statutes: [MANDATORY],
    },
    {
      id: 'de-discretionary-misdemeanor',
      remedy: 'expungement',
      summary:
        'Delaware lets you ask the court to expunge misdemeanor convictions three years after the conviction or release, whichever was later, with no other conviction.',
      outcome: 'possibly',
      caveats: [COURT, 'Misdemeanors listed in 11 Del. C. 4373(b) wait seven years.'],
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['sex_offence', 'domestic_violence'],
      exclusionReason: EXCLUDED,
      categoryCaveats: { dui: DUI },
      wait: { years: 3, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'may_disqualify',
      laterConviction: 'disqualifies',
      statutes: [DISCRETIONARY],
    },
    {
      id: 'de-discretionary-listed-misdemeanor',
      remedy: 'expungement',
      summary:
        'Delaware lets you ask the court to expunge a misdemeanor against a family member or the others listed in 11 Del. C. 4373(b) seven years after the conviction or release, with no other conviction.',
      outcome: 'possibly',
      caveats: [COURT],
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      offenceCategories: ['domestic_violence'],
      wait: { years: 7, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'may_disqualify',
      laterConviction: 'disqualifies',
      statutes: [DISCRETIONARY],
    },
    {
      id: 'de-discretionary-felony',
      remedy: 'expungement',
      summary:
        'Delaware lets you ask the court to expunge a felony conviction seven years after the conviction or release, whichever was later, with no other conviction.',
      outcome: 'possibly',
      caveats: [
        COURT,
        'Some felonies cannot be expunged; a few lower-level felonies are expunged on application after ten years.',
      ],
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['sex_offence', 'violent'],
      exclusionReason: EXCLUDED,
      categoryCaveats: { dui: DUI },
      wait: { years: 7, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'may_disqualify',
      laterConviction: 'disqualifies',
      statutes: [DISCRETIONARY],
    },
  ],
  automatic: [
    {
      id: 'de-auto-favour',
      text: 'Delaware’s Clean Slate Act expunges on its own a case that ended in your favour (an acquittal, a dismissal, or probation before judgment completed).',
      dispositions: ['dismissed', 'acquitted', 'diversion_completed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [AUTOMATIC, FAVOUR],
    },
    {
      id: 'de-auto-not-charged',
      text: 'Delaware’s Clean Slate Act expunges on its own an arrest with no charge filed within one year.',
      dispositions: ['no_charges_filed'],
      wait: { years: 1, from: 'offence' },
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [AUTOMATIC, FAVOUR],
    },
    {
      id: 'de-auto-violation',
      text: 'Delaware’s Clean Slate Act expunges a violation conviction on its own three years after the conviction.',
      dispositions: ['convicted'],
      chargeLevels: ['infraction'],
      excludedCategories: ['sex_offence'],
      wait: { years: 3, from: 'disposition' },
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [AUTOMATIC],
    },
    {
      id: 'de-auto-misdemeanor',
      text: 'Delaware’s Clean Slate Act expunges most misdemeanor convictions on its own five years after the conviction, if no other conviction bars it; the misdemeanors listed in 11 Del. C. 4373(b) are left out.',
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['sex_offence', 'domestic_violence'],
      categoryCaveats: { dui: DUI },
      wait: { years: 5, from: 'disposition' },
      pendingCase: 'no_effect',
      laterConviction: 'may_disqualify',
      statutes: [AUTOMATIC],
    },
  ],
  noAutomaticText:
    'Delaware’s Clean Slate Act (11 Del. C. 4373A) does not expunge this case on its own as you described it; a petition to the court is needed.',
  noRuleText:
    'Delaware does not expunge this case as you described it; a pardon from the governor, after which the court can expunge, may remain.',
  statutes: [DISCRETIONARY],
};
