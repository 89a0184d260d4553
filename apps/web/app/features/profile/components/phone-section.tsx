import { useState } from 'react';
import { z } from 'zod';
import { Form } from '~/lib/form/form';
import { TextField } from '~/lib/form/form-fields';
import { codeField, usPhoneField } from '~/lib/form/identity-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useSendPhoneCode } from '../api/send-phone-code';
import { useVerifyPhone } from '../api/verify-phone';
import type { Profile } from '@cleardocket/domain/profile/contract';

const PhoneSchema = z.object({ phone: usPhoneField() });
const CodeSchema = z.object({ code: codeField() });

/** The member's phone: shown when verified; otherwise add one and confirm it with an SMS code. */
export function PhoneSection({ profile }: { profile: Profile }) {
  const [isCodeSent, setCodeSent] = useState(Boolean(profile.pendingPhoneNumber));
  const send = useSendPhoneCode();
  const verify = useVerifyPhone();

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
      {/* Both mutations say why they failed in a toast ('Failed to send code', 'Verification failed'). */}
      <Form
        schema={PhoneSchema}
        defaultValues={{ phone: profile.pendingPhoneNumber ?? '' }}
        onSubmit={async ({ phone }) => {
          await send.mutateAsync(phone);
          setCodeSent(true);
        }}
        showsFormError={false}
        className="flex flex-wrap items-end gap-3"
      >
        <TextField
          name="phone"
          label={profile.phoneNumber ? 'New mobile number' : 'Mobile number'}
          type="tel"
          autoComplete="tel"
        />
        <SubmitButton variant="outline">Send code</SubmitButton>
      </Form>
      {isCodeSent ? (
        <Form
          schema={CodeSchema}
          defaultValues={{ code: '' }}
          onSubmit={async ({ code }, form) => {
            await verify.mutateAsync(code);
            form.reset();
          }}
          showsFormError={false}
          className="flex flex-wrap items-end gap-3"
        >
          <TextField name="code" label="Code from the text message" inputMode="numeric" />
          <SubmitButton>Verify phone</SubmitButton>
        </Form>
      ) : null}
    </div>
  );
}
