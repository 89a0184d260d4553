import { useState } from 'react';
import {
  MCP_TOOLS,
  McpErrorAnswerSchema,
  McpToolCallAnswerSchema,
  McpToolsAnswerSchema,
} from '@cleardocket/domain/mcp/contract';
import { McpToolCallFormSchema } from '@cleardocket/domain/mcp/form';
import { Button } from '~/components/ui/button';
import { Form } from '~/lib/form/form';
import { SelectField, TextareaField } from '~/lib/form/form-fields';
import { SubmitButton } from '~/lib/form/submit-button';
import type { McpExchange, McpSession } from '../api/mcp';

type Tool = { name: string; title?: string; description?: string; readOnly: boolean };

/** The answer's words: the tool's text (pretty JSON when it is JSON), a JSON-RPC error, or the failure. */
function describe(exchange: McpExchange): { ok: boolean; text: string } {
  if (exchange.failure) return { ok: false, text: exchange.failure };
  const error = McpErrorAnswerSchema.safeParse(exchange.response);
  if (error.success) return { ok: false, text: `${error.data.error.message} (JSON-RPC ${error.data.error.code})` };
  const call = McpToolCallAnswerSchema.safeParse(exchange.response);
  if (!call.success) return { ok: false, text: 'The server answered something that is not a tool result.' };
  const text = call.data.result.content.map((part) => part.text ?? `[${part.type}]`).join('\n');
  let pretty = text;
  try {
    pretty = JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    // Plain words, shown as they are.
  }
  return { ok: call.data.result.isError !== true, text: pretty };
}

/** The server's tools as `tools/list` answers, each marked as reading or changing data. */
function ToolList({ session }: { session: McpSession }) {
  const [tools, setTools] = useState<Tool[] | null>(null);
  const [listFailure, setListFailure] = useState<string | null>(null);

  async function listTools() {
    const exchange = await session.send('tools/list');
    const answer = McpToolsAnswerSchema.safeParse(exchange.response);
    if (!answer.success) {
      setTools(null);
      setListFailure(describe(exchange).text);
      return;
    }
    setListFailure(null);
    setTools(
      answer.data.result.tools.map((tool) => ({
        name: tool.name,
        title: tool.title,
        description: tool.description,
        readOnly: tool.annotations?.readOnlyHint === true,
      })),
    );
  }

  return (
    <div className="grid gap-3">
      <div>
        <Button onClick={() => void listTools()} disabled={!session.key}>
          List tools
        </Button>
      </div>
      {listFailure ? <p role="alert">{listFailure}</p> : null}
      {tools ? (
        <ul className="grid gap-2">
          {tools.map((tool) => (
            <li key={tool.name} className="rounded-lg border border-ink-200 p-3">
              <p className="font-medium">
                <span className="font-mono">{tool.name}</span>
                {tool.title ? ` — ${tool.title}` : ''}{' '}
                <span className="ml-1 rounded-full bg-ink-100 px-2 py-0.5 text-sm text-ink-800">
                  {tool.readOnly ? 'reads' : 'changes data (write key)'}
                </span>
              </p>
              {tool.description ? <p className="text-sm text-ink-700">{tool.description}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A call of one tool with arguments typed as JSON, and its answer. */
function ToolCall({ session }: { session: McpSession }) {
  const [result, setResult] = useState<{ tool: string; ok: boolean; text: string; ms: number } | null>(null);
  return (
    <>
      <Form
        schema={McpToolCallFormSchema}
        defaultValues={{ tool: 'list_profiles', args: '' }}
        onSubmit={async (values) => {
          const exchange = await session.send('tools/call', { name: values.tool, arguments: values.args });
          setResult({ tool: values.tool, ms: exchange.ms, ...describe(exchange) });
        }}
        className="grid max-w-xl gap-4"
      >
        <SelectField name="tool" label="Tool" options={MCP_TOOLS.map((name) => ({ value: name, label: name }))} />
        <TextareaField
          name="args"
          label="Arguments (JSON)"
          hint='Blank for none. For example {"type": "company", "term": "Acme"} for run_scan.'
          rows={4}
          className="font-mono"
        />
        <div>
          <SubmitButton disabled={!session.key}>Call the tool</SubmitButton>
        </div>
      </Form>
      {result ? (
        <div role="status" className="grid gap-2">
          <h3 className="text-lg font-semibold">
            {result.tool}: {result.ok ? 'answered' : 'refused'} in {result.ms} ms
          </h3>
          <pre className="max-h-96 overflow-auto rounded-lg bg-ink-50 p-3 text-sm whitespace-pre-wrap break-words">
            {result.text}
          </pre>
        </div>
      ) : null}
    </>
  );
}

/** `/dev/test-mcp`: the server's tools, and a call of one with the member's own key. */
export function McpToolsPanel({ session }: { session: McpSession }) {
  return (
    <div className="grid gap-8">
      <ToolList session={session} />
      <ToolCall session={session} />
    </div>
  );
}
