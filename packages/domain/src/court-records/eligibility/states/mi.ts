import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const section = (number: string, title: string): Statute => ({
  citation: `Mich. Comp. Laws § ${number}`,
  title,
  url: `https://www.legislature.mi.gov/Laws/MCL?objectName=mcl-${number}`,
  lastChecked: '2026-11-24',
});

const SET_ASIDE = section('780.621', 'Application to set aside conviction');
const AUTOMATIC = section('780.621g', 'Automatic setting aside of convictions');
const ARREST_RECORDS = section('28.243', 'Fingerprints and arrest records; destruction after dismissal or acquittal');
const DEFERRAL = section('771.1', 'Probation and deferred sentences; nonpublic records after discharge');

const COURT =
  'The judge decides whether setting the conviction aside is consistent with the public welfare, and the prosecutor and any victim can object.';
const AUTOMATIC_LEFT_OUT =
  'Assaultive crimes, serious misdemeanors, crimes of dishonesty, sex offences, operating while intoxicated and offences punishable by ten years or more are left out.';

/** Michigan (issue 15): setting a conviction aside on application, and the Clean Slate law that does it on its own. */
export const MI: RuleSet = {
  code: 'MI',
  name: 'Michigan',
  rules: [
    {
      id: 'mi-non-conviction',
      remedy: 'expungement',
      summary:
        'In Michigan, when a charge is dismissed or you are acquitted, the State Police must destroy your fingerprints and arrest record.',
      outcome: 'possibly',
      caveats: [
        'Some offences (such as criminal sexual conduct or child abuse) are kept, and the court file itself can stay public unless a court orders otherwise.',
      ],
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [ARREST_RECORDS],
    },
    {
      id: 'mi-deferral',
      remedy: 'sealing',
      summary:
        'In Michigan, completing a deferral (such as the Holmes Youthful Trainee Act or a first drug offence deferral) ends the case without a conviction and makes the record nonpublic.',
      outcome: 'possibly',
      caveats: ['Which statute applies depends on the program the court used.'],
      dispositions: ['diversion_completed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [DEFERRAL],
    },
    {
      id: 'mi-set-aside-misdemeanor',
      remedy: 'set_aside',
      summary:
        'Michigan lets you ask the court to set aside misdemeanor convictions three years after the sentence, probation, parole or prison ended, whichever was last.',
      outcome: 'possibly',
      caveats: [COURT, 'A serious misdemeanor waits five years.'],
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      categoryCaveats: {
        dui: 'Only a first drunk-driving offence can be set aside, five years after the sentence.',
        sex_offence: 'Some sex offences cannot be set aside.',
        domestic_violence: 'Domestic violence convictions can be set aside only in limited cases.',
      },
      wait: { years: 3, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'may_disqualify',
      laterConviction: 'may_disqualify',
      statutes: [SET_ASIDE],
    },
    {
      id: 'mi-set-aside-felony',
      remedy: 'set_aside',
      summary:
        'Michigan lets you ask the court to set aside one felony conviction five years after the sentence, probation, parole or prison ended, whichever was last.',
      outcome: 'possibly',
      caveats: [
        COURT,
        'More than one felony waits seven years, at most three felonies can be set aside, and offences punishable by life cannot.',
      ],
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      categoryCaveats: {
        sex_offence: 'Most criminal sexual conduct convictions cannot be set aside.',
        violent: 'Assaultive crimes are limited to two set aside in a lifetime.',
        domestic_violence: 'Domestic violence convictions can be set aside only in limited cases.',
      },
      wait: { years: 5, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'may_disqualify',
      laterConviction: 'may_disqualify',
      statutes: [SET_ASIDE],
    },
  ],
  automatic: [
    {
      id: 'mi-auto-misdemeanor',
      text: `Michigan’s Clean Slate law sets aside up to four misdemeanor convictions on its own seven years after sentencing or release from jail, with no new conviction and no open case. ${AUTOMATIC_LEFT_OUT}`,
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      excludedCategories: ['violent', 'sex_offence', 'domestic_violence', 'dui'],
      categoryCaveats: {
        property: 'Crimes of dishonesty (fraud, forgery and some theft) are left out.',
      },
      wait: { years: 7, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'disqualifies',
      laterConviction: 'restarts_wait',
      statutes: [AUTOMATIC],
    },
    {
      id: 'mi-auto-felony',
      text: `Michigan’s Clean Slate law sets aside up to two felony convictions on its own ten years after sentencing or release from prison, with no new conviction and no open case. ${AUTOMATIC_LEFT_OUT}`,
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['violent', 'sex_offence', 'domestic_violence', 'dui'],
      categoryCaveats: {
        property: 'Crimes of dishonesty (fraud, forgery and some theft) are left out.',
        drug: 'Drug felonies punishable by ten years or more are left out.',
      },
      wait: { years: 10, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'disqualifies',
      laterConviction: 'restarts_wait',
      statutes: [AUTOMATIC],
    },
  ],
  noAutomaticText:
    'Michigan’s Clean Slate law (Mich. Comp. Laws 780.621g) does not set this case aside on its own as you described it.',
  noRuleText: 'None of Michigan’s routes covers this case as you described it; a governor’s pardon may remain.',
  statutes: [SET_ASIDE],
};
