import { useState } from 'react';
import type { FormEvent } from 'react';
import { ProfileUpdateSchema } from '@cleardocket/domain/profile/address';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { toFieldErrors } from '~/lib/field-errors';
import { useUpdateProfile } from '../api/profile';
import type { Profile } from '@cleardocket/domain/profile/contract';

export function NamesForm({ profile }: { profile: Profile }) {
  const [firstName, setFirstName] = useState(profile.firstName);
  const [lastName, setLastName] = useState(profile.lastName);
  const [errors, setErrors] = useState<{ firstName?: string; lastName?: string }>({});
  const update = useUpdateProfile();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ProfileUpdateSchema.safeParse({ firstName, lastName });
    if (!parsed.success) {
      setErrors(toFieldErrors<'firstName' | 'lastName'>(parsed.error.issues));
      return;
    }
    setErrors({});
    update.mutate(parsed.data);
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <Field
        label="First name"
        value={firstName}
        onChange={(event) => setFirstName(event.target.value)}
        error={errors.firstName}
        autoComplete="given-name"
      />
      <Field
        label="Last name"
        value={lastName}
        onChange={(event) => setLastName(event.target.value)}
        error={errors.lastName}
        autoComplete="family-name"
      />
      <div className="sm:col-span-2">
        <Button type="submit" disabled={update.isPending}>
          Save name
        </Button>
      </div>
    </form>
  );
}
