import { z } from 'zod';
import { PERSON_NAME_MAX_LENGTH } from '@cleardocket/domain/identity/person-name';
import { COMPANY_NAME_MAX_LENGTH, ProfileInputSchema } from '@cleardocket/domain/protected-profiles/profiles';
import type { ProfileInput } from '@cleardocket/domain/protected-profiles/profiles';

/**
 * The relationship step's fields, flat for the form; only the chosen kind's fields are sent, and
 * they are checked by the route's own schema (`ProfileInputSchema`), messages on their fields.
 */
export const RelationshipFormSchema = z
  .object({
    kind: z.enum(['self', 'family', 'business'], { error: 'Choose who this is for' }),
    firstName: z.string().max(PERSON_NAME_MAX_LENGTH),
    lastName: z.string().max(PERSON_NAME_MAX_LENGTH),
    relation: z.string().max(20),
    consent: z.boolean(),
    companyName: z.string().max(COMPANY_NAME_MAX_LENGTH),
  })
  .transform((values): unknown => {
    switch (values.kind) {
      case 'self':
        return { kind: 'self' };
      case 'family':
        return {
          kind: 'family',
          firstName: values.firstName,
          lastName: values.lastName,
          relation: values.relation || undefined,
          consent: values.consent,
        };
      case 'business':
        return { kind: 'business', companyName: values.companyName };
    }
  })
  .pipe(ProfileInputSchema);

export type RelationshipFormValues = z.input<typeof RelationshipFormSchema>;

/** The form's starting values: the member's earlier answer, if they come back to this step. */
export function relationshipDefaults(
  profile: {
    kind: ProfileInput['kind'];
    firstName: string;
    lastName: string;
    relation: string | null;
    companyName: string | null;
  } | null,
): RelationshipFormValues {
  return {
    kind: profile?.kind ?? 'self',
    firstName: profile?.kind === 'family' ? profile.firstName : '',
    lastName: profile?.kind === 'family' ? profile.lastName : '',
    relation: profile?.relation ?? '',
    consent: profile?.kind === 'family',
    companyName: profile?.companyName ?? '',
  };
}
