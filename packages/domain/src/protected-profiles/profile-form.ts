import { z } from 'zod';
import { PERSON_NAME_MAX_LENGTH } from '../identity/person-name';
import { COMPANY_NAME_MAX_LENGTH, ProfileInputSchema } from './profiles';
import type { ProfileInput } from './profiles';

/**
 * Who a profile is for, as a form fills it in (the onboarding step and "Who we protect"): flat
 * fields; only the chosen kind's are sent, checked by the route's own schema (`ProfileInputSchema`),
 * messages on their fields.
 */
export const ProfileFormSchema = z
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

export type ProfileFormValues = z.input<typeof ProfileFormSchema>;

/** The form's starting values: an earlier answer if there is one, else `kind`. */
export function profileFormDefaults(
  profile: {
    kind: ProfileInput['kind'];
    firstName: string;
    lastName: string;
    relation: string | null;
    companyName: string | null;
  } | null,
  kind: ProfileInput['kind'] = 'self',
): ProfileFormValues {
  return {
    kind: profile?.kind ?? kind,
    firstName: profile?.kind === 'family' ? profile.firstName : '',
    lastName: profile?.kind === 'family' ? profile.lastName : '',
    relation: profile?.relation ?? '',
    consent: profile?.kind === 'family',
    companyName: profile?.companyName ?? '',
  };
}
