import type { ContactInput } from '@cleardocket/domain/contact/contact';
import { api } from '~/lib/api-client';

/** POST /api/contact: the server's confirmation text, or its words for what went wrong. */
export function sendContactMessage(input: ContactInput): Promise<{ ok: true; message: string }> {
  return api.post<{ ok: true; message: string }>('/api/contact', input, { useServerMessage: true });
}
