import { useState } from 'react';
import { ApiKeyFormSchema } from '@cleardocket/domain/api-keys/form';
import type { ApiKey } from '@cleardocket/domain/api-keys/contract';
import { Button } from '~/components/ui/button';
import { Spinner } from '~/components/ui/spinner';
import { formatMoment } from '~/lib/dates';
import { Form } from '~/lib/form/form';
import { RadioGroupField, TextField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import { useCreateApiKey } from '../api/create-api-key';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';

const SCOPE_OPTIONS = [
  { value: 'read', label: 'Read only' },
  { value: 'write', label: 'Read and write' },
] as const;

const SCOPE_LABEL = { read: 'Read only', write: 'Read and write' } as const;

/** The new key, shown once: it is stored hashed and can never be shown again. */
function NewKey({ name, secret, onDone }: { name: string; secret: string; onDone: () => void }) {
  const [copied, setCopied] = useState(false);
  return (
    <div role="status" className="grid gap-3 rounded-lg border border-green-300 bg-green-50 p-4">
      <p className="font-medium">Your new key “{name}”. Copy it now: it will not be shown again.</p>
      <label className="grid gap-1 text-sm">
        <span>API key</span>
        <input
          readOnly
          value={secret}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-md border border-ink-300 bg-white px-3 py-2 font-mono text-sm break-all"
        />
      </label>
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          onClick={() =>
            void navigator.clipboard.writeText(secret).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          {copied ? 'Copied' : 'Copy key'}
        </Button>
        <Button size="sm" variant="outline" onClick={onDone}>
          I have saved it
        </Button>
      </div>
    </div>
  );
}

function KeyRow({ apiKey }: { apiKey: ApiKey }) {
  const revoke = useRevokeApiKey();
  const revoked = apiKey.revokedAt !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-ink-200 p-4">
      <div className="min-w-0">
        <p className="font-medium break-words">
          <span>{apiKey.name}</span>{' '}
          <span className="ml-1 rounded-full bg-ink-100 px-2 py-0.5 text-sm text-ink-800">
            {SCOPE_LABEL[apiKey.scope]}
          </span>
          {revoked ? (
            <span className="ml-1 rounded-full bg-red-100 px-2 py-0.5 text-sm text-red-900">Revoked</span>
          ) : null}
        </p>
        <p className="font-mono text-sm text-ink-600">{apiKey.hint}</p>
        <p className="text-sm text-ink-600">
          Created {formatMoment(apiKey.createdAt)}
          {' · '}
          {apiKey.lastUsedAt ? `last used ${formatMoment(apiKey.lastUsedAt)}` : 'never used'}
          {apiKey.revokedAt ? ` · revoked ${formatMoment(apiKey.revokedAt)}` : ''}
        </p>
      </div>
      {revoked ? null : (
        <Button
          size="sm"
          variant="outline"
          disabled={revoke.isPending}
          aria-label={`Revoke API key ${apiKey.name}`}
          onClick={() => revoke.mutate(apiKey.id)}
        >
          Revoke
        </Button>
      )}
    </li>
  );
}

/**
 * API keys in settings (issue 18 item 4): make a named key with read or read-and-write access,
 * see it once, list and revoke keys. Every use shows in the activity log.
 */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const [created, setCreated] = useState<{ name: string; secret: string } | null>(null);
  return (
    <div className="grid gap-6">
      <p className="max-w-prose text-ink-700">
        An API key lets an app or an assistant use ClearDocket as you: your profiles, scans, findings and requests, and
        nothing else (never your account, billing or sign-in). Send it as{' '}
        <code className="font-mono text-sm">Authorization: Bearer …</code>. A read-only key cannot change anything. Each
        use is counted in your activity log.
      </p>
      {created ? <NewKey name={created.name} secret={created.secret} onDone={() => setCreated(null)} /> : null}
      <Form
        schema={ApiKeyFormSchema}
        defaultValues={{ name: '', scope: 'read' }}
        onSubmit={async (values, form) => {
          const answer = await create.mutateAsync(values);
          setCreated({ name: answer.key.name, secret: answer.secret });
          form.reset();
        }}
        className="grid max-w-md gap-4"
      >
        <TextField name="name" label="Key name" hint="Such as the app or assistant that will use it." />
        <RadioGroupField
          name="scope"
          label="Access"
          options={SCOPE_OPTIONS}
          optionClassName="flex min-h-11 items-center gap-2 rounded-md border border-ink-300 px-3"
        />
        <div>
          <SubmitButton>Create key</SubmitButton>
        </div>
      </Form>
      <div className="grid gap-3">
        <h3 className="text-lg font-semibold">Your keys</h3>
        {keys.isPending ? (
          <Spinner />
        ) : keys.isError ? (
          <p role="alert">{keys.error.message}</p>
        ) : keys.data.keys.length === 0 ? (
          <p className="text-ink-700">You have no API keys.</p>
        ) : (
          <ul className="grid gap-3">
            {keys.data.keys.map((apiKey) => (
              <KeyRow key={apiKey.id} apiKey={apiKey} />
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
