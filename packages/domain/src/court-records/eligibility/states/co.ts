import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const CRS = 'https://leg.colorado.gov/colorado-revised-statutes';
const section = (number: string, title: string): Statute => ({
  citation: `Colo. Rev. Stat. § ${number}`,
  title,
  url: CRS,
  lastChecked: '2026-11-24',
});

const NO_CHARGES = section('24-72-704', 'Sealing of arrest records when no charges are filed');
const DISMISSED = section('24-72-705', 'Sealing of records after a dismissal, acquittal or completed diversion');
const CONVICTION = section('24-72-706', 'Sealing of criminal conviction records');
const AUTOMATIC = section('13-3-117', 'Automatic sealing of conviction records (Clean Slate)');

const EXCLUDED =
  'Colorado does not seal convictions for driving under the influence or impaired, sex offences, or class 1 and violent class 2 felonies (Colo. Rev. Stat. 24-72-706(2)).';
const PETITION =
  'The prosecutor can object, and then the court weighs your interest against the public’s; where there was a victim, the victim can be heard.';
const AUTO_LEFT_OUT =
  'Crimes with a victim under the Victim Rights Act (violent, domestic violence and sex offences) and driving under the influence are left out.';

/** Colorado (issue 15): sealing of arrest and conviction records, and the Clean Slate Act's automatic sealing. */
export const CO: RuleSet = {
  code: 'CO',
  name: 'Colorado',
  rules: [
    {
      id: 'co-acquitted',
      remedy: 'sealing',
      summary: 'In Colorado, the court seals the records of a case that ended in an acquittal on every charge.',
      outcome: 'likely',
      dispositions: ['acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [DISMISSED],
    },
    {
      id: 'co-dismissed',
      remedy: 'sealing',
      summary:
        'In Colorado, the court seals the records of a case dismissed in full or after a completed diversion or deferred judgment.',
      outcome: 'possibly',
      caveats: [
        'Not when the dismissal was part of a plea deal in another case, and a deferred judgment for some offences follows other rules.',
      ],
      dispositions: ['dismissed', 'diversion_completed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [DISMISSED],
    },
    {
      id: 'co-not-charged',
      remedy: 'sealing',
      summary: 'Colorado lets you ask the court to seal an arrest that led to no charge.',
      outcome: 'possibly',
      caveats: ['The court weighs your interest against the public’s; the time limit to charge can matter.'],
      dispositions: ['no_charges_filed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [NO_CHARGES],
    },
    {
      id: 'co-petty',
      remedy: 'sealing',
      summary:
        'Colorado lets you ask the court to seal a petty offence one year after the case ended or supervision ended, whichever was later.',
      outcome: 'possibly',
      caveats: [PETITION],
      dispositions: ['convicted'],
      chargeLevels: ['infraction'],
      excludedCategories: ['dui', 'sex_offence'],
      exclusionReason: EXCLUDED,
      wait: { years: 1, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies_within_wait',
      statutes: [CONVICTION],
    },
    {
      id: 'co-misdemeanor',
      remedy: 'sealing',
      summary:
        'Colorado lets you ask the court to seal a misdemeanor two years after the case ended or supervision ended, whichever was later.',
      outcome: 'possibly',
      caveats: [
        PETITION,
        'A class 1 misdemeanor waits three years; with a conviction in the wait, a petition for several convictions (24-72-709) may still be open.',
      ],
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['dui', 'sex_offence'],
      exclusionReason: EXCLUDED,
      categoryCaveats: { domestic_violence: 'Domestic violence convictions are sealed only in limited cases.' },
      wait: { years: 2, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies_within_wait',
      statutes: [CONVICTION],
    },
    {
      id: 'co-felony',
      remedy: 'sealing',
      summary:
        'Colorado lets you ask the court to seal a class 4, 5 or 6 felony three years after the case ended or supervision ended, whichever was later.',
      outcome: 'possibly',
      caveats: [PETITION, 'Class 2 and 3 felonies wait five years; class 1 felonies cannot be sealed.'],
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['dui', 'sex_offence'],
      exclusionReason: EXCLUDED,
      categoryCaveats: {
        violent: 'Crimes of violence in class 2 cannot be sealed.',
        domestic_violence: 'Domestic violence convictions are sealed only in limited cases.',
      },
      wait: { years: 3, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies_within_wait',
      statutes: [CONVICTION],
    },
  ],
  automatic: [
    {
      id: 'co-auto-dismissed',
      text: 'Colorado’s courts seal a case on their own when every charge is dismissed or ends in acquittal, or a diversion or deferred judgment is completed.',
      dispositions: ['dismissed', 'acquitted', 'diversion_completed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [DISMISSED],
    },
    {
      id: 'co-auto-petty',
      text: `Colorado’s Clean Slate Act seals a civil infraction on its own four years after the case ended, with no later conviction. ${AUTO_LEFT_OUT}`,
      dispositions: ['convicted'],
      chargeLevels: ['infraction'],
      excludedCategories: ['dui', 'sex_offence', 'violent', 'domestic_violence'],
      wait: { years: 4, from: 'disposition' },
      pendingCase: 'may_disqualify',
      laterConviction: 'disqualifies',
      statutes: [AUTOMATIC],
    },
    {
      id: 'co-auto-misdemeanor',
      text: `Colorado’s Clean Slate Act seals a petty offence or misdemeanor conviction on its own seven years after the case ended, with no later conviction. ${AUTO_LEFT_OUT}`,
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['dui', 'sex_offence', 'violent', 'domestic_violence'],
      wait: { years: 7, from: 'disposition' },
      pendingCase: 'may_disqualify',
      laterConviction: 'disqualifies',
      statutes: [AUTOMATIC],
    },
    {
      id: 'co-auto-felony',
      text: `Colorado’s Clean Slate Act seals an eligible felony conviction on its own ten years after the case or supervision ended, whichever was later, with no later conviction. ${AUTO_LEFT_OUT}`,
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['dui', 'sex_offence', 'violent', 'domestic_violence'],
      wait: { years: 10, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'may_disqualify',
      laterConviction: 'disqualifies',
      statutes: [AUTOMATIC],
    },
  ],
  noAutomaticText:
    'Colorado’s automatic sealing (Colo. Rev. Stat. 24-72-705 and 13-3-117) does not cover this case as you described it; a petition is needed.',
  noRuleText: 'Colorado does not seal this case as you described it; a pardon from the governor may remain.',
  statutes: [CONVICTION],
};
