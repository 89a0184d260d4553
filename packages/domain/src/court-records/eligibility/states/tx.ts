import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const EXPUNCTION: Statute = {
  citation: 'Tex. Code Crim. Proc. ch. 55A (formerly art. 55.01)',
  title: 'Expunction of criminal records',
  url: 'https://statutes.capitol.texas.gov/Docs/CR/htm/CR.55A.htm',
  lastChecked: '2026-11-24',
};
const nondisclosure = (section: string, title: string): Statute => ({
  citation: `Tex. Gov't Code § ${section}`,
  title,
  url: `https://statutes.capitol.texas.gov/Docs/GV/htm/GV.411.htm#${section}`,
  lastChecked: '2026-11-24',
});
const AUTOMATIC_NONDISCLOSURE = nondisclosure(
  '411.072',
  'Order of nondisclosure without a petition after deferred adjudication',
);
const DEFERRED_NONDISCLOSURE = nondisclosure('411.0725', 'Order of nondisclosure after deferred adjudication');
const CONVICTION_NONDISCLOSURE = nondisclosure('411.0735', 'Order of nondisclosure after a misdemeanor conviction');
const DWI_NONDISCLOSURE = nondisclosure(
  '411.0736',
  'Order of nondisclosure after a first driving-while-intoxicated conviction',
);
const EXCLUDED = nondisclosure('411.074', 'Offences that cannot get an order of nondisclosure');

const NONDISCLOSURE_EXCLUSION =
  'Texas gives no order of nondisclosure for family violence, offences needing sex-offender registration, murder and some other offences (Government Code 411.074).';
const FIRST_OFFENCE =
  'Only for someone never convicted of, or given deferred adjudication for, another offence other than a fine-only traffic offence.';

