import { useState } from 'react';
import { SecureSecretFormSchema, StoreSecretFormSchema } from '@cleardocket/domain/secrets/form';
import { Button } from '~/components/ui/button';
import { Section } from '~/components/ui/section';
import { Spinner } from '~/components/ui/spinner';
import { formatMoment } from '~/lib/dates';
import { Form } from '~/lib/form/form';
import { PasswordField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useDeleteSecret } from '../api/delete-secret';
import { useSecrets } from '../api/get-secrets';
import { useRotateSecrets } from '../api/rotate-secrets';
import { secureSecret } from '../api/secure-secret';
import { useStoreSecret } from '../api/store-secret';
import { addDays } from 'date-fns';

function SecretList() {
  const secrets = useSecrets();
  const rotate = useRotateSecrets();
  const remove = useDeleteSecret();
  if (secrets.isPending) return <Spinner />;
  if (secrets.isError) return <p role="alert">{secrets.error.message}</p>;
  const { configured, currentKeyId } = secrets.data;
  return (
    <div className="grid gap-4">
      <p className="text-ink-700">
        {configured
          ? `Values are sealed with AES-256-GCM under the key ${currentKeyId ?? ''} (its fingerprint, not the key).`
          : 'SECRETS_KEY is not set on the server: nothing can be stored until it is (see .env.example).'}
      </p>
      {secrets.data.secrets.length === 0 ? (
        <p className="text-ink-700">No secrets are stored.</p>
      ) : (
        <ul className="grid gap-3">
          {secrets.data.secrets.map((secret) => (
            <li
              key={secret.name}
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink-200 p-4"
            >
              <div className="min-w-0">
                <p className="font-mono font-medium break-all">{secret.name}</p>
                <p className="text-sm text-ink-600">
                  Scope {secret.scope} · {secret.expiresAt ? `expires ${formatMoment(secret.expiresAt)}` : 'no expiry'}
                  {secret.expired ? ' · expired' : ''} · sealed with {secret.keyId}
                  {secret.keyId !== currentKeyId ? ' (an older key: rotate)' : ''} · updated{' '}
                  {formatMoment(secret.updatedAt)}
                </p>
              </div>
              <Button
                size="sm"
                variant="outline"
                aria-label={`Delete the secret ${secret.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(secret.name)}
              >
                Delete
              </Button>
            </li>
          ))}
        </ul>
      )}
      {configured ? (
        <div>
          <Button variant="outline" disabled={rotate.isPending} onClick={() => rotate.mutate(undefined)}>
            Re-seal with the current key
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function StoreSecretForm() {
  const store = useStoreSecret();
  return (
    <Form
      schema={StoreSecretFormSchema}
      defaultValues={{ name: '', scope: 'direct', value: '', expiresInDays: '' }}
      onSubmit={async (values, form) => {
        const expiresAt = values.expiresInDays ? addDays(new Date(), Number(values.expiresInDays)).toISOString() : null;
        await store.mutateAsync({ name: values.name, scope: values.scope, value: values.value, expiresAt });
        form.reset();
      }}
      className="grid max-w-md gap-4"
    >
      <TextField name="name" label="Name" hint="Capital letters, digits and underscores, like GOOGLE_CSE_KEY." />
      <TextField name="scope" label="Scope" hint="Like direct or search." />
      <PasswordField name="value" label="Value" isNew hint="Stored encrypted. It is never shown again." />
      <TextField name="expiresInDays" label="Expires in (days)" inputMode="numeric" hint="Blank for no expiry." />
      <div>
        <SubmitButton>Store the secret</SubmitButton>
      </div>
    </Form>
  );
}

function SecureSecretLookup() {
  const [answer, setAnswer] = useState<string | null>(null);
  return (
    <div className="grid gap-4">
      <Form
        schema={SecureSecretFormSchema}
        defaultValues={{ name: '', scope: 'direct' }}
        onSubmit={async (values) => {
          setAnswer(null);
          setAnswer(JSON.stringify(await secureSecret(values), null, 2));
        }}
        className="grid max-w-md gap-4"
      >
        <TextField name="name" label="Name" />
        <TextField name="scope" label="Scope" />
        <div>
          <SubmitButton>Ask for the secret</SubmitButton>
        </div>
      </Form>
      {answer ? (
        <div role="status" className="grid gap-2">
          <p>The answer: metadata only, never the value.</p>
          <pre className="overflow-auto rounded-lg bg-ink-50 p-3 text-sm">{answer}</pre>
        </div>
      ) : null}
    </div>
  );
}

/** `/secret-management-demo` (admins): the encrypted secrets store and the spec's secure-secret call. */
export function SecretManagement() {
  return (
    <div>
      <Section title="Stored secrets">
        <SecretList />
      </Section>
      <Section title="Store a secret">
        <StoreSecretForm />
      </Section>
      <Section title="secure-secret">
        <p className="max-w-prose text-ink-700">
          The spec’s secure-secret call answers a live secret’s name, scope and expiry, and refuses an expired one. It
          never answers the value: only the server’s own code opens a secret.
        </p>
        <SecureSecretLookup />
      </Section>
    </div>
  );
}
