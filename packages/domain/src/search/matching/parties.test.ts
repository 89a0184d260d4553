import { describe, expect, it } from 'vitest';
import { readParties } from './parties';
import type { Party } from './parties';

/** Each party as "given|middle|surname" readings joined by " / ", or "ORG:words". */
const shown = (party: Party) =>
  party.isOrganisation
    ? `ORG:${party.words.join(' ')}`
    : party.readings
        .map((reading) => `${reading.given}|${reading.middle.join(' ')}|${reading.surname.join(' ')}`)
        .join(' / ');
const read = (text: string) => readParties(text).map(shown);

describe('reading the parties of a court caption', () => {
  it.each([
    ['State of Washington v. Dana Marie Whitlock | CourtListener', ['dana|marie|whitlock']],
    ['People v. Whitlock, Dana M. | UniCourt', ['dana|m|whitlock']],
    ['Commonwealth v. Okafor, Marcus Tobenna - Philadelphia Municipal Court', ['marcus|tobenna|okafor']],
    ['The People of the State of New York v Marcus Okafor | Leagle', ['marcus||okafor']],
    ['STATE OF FLORIDA VS BROOKS LENA F | Miami-Dade County Court', ['lena|f|brooks / brooks|lena|f']],
    ['In re the Marriage of Lena F. Brooks and Carl J. Brooks | Casetext', ['lena|f|brooks', 'carl|j|brooks']],
    [
      'State of Washington v. Whitlock, Dana M. and Whitlock, Sam | CourtListener',
      ['dana|m|whitlock', 'sam||whitlock'],
    ],
  ])('reads "%s"', (text, parties) => {
    expect(read(text)).toEqual(parties);
  });

  it('keeps an organisation whole with its "&", "and" and legal form, and reads the other side', () => {
    expect(read('Plaintiff: Harbor Plumbing & Drain LLC. Defendant: Mark Kessler. Pierce County')).toEqual([
      'ORG:harbor plumbing and drain llc',
      'mark||kessler',
    ]);
    expect(read('Kessler v. Harbor Plumbing & Drain, LLC | Trellis')).toEqual([
      '||kessler',
      'ORG:harbor plumbing and drain llc',
    ]);
    expect(read('Harbor Plumbing & Drain LLC d/b/a Harbor Rooter. Owner: Ana Ferreira.')).toEqual(['ana||ferreira']);
  });

  it('never takes the state, the people or the commonwealth for a party', () => {
    expect(read('State of Arizona v. WHITLOCK, DANA MARIE - Docket Alarm')).toEqual(['dana|marie|whitlock']);
    expect(read('Commonwealth of Pennsylvania v. Marcus T. Okafor | PacerMonitor')).toEqual(['marcus|t|okafor']);
  });
});

describe('reading a county owner roll', () => {
  it.each([
    ['Owner: WHITLOCK DANA M ETVIR. Bought 2010', ['dana|m|whitlock / whitlock|dana|m']],
    ['Owner: WHITLOCK DANA S ETUX. Bought 2019.', ['dana|s|whitlock / whitlock|dana|s']],
    ['Owner(s): WHITLOCK DANA M TR | WHITLOCK DANA M LIV TR. Owner since 2007.', ['dana|m|whitlock / whitlock|dana|m']],
    [
      'Owner: WHITLOCK DANA M/ORTEGA SAM JTWROS. Phoenix, AZ 85016.',
      ['dana|m|whitlock / whitlock|dana|m', 'sam||ortega / ortega||sam'],
    ],
    [
      'Owner: BROOKS CARL J & LENA F (H/W). 918 CORAL WAY',
      ['carl|j|brooks / brooks|carl|j', 'lena|f|brooks / brooks|lena|f'],
    ],
    ['Owner Name & Mailing Address: BROOKS LENA F ETAL, 918 CORAL WAY MIAMI FL.', ['lena|f|brooks / brooks|lena|f']],
    [
      'Owner(s): OKAFOR MARCUS T, OKAFOR-NWOSU ADAEZE. Philadelphia County.',
      ['marcus|t|okafor / okafor|marcus|t', 'adaeze||okafor-nwosu / okafor-nwosu||adaeze'],
    ],
    ['Party 2 (Grantee): OKAFOR, MARCUS T. Recorded 2015.', ['marcus|t|okafor']],
    ['Owner Name OKAFOR MARCUS T | Columbus OH', ['marcus|t|okafor / okafor|marcus|t']],
  ])('reads "%s"', (text, parties) => {
    expect(read(text)).toEqual(parties);
  });

  it('takes no heading for a name: "Owner Info", "Owner Details", "Owners & Property Details"', () => {
    expect(read('4410 N Pearl St, Tacoma, WA | Owner Info | PropertyRadar')).toEqual([]);
    expect(read('Owner Details - WHITLOCK DANA M | PropertyRadar')).toEqual([]);
    expect(read('Owners & Property Details. Assessed value $412,300.')).toEqual([]);
  });
});
