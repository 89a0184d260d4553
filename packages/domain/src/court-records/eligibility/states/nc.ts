import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const section = (number: string, title: string): Statute => ({
  citation: `N.C. Gen. Stat. § ${number}`,
  title,
  url: `https://www.ncleg.gov/EnactedLegislation/Statutes/HTML/BySection/Chapter_15A/GS_${number}.html`,
  lastChecked: '2026-11-24',
});

const DISMISSED = section(
  '15A-146',
  'Expunction of records when charges are dismissed or there are findings of not guilty',
);
const NONVIOLENT = section('15A-145.5', 'Expunction of certain misdemeanors and felonies; no age limitation');

const NONVIOLENT_ONLY =
  'North Carolina expunges only nonviolent convictions: not assaults, sex offences needing registration, impaired driving, stalking or Class A1 misdemeanors (N.C. Gen. Stat. 15A-145.5(a)).';
const COURT = 'The judge also looks at your good moral character, and the prosecutor and any victim can be heard.';

/** North Carolina (issue 15): expunction after a dismissal or acquittal (automatic since December 2021) and of nonviolent convictions. */
export const NC: RuleSet = {
  code: 'NC',
  name: 'North Carolina',
  rules: [
    {
      id: 'nc-dismissed-acquitted',
      remedy: 'expungement',
      summary:
        'North Carolina must expunge a charge that was dismissed or ended in a not-guilty finding when you ask for it.',
      outcome: 'likely',
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [DISMISSED],
    },
    {
      id: 'nc-diversion',
      remedy: 'expungement',
      summary:
        'In North Carolina, a charge dismissed after a completed deferred prosecution or conditional discharge can be expunged.',
      outcome: 'possibly',
      caveats: ['Which section applies depends on the program; some have a limit of one in a lifetime.'],
      dispositions: ['diversion_completed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [DISMISSED],
    },
    {
      id: 'nc-nonviolent-misdemeanor',
      remedy: 'expungement',
      summary:
        'North Carolina lets you ask the court to expunge one nonviolent misdemeanor five years after the conviction or the end of the sentence, whichever is later.',
      outcome: 'possibly',
      caveats: [COURT, 'With more than one nonviolent misdemeanor, the wait is seven years.'],
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      excludedCategories: ['violent', 'sex_offence', 'dui', 'domestic_violence'],
      exclusionReason: NONVIOLENT_ONLY,
      wait: { years: 5, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies_within_wait',
      statutes: [NONVIOLENT],
    },
    {
      id: 'nc-nonviolent-felony',
      remedy: 'expungement',
      summary:
        'North Carolina lets you ask the court to expunge one lower-level (Class H or I) nonviolent felony ten years after the conviction or the end of the sentence, whichever is later.',
      outcome: 'possibly',
      caveats: [
        COURT,
        'Only Class H and I felonies qualify; two or three of them wait twenty years, and they must not come with a finding that you are a habitual offender.',
      ],
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['violent', 'sex_offence', 'dui', 'domestic_violence'],
      exclusionReason: NONVIOLENT_ONLY,
      wait: { years: 10, from: 'later_of_disposition_and_sentence' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies_within_wait',
      statutes: [NONVIOLENT],
    },
  ],
  automatic: [
    {
      id: 'nc-auto-dismissed-acquitted',
      text: 'North Carolina expunges on its own, with no petition, charges dismissed or ending in a not-guilty finding on or after 1 December 2021; some dismissals, such as those under a plea deal, are left out.',
      dispositions: ['dismissed', 'acquitted'],
      dispositionOnOrAfter: '2021-12-01',
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [DISMISSED],
    },
  ],
  noAutomaticText:
    'North Carolina expunges on its own only charges dismissed or ending in a not-guilty finding since 1 December 2021; this case needs a petition.',
  noRuleText:
    'North Carolina does not expunge this conviction as you described it; a pardon of innocence or a certificate of relief may remain.',
  statutes: [NONVIOLENT],
};
