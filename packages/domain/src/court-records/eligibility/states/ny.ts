import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const section = (number: string, title: string): Statute => ({
  citation: `N.Y. Crim. Proc. Law § ${number}`,
  title,
  url: `https://www.nysenate.gov/legislation/laws/CPL/${number}`,
  lastChecked: '2026-11-24',
});

const FAVOURABLE = section('160.50', 'Order upon termination of criminal action in favor of the accused');
const VIOLATION = section('160.55', 'Order upon termination of criminal action by conviction for noncriminal offense');
const CLEAN_SLATE = section('160.57', 'Automatic sealing of certain convictions (Clean Slate Act)');
const DIVERSION = section(
  '160.58',
  'Conditional sealing of certain controlled substance, marihuana or specified offense convictions',
);
const PETITION = section('160.59', 'Sealing of certain convictions');

const PETITION_LIMITS =
  'At most two convictions can be sealed this way, no more than one of them a felony, and the judge weighs your application. If you were in prison, the ten years run from your release.';
const PETITION_EXCLUDED =
  'New York does not seal sex offences, Class A felonies or violent felony offences on application (Criminal Procedure Law 160.59).';

/** New York (issue 15): sealing on a favourable end, on application (160.59), and the Clean Slate Act (160.57). */
export const NY: RuleSet = {
  code: 'NY',
  name: 'New York',
  rules: [
    {
      id: 'ny-favourable',
      remedy: 'sealing',
      summary:
        'In New York a criminal case that ends in your favour (no charge, a dismissal or an acquittal) is sealed when it ends, with no petition.',
      outcome: 'likely',
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [FAVOURABLE],
    },
    {
      id: 'ny-diversion',
      remedy: 'sealing',
      summary:
        'In New York, completing judicial diversion or a similar drug program lets the court seal the case and up to three earlier minor drug convictions.',
      outcome: 'possibly',
      caveats: [
        'Which rule applies depends on the program: an adjournment in contemplation of dismissal is sealed as a dismissal, other programs at the court’s discretion.',
      ],
      dispositions: ['diversion_completed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [DIVERSION, FAVOURABLE],
    },
    {
      id: 'ny-violation',
      remedy: 'sealing',
      summary:
        'In New York a conviction for a violation or traffic infraction (not a crime) is sealed when the case ends, with no petition.',
      outcome: 'likely',
      dispositions: ['convicted'],
      chargeLevels: ['infraction'],
      excludedCategories: ['dui'],
      exclusionReason:
        'New York does not seal a conviction for driving while ability impaired the way it seals other violations.',
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [VIOLATION],
    },
    {
      id: 'ny-petition-misdemeanor',
      remedy: 'sealing',
      summary:
        'New York lets you ask the court to seal a misdemeanor conviction ten years after the sentence was imposed.',
      outcome: 'possibly',
      caveats: [PETITION_LIMITS],
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['sex_offence'],
      exclusionReason: PETITION_EXCLUDED,
      wait: { years: 10, from: 'disposition' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies',
      statutes: [PETITION],
    },
    {
      id: 'ny-petition-felony',
      remedy: 'sealing',
      summary: 'New York lets you ask the court to seal a felony conviction ten years after the sentence was imposed.',
      outcome: 'possibly',
      caveats: [PETITION_LIMITS, 'Class A felonies cannot be sealed this way.'],
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['sex_offence', 'violent'],
      exclusionReason: PETITION_EXCLUDED,
      wait: { years: 10, from: 'disposition' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies',
      statutes: [PETITION],
    },
  ],
  automatic: [
    {
      id: 'ny-auto-favourable',
      text: 'New York seals a case that ended in your favour on its own when it ends.',
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [FAVOURABLE],
    },
    {
      id: 'ny-auto-violation',
      text: 'New York seals a conviction for a violation or traffic infraction on its own when the case ends (not driving while ability impaired).',
      dispositions: ['convicted'],
      chargeLevels: ['infraction'],
      excludedCategories: ['dui'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [VIOLATION],
    },
    {
      id: 'ny-auto-clean-slate-misdemeanor',
      text: 'New York’s Clean Slate Act seals a misdemeanor conviction on its own three years after sentencing (or release from prison), with no new conviction, no open case and no probation or parole left; sex offences are left out. The state has until November 2027 to seal older records.',
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['sex_offence'],
      wait: { years: 3, from: 'disposition' },
      pendingCase: 'disqualifies',
      laterConviction: 'restarts_wait',
      statutes: [CLEAN_SLATE],
    },
    {
      id: 'ny-auto-clean-slate-felony',
      text: 'New York’s Clean Slate Act seals a felony conviction on its own eight years after sentencing (or release from prison), with no new conviction, no open case and no probation or parole left; sex offences and most Class A felonies are left out. The state has until November 2027 to seal older records.',
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['sex_offence'],
      wait: { years: 8, from: 'disposition' },
      pendingCase: 'disqualifies',
      laterConviction: 'restarts_wait',
      statutes: [CLEAN_SLATE],
    },
  ],
  noAutomaticText:
    'New York’s automatic sealing laws (Criminal Procedure Law 160.50, 160.55 and 160.57) do not cover this case as you described it.',
  noRuleText:
    'None of New York’s sealing routes covers this case as you described it; a certificate of relief from disabilities, a certificate of good conduct or a pardon may remain.',
  statutes: [PETITION, CLEAN_SLATE],
};
