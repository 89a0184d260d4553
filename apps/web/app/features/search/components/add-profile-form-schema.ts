import { z } from 'zod';
import { PERSON_NAME_MAX_LENGTH } from '@cleardocket/domain/identity/person-name';
import { COMPANY_NAME_MAX_LENGTH, ProfileInputSchema } from '@cleardocket/domain/protected-profiles/profiles';

/**
 * Adding someone after onboarding: a family member (with their consent) or a business. The fields
 * are flat for the form; only the chosen kind's are sent, checked by the route's own schema.
 */
export const AddProfileFormSchema = z
  .object({
    kind: z.enum(['family', 'business'], { error: 'Choose who this is for' }),
    firstName: z.string().max(PERSON_NAME_MAX_LENGTH),
    lastName: z.string().max(PERSON_NAME_MAX_LENGTH),
    relation: z.string().max(20),
    consent: z.boolean(),
    companyName: z.string().max(COMPANY_NAME_MAX_LENGTH),
  })
  .transform((values): unknown =>
    values.kind === 'family'
      ? {
          kind: 'family',
          firstName: values.firstName,
          lastName: values.lastName,
          relation: values.relation || undefined,
          consent: values.consent,
        }
      : { kind: 'business', companyName: values.companyName },
  )
  .pipe(ProfileInputSchema);

export type AddProfileFormValues = z.input<typeof AddProfileFormSchema>;

export const ADD_PROFILE_DEFAULTS: AddProfileFormValues = {
  kind: 'family',
  firstName: '',
  lastName: '',
  relation: '',
  consent: false,
  companyName: '',
};
