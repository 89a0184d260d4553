import { describe, expect, it } from 'vitest';
import { NOT_LEGAL_ADVICE } from './engine';
import {
  CASE_TYPES,
  CHARGE_LEVELS,
  checkEligibility,
  DISPOSITIONS,
  ELIGIBILITY_STATES,
  OFFENCE_CATEGORIES,
} from './index';
import type {
  CaseType,
  ChargeLevel,
  Disposition,
  EligibilityInput,
  EligibilityResult,
  Likelihood,
  OffenceCategory,
  Remedy,
  Statute,
} from './index';
import { RULE_SETS } from './rule-sets';
import { criminalCase, TODAY } from './test-cases';

const LIKELIHOODS: readonly Likelihood[] = ['likely', 'possibly', 'unlikely'];
const REMEDIES: readonly Remedy[] = ['sealing', 'expungement', 'set_aside', 'record_clearance', 'none'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Every answer the pre-check can give for a state, with and without other cases. */
function everyCase(state: string): EligibilityInput[] {
  const cases: EligibilityInput[] = [];
  const levels: (ChargeLevel | null)[] = [...CHARGE_LEVELS, null];
  const categories: (OffenceCategory | null)[] = [...OFFENCE_CATEGORIES, null];
  for (const caseType of CASE_TYPES as readonly CaseType[]) {
    for (const disposition of DISPOSITIONS as readonly Disposition[]) {
      for (const chargeLevel of caseType === 'criminal' ? levels : [null]) {
        for (const offenceCategory of caseType === 'criminal' ? categories : [null]) {
          for (const pending of [false, true]) {
            cases.push(
              criminalCase(state, {
                caseType,
                disposition,
                chargeLevel,
                offenceCategory,
                sentenceCompletedDate: disposition === 'convicted' ? '2021-06-30' : null,
                otherCases: { pending, laterConvictionDates: pending ? ['2022-02-02'] : [] },
              }),
            );
          }
        }
      }
    }
  }
  return cases;
}

function expectWellFormed(result: EligibilityResult): void {
  expect(LIKELIHOODS).toContain(result.likelihood);
  expect(REMEDIES).toContain(result.remedy);
  expect(result.reasons.length).toBeGreaterThan(0);
  expect(result.automatic.text.length).toBeGreaterThan(0);
  expect(result.notLegalAdvice).toBe(NOT_LEGAL_ADVICE);
  if (result.waitingPeriodEnds !== null) {
    expect(result.waitingPeriodEnds).toMatch(DAY);
    expect(result.waitingPeriodEnds > TODAY).toBe(true);
  }
  // "likely" only where nothing in the answers leaves the law's outcome open.
  if (result.likelihood === 'likely') expect(result.remedy).not.toBe('none');
}

describe('the eligibility engine', () => {
  it('answers "possibly" with no statute for a state it has no rules for, and says an attorney can tell', () => {
    const result = checkEligibility(criminalCase('WY'), TODAY);
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'none', waitingPeriodEnds: null, statutes: [] });
    expect(result.reasons[0]).toMatch(/no rules for Wyoming yet.*attorney/);
    expect(result.automatic.provided).toBe(false);
  });

  it('says when a state has rules for criminal cases only', () => {
    const result = checkEligibility(
      criminalCase('CA', { caseType: 'eviction', chargeLevel: null, offenceCategory: null }),
      TODAY,
    );
    expect(result).toMatchObject({ likelihood: 'possibly', remedy: 'none', statutes: [] });
    expect(result.reasons).toEqual([
      'ClearDocket has no rules for eviction records in California yet. An attorney licensed there can tell you whether this record can be sealed.',
    ]);
  });

  it('lists every state it has rules for, by name', () => {
    expect(ELIGIBILITY_STATES.map((state) => state.code).sort()).toEqual(Object.keys(RULE_SETS).sort());
    for (const state of ELIGIBILITY_STATES) expect(state.name).toBe(RULE_SETS[state.code]?.name);
  });

  it.each(Object.keys(RULE_SETS))('gives a well-formed answer for every kind of %s case', (state) => {
    for (const input of everyCase(state)) expectWellFormed(checkEligibility(input, TODAY));
  });

  it.each(Object.keys(RULE_SETS))(
    '%s cites each statute with its official page and the day it was checked',
    (state) => {
      const ruleSet = RULE_SETS[state];
      const statutes: Statute[] = [
        ...(ruleSet?.statutes ?? []),
        ...(ruleSet?.rules ?? []).flatMap((rule) => rule.statutes),
        ...(ruleSet?.automatic ?? []).flatMap((rule) => rule.statutes),
      ];
      expect(statutes.length).toBeGreaterThan(0);
      for (const statute of statutes) {
        expect(statute.lastChecked).toBe('2026-11-24');
        expect(statute.url).toMatch(/^https:\/\/[^\s]+$/);
        expect(statute.citation.length).toBeGreaterThan(3);
      }
      for (const rule of ruleSet?.rules ?? []) expect(rule.statutes.length).toBeGreaterThan(0);
      const ids = [...(ruleSet?.rules ?? []), ...(ruleSet?.automatic ?? [])].map((rule) => rule.id);
      expect(new Set(ids).size).toBe(ids.length);
    },
  );

  it('never answers "likely" while a rule has a condition the answers cannot show', () => {
    for (const ruleSet of Object.values(RULE_SETS)) {
      for (const rule of ruleSet.rules.filter((rule) => rule.caveats?.length)) expect(rule.outcome).toBe('possibly');
    }
  });
});
