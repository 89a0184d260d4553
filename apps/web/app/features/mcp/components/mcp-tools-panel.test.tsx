import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMcpSession } from '../api/mcp';
import { McpExchangeLog } from './mcp-exchange-log';
import { McpToolsPanel } from './mcp-tools-panel';

const KEY = `cdk_${'Z'.repeat(43)}`;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Sent = { headers: Record<string, string>; body: { id: number; method: string; params: Record<string, unknown> } };

/** A stand-in for POST /api/mcp answering tools/list and tools/call as the SDK's server does. */
function server() {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      const message = JSON.parse(String(init?.body)) as Sent['body'];
      sent.push({ headers: init?.headers as Record<string, string>, body: message });
      if (message.method === 'tools/list') {
        return json({
          jsonrpc: '2.0',
          id: message.id,
          result: {
            tools: [
              { name: 'list_profiles', title: 'List profiles', annotations: { readOnlyHint: true } },
              { name: 'run_scan', title: 'Run a scan' },
            ],
          },
        });
      }
      if (message.method === 'tools/call' && message.params.name === 'run_scan') {
        return json({
          jsonrpc: '2.0',
          id: message.id,
          result: { isError: true, content: [{ type: 'text', text: 'This needs an API key with write access.' }] },
        });
      }
      return json({
        jsonrpc: '2.0',
        id: message.id,
        result: { content: [{ type: 'text', text: '{"profiles":[],"limit":1}' }] },
      });
    }),
  );
  return sent;
}

function Panels({ debug = false }: { debug?: boolean }) {
  const session = useMcpSession();
  const { setKey } = session;
  useEffect(() => setKey(KEY), [setKey]);
  return debug ? <McpExchangeLog session={session} /> : <McpToolsPanel session={session} />;
}

afterEach(() => vi.unstubAllGlobals());

describe('the MCP test pages', () => {
  it('lists the tools and calls one with the key as a bearer token', async () => {
    const user = userEvent.setup();
    const sent = server();
    render(<Panels />);
    await user.click(await screen.findByRole('button', { name: 'List tools' }));
    expect(await screen.findByText(/— List profiles/)).toBeTruthy();
    expect(screen.getByText('changes data (write key)')).toBeTruthy();
    expect(sent[0]?.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(sent[0]?.headers.accept).toContain('text/event-stream');

    await user.click(screen.getByRole('button', { name: 'Call the tool' }));
    expect(await screen.findByText('list_profiles: answered', { exact: false })).toBeTruthy();
    expect(sent[1]?.body).toMatchObject({ method: 'tools/call', params: { name: 'list_profiles', arguments: {} } });

    await user.selectOptions(screen.getByLabelText('Tool'), 'run_scan');
    await user.type(screen.getByLabelText('Arguments (JSON)'), '{{"type": "company"}');
    await user.click(screen.getByRole('button', { name: 'Call the tool' }));
    expect(await screen.findByText('run_scan: refused', { exact: false })).toBeTruthy();
    expect(screen.getByText('This needs an API key with write access.')).toBeTruthy();
  });

  it('refuses arguments that are not a JSON object before sending', async () => {
    const user = userEvent.setup();
    const sent = server();
    render(<Panels />);
    await user.type(await screen.findByLabelText('Arguments (JSON)'), '[[1]');
    await user.click(screen.getByRole('button', { name: 'Call the tool' }));
    expect(await screen.findByText(/as a JSON object/)).toBeTruthy();
    expect(sent).toHaveLength(0);
  });

  it('shows each raw exchange on the debug page', async () => {
    const user = userEvent.setup();
    server();
    render(<Panels debug />);
    await user.click(await screen.findByRole('button', { name: 'Send tools/list' }));
    await waitFor(() => expect(screen.getByText(/"name": "run_scan"/)).toBeTruthy());
    expect(screen.getByText(/HTTP 200/)).toBeTruthy();
    expect(screen.getByText(/"method": "tools\/list"/)).toBeTruthy();
  });
});