/** Texas (issue 15): expunction for cases without a conviction, orders of nondisclosure for the rest. */
export const TX: RuleSet = {
  code: 'TX',
  name: 'Texas',
  rules: [
    {
      id: 'tx-acquitted',
      remedy: 'expungement',
      summary: 'In Texas, a person acquitted at trial is entitled to have the arrest expunged.',
      outcome: 'likely',
      dispositions: ['acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [EXPUNCTION],
    },
    {
      id: 'tx-not-charged-class-c',
      remedy: 'expungement',
      summary:
        'In Texas, an arrest for a fine-only (Class C) offence that led to no charge can be expunged 180 days after the arrest.',
      outcome: 'likely',
      dispositions: ['no_charges_filed'],
      chargeLevels: ['infraction'],
      wait: { days: 180, from: 'offence' },
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [EXPUNCTION],
    },
    {
      id: 'tx-not-charged-misdemeanor',
      remedy: 'expungement',
      summary:
        'In Texas, a misdemeanor arrest that led to no charge can be expunged one year after the arrest, with no community supervision ordered.',
      outcome: 'likely',
      dispositions: ['no_charges_filed'],
      chargeLevels: ['misdemeanor'],
      wait: { years: 1, from: 'offence' },
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [EXPUNCTION],
    },
    {
      id: 'tx-not-charged-felony',
      remedy: 'expungement',
      summary: 'In Texas, a felony arrest that led to no charge can be expunged three years after the arrest.',
      outcome: 'possibly',
      caveats: ['The prosecutor can keep the records if they are still needed for an investigation.'],
      dispositions: ['no_charges_filed'],
      chargeLevels: ['felony'],
      wait: { years: 3, from: 'offence' },
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [EXPUNCTION],
    },
    {
      id: 'tx-dismissed-misdemeanor',
      remedy: 'expungement',
      summary:
        'In Texas, a dismissed misdemeanor can be expunged once the two-year time limit to charge it again has passed.',
      outcome: 'possibly',
      caveats: [
        'It can be sooner if the court finds the charge was dismissed for a mistake, false information or no probable cause; a dismissal after deferred adjudication does not qualify.',
      ],
      dispositions: ['dismissed'],
      chargeLevels: ['infraction', 'misdemeanor'],
      wait: { years: 2, from: 'offence' },
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [EXPUNCTION],
    },
    {
      id: 'tx-dismissed-felony',
      remedy: 'expungement',
      summary: 'In Texas, a dismissed felony can be expunged once the time limit to charge it again has passed.',
      outcome: 'possibly',
      caveats: [
        'Most felonies have a time limit of three years or more, and some have none; a dismissal after deferred adjudication does not qualify.',
      ],
      dispositions: ['dismissed'],
      chargeLevels: ['felony'],
      wait: { years: 3, from: 'offence' },
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [EXPUNCTION],
    },
    {
      id: 'tx-pretrial-intervention',
      remedy: 'expungement',
      summary: 'In Texas, a case dismissed after a completed pretrial intervention program can be expunged.',
      outcome: 'possibly',
      caveats: [
        'If the program was deferred adjudication (a plea with community supervision), expunction is closed and an order of nondisclosure is the route instead.',
      ],
      dispositions: ['diversion_completed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [EXPUNCTION],
    },
    {
      id: 'tx-deferred-misdemeanor',
      remedy: 'sealing',
      summary:
        'In Texas, after deferred adjudication for a misdemeanor you can ask the court for an order of nondisclosure, which hides the record from the public.',
      outcome: 'possibly',
      caveats: [FIRST_OFFENCE],
      dispositions: ['diversion_completed'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['sex_offence', 'domestic_violence'],
      exclusionReason: NONDISCLOSURE_EXCLUSION,
      categoryCaveats: { violent: 'Assault and some other offences wait two years after the discharge.' },
      pendingCase: 'no_effect',
      laterConviction: 'may_disqualify',
      statutes: [DEFERRED_NONDISCLOSURE, EXCLUDED],
    },
    {
      id: 'tx-deferred-felony',
      remedy: 'sealing',
      summary:
        'In Texas, five years after deferred adjudication for a felony is discharged you can ask the court for an order of nondisclosure.',
      outcome: 'possibly',
      caveats: [FIRST_OFFENCE],
      dispositions: ['diversion_completed'],
      chargeLevels: ['felony'],
      excludedCategories: ['sex_offence', 'domestic_violence'],
      exclusionReason: NONDISCLOSURE_EXCLUSION,
      wait: { years: 5, from: 'disposition' },
      pendingCase: 'no_effect',
      laterConviction: 'disqualifies_within_wait',
      statutes: [DEFERRED_NONDISCLOSURE, EXCLUDED],
    },
    {
      id: 'tx-conviction-misdemeanor',
      remedy: 'sealing',
      summary:
        'In Texas, after a first misdemeanor conviction you can ask the court for an order of nondisclosure once the sentence is completed.',
      outcome: 'possibly',
      caveats: [FIRST_OFFENCE],
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      excludedCategories: ['sex_offence', 'domestic_violence', 'dui', 'violent'],
      exclusionReason: NONDISCLOSURE_EXCLUSION,
      categoryCaveats: { other: 'Some offences (weapons, public order) wait two years after the sentence.' },
      wait: { from: 'sentence_completed' },
      pendingCase: 'no_effect',
      laterConviction: 'disqualifies',
      statutes: [CONVICTION_NONDISCLOSURE, EXCLUDED],
    },
    {
      id: 'tx-conviction-misdemeanor-assault',
      remedy: 'sealing',
      summary:
        'In Texas, after a first misdemeanor conviction for assault or a similar offence you can ask for an order of nondisclosure two years after the sentence is completed.',
      outcome: 'possibly',
      caveats: [FIRST_OFFENCE, 'Assault involving family violence cannot get an order of nondisclosure.'],
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      offenceCategories: ['violent'],
      wait: { years: 2, from: 'sentence_completed' },
      pendingCase: 'no_effect',
      laterConviction: 'disqualifies_within_wait',
      statutes: [CONVICTION_NONDISCLOSURE, EXCLUDED],
    },
    {
      id: 'tx-conviction-dwi',
      remedy: 'sealing',
      summary:
        'In Texas, after a first driving-while-intoxicated conviction you can ask for an order of nondisclosure two years after the sentence if an ignition interlock was used for six months, otherwise three years.',
      outcome: 'possibly',
      caveats: ['Not when the alcohol level was 0.15 or more or someone was hurt.'],
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      offenceCategories: ['dui'],
      wait: { years: 2, from: 'sentence_completed' },
      pendingCase: 'no_effect',
      laterConviction: 'disqualifies_within_wait',
      statutes: [DWI_NONDISCLOSURE],
    },
  ],
  automatic: [
    {
      id: 'tx-auto-deferred-misdemeanor',
      text: 'Texas courts issue an order of nondisclosure on their own, without a petition, when deferred adjudication for a first misdemeanor ends; assault, family violence, weapons and some other offences are left out.',
      dispositions: ['diversion_completed'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['violent', 'sex_offence', 'domestic_violence', 'dui'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [AUTOMATIC_NONDISCLOSURE],
    },
  ],
  noAutomaticText:
    'Texas seals a record on its own only after deferred adjudication for some first misdemeanors; for this case a petition is needed.',
  noRuleText:
    'Texas does not expunge or seal a felony conviction, or the offences its law leaves out; a pardon is the route that remains.',
  statutes: [EXPUNCTION, EXCLUDED],
};
