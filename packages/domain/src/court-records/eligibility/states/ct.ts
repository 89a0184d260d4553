import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const ERASURE: Statute = {
  citation: 'Conn. Gen. Stat. § 54-142a',
  title: 'Erasure of criminal records, including Clean Slate erasure of convictions',
  url: 'https://www.cga.ct.gov/current/pub/chap_961a.htm#sec_54-142a',
  lastChecked: '2026-11-24',
};
const PARDON: Statute = {
  citation: 'Conn. Gen. Stat. § 54-130a',
  title: 'Pardons, including absolute pardons that erase the record',
  url: 'https://portal.ct.gov/bopp/pardons-division/pardons/pardons-information',
  lastChecked: '2026-11-24',
};

const BOARD =
  'The Board of Pardons and Paroles decides; it looks at your record since the conviction, and a case still open can hold it up.';
const CLEAN_SLATE_LEFT_OUT =
  'Family violence crimes, sex offences and some other listed offences are left out, and the sentence (including probation and parole) must be completed. Offences before 1 January 2000 need a petition instead.';

/** Connecticut (issue 15): erasure on a favourable end, Clean Slate erasure of convictions, and absolute pardons. */
export const CT: RuleSet = {
  code: 'CT',
  name: 'Connecticut',
  rules: [
    {
      id: 'ct-acquitted',
      remedy: 'expungement',
      summary:
        'In Connecticut, the records of a charge that ended in a not-guilty finding are erased on their own once the time to appeal has passed.',
      outcome: 'likely',
      dispositions: ['acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [ERASURE],
    },
    {
      id: 'ct-dismissed',
      remedy: 'expungement',
      summary:
        'In Connecticut, the records of a dismissed charge are erased on their own; a charge the prosecutor dropped (a nolle) is erased thirteen months later.',
      outcome: 'possibly',
      caveats: ['If the charge was dropped by a nolle, the erasure comes thirteen months after it was entered.'],
      dispositions: ['no_charges_filed', 'dismissed', 'diversion_completed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [ERASURE],
    },
    {
      id: 'ct-pardon-misdemeanor',
      remedy: 'expungement',
      summary:
        'In Connecticut you can apply for an absolute pardon, which erases a misdemeanor conviction, three years after the conviction.',
      outcome: 'possibly',
      caveats: [BOARD],
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      wait: { years: 3, from: 'disposition' },
      pendingCase: 'may_disqualify',
      laterConviction: 'may_disqualify',
      statutes: [PARDON],
    },
    {
      id: 'ct-pardon-felony',
      remedy: 'expungement',
      summary:
        'In Connecticut you can apply for an absolute pardon, which erases a felony conviction, five years after the conviction.',
      outcome: 'possibly',
      caveats: [BOARD],
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      wait: { years: 5, from: 'disposition' },
      pendingCase: 'may_disqualify',
      laterConviction: 'may_disqualify',
      statutes: [PARDON],
    },
  ],
  automatic: [
    {
      id: 'ct-auto-non-conviction',
      text: 'Connecticut erases the records on its own when a charge is dismissed or ends in a not-guilty finding, and thirteen months after a nolle.',
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted', 'diversion_completed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [ERASURE],
    },
    {
      id: 'ct-auto-misdemeanor',
      text: `Connecticut’s Clean Slate law erases a misdemeanor conviction on its own seven years after your most recent conviction. ${CLEAN_SLATE_LEFT_OUT}`,
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['domestic_violence', 'sex_offence'],
      dispositionOnOrAfter: '2000-01-01',
      wait: { years: 7, from: 'disposition' },
      pendingCase: 'no_effect',
      laterConviction: 'restarts_wait',
      statutes: [ERASURE],
    },
    {
      id: 'ct-auto-felony',
      text: `Connecticut’s Clean Slate law erases a class D or E felony, or an unclassified felony punishable by five years or less, on its own ten years after your most recent conviction; class A, B and C felonies are left out. ${CLEAN_SLATE_LEFT_OUT}`,
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['domestic_violence', 'sex_offence'],
      dispositionOnOrAfter: '2000-01-01',
      wait: { years: 10, from: 'disposition' },
      pendingCase: 'no_effect',
      laterConviction: 'restarts_wait',
      statutes: [ERASURE],
    },
  ],
  noAutomaticText:
    'Connecticut’s Clean Slate law (Conn. Gen. Stat. 54-142a(e)) does not erase this case on its own as you described it; an absolute pardon is the route.',
  noRuleText: 'Connecticut has no route for this case as you described it other than a pardon.',
  statutes: [PARDON],
};
