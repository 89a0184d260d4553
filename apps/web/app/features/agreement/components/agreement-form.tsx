import { useMemo, useState } from 'react';
import { AGREEMENT_CONSENTS } from '@cleardocket/domain/agreement/agreement';
import type { Agreement } from '@cleardocket/domain/agreement/contract';
import { ApiError } from '~/lib/api-client';
import { Form } from '~/lib/form/form';
import { CheckboxField, TextField } from '~/lib/form/form-fields';
import { FormFailure } from '~/lib/form/form-failure';
import { SubmitButton } from '~/lib/form/submit-button';
import { useSignAgreement } from '../api/sign-agreement';
import { agreementFormSchema } from './agreement-form-schema';
import { AgreementText } from './agreement-text';
import { SignedAgreement } from './signed-agreement';

type Signature = NonNullable<Agreement['signature']>;

export type AgreementFormProps = {
  /** The agreement as `useAgreement` gives it. */
  agreement: Agreement;
  /** Called once the signature is stored (the onboarding moves on; the dashboard shows the status). */
  onSigned?: (signature: Signature) => void;
};

/**
 * The service agreement to read and sign (issue 16 step 5): the text in a scrollable region, the
 * three consent boxes, the full name typed as the signature. A refusal shows its reason and keeps
 * what was typed; once signed, the confirmation offers the signed PDF.
 */
export function AgreementForm({ agreement, onSigned }: AgreementFormProps) {
  const sign = useSignAgreement();
  const [signed, setSigned] = useState<Signature | null>(null);
  const schema = useMemo(() => agreementFormSchema(agreement.accountName), [agreement.accountName]);

  if (signed) return <SignedAgreement signature={signed} />;

  return (
    <div className="grid gap-6">
      <AgreementText agreement={agreement} />
      <Form
        schema={schema}
        defaultValues={{ readAgreement: false, authoriseAgent: false, acceptFees: false, typedName: '' }}
        onSubmit={async ({ typedName, readAgreement, authoriseAgent, acceptFees }) => {
          try {
            const { signature } = await sign.mutateAsync({
              version: agreement.version,
              typedName,
              consents: { readAgreement, authoriseAgent, acceptFees },
            });
            setSigned(signature);
            onSigned?.(signature);
          } catch (error) {
            if (error instanceof ApiError && error.code === 'name_mismatch') {
              throw new FormFailure(error.message, { typedName: error.message });
            }
            throw error;
          }
        }}
        className="grid max-w-2xl gap-4"
      >
        <fieldset className="grid gap-3">
          <legend className="mb-2 font-semibold">To sign, tick each box</legend>
          {AGREEMENT_CONSENTS.map((consent) => (
            <CheckboxField key={consent.id} name={consent.id} label={consent.label} />
          ))}
        </fieldset>
        <TextField
          name="typedName"
          label="Your full name, as your signature"
          hint={`Type it as it is on your account: ${agreement.accountName}.`}
          autoComplete="name"
        />
        <SubmitButton pendingLabel="Signing…" className="justify-self-start">
          Sign the agreement
        </SubmitButton>
      </Form>
    </div>
  );
}
