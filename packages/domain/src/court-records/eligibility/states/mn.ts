import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const section = (number: string, title: string): Statute => ({
  citation: `Minn. Stat. § ${number}`,
  title,
  url: `https://www.revisor.mn.gov/statutes/cite/${number}`,
  lastChecked: '2026-11-24',
});

const AUTOMATIC = section('609A.015', 'Automatic expungement of records (Clean Slate)');
const GROUNDS = section('609A.02', 'Grounds for an order of expungement');
const PETITION = section('609A.03', 'Petition to expunge criminal records');

const BALANCING =
  'The court grants it only if sealing benefits you in a way that outweighs the public’s interest, and the prosecutor and any victim can object.';
const AUTO_LEFT_OUT =
  'Offences needing sex-offender registration and domestic violence offences are left out, and no charge may be open at the end of the wait.';
const EXCLUDED = 'Minnesota does not expunge offences that need sex-offender registration on these grounds.';

/** Minnesota (issue 15): expungement by petition (609A.02–.03) and the Clean Slate Act's automatic expungement (609A.015). */
export const MN: RuleSet = {
  code: 'MN',
  name: 'Minnesota',
  rules: [
    {
      id: 'mn-favour',
      remedy: 'expungement',
      summary:
        'Minnesota lets you ask the court to expunge (seal) a case that ended in your favour: no charge, a dismissal or an acquittal.',
      outcome: 'possibly',
      caveats: ['The court grants it unless an agency shows that keeping the record outweighs the harm to you.'],
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [GROUNDS, PETITION],
    },
    {
      id: 'mn-diversion',
      remedy: 'expungement',
      summary:
        'Minnesota lets you ask the court to expunge a case after a completed diversion program or stay of adjudication, one year later with no new charge.',
      outcome: 'possibly',
      caveats: [BALANCING],
      dispositions: ['diversion_completed'],
      wait: { years: 1, from: 'disposition' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies_within_wait',
      statutes: [GROUNDS, PETITION],
    },
    {
      id: 'mn-misdemeanor',
      remedy: 'expungement',
      summary:
        'Minnesota lets you ask the court to expunge a petty misdemeanor or misdemeanor two years after the sentence was discharged, with no new crime in that time.',
      outcome: 'possibly',
      caveats: [BALANCING, 'A gross misdemeanor waits three years.'],
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      excludedCategories: ['sex_offence'],
      exclusionReason: EXCLUDED,
      wait: { years: 2, from: 'sentence_completed' },
      pendingCase: 'may_disqualify',
      laterConviction: 'disqualifies_within_wait',
      statutes: [GROUNDS, PETITION],
    },
    {
      id: 'mn-felony',
      remedy: 'expungement',
      summary:
        'Minnesota lets you ask the court to expunge one of about fifty listed lower-level felonies four years after the sentence was discharged, with no new crime in that time.',
      outcome: 'possibly',
      caveats: [
        BALANCING,
        'Only the felonies listed in Minn. Stat. 609A.02, subd. 3(b) qualify; a felony whose sentence was stayed and later deemed a lesser offence waits five years.',
      ],
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['sex_offence', 'violent', 'domestic_violence', 'dui'],
      exclusionReason:
        'Minnesota’s list of felonies that can be expunged leaves out violent, domestic violence, impaired-driving and sex offences.',
      wait: { years: 4, from: 'sentence_completed' },
      pendingCase: 'may_disqualify',
      laterConviction: 'disqualifies_within_wait',
      statutes: [GROUNDS, PETITION],
    },
  ],
  automatic: [
    {
      id: 'mn-auto-favour',
      text: 'Minnesota’s Clean Slate Act expunges on its own, since 1 January 2025, a case in which every charge was dismissed or that ended in your favour.',
      dispositions: ['dismissed', 'acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [AUTOMATIC],
    },
    {
      id: 'mn-auto-diversion',
      text: 'Minnesota’s Clean Slate Act expunges on its own a completed diversion program or stay of adjudication one year after it ended, with no new charge in that year.',
      dispositions: ['diversion_completed'],
      wait: { years: 1, from: 'disposition' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies_within_wait',
      statutes: [AUTOMATIC],
    },
    {
      id: 'mn-auto-misdemeanor',
      text: `Minnesota’s Clean Slate Act expunges a petty misdemeanor or misdemeanor conviction on its own two years after the sentence was discharged (a gross misdemeanor three), with no new conviction in that time. ${AUTO_LEFT_OUT}`,
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      excludedCategories: ['sex_offence', 'domestic_violence'],
      categoryCaveats: { dui: 'Some impaired-driving offences are left out.' },
      wait: { years: 2, from: 'sentence_completed' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies_within_wait',
      statutes: [AUTOMATIC],
    },
    {
      id: 'mn-auto-felony',
      text: `Minnesota’s Clean Slate Act expunges a listed lower-level felony conviction on its own four years after the sentence was discharged, with no new conviction in that time. ${AUTO_LEFT_OUT}`,
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['sex_offence', 'domestic_violence', 'violent', 'dui'],
      wait: { years: 4, from: 'sentence_completed' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies_within_wait',
      statutes: [AUTOMATIC],
    },
  ],
  noAutomaticText:
    'Minnesota’s Clean Slate Act (Minn. Stat. 609A.015) does not expunge this case on its own as you described it; a petition is needed.',
  noRuleText:
    'Minnesota does not expunge this case as you described it; a pardon extraordinary from the Board of Pardons, after which the record is sealed, may remain.',
  statutes: [GROUNDS],
};
