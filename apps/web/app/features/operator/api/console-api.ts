/** The operator console's sections beside the queue (issue 20): members, inbox, audit log. */
export const OPTIONS = { useServerMessage: true } as const;

export const keys = {
  members: ['operator', 'members'] as const,
  inbox: ['operator', 'inbox'] as const,
  audit: ['operator', 'audit'] as const,
  registry: ['operator', 'registry'] as const,
};

/** The query string of a filter: empty values left out. */
export function queryOf(filter: Record<string, string | number>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filter)) {
    const text = String(value).trim();
    if (text) query.set(name, text);
  }
  return query.toString();
}
