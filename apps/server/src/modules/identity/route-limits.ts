/* The identity routes' limits: per caller address (route config) and per account (enforceLimit). */

export const MINUTE = 60_000;
/** Per caller address (route config) and per account (enforceLimit) — issue 3 "Abuse resistance". */
export const LIMITS = {
  signUp: { max: 10, timeWindow: 60 * MINUTE },
  signIn: { max: 20, timeWindow: 15 * MINUTE },
  code: { max: 20, timeWindow: 15 * MINUTE },
  reset: { max: 5, timeWindow: 60 * MINUTE },
} as const;
export const PER_ACCOUNT = {
  /** Five wrong passwords free, then a wait from 1 s doubling to 1 minute: slows guessing, never locks out. */
  signIn: { freeFailures: 5, windowMs: 15 * MINUTE, maxWaitMs: MINUTE },
  secondFactor: { max: 5, windowMs: 15 * MINUTE },
  code: { max: 10, windowMs: 15 * MINUTE },
  reset: { max: 3, windowMs: 60 * MINUTE },
} as const;
