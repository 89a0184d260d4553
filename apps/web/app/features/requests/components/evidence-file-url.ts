import { createContext } from 'react';
import { evidenceFileUrl } from '../api/evidence-file-url';

/**
 * Where an evidence card fetches the screenshot and the page text: the member's own files by
 * default; the operator console's view of a member's request provides the audited admin address.
 */
export const EvidenceFileUrl = createContext(evidenceFileUrl);
