import { ProfileUpdateSchema } from '@cleardocket/domain/profile/address';
import { Form } from '~/lib/form/form';
import { TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useUpdateProfile } from '../api/update-profile';
import type { Profile } from '@cleardocket/domain/profile/contract';

export function NamesForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  return (
    <Form
      schema={ProfileUpdateSchema}
      defaultValues={{ firstName: profile.firstName, lastName: profile.lastName }}
      onSubmit={(values) => update.mutateAsync(values)}
      // The mutation's toast says why a save failed ('Profile update failed').
      showsFormError={false}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField name="firstName" label="First name" autoComplete="given-name" />
      <TextField name="lastName" label="Last name" autoComplete="family-name" />
      <div className="sm:col-span-2">
        <SubmitButton>Save name</SubmitButton>
      </div>
    </Form>
  );
}
