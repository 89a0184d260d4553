import { z } from 'zod';
import { Form } from '~/lib/form/form';
import { TextField } from '~/lib/form/form-fields';
import { newPasswordField, passwordField } from '~/lib/form/identity-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useChangePassword } from '../api/account';

const PasswordChangeSchema = z.object({ currentPassword: passwordField(), newPassword: newPasswordField() });

export function PasswordForm() {
  const change = useChangePassword();
  return (
    <Form
      schema={PasswordChangeSchema}
      defaultValues={{ currentPassword: '', newPassword: '' }}
      onSubmit={async (values, form) => {
        await change.mutateAsync(values);
        form.reset();
      }}
      className="grid max-w-md gap-4"
    >
      <TextField name="currentPassword" label="Current password" type="password" autoComplete="current-password" />
      <TextField
        name="newPassword"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="At least 8 characters. Other devices will be signed out."
      />
      <div>
        <SubmitButton>Change password</SubmitButton>
      </div>
    </Form>
  );
}
