/** The screenshot or full text of one piece of evidence (member-scoped, never cached). */
export const evidenceFileUrl = (evidenceId: string, part: 'screenshot' | 'text') =>
  `/api/requests/evidence/${encodeURIComponent(evidenceId)}/${part}`;
