import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const section = (number: string, subsection: string, title: string): Statute => ({
  citation: `18 Pa.C.S. § ${number}`,
  title,
  url: `https://www.legis.state.pa.us/cfdocs/legis/LI/consCheck.cfm?txtType=HTM&ttl=18&div=0&chpt=91&sctn=22&subsctn=${subsection}`,
  lastChecked: '2026-11-24',
});

const EXPUNGEMENT = section('9122', '0', 'Expungement');
const LIMITED_ACCESS = section('9122.1', '1', 'Petition for limited access');
const CLEAN_SLATE = section('9122.2', '2', 'Clean slate limited access');

const LIMITED_ACCESS_EXCLUDED =
  'Pennsylvania does not seal sex offences, and limits sealing of offences against the person, firearms offences and some others (18 Pa.C.S. 9122.1(b)).';
const RESTITUTION = 'Any restitution ordered must be paid.';

/** Pennsylvania (issue 15): expungement, limited access by petition, and the Clean Slate law that seals on its own. */
export const PA: RuleSet = {
  code: 'PA',
  name: 'Pennsylvania',
  rules: [
    {
      id: 'pa-acquitted',
      remedy: 'expungement',
      summary: 'In Pennsylvania a person acquitted at trial is entitled to have the arrest record expunged.',
      outcome: 'likely',
      dispositions: ['acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [EXPUNGEMENT],
    },
    {
      id: 'pa-non-conviction',
      remedy: 'expungement',
      summary:
        'Pennsylvania lets you ask the court to expunge charges that were withdrawn, dismissed or never filed, or that ended with a completed diversion program (ARD).',
      outcome: 'possibly',
      caveats: [
        'If the prosecutor objects, the judge weighs your reasons against the Commonwealth’s reasons for keeping the record.',
      ],
      dispositions: ['no_charges_filed', 'dismissed', 'diversion_completed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [EXPUNGEMENT],
    },
    {
      id: 'pa-summary',
      remedy: 'expungement',
      summary:
        'Pennsylvania lets you ask the court to expunge a summary offence (the lowest grade) once you have been free of arrest and prosecution for five years after the conviction.',
      outcome: 'possibly',
      dispositions: ['convicted'],
      chargeLevels: ['infraction'],
      wait: { years: 5, from: 'disposition' },
      pendingCase: 'may_disqualify',
      laterConviction: 'disqualifies_within_wait',
      statutes: [EXPUNGEMENT],
    },
    {
      id: 'pa-limited-access-misdemeanor',
      remedy: 'sealing',
      summary:
        'Pennsylvania lets you ask the court for limited access (sealing from the public) to a misdemeanor conviction after ten years with no new conviction.',
      outcome: 'possibly',
      caveats: [
        RESTITUTION,
        'Some people with several serious convictions in the last fifteen or twenty years are left out.',
      ],
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['sex_offence'],
      exclusionReason: LIMITED_ACCESS_EXCLUDED,
      categoryCaveats: {
        violent: 'Offences against the person punishable by two years or more cannot be sealed this way.',
        domestic_violence:
          'Offences against the person or the family punishable by two years or more cannot be sealed this way.',
      },
      wait: { years: 10, from: 'disposition' },
      pendingCase: 'may_disqualify',
      laterConviction: 'restarts_wait',
      statutes: [LIMITED_ACCESS],
    },
    {
      id: 'pa-limited-access-felony',
      remedy: 'sealing',
      summary:
        'Pennsylvania lets you ask the court for limited access to some lower-grade drug and property felony convictions after ten years with no new conviction.',
      outcome: 'possibly',
      caveats: [RESTITUTION, 'Only some felony grades and offences qualify; most felonies cannot be sealed.'],
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      offenceCategories: ['drug', 'property'],
      wait: { years: 10, from: 'disposition' },
      pendingCase: 'may_disqualify',
      laterConviction: 'restarts_wait',
      statutes: [LIMITED_ACCESS],
    },
  ],
  automatic: [
    {
      id: 'pa-auto-non-conviction',
      text: 'Pennsylvania’s Clean Slate law seals charges that did not lead to a conviction on its own, with no petition.',
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted', 'diversion_completed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [CLEAN_SLATE],
    },
    {
      id: 'pa-auto-summary',
      text: 'Pennsylvania’s Clean Slate law seals a summary offence conviction on its own after ten years with no new conviction.',
      dispositions: ['convicted'],
      chargeLevels: ['infraction'],
      wait: { years: 10, from: 'disposition' },
      pendingCase: 'no_effect',
      laterConviction: 'restarts_wait',
      statutes: [CLEAN_SLATE],
    },
    {
      id: 'pa-auto-misdemeanor',
      text: 'Pennsylvania’s Clean Slate law seals most second- and third-degree and ungraded misdemeanor convictions on its own after seven years with no new misdemeanor or felony conviction, once restitution is paid; sex offences, most offences against the person and firearms offences are left out.',
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor'],
      excludedCategories: ['sex_offence'],
      categoryCaveats: {
        violent: 'Offences against the person are mostly left out.',
        domestic_violence: 'Offences against the family are mostly left out.',
      },
      wait: { years: 7, from: 'disposition' },
      pendingCase: 'no_effect',
      laterConviction: 'restarts_wait',
      statutes: [CLEAN_SLATE],
    },
    {
      id: 'pa-auto-drug-felony',
      text: 'Pennsylvania’s Clean Slate law seals some lower-grade felony drug convictions on its own after ten years with no new misdemeanor or felony conviction.',
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      offenceCategories: ['drug'],
      wait: { years: 10, from: 'disposition' },
      pendingCase: 'no_effect',
      laterConviction: 'restarts_wait',
      statutes: [CLEAN_SLATE],
    },
  ],
  noAutomaticText:
    'Pennsylvania’s Clean Slate law (18 Pa.C.S. 9122.2) does not seal this case on its own as you described it.',
  noRuleText:
    'None of Pennsylvania’s expungement or limited access routes covers this case as you described it; a pardon, after which the record can be expunged, may remain.',
  statutes: [EXPUNGEMENT, LIMITED_ACCESS],
};
