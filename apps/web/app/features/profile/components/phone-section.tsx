import { useState } from 'react';
import type { FormEvent } from 'react';
import { normalisePhoneNumber } from '@cleardocket/domain/identity/normalise';
import { SIGN_UP_MESSAGES, US_PHONE_PATTERN, isValidCode } from '@cleardocket/domain/identity/sign-up';
import { Button } from '~/components/ui/button';
import { Field } from '~/components/ui/field';
import { useSendPhoneCode, useVerifyPhone } from '../api/profile';
import type { Profile } from '@cleardocket/domain/profile/contract';

/** The member's phone: shown when verified; otherwise add one and confirm it with an SMS code. */
export function PhoneSection({ profile }: { profile: Profile }) {
  const [phone, setPhone] = useState(profile.pendingPhoneNumber ?? '');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isCodeSent, setCodeSent] = useState(Boolean(profile.pendingPhoneNumber));
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();

  const sendCode = async (event: FormEvent) => {
    event.preventDefault();
    const normalised = normalisePhoneNumber(phone);
    if (!US_PHONE_PATTERN.test(normalised)) return setError(SIGN_UP_MESSAGES.phoneFormat);
    setError(undefined);
    await send.mutateAsync(normalised).then(
      () => setCodeSent(true),
      () => undefined,
    );
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!isValidCode(code)) return setError(SIGN_UP_MESSAGES.code);
    setError(undefined);
    await verify.mutateAsync(code.trim()).then(
      () => setCode(''),
      () => undefined,
    );
  };

  return (
    <div className="grid gap-4">
      {profile.phoneNumber ? (
        <p>
          <span className="font-medium">{profile.phoneNumber}</span>{' '}
          <span className="rounded-full bg-green-100 px-2 py-0.5 text-sm text-green-900">
            {profile.telephone_verified ? 'Verified' : 'Not verified'}
          </span>
        </p>
      ) : (
        <p className="text-ink-700">No verified phone number yet. We use it to confirm it is really you.</p>
      )}
      <form noValidate onSubmit={(event) => void sendCode(event)} className="flex flex-wrap items-end gap-3">
        <Field
          label={profile.phoneNumber ? 'New mobile number' : 'Mobile number'}
          type="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          autoComplete="tel"
          error={isCodeSent ? undefined : error}
        />
        <Button type="submit" variant="outline" disabled={send.isPending}>
          Send code
        </Button>
      </form>
      {isCodeSent ? (
        <form noValidate onSubmit={(event) => void confirm(event)} className="flex flex-wrap items-end gap-3">
          <Field
            label="Code from the text message"
            inputMode="numeric"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            error={error}
          />
          <Button type="submit" disabled={verify.isPending}>
            Verify phone
          </Button>
        </form>
      ) : null}
    </div>
  );
}
