import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const section = (number: string, title: string): Statute => ({
  citation: `Ohio Rev. Code § ${number}`,
  title,
  url: `https://codes.ohio.gov/ohio-revised-code/section-${number}`,
  lastChecked: '2026-11-24',
});

const CONVICTION = section('2953.32', 'Sealing or expungement of conviction record');
const NON_CONVICTION = section(
  '2953.33',
  'Sealing or expungement of records after not guilty finding, dismissal or no bill',
);

const WEIGHED =
  'The judge weighs your interest in having the record sealed against the government’s need to keep it, and the prosecutor can object.';
const EXCLUDED =
  'Ohio does not seal convictions for offences of violence (apart from a few misdemeanors), sex offences that need registration, or operating a vehicle while impaired (Ohio Revised Code 2953.32(A)).';
const LATER_EXPUNGEMENT =
  'After a longer wait the record can be expunged (destroyed) instead of sealed; the court can tell you when.';

/** Ohio (issue 15): sealing and expungement after 2023's Senate Bill 288. */
export const OH: RuleSet = {
  code: 'OH',
  name: 'Ohio',
  rules: [
    {
      id: 'oh-non-conviction',
      remedy: 'sealing',
      summary:
        'Ohio lets you ask the court to seal (or expunge) a case that ended in a not-guilty finding, a dismissal or no indictment.',
      outcome: 'possibly',
      caveats: [WEIGHED, 'When a grand jury returned no bill, you wait two years from that day.'],
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted', 'diversion_completed'],
      pendingCase: 'may_disqualify',
      laterConviction: 'no_effect',
      statutes: [NON_CONVICTION],
    },
    {
      id: 'oh-minor-misdemeanor',
      remedy: 'sealing',
      summary: 'Ohio lets you ask the court to seal a minor misdemeanor conviction six months after final discharge.',
      outcome: 'possibly',
      caveats: [WEIGHED, LATER_EXPUNGEMENT],
      dispositions: ['convicted'],
      chargeLevels: ['infraction'],
      excludedCategories: ['dui', 'sex_offence'],
      exclusionReason: EXCLUDED,
      wait: { months: 6, from: 'sentence_completed' },
      pendingCase: 'disqualifies',
      laterConviction: 'may_disqualify',
      statutes: [CONVICTION],
    },
    {
      id: 'oh-misdemeanor',
      remedy: 'sealing',
      summary: 'Ohio lets you ask the court to seal a misdemeanor conviction one year after final discharge.',
      outcome: 'possibly',
      caveats: [WEIGHED, LATER_EXPUNGEMENT],
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['dui', 'sex_offence', 'domestic_violence'],
      exclusionReason: EXCLUDED,
      categoryCaveats: {
        violent:
          'Of the offences of violence, only first-degree misdemeanor assault, riot, inciting to violence and inducing panic can be sealed.',
      },
      wait: { years: 1, from: 'sentence_completed' },
      pendingCase: 'disqualifies',
      laterConviction: 'may_disqualify',
      statutes: [CONVICTION],
    },
    {
      id: 'oh-felony',
      remedy: 'sealing',
      summary:
        'Ohio lets you ask the court to seal a fourth- or fifth-degree felony conviction one year after final discharge, and a third-degree felony after three years.',
      outcome: 'possibly',
      caveats: [
        WEIGHED,
        'First- and second-degree felonies cannot be sealed, and a third-degree felony waits three years.',
        LATER_EXPUNGEMENT,
      ],
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['dui', 'sex_offence', 'domestic_violence', 'violent'],
      exclusionReason: EXCLUDED,
      wait: { years: 1, from: 'sentence_completed' },
      pendingCase: 'disqualifies',
      laterConviction: 'may_disqualify',
      statutes: [CONVICTION],
    },
  ],
  automatic: [],
  noAutomaticText: 'Ohio has no law that seals records on its own; a petition to the court is needed.',
  noRuleText:
    'Ohio does not seal or expunge this conviction as you described it; a pardon from the governor or a certificate of qualification for employment may remain.',
  statutes: [CONVICTION],
};
