import type { CaseType, ChargeLevel, Disposition, OffenceCategory, Remedy, Statute } from './types';

/**
 * How a state's rules are written (docs/court-records-eligibility.md). A rule set is data only: the
 * one engine (engine.ts) reads every state's the same way, so a rule carries everything the
 * statute says that the pre-check's answers can show, and names in plain words what they cannot.
 */

/** The date a waiting period runs from. */
type WaitFrom =
  /** The day of the offence (or the arrest, the nearest the pre-check asks). */
  | 'offence'
  /** The day the case ended: dismissal, acquittal, end of diversion, or the judgment. */
  | 'disposition'
  /** The day the whole sentence (prison, probation, parole, fines) was completed. */
  | 'sentence_completed'
  /** Whichever of the disposition and the completed sentence came later. */
  | 'later_of_disposition_and_sentence';

export type Wait = { years?: number; months?: number; days?: number; from: WaitFrom };

/** What another conviction after this case does to the rule. */
type LaterConviction =
  /** Any conviction after this case bars the rule. */
  | 'disqualifies'
  /** A conviction inside the waiting period bars the rule. */
  | 'disqualifies_within_wait'
  /** The waiting period starts again from the latest conviction. */
  | 'restarts_wait'
  /** The statute weighs it in ways the answers cannot show: the answer is at most "possibly". */
  | 'may_disqualify'
  | 'no_effect';

/** What a case still open against the person does to the rule. */
type PendingCase = 'disqualifies' | 'may_disqualify' | 'no_effect';

type Scope = {
  /** The kinds of case the rule covers; criminal when left out. */
  caseTypes?: CaseType[];
  dispositions: Disposition[];
  /** Left out: any charge level. */
  chargeLevels?: ChargeLevel[];
  /** Left out: any offence category. A rule for one kind of offence (a DWI, an assault) names it here. */
  offenceCategories?: OffenceCategory[];
  /** Offence categories the statute leaves out of this rule; `exclusionReason` says so in plain words. */
  excludedCategories?: OffenceCategory[];
  exclusionReason?: string;
  /** Offence categories the statute covers only in part (named offences, degrees): at most "possibly". */
  categoryCaveats?: Partial<Record<OffenceCategory, string>>;
  /** Cases decided before this day (YYYY-MM-DD) fall outside the rule. */
  dispositionOnOrAfter?: string;
  wait?: Wait;
  pendingCase: PendingCase;
  laterConviction: LaterConviction;
  statutes: Statute[];
};

/** A way to clear a record by asking for it (a petition, an application). */
export type ClearanceRule = Scope & {
  id: string;
  remedy: Exclude<Remedy, 'none'>;
  /** What the rule does, one plain sentence: "California lets you ask the court to seal …". */
  summary: string;
  /** The answer when every condition the answers can show holds: "possibly" where a court decides. */
  outcome: 'likely' | 'possibly';
  /** Conditions the answers cannot show, in plain words; any of them keeps the answer at "possibly". */
  caveats?: string[];
};

/** Sealing the state does on its own, with no petition ("clean slate"). */
export type AutomaticRule = Scope & {
  id: string;
  /** What the law does, one plain sentence: "Pennsylvania seals … on its own." */
  text: string;
  /** The day (YYYY-MM-DD) the state starts doing it, when the law is passed but not yet running. */
  startsOn?: string;
};

export type RuleSet = {
  code: string;
  name: string;
  rules: ClearanceRule[];
  automatic: AutomaticRule[];
  /** Said when no automatic rule covers the case: the state has none, or what its law covers. */
  noAutomaticText: string;
  /** Said when no rule covers the case, e.g. that a pardon is the only route for what is left. */
  noRuleText: string;
  /** Cited when no rule covers the case. */
  statutes: Statute[];
};
