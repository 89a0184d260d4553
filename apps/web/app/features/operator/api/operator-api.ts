import type { QueueSort } from '@cleardocket/domain/operator/queue';

export type QueueFilter = {
  status: string;
  method: string;
  claimed: 'any' | 'mine' | 'unclaimed';
  /** Only pages the verification could not check after its retries. */
  needsCheck: boolean;
  /** Part of a reference or a member's email. */
  q: string;
  /** Deadline (soonest first), oldest or newest: sorted on the server, page by page. */
  sort: QueueSort;
  page: number;
};

export const OPTIONS = { useServerMessage: true } as const;

export const keys = {
  all: ['operator'] as const,
  queue: (filter: QueueFilter) => ['operator', 'queue', filter] as const,
};
