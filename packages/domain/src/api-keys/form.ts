import { z } from 'zod';
import { API_KEY_NAME_MAX_LENGTH, API_KEY_NAME_MESSAGES, API_KEY_SCOPES } from './rules';

/** The settings form that makes a key (the one `<Form>`): the same rules as the route's contract. */
export const ApiKeyFormSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, API_KEY_NAME_MESSAGES.required)
    .max(API_KEY_NAME_MAX_LENGTH, API_KEY_NAME_MESSAGES.tooLong),
  scope: z.enum(API_KEY_SCOPES, { error: 'Choose what the key may do.' }),
});
