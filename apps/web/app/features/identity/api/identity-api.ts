/** The identity API (`packages/domain/src/identity/contract.ts`). */
/** Identity failures are worded by the server for the person (spec §8 sign-up codes). */
export const OPTIONS = { useServerMessage: true, redirectOnUnauthorized: false } as const;
