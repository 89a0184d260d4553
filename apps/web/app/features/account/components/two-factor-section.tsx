import { useState } from 'react';
import type { FormEvent } from 'react';
import { Button } from '~/components/ui/button';
import { Field, FormError } from '~/components/ui/field';
import { useConfirmTwoFactor, useDisableTwoFactor, useStartTwoFactor } from '../api/account';

/** TOTP two-factor: password → authenticator key and recovery codes → first code turns it on. */
export function TwoFactorSection({ isEnabled }: { isEnabled: boolean }) {
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const start = useStartTwoFactor();
  const confirm = useConfirmTwoFactor();
  const disable = useDisableTwoFactor();
  const setup = start.data;

  const run = (action: () => Promise<unknown>) => (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    void action().then(
      () => {
        setPassword('');
        setCode('');
      },
      (caught: Error) => setError(caught.message),
    );
  };

  if (isEnabled) {
    return (
      <form noValidate onSubmit={run(() => disable.mutateAsync(password))} className="grid max-w-md gap-4">
        <p>
          Two-factor authentication is <strong>on</strong>: signing in needs a code from your authenticator app.
        </p>
        <FormError message={error} />
        <Field
          label="Password to turn it off"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <div>
          <Button type="submit" variant="outline">
            Turn off two-factor
          </Button>
        </div>
      </form>
    );
  }

  if (setup && !confirm.isSuccess) {
    const secret = new URL(setup.totpUri).searchParams.get('secret') ?? '';
    return (
      <form noValidate onSubmit={run(() => confirm.mutateAsync(code.trim()))} className="grid max-w-xl gap-4">
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
        <FormError message={error} />
        <Field
          label="Code from your authenticator app"
          inputMode="numeric"
          maxLength={6}
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
        <div>
          <Button type="submit">Turn on two-factor</Button>
        </div>
      </form>
    );
  }

  return (
    <form noValidate onSubmit={run(() => start.mutateAsync(password))} className="grid max-w-md gap-4">
      <p>Protect your account with a code from an authenticator app each time you sign in.</p>
      <FormError message={error} />
      <Field
        label="Your password"
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <div>
        <Button type="submit" variant="outline">
          Set up two-factor
        </Button>
      </div>
    </form>
  );
}
