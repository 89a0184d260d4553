import { z } from 'zod';
import { Form } from '~/lib/form/form';
import { PasswordField } from '~/lib/form/form-fields';
import { newPasswordField, passwordField } from '~/lib/form/identity-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useChangePassword } from '../api/change-password';

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
      <PasswordField name="currentPassword" label="Current password" />
      <PasswordField
        name="newPassword"
        label="New password"
        isNew
        hint="At least 8 characters. Other devices will be signed out."
      />
      <div>
        <SubmitButton>Change password</SubmitButton>
      </div>
    </Form>
  );
}
