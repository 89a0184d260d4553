import { z } from 'zod';
import type { ReactNode } from 'react';
import { Form } from '~/lib/form/form';
import { PasswordField } from '~/lib/form/form-fields';
import { passwordField } from '~/lib/form/identity-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useConfirmTwoFactor } from '../api/confirm-two-factor';
import { useDisableTwoFactor } from '../api/disable-two-factor';
import { useStartTwoFactor } from '../api/start-two-factor';
import { TwoFactorSetup } from './two-factor-setup';

const PasswordSchema = z.object({ password: passwordField() });

/** A password-confirmed step (turn two-factor on or off): the password is asked again. */
function PasswordStep(props: {
  intro: ReactNode;
  label: string;
  action: string;
  run: (password: string) => Promise<unknown>;
}) {
  return (
    <div className="grid max-w-md gap-4">
      <p>{props.intro}</p>
      <Form
        schema={PasswordSchema}
        defaultValues={{ password: '' }}
        onSubmit={async ({ password }, form) => {
          await props.run(password);
          form.reset();
        }}
        className="grid gap-4"
      >
        <PasswordField name="password" label={props.label} />
        <div>
          <SubmitButton variant="outline">{props.action}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}

/** TOTP two-factor: password → QR code, key and recovery codes → first code turns it on. */
export function TwoFactorSection({ isEnabled }: { isEnabled: boolean }) {
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const setup = start.data;

  if (isEnabled) {
    return (
      <PasswordStep
        intro={
          <>
            Two-factor authentication is <strong>on</strong>: signing in needs a code from your authenticator app.
          </>
        }
        label="Password to turn it off"
        action="Turn off two-factor"
        run={(password) => disable.mutateAsync(password)}
      />
    );
  }

  if (setup && !confirm.isSuccess) {
    return (
      <TwoFactorSetup
        totpUri={setup.totpUri}
        recoveryCodes={setup.recoveryCodes}
        onConfirm={(code) => confirm.mutateAsync(code)}
      />
    );
  }

  return (
    <PasswordStep
      intro="Protect your account with a code from an authenticator app each time you sign in."
      label="Your password"
      action="Set up two-factor"
      run={(password) => start.mutateAsync(password)}
    />
  );
}
