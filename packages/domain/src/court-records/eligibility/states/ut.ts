import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const section = (number: string, title: string): Statute => ({
  citation: `Utah Code § ${number}`,
  title,
  url: `https://le.utah.gov/xcode/Title77/Chapter40A/77-40a-S${number.replace('77-40a-', '')}.html`,
  lastChecked: '2026-11-24',
});

const AUTOMATIC = section('77-40a-205', 'Automatic expungement of convictions (Clean Slate)');
const AUTOMATIC_PROCESS = section(
  '77-40a-204',
  'Automatic expungement of a case, again without a request form from 1 January 2026',
);
const ARREST = section(
  '77-40a-302',
  'Requirements for a certificate of eligibility to expunge an arrest, investigation or detention',
);
const CONVICTION = section('77-40a-303', 'Requirements for a certificate of eligibility to expunge a conviction');

const CERTIFICATE =
  'You first need a certificate of eligibility from the Bureau of Criminal Identification; the prosecutor can object and the judge decides.';
const AUTO_LEFT_OUT =
  'Driving under the influence, domestic violence, sex offences, weapons offences and offences against a person are left out.';

/** Utah (issue 15): the Expungement Act (Title 77, Chapter 40a), including the Clean Slate law. */
export const UT: RuleSet = {
  code: 'UT',
  name: 'Utah',
  rules: [
    {
      id: 'ut-non-conviction',
      remedy: 'expungement',
      summary:
        'Utah lets you ask the court to expunge an arrest or charge that did not lead to a conviction, once no charge is pending and the time to refile has passed.',
      outcome: 'possibly',
      caveats: [CERTIFICATE],
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted', 'diversion_completed'],
      pendingCase: 'disqualifies',
      laterConviction: 'no_effect',
      statutes: [ARREST],
    },
    {
      id: 'ut-misdemeanor',
      remedy: 'expungement',
      summary:
        'Utah lets you ask the court to expunge a class C misdemeanor or an infraction three years after the conviction or release, whichever was later.',
      outcome: 'possibly',
      caveats: [
        CERTIFICATE,
        'A class B misdemeanor waits four years and a class A misdemeanor five; there is a limit on how many convictions you can have in total.',
      ],
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      excludedCategories: ['sex_offence'],
      exclusionReason: 'Utah does not expunge offences that need sex-offender registration (Utah Code 77-40a-303).',
      wait: { years: 3, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'disqualifies',
      laterConviction: 'may_disqualify',
      statutes: [CONVICTION],
    },
    {
      id: 'ut-felony',
      remedy: 'expungement',
      summary:
        'Utah lets you ask the court to expunge a felony seven years after the conviction or release, whichever was later.',
      outcome: 'possibly',
      caveats: [
        CERTIFICATE,
        'Felony driving under the influence waits ten years; there is a limit on felonies in total.',
      ],
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['sex_offence'],
      exclusionReason:
        'Utah does not expunge capital or first-degree violent felonies, automobile homicide or offences that need sex-offender registration (Utah Code 77-40a-303).',
      categoryCaveats: {
        violent: 'A first-degree violent felony cannot be expunged.',
        dui: 'Felony driving under the influence waits ten years.',
      },
      wait: { years: 7, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'disqualifies',
      laterConviction: 'may_disqualify',
      statutes: [CONVICTION],
    },
  ],
  automatic: [
    {
      id: 'ut-auto-non-conviction',
      text: 'Utah’s Clean Slate law expunges on its own a case that ended in acquittal on every charge (the courts aim for 60 days after) or was dismissed with prejudice (180 days after); a dismissal without prejudice only in some cases. Since 1 January 2026 no request form is needed.',
      dispositions: ['dismissed', 'acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [AUTOMATIC_PROCESS],
    },
    {
      id: 'ut-auto-infraction',
      text: `Utah’s Clean Slate law expunges a class C misdemeanor or infraction conviction on its own five years after the conviction, with no new conviction, no open case and no prison, probation or parole under the Department of Corrections, unless the prosecutor objects. ${AUTO_LEFT_OUT}`,
      dispositions: ['convicted'],
      chargeLevels: ['infraction'],
      excludedCategories: ['dui', 'domestic_violence', 'sex_offence', 'violent'],
      wait: { years: 5, from: 'disposition' },
      pendingCase: 'disqualifies',
      laterConviction: 'restarts_wait',
      statutes: [AUTOMATIC, AUTOMATIC_PROCESS],
    },
    {
      id: 'ut-auto-misdemeanor',
      text: `Utah’s Clean Slate law expunges a class B misdemeanor conviction on its own six years after the conviction (a class C five years, a misdemeanor drug possession seven), with no new conviction, no open case and no prison, probation or parole under the Department of Corrections, unless the prosecutor objects; class A misdemeanors other than drug possession are left out. ${AUTO_LEFT_OUT}`,
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['dui', 'domestic_violence', 'sex_offence', 'violent'],
      wait: { years: 6, from: 'disposition' },
      pendingCase: 'disqualifies',
      laterConviction: 'restarts_wait',
      statutes: [AUTOMATIC, AUTOMATIC_PROCESS],
    },
  ],
  noAutomaticText:
    'Utah’s Clean Slate law does not expunge this case on its own as you described it (felonies, for example, are left out); a petition is needed.',
  noRuleText:
    'Utah does not expunge this case as you described it; a pardon from the Board of Pardons and Parole may remain.',
  statutes: [CONVICTION],
};
