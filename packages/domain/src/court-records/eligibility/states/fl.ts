import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const section = (number: string, title: string): Statute => ({
  citation: `Fla. Stat. § ${number}`,
  title,
  url: `https://www.flsenate.gov/Laws/Statutes/2025/${number}`,
  lastChecked: '2026-11-24',
});

const EXPUNCTION = section('943.0585', 'Court-ordered expunction of criminal history records');
const SEALING = section('943.059', 'Court-ordered sealing of criminal history records');
const INELIGIBLE = section('943.0584', 'Criminal history records ineligible for court-ordered expunction or sealing');
const AUTOMATIC = section('943.0595', 'Automatic sealing of criminal history records');

const ONCE =
  'Florida grants a court-ordered sealing or expunction only once in a lifetime, only to someone never adjudicated guilty of a crime, and only with a certificate of eligibility from the Florida Department of Law Enforcement; the judge still decides.';

/** Florida (issue 15): court-ordered expunction and sealing, and automatic sealing of cases that did not end in guilt. */
export const FL: RuleSet = {
  code: 'FL',
  name: 'Florida',
  rules: [
    {
      id: 'fl-expunction-no-conviction',
      remedy: 'expungement',
      summary:
        'Florida lets you ask the court to expunge a case that led to no charge, was dropped or dismissed, or ended in an acquittal.',
      outcome: 'possibly',
      caveats: [ONCE],
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted', 'diversion_completed'],
      pendingCase: 'may_disqualify',
      laterConviction: 'disqualifies',
      statutes: [EXPUNCTION],
    },
    {
      id: 'fl-sealing-withheld',
      remedy: 'sealing',
      summary:
        'Florida lets you ask the court to seal a case where the judge withheld adjudication (did not formally find you guilty), once the sentence and any supervision are completed.',
      outcome: 'possibly',
      caveats: [
        'Only if the court withheld adjudication: a case where you were adjudicated guilty cannot be sealed.',
        ONCE,
      ],
      dispositions: ['convicted'],
      excludedCategories: ['dui', 'sex_offence'],
      exclusionReason:
        'Florida cannot withhold adjudication for driving under the influence, and it does not seal sexual offences (Fla. Stat. 943.0584), so no sealing or expunction is open.',
      categoryCaveats: {
        violent:
          'Many violent offences (murder, robbery, aggravated assault or battery, kidnapping, arson and others) cannot be sealed even with adjudication withheld.',
        domestic_violence: 'Domestic battery by strangulation and several other domestic offences cannot be sealed.',
      },
      wait: { from: 'sentence_completed' },
      pendingCase: 'may_disqualify',
      laterConviction: 'disqualifies',
      statutes: [SEALING, INELIGIBLE],
    },
  ],
  automatic: [
    {
      id: 'fl-auto-not-guilty',
      text: 'Florida seals the criminal history record on its own, with no petition, when no charge was filed, every charge was dropped or dismissed, or you were found not guilty on every count; the court record is made confidential too.',
      dispositions: ['no_charges_filed', 'dismissed', 'acquitted'],
      excludedCategories: ['sex_offence'],
      categoryCaveats: {
        violent: 'A forcible felony (such as robbery or aggravated assault) is left out of automatic sealing.',
      },
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [AUTOMATIC],
    },
  ],
  noAutomaticText:
    'Florida seals a record on its own only when the case ended without charges, was dismissed or ended in acquittal (Fla. Stat. 943.0595); this case needs a petition.',
  noRuleText:
    'Florida does not seal or expunge a case in which you were adjudicated guilty; clemency from the governor and cabinet is the route that remains.',
  statutes: [SEALING, INELIGIBLE],
};
