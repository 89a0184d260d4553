import { McpKeyFormSchema } from '@cleardocket/domain/mcp/form';
import { Button } from '~/components/ui/button';
import { Form } from '~/lib/form/form';
import { PasswordField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import type { ReactNode } from 'react';
import type { McpSession } from '../api/mcp';

/**
 * The key the test pages call with: one of the member's own, pasted (kept in this page's memory
 * only), or a new read-only key made here (it then shows in Settings, where it can be revoked).
 */
export function McpKeyPanel({ session, createKey }: { session: McpSession; createKey: ReactNode }) {
  if (session.key) {
    return (
      <div className="flex flex-wrap items-center gap-3">
        <p>
          Calling with the key <span className="font-mono">{session.key.slice(0, 8)}…</span>
        </p>
        <Button size="sm" variant="outline" onClick={() => session.setKey(null)}>
          Use another key
        </Button>
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <Form
        schema={McpKeyFormSchema}
        defaultValues={{ key: '' }}
        onSubmit={(values) => session.setKey(values.key)}
        className="grid max-w-md gap-3"
      >
        <PasswordField name="key" label="Your API key" hint="From Settings → API keys. It stays in this page only." />
        <div>
          <SubmitButton>Use this key</SubmitButton>
        </div>
      </Form>
      <div className="grid gap-2">
        <p className="text-ink-700">Or make a new read-only key for this page:</p>
        {createKey}
      </div>
    </div>
  );
}
