import { z } from 'zod';
import type { ReactNode } from 'react';
import { Form } from '~/lib/form/form';
import { PasswordField, TextField } from '~/lib/form/form-fields';
import { codeField, passwordField } from '~/lib/form/identity-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor } from '../api/account';

const PasswordSchema = z.object({ password: passwordField() });
const CodeSchema = z.object({ code: codeField() });

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

/** TOTP two-factor: password → authenticator key and recovery codes → first code turns it on. */
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
    const secret = new URL(setup.totpUri).searchParams.get('secret') ?? '';
    return (
      <div className="grid max-w-xl gap-4">
        <p>Add this key to your authenticator app (choose “enter a setup key”), then type the 6-digit code it shows.</p>
        <p className="rounded-md bg-ink-50 p-3 font-mono break-all" aria-label="Authenticator setup key">
          {secret}
        </p>
        <div>
          <p className="font-medium">
            Recovery codes — keep them somewhere safe; each works once if you lose your phone:
          </p>
          <ul className="mt-2 grid grid-cols-2 gap-1 font-mono sm:grid-cols-3">
            {setup.recoveryCodes.map((recovery) => (
              <li key={recovery}>{recovery}</li>
            ))}
          </ul>
        </div>
        <Form
          schema={CodeSchema}
          defaultValues={{ code: '' }}
          onSubmit={({ code }) => confirm.mutateAsync(code)}
          className="grid gap-4"
        >
          <TextField name="code" label="Code from your authenticator app" inputMode="numeric" />
          <div>
            <SubmitButton>Turn on two-factor</SubmitButton>
          </div>
        </Form>
      </div>
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
