import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const NJ_COURTS = 'https://www.njcourts.gov/self-help/expungements';
const section = (number: string, title: string): Statute => ({
  citation: `N.J.S.A. ${number}`,
  title,
  url: NJ_COURTS,
  lastChecked: '2026-11-24',
});

const INDICTABLE = section('2C:52-2', 'Indictable offences: expungement and offences that can never be expunged');
const DISORDERLY = section('2C:52-3', 'Disorderly persons and petty disorderly persons offences');
const CLEAN_SLATE = section('2C:52-5.3', '"Clean slate" expungement by petition');
const DISMISSED = section('2C:52-6', 'Arrests not resulting in conviction');

const NEVER =
  'New Jersey never expunges some crimes, among them murder, robbery, kidnapping, sexual assault and other sex offences (N.J.S.A. 2C:52-2(b)); driving while intoxicated is a motor-vehicle offence that cannot be expunged.';
const COURT = 'The prosecutor can object, and the judge can refuse if the need for the record outweighs your interest.';

/** New Jersey (issue 15): expungement under N.J.S.A. 2C:52, including 2019's clean slate expungement. */
export const NJ: RuleSet = {
  code: 'NJ',
  name: 'New Jersey',
  rules: [
    {
      id: 'nj-acquitted',
      remedy: 'expungement',
      summary: 'In New Jersey, the court must expunge the records of charges that ended in an acquittal.',
      outcome: 'likely',
      dispositions: ['acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [DISMISSED],
    },
    {
      id: 'nj-dismissed',
      remedy: 'expungement',
      summary:
        'In New Jersey, the court expunges the records of charges that were dismissed or never filed, at the end of the case or on application.',
      outcome: 'possibly',
      caveats: [
        'A charge dismissed as part of a plea deal in which you were convicted of another charge is expunged only together with that conviction.',
      ],
      dispositions: ['no_charges_filed', 'dismissed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [DISMISSED],
    },
    {
      id: 'nj-diversion',
      remedy: 'expungement',
      summary:
        'In New Jersey, a case dismissed after pretrial intervention or a conditional discharge can be expunged six months after the dismissal.',
      outcome: 'possibly',
      caveats: [COURT],
      dispositions: ['diversion_completed'],
      wait: { months: 6, from: 'disposition' },
      pendingCase: 'may_disqualify',
      laterConviction: 'no_effect',
      statutes: [DISMISSED],
    },
    {
      id: 'nj-disorderly',
      remedy: 'expungement',
      summary:
        'New Jersey lets you ask the court to expunge up to five disorderly persons offences five years after the conviction, fines, probation or release, whichever was last.',
      outcome: 'possibly',
      caveats: [COURT],
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      excludedCategories: ['dui'],
      exclusionReason: NEVER,
      wait: { years: 5, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'may_disqualify',
      laterConviction: 'may_disqualify',
      statutes: [DISORDERLY],
    },
    {
      id: 'nj-indictable',
      remedy: 'expungement',
      summary:
        'New Jersey lets you ask the court to expunge one indictable offence (a crime) six years after the conviction, fines, probation or release, whichever was last.',
      outcome: 'possibly',
      caveats: [COURT, 'It can be five years where the court finds it in the public interest.'],
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['dui', 'sex_offence'],
      exclusionReason: NEVER,
      categoryCaveats: { violent: 'Murder, robbery, kidnapping and some other violent crimes can never be expunged.' },
      wait: { years: 6, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'may_disqualify',
      laterConviction: 'may_disqualify',
      statutes: [INDICTABLE],
    },
    {
      id: 'nj-clean-slate',
      remedy: 'expungement',
      summary:
        'New Jersey’s clean slate expungement lets you ask the court to expunge any number of convictions ten years after your most recent conviction, fines, probation or release, whichever was last.',
      outcome: 'possibly',
      caveats: [COURT],
      dispositions: ['convicted'],
      excludedCategories: ['dui', 'sex_offence'],
      exclusionReason: NEVER,
      categoryCaveats: { violent: 'Murder, robbery, kidnapping and some other violent crimes can never be expunged.' },
      wait: { years: 10, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'may_disqualify',
      laterConviction: 'restarts_wait',
      statutes: [CLEAN_SLATE, INDICTABLE],
    },
  ],
  automatic: [
    {
      id: 'nj-auto-dismissed',
      text: 'New Jersey’s law has the court order the expungement of charges that were dismissed or ended in acquittal when the case ends, for cases since the 2019 law took effect in February 2021.',
      dispositions: ['dismissed', 'acquitted'],
      dispositionOnOrAfter: '2021-02-15',
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [DISMISSED],
    },
  ],
  noAutomaticText:
    'New Jersey’s clean slate expungement of convictions is by petition (N.J.S.A. 2C:52-5.3); ClearDocket found no automatic expungement in force that covers this case.',
  noRuleText: 'New Jersey cannot expunge this record as you described it; a pardon from the governor may remain.',
  statutes: [INDICTABLE],
};
