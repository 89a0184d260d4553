import { useState } from 'react';
import type { FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@cleardocket/domain/constants';
import { Button } from '~/components/ui/button';
import { Field, FormError } from '~/components/ui/field';
import { useChangePassword } from '../api/account';

export function PasswordForm() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (newPassword.length < PASSWORD_MIN_LENGTH)
      return setError(`Password must be at least ${PASSWORD_MIN_LENGTH} characters`);
    setError(null);
    await change.mutateAsync({ currentPassword, newPassword }).then(
      () => {
        setCurrent('');
        setNew('');
      },
      (caught: Error) => setError(caught.message),
    );
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid max-w-md gap-4">
      <FormError message={error} />
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        value={currentPassword}
        onChange={(event) => setCurrent(event.target.value)}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Other devices will be signed out."
        value={newPassword}
        onChange={(event) => setNew(event.target.value)}
      />
      <div>
        <Button type="submit" disabled={change.isPending}>
          Change password
        </Button>
      </div>
    </form>
  );
}
