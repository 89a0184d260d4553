import { useCallback, useRef, useState } from 'react';
import { McpResponseSchema } from '@cleardocket/domain/mcp/contract';
import { apiRequest } from '~/lib/api-client';

/** One JSON-RPC round trip with the MCP server, as sent and as answered. */
export type McpExchange = {
  id: number;
  at: string;
  request: { jsonrpc: '2.0'; id: number; method: string; params: Record<string, unknown> };
  status: number;
  ms: number;
  /** The answer as the server wrote it, or null when the call failed before one came. */
  response: unknown;
  /** The failure in plain words (HTTP refusal, network), or null. */
  failure: string | null;
};

const PROTOCOL_VERSION = '2025-06-18';

/**
 * The test pages' MCP client: raw JSON-RPC over POST /api/mcp (Streamable HTTP, JSON answers) with
 * the member's own API key, kept in memory only, and every exchange recorded.
 */
export function useMcpSession() {
  const [key, setKey] = useState<string | null>(null);
  const [exchanges, setExchanges] = useState<McpExchange[]>([]);
  const nextId = useRef(1);

  const send = useCallback(
    async (method: string, params: Record<string, unknown> = {}): Promise<McpExchange> => {
      if (!key) throw new Error('Add an API key first.');
      const id = nextId.current;
      nextId.current += 1;
      const request = { jsonrpc: '2.0' as const, id, method, params };
      const started = performance.now();
      let exchange: McpExchange;
      try {
        const response = await apiRequest('/api/mcp', McpResponseSchema, {
          method: 'POST',
          body: request,
          headers: {
            authorization: `Bearer ${key}`,
            accept: 'application/json, text/event-stream',
            'mcp-protocol-version': PROTOCOL_VERSION,
          },
          redirectOnUnauthorized: false,
          useServerMessage: true,
        });
        exchange = { id, at: new Date().toISOString(), request, status: 200, ms: 0, response, failure: null };
      } catch (error) {
        const status = typeof error === 'object' && error && 'status' in error ? Number(error.status) : 0;
        const failure = error instanceof Error ? error.message : 'The call failed.';
        exchange = { id, at: new Date().toISOString(), request, status, ms: 0, response: null, failure };
      }
      exchange.ms = Math.round(performance.now() - started);
      setExchanges((previous) => [exchange, ...previous].slice(0, 50));
      return exchange;
    },
    [key],
  );

  return { key, setKey, send, exchanges, clear: () => setExchanges([]) };
}

export type McpSession = ReturnType<typeof useMcpSession>;
