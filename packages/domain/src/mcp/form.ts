import { z } from 'zod';
import { API_KEY_PATTERN } from '../api-keys/rules';
import { MCP_TOOLS } from './contract';

/** The MCP test pages' forms (`/dev/test-mcp`, `/dev/test-mcp-debug`). */
export const McpKeyFormSchema = z.object({
  key: z
    .string()
    .trim()
    .regex(API_KEY_PATTERN, 'Paste one of your API keys: it starts with cdk_ and has 47 characters.'),
});

const JsonObjectSchema = z.record(z.string(), z.unknown());

/** A JSON object typed into a text box, or nothing (`{}`). */
const jsonObject = (what: string) =>
  z
    .string()
    .trim()
    .transform((text, context) => {
      if (text === '') return {};
      try {
        const value: unknown = JSON.parse(text);
        const parsed = JsonObjectSchema.safeParse(value);
        if (parsed.success && !Array.isArray(value)) return parsed.data;
      } catch {
        // Told below.
      }
      context.addIssue({ code: 'custom', message: `Write the ${what} as a JSON object, like {"page": 1}.` });
      return z.NEVER;
    });

export const McpToolCallFormSchema = z.object({
  tool: z.enum(MCP_TOOLS, { error: 'Choose a tool.' }),
  args: jsonObject('arguments'),
});

export const McpRawFormSchema = z.object({
  method: z.string().trim().min(1, 'Write a JSON-RPC method, like tools/list.').max(100),
  params: jsonObject('params'),
});
