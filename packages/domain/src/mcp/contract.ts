import * as z from 'zod/mini';

/**
 * The MCP endpoint's wire (`POST /api/mcp`, issue 18 item 5): JSON-RPC 2.0 messages, one or a
 * batch. The MCP SDK checks each message in full; this only keeps what is not JSON-RPC out.
 */
const JsonRpcMessageSchema = z.looseObject({ jsonrpc: z.literal('2.0') });
export const McpBodySchema = z.union([JsonRpcMessageSchema, z.array(JsonRpcMessageSchema).check(z.maxLength(50))]);

/** A JSON-RPC answer (or a batch of them) as the SDK writes it. */
export const McpResponseSchema = z.union([JsonRpcMessageSchema, z.array(JsonRpcMessageSchema)]);

/** The tools the server offers, by name (the web's test page and the docs list them). */
export const MCP_TOOLS = [
  'list_profiles',
  'run_scan',
  'get_scan',
  'list_findings',
  'list_requests',
  'create_takedown_request',
  'get_request',
] as const;
export type McpToolName = (typeof MCP_TOOLS)[number];

/** Tools that change something: an API key with write access only. */
export const MCP_WRITE_TOOLS: readonly McpToolName[] = ['run_scan', 'create_takedown_request'];

/** What the test pages read out of an answer: a JSON-RPC error… */
export const McpErrorAnswerSchema = z.looseObject({
  error: z.looseObject({ code: z.number(), message: z.string() }),
});

/** …the tools/list result… */
export const McpToolsAnswerSchema = z.looseObject({
  result: z.looseObject({
    tools: z.array(
      z.looseObject({
        name: z.string(),
        title: z.optional(z.string()),
        description: z.optional(z.string()),
        annotations: z.optional(z.looseObject({ readOnlyHint: z.optional(z.boolean()) })),
      }),
    ),
  }),
});

/** …and a tools/call result. */
export const McpToolCallAnswerSchema = z.looseObject({
  result: z.looseObject({
    content: z.array(z.looseObject({ type: z.string(), text: z.optional(z.string()) })),
    isError: z.optional(z.boolean()),
  }),
});
