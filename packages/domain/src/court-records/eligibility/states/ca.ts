import type { RuleSet } from '../rule-set';
import type { Statute } from '../types';

const section = (number: string, title: string): Statute => ({
  citation: `Cal. Penal Code § ${number}`,
  title,
  url: `https://leginfo.legislature.ca.gov/faces/codes_displaySection.xhtml?lawCode=PEN&sectionNum=${number}`,
  lastChecked: '2026-11-24',
});

const ARREST_SEALING = section('851.91', 'Petition to seal an arrest that did not result in a conviction');
const ARREST_RELIEF = section('851.93', 'Automatic arrest record relief');
const DIVERSION_SEALING = section('851.87', 'Sealing of records after successful completion of pretrial diversion');
const DISMISSAL = section('1203.4', 'Dismissal of the conviction after probation is completed');
const DISMISSAL_NO_PROBATION = section(
  '1203.4a',
  'Dismissal of a misdemeanor or infraction conviction without probation',
);
const CONVICTION_RELIEF = section('1203.425', 'Automatic conviction record relief');

/** California (issue 15): the Clean Slate Act (AB 1076, SB 731) and the petitions beside it. */
export const CA: RuleSet = {
  code: 'CA',
  name: 'California',
  rules: [
    {
      id: 'ca-arrest-acquitted',
      remedy: 'sealing',
      summary: 'California lets you ask the court to seal an arrest that ended in an acquittal, as a matter of right.',
      outcome: 'likely',
      dispositions: ['acquitted'],
      categoryCaveats: {
        domestic_violence:
          'For domestic violence, child abuse or elder abuse arrests the court decides case by case if you have more than one such record.',
      },
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [ARREST_SEALING],
    },
    {
      id: 'ca-arrest-not-charged-or-dismissed',
      remedy: 'sealing',
      summary: 'California lets you ask the court to seal an arrest that did not lead to a conviction.',
      outcome: 'possibly',
      caveats: [
        'It is granted only once no charge from the arrest can be filed again: the time limit to charge it has passed, or the dismissal cannot be refiled.',
      ],
      dispositions: ['no_charges_filed', 'dismissed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [ARREST_SEALING],
    },
    {
      id: 'ca-diversion',
      remedy: 'sealing',
      summary:
        'After a diversion program is completed, California treats the arrest as if it never happened, and the court can seal the records.',
      outcome: 'possibly',
      caveats: ['Which section applies depends on the diversion program; some seal on the court’s own motion.'],
      dispositions: ['diversion_completed'],
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [DIVERSION_SEALING, ARREST_SEALING],
    },
    {
      id: 'ca-dismissal-after-probation',
      remedy: 'set_aside',
      summary:
        'Once probation is completed, California lets you ask the court to set the conviction aside and dismiss the case (often called an expungement); the record stays public but shows the dismissal.',
      outcome: 'possibly',
      caveats: [
        'A felony served in state prison uses another section (Penal Code 1203.41 or 1203.42), and the court may weigh your record since.',
      ],
      dispositions: ['convicted'],
      chargeLevels: ['misdemeanor', 'felony'],
      categoryCaveats: {
        sex_offence: 'Several sex offences against children cannot be dismissed this way (Penal Code 1203.4(b)).',
      },
      wait: { from: 'sentence_completed' },
      pendingCase: 'disqualifies',
      laterConviction: 'may_disqualify',
      statutes: [DISMISSAL],
    },
    {
      id: 'ca-dismissal-without-probation',
      remedy: 'set_aside',
      summary:
        'For a misdemeanor or infraction without probation, California lets you ask the court to dismiss the conviction one year after the judgment, once the sentence is complied with.',
      outcome: 'possibly',
      caveats: ['The court must find you have lived an honest and upright life since the judgment.'],
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      wait: { years: 1, from: 'disposition' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies',
      statutes: [DISMISSAL_NO_PROBATION],
    },
  ],
  automatic: [
    {
      id: 'ca-auto-arrest-misdemeanor',
      text: 'California’s Clean Slate law grants arrest record relief on its own, with no petition, for a misdemeanor arrest that led to no charges within a year.',
      dispositions: ['no_charges_filed'],
      chargeLevels: ['infraction', 'misdemeanor'],
      dispositionOnOrAfter: '1973-01-01',
      wait: { years: 1, from: 'offence' },
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [ARREST_RELIEF],
    },
    {
      id: 'ca-auto-arrest-felony',
      text: 'California’s Clean Slate law grants arrest record relief on its own, with no petition, for a felony arrest that led to no charges within three years (longer where the time limit to charge is longer).',
      dispositions: ['no_charges_filed'],
      chargeLevels: ['felony'],
      dispositionOnOrAfter: '1973-01-01',
      wait: { years: 3, from: 'offence' },
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [ARREST_RELIEF],
    },
    {
      id: 'ca-auto-arrest-acquitted',
      text: 'California’s Clean Slate law grants arrest record relief on its own, with no petition, after an acquittal or a completed diversion program.',
      dispositions: ['acquitted', 'diversion_completed'],
      dispositionOnOrAfter: '1973-01-01',
      pendingCase: 'no_effect',
      laterConviction: 'no_effect',
      statutes: [ARREST_RELIEF],
    },
    {
      id: 'ca-auto-conviction-misdemeanor',
      text: 'California’s Clean Slate law grants conviction record relief on its own for a misdemeanor or infraction once probation is completed, or a year after the judgment when there was no probation.',
      dispositions: ['convicted'],
      chargeLevels: ['infraction', 'misdemeanor'],
      excludedCategories: ['sex_offence'],
      dispositionOnOrAfter: '1973-01-01',
      wait: { years: 1, from: 'disposition' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies_within_wait',
      statutes: [CONVICTION_RELIEF],
    },
    {
      id: 'ca-auto-conviction-felony',
      text: 'California’s Clean Slate law grants conviction record relief on its own for a felony that could be served in county jail or on probation, four years after the sentence is completed with no new felony; serious and violent felonies and offences needing sex-offender registration are left out.',
      dispositions: ['convicted'],
      chargeLevels: ['felony'],
      excludedCategories: ['sex_offence', 'violent'],
      dispositionOnOrAfter: '2005-01-01',
      wait: { years: 4, from: 'sentence_completed' },
      pendingCase: 'disqualifies',
      laterConviction: 'disqualifies_within_wait',
      statutes: [CONVICTION_RELIEF],
    },
  ],
  noAutomaticText:
    'California’s Clean Slate laws (Penal Code 851.93 and 1203.425) do not cover this case as you described it, so relief would need a petition.',
  noRuleText:
    'None of California’s petitions covers this case as you described it. A certificate of rehabilitation or a governor’s pardon may remain; an attorney can tell.',
  statutes: [DISMISSAL, ARREST_SEALING],
};
