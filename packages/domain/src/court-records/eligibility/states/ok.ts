import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const TITLE_22 = 'https://www.oscn.net/applications/oscn/index.asp?ftdb=STOKST22&level=1';
const CATEGORIES: Statute = {
  citation: 'Okla. Stat. tit. 22, § 18',
  title: 'Expungement of records: persons authorized',
  url: TITLE_22,
  lastChecked: '2026-11-24',
};
const PROCEDURE: Statute = {
  citation: 'Okla. Stat. tit. 22, § 19',
  title: 'Expungement procedure, including Clean Slate expungement without a petition',
  url: TITLE_22,
  lastChecked: '2026-11-24',
};
const CLEAN_SLATE: Statute = {
  ...PROCEDURE,
  url: 'https://www.oklahoma.gov/osbi/services/information-services-division/clean-slate-initiative.html',
};

const HEARING =
  'The court holds a hearing and grants it if the harm the record does you outweighs the public’s interest in it.';
const NO_FELONY = 'Only if you have never been convicted of a felony and no charge is pending against you.';
const STAGED =
  'The Oklahoma State Bureau of Investigation is bringing the Clean Slate system in stages, and the prosecutor may object; until it reaches your record, a petition is still the way.';

/** Oklahoma (issue 15): expungement under 22 O.S. § 18 and the Clean Slate law (HB 3316, 2022). */
export const OK: RuleSet = {
  code: 'OK',
  name: 'Oklahoma',
  rules: [
    {
      id: 'ok-acquitted',
      remedy: 'expungement',
      summary: 'Oklahoma lets you ask the court to expunge (seal) the records of a charge that ended in an acquittal.',
      outcome: 'possibly',
      caveats: [HEARING],
      dispositions: ['acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [CATEGORIES, PROCEDURE],
    },
    {
      id: 'ok-not-charged',
      remedy: 'expungement',
      summary:
        'Oklahoma lets you ask the court to expunge an arrest when no charge was filed and the time limit to charge has run out or the prosecutor declined.',
      outcome: 'possibly',
      caveats: [HEARING],
      dispositions: ['no_charges_filed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [CATEGORIES, PROCEDURE],
    },
    {
      id: 'ok-dismissed',
      remedy: 'expungement',
      summary:
        'Oklahoma lets you ask the court to expunge dismissed charges once the time limit to refile has passed or the prosecutor confirms they will not be refiled.',
      outcome: 'possibly',
      caveats: [NO_FELONY, HEARING],
      dispositions: ['dismissed'],
      pendingCase: 'disqualifies',
      laterConviction: 'may_disqualify',
      statutes: [CATEGORIES, PROCEDURE],
    },
    {
      id: 'ok-deferred-misdemeanor',
      remedy: 'expungement',
      summary:
        'Oklahoma lets you ask the court to expunge a misdemeanor dismissed after a deferred sentence one year after the dismissal.',
      outcome: 'possibly',
      caveats: [NO_FELONY, HEARING],
      dispositions: ['diversion_completed'],
      chargeLevels: ['infraction', 'misdemeanor'],
      wait: { years: 1, from: 'disposition' },
      pendingCase: 'disqualifies',
      laterConviction: 'may_disqualify',
      statutes: [CATEGORIES, PROCEDURE],
    },
    {
      id: 'ok-deferred-felony',
      remedy: 'expungement',
      summary: 'Oklahoma lets you ask the court to expunge a nonviolent felony dismissed after a deferred sentence.',
      outcome: 'possibly',
      caveats: [
        'The wait after the dismissal depends on the offence and your other record; violent felonies are left out.',
        HEARING,
      ],
      dispositions: ['diversion_completed'],
      chargeLevels: ['felony'],
      excludedCategories: ['violent', 'sex_offence'],
      exclusionReason: 'Oklahoma does not expunge violent felonies or offences that need sex-offender registration.',
      pendingCase: 'disqualifies',
      laterConviction: 'may_disqualify',
      statutes: [CATEGORIES, PROCEDURE],
    },
    {
      id: 'ok-misdemeanor',
      remedy: 'expungement',
      summary:
        'Oklahoma lets you ask the court to expunge a misdemeanor conviction five years after your last misdemeanor sentence ended (at once when it was a fine of $500 or less with no jail).',
      outcome: 'possibly',
      caveats: [NO_FELONY, HEARING],
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      wait: { years: 5, from: 'sentence_completed' },
      pendingCase: 'disqualifies',
      laterConviction: 'restarts_wait',
      statutes: [CATEGORIES, PROCEDURE],
    },
    {
      id: 'ok-felony',
      remedy: 'expungement',
      summary:
        'Oklahoma lets you ask the court to expunge one nonviolent felony conviction five years after the sentence was completed.',
      outcome: 'possibly',
      caveats: [
        'Only with no other felony and no misdemeanor in the last seven years; two nonviolent felonies wait ten years.',
        HEARING,
      ],
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['violent', 'sex_offence'],
      exclusionReason: 'Oklahoma does not expunge violent felonies or offences that need sex-offender registration.',
      wait: { years: 5, from: 'sentence_completed' },
      pendingCase: 'disqualifies',
      laterConviction: 'may_disqualify',
      statutes: [CATEGORIES, PROCEDURE],
    },
  ],
  automatic: [
    {
      id: 'ok-auto-non-conviction',
      text: `Oklahoma’s Clean Slate law expunges on its own an acquittal, an arrest with no charge filed, and dismissed charges that can no longer be refiled. ${STAGED}`,
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [CLEAN_SLATE],
    },
    {
      id: 'ok-auto-deferred-misdemeanor',
      text: `Oklahoma’s Clean Slate law expunges on its own a misdemeanor dismissed after a deferred sentence, one year after the dismissal, with no felony and no pending charge. ${STAGED}`,
      dispositions: ['diversion_completed'],
      chargeLevels: ['infraction', 'misdemeanor'],
      wait: { years: 1, from: 'disposition' },
      pendingCase: 'disqualifies',
      laterConviction: 'may_disqualify',
      statutes: [CLEAN_SLATE],
    },
    {
      id: 'ok-auto-misdemeanor',
      text: `Oklahoma’s Clean Slate law expunges on its own a misdemeanor conviction five years after the last misdemeanor sentence ended, with no felony and no pending charge. ${STAGED}`,
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      wait: { years: 5, from: 'sentence_completed' },
      pendingCase: 'disqualifies',
      laterConviction: 'restarts_wait',
      statutes: [CLEAN_SLATE],
    },
  ],
  noAutomaticText:
    'Oklahoma’s Clean Slate law does not expunge this case on its own as you described it; a petition is needed.',
  noRuleText:
    'Oklahoma does not expunge this case as you described it; a full pardon from the governor, after which expungement is possible, may remain.',
  statutes: [CATEGORIES],
};
