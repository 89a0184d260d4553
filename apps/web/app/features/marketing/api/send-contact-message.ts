import type { ContactInput } from '@cleardocket/domain/contact/contact';
import { ContactReceiptSchema } from '@cleardocket/domain/contact/contract';
import type { ContactReceipt } from '@cleardocket/domain/contact/contract';
import { api } from '~/lib/api-client';

/** POST /api/contact: the server's confirmation text, or its words for what went wrong. */
export function sendContactMessage(input: ContactInput): Promise<ContactReceipt> {
  return api.create('/api/contact', ContactReceiptSchema, input, { useServerMessage: true });
}
