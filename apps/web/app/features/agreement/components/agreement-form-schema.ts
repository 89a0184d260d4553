import { z } from 'zod';
import { CONSENT_REQUIRED_MESSAGE, nameMismatchMessage, namesMatch } from '@cleardocket/domain/agreement/agreement';

const ticked = z.boolean().refine((value) => value, CONSENT_REQUIRED_MESSAGE);

/**
 * The signing form: the server's SignBodySchema rules (every box ticked, a typed name) with the
 * signature rule checked as the member types: the name must be the account's (capitals and spaces
 * do not matter). The boxes are flat fields here; the body nests them under `consents`.
 */
export function agreementFormSchema(accountName: string) {
  return z.object({
    readAgreement: ticked,
    authoriseAgent: ticked,
    acceptFees: ticked,
    typedName: z
      .string()
      .trim()
      .min(1, 'Type your full name to sign.')
      .max(200)
      .refine((value) => namesMatch(value, accountName), nameMismatchMessage(accountName)),
  });
}
