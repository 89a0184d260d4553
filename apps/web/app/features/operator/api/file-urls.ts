/** A member's court order, downloaded by the operator who sends it with a letter (audited). */
export const operatorOrderUrl = (documentId: string) =>
  `/api/admin/court-records/orders/${encodeURIComponent(documentId)}`;

export const operatorEvidenceUrl = (evidenceId: string, part: 'screenshot' | 'text') =>
  `/api/admin/evidence/${encodeURIComponent(evidenceId)}/${part}`;
