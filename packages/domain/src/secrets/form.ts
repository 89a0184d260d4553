import { z } from 'zod';
import { SECRET_NAME_PATTERN, SECRET_SCOPE_PATTERN } from './contract';

/** `/secret-management-demo`'s forms: the same rules as the routes' contract. */
const name = z
  .string()
  .trim()
  .regex(SECRET_NAME_PATTERN, 'Use capital letters, digits and underscores, like GOOGLE_CSE_KEY.');
const scope = z
  .string()
  .trim()
  .regex(SECRET_SCOPE_PATTERN, 'Use lower-case letters, digits and hyphens, like direct or search.');

export const StoreSecretFormSchema = z.object({
  name,
  scope,
  value: z.string().min(1, 'Enter the secret.').max(8192, 'Keep the secret under 8,193 characters.'),
  /** Days until it expires; blank for never. */
  expiresInDays: z
    .string()
    .trim()
    .regex(/^(\d{1,4})?$/, 'Write a number of days, or leave it blank for no expiry.')
    .refine((days) => days === '' || Number(days) >= 1, 'Write at least 1 day, or leave it blank.'),
});

export const SecureSecretFormSchema = z.object({ name, scope });
