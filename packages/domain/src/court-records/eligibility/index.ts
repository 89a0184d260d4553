export { checkEligibility, ELIGIBILITY_STATES } from './engine';
export { CASE_TYPES, CHARGE_LEVELS, DISPOSITIONS, OFFENCE_CATEGORIES } from './types';
export type {
  CaseType,
  ChargeLevel,
  Disposition,
  EligibilityInput,
  EligibilityResult,
  Likelihood,
  OffenceCategory,
  Remedy,
  Statute,
} from './types';
