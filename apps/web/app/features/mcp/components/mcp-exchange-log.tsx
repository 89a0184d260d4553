import { McpRawFormSchema } from '@cleardocket/domain/mcp/form';
import { Button } from '~/components/ui/button';
import { Form } from '~/lib/form/form';
import { TextField, TextareaField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import type { McpSession } from '../api/mcp';

const INITIALIZE_PARAMS = {
  protocolVersion: '2025-06-18',
  capabilities: {},
  clientInfo: { name: 'ClearDocket debug page', version: '1.0.0' },
};

/** `/dev/test-mcp-debug`: any JSON-RPC message to the MCP server, and every exchange, raw. */
export function McpExchangeLog({ session }: { session: McpSession }) {
  return (
    <div className="grid gap-8">
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={!session.key}
          onClick={() => void session.send('initialize', INITIALIZE_PARAMS)}
        >
          Send initialize
        </Button>
        <Button size="sm" variant="outline" disabled={!session.key} onClick={() => void session.send('tools/list')}>
          Send tools/list
        </Button>
        <Button size="sm" variant="outline" disabled={!session.key} onClick={() => void session.send('ping')}>
          Send ping
        </Button>
      </div>
      <Form
        schema={McpRawFormSchema}
        defaultValues={{ method: 'tools/call', params: '{"name": "list_profiles", "arguments": {}}' }}
        onSubmit={(values) => session.send(values.method, values.params)}
        className="grid max-w-xl gap-4"
      >
        <TextField name="method" label="Method" />
        <TextareaField name="params" label="Params (JSON)" rows={4} className="font-mono" />
        <div>
          <SubmitButton disabled={!session.key}>Send</SubmitButton>
        </div>
      </Form>
      <div className="grid gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 className="text-xl font-semibold">Exchanges, newest first</h2>
          {session.exchanges.length > 0 ? (
            <Button size="sm" variant="ghost" onClick={session.clear}>
              Clear
            </Button>
          ) : null}
        </div>
        {session.exchanges.length === 0 ? <p className="text-ink-700">Nothing sent yet.</p> : null}
        <ol className="grid gap-4" aria-live="polite">
          {session.exchanges.map((exchange) => (
            <li key={exchange.id} className="grid gap-2 rounded-lg border border-ink-200 p-3">
              <p className="font-medium">
                #{exchange.id} <span className="font-mono">{exchange.request.method}</span> · HTTP{' '}
                {exchange.status || 'no answer'} · {exchange.ms} ms
              </p>
              <p className="text-sm font-semibold">Sent</p>
              <pre className="max-h-64 overflow-auto rounded bg-ink-50 p-2 text-xs whitespace-pre-wrap break-words">
                {JSON.stringify(exchange.request, null, 2)}
              </pre>
              <p className="text-sm font-semibold">Received</p>
              <pre className="max-h-96 overflow-auto rounded bg-ink-50 p-2 text-xs whitespace-pre-wrap break-words">
                {exchange.failure ?? JSON.stringify(exchange.response, null, 2)}
              </pre>
            </li>
          ))}
        </ol>
      </div>
    </div>
  );
}
