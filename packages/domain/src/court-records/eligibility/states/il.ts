import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const ACT: Statute = {
  citation: '20 ILCS 2630/5.2',
  title: 'Criminal Identification Act: expungement, sealing and immediate sealing',
  url: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=002026300K5.2',
  lastChecked: '2026-11-24',
};

const CLEAN_SLATE: Statute = {
  citation: '20 ILCS 2630/5.2, as amended by the Clean Slate Act (HB 1836, 104th General Assembly)',
  title: 'Clean Slate Act: sealing without a petition',
  url: 'https://www.ilga.gov/legislation/ilcs/fulltext.asp?DocName=002026300K5.2',
  lastChecked: '2026-11-24',
};

const SCHEDULE = 'The State Police and the circuit clerks reach older records in waves until 2034.';
const STARTS_ON = '2029-01-01';
const AUTO_LEFT_OUT =
  'Driving under the influence, domestic battery, sex offences, Class X and violent felonies and a few other serious offences are left out (they may still be sealed on petition).';

const OBJECTION =
  'The state’s attorney, the Illinois State Police and the arresting agency have 60 days to object; if one does, the judge decides.';
const SEALING_EXCLUDED =
  'Illinois does not seal convictions for driving under the influence, reckless driving, domestic battery, sex offences or animal cruelty (20 ILCS 2630/5.2(a)(3)).';

/** Illinois (issue 15): expungement of records without a conviction, and sealing of most convictions. */
export const IL: RuleSet = {
  code: 'IL',
  name: 'Illinois',
  rules: [
    {
      id: 'il-expunge-no-conviction',
      remedy: 'expungement',
      summary:
        'Illinois lets you ask the court to expunge an arrest that led to release without charges, a dismissal or an acquittal.',
      outcome: 'possibly',
      caveats: [
        'Only if you have never been convicted of a crime; with a conviction, the record can be sealed instead.',
        OBJECTION,
      ],
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'disqualifies',
      statutes: [ACT],
    },
    {
      id: 'il-seal-no-conviction',
      remedy: 'sealing',
      summary:
        'Illinois lets you ask the court to seal an arrest that led to release without charges, a dismissal or an acquittal, even if you have a conviction.',
      outcome: 'possibly',
      caveats: [OBJECTION],
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [ACT],
    },
    {
      id: 'il-expunge-supervision',
      remedy: 'expungement',
      summary:
        'Illinois lets you ask the court to expunge a case that ended with court supervision two years after it was completed.',
      outcome: 'possibly',
      caveats: [
        'Qualified probation (a drug program) and some offences wait five years.',
        'Only if you have never been convicted of a crime.',
        OBJECTION,
      ],
      dispositions: ['diversion_completed'],
      excludedCategories: ['dui', 'sex_offence'],
      exclusionReason:
        'Illinois does not expunge supervision for driving under the influence or sex offences (20 ILCS 2630/5.2(a)(3)).',
      categoryCaveats: {
        domestic_violence: 'Supervision for domestic battery cannot be expunged.',
      },
      wait: { years: 2, from: 'disposition' },
      pendingCase: 'no_effect',
      laterConviction: 'disqualifies',
      statutes: [ACT],
    },
    {
      id: 'il-seal-conviction',
      remedy: 'sealing',
      summary:
        'Illinois lets you ask the court to seal most misdemeanor and felony convictions three years after your last sentence ended.',
      outcome: 'possibly',
      caveats: [OBJECTION],
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor', 'felony'],
      excludedCategories: ['dui', 'domestic_violence', 'sex_offence'],
      exclusionReason: SEALING_EXCLUDED,
      categoryCaveats: {
        violent: 'Some violent offences, such as animal cruelty and dog fighting, cannot be sealed.',
      },
      wait: { years: 3, from: 'sentence_completed' },
      pendingCase: 'may_disqualify',
      laterConviction: 'restarts_wait',
      statutes: [ACT],
    },
  ],
  automatic: [
    {
      id: 'il-auto-non-conviction',
      text: `Illinois’s Clean Slate Act seals on its own an arrest or charge that ended without a conviction (released without charges, dismissed or acquitted). ${SCHEDULE}`,
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      startsOn: STARTS_ON,
      statutes: [CLEAN_SLATE],
    },
    {
      id: 'il-auto-misdemeanor',
      text: `Illinois’s Clean Slate Act seals a misdemeanor conviction that can be sealed on petition on its own two years after the sentence ended. ${AUTO_LEFT_OUT} ${SCHEDULE}`,
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['dui', 'domestic_violence', 'sex_offence', 'violent'],
      wait: { years: 2, from: 'sentence_completed' },
      pendingCase: 'may_disqualify',
      laterConviction: 'restarts_wait',
      startsOn: STARTS_ON,
      statutes: [CLEAN_SLATE],
    },
    {
      id: 'il-auto-felony',
      text: `Illinois’s Clean Slate Act seals a felony conviction that can be sealed on petition on its own three years after the sentence ended. ${AUTO_LEFT_OUT} ${SCHEDULE}`,
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['dui', 'domestic_violence', 'sex_offence', 'violent'],
      wait: { years: 3, from: 'sentence_completed' },
      pendingCase: 'may_disqualify',
      laterConviction: 'restarts_wait',
      startsOn: STARTS_ON,
      statutes: [CLEAN_SLATE],
    },
  ],
  noAutomaticText:
    'Illinois’s Clean Slate Act (HB 1836) does not seal this case on its own as you described it; a petition is needed.',
  noRuleText:
    'Illinois does not expunge or seal this case as you described it; a pardon from the governor, which can allow expungement, may remain.',
  statutes: [ACT],
};
