import type { FastifyInstance, FastifyReply } from 'fastify';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { API_KEY_MESSAGES } from '@cleardocket/domain/api-keys/rules';
import { MCP_WRITE_TOOLS } from '@cleardocket/domain/mcp/contract';
import type { McpToolName } from '@cleardocket/domain/mcp/contract';
import type { Db } from '../../db/database';
import { logUserActivity } from '../../lib/activity';
import { AppError, isAppError } from '../../lib/app-error';
import type { ApiKeyUse } from '../api-keys/service';

export const uuid = z.string().uuid();

/** What every tool of one request's MCP server works with: the app, the key's owner, the answer. */
export type ToolContext = {
  server: McpServer;
  fastify: FastifyInstance;
  db: Db;
  userId: string;
  reply: FastifyReply;
  /** Runs a tool: refuses a write tool to a read key, logs the call in the member's activity, answers its JSON. */
  run: (tool: McpToolName, work: () => Promise<unknown>) => Promise<CallToolResult>;
};

export function toolRunner(fastify: FastifyInstance, key: ApiKeyUse): ToolContext['run'] {
  const db = fastify.db;
  const userId = key.userId;
  return async function run(tool: McpToolName, work: () => Promise<unknown>): Promise<CallToolResult> {
    try {
      if (MCP_WRITE_TOOLS.includes(tool) && key.scope !== 'write') {
        throw new AppError('forbidden', API_KEY_MESSAGES.writeScopeNeeded);
      }
      const data = await work();
      await logUserActivity(db, userId, 'mcp_tool', `Assistant used “${tool}” with API key “${key.name}”`, {
        keyId: key.id,
        tool,
      });
      return { content: [{ type: 'text', text: JSON.stringify(data) }] };
    } catch (error) {
      if (!isAppError(error)) fastify.log.error({ err: error, tool }, 'an MCP tool failed');
      const message = isAppError(error) ? error.message : 'Something went wrong. Please try again.';
      await logUserActivity(db, userId, 'mcp_tool', `Assistant could not use “${tool}”: ${message}`, {
        keyId: key.id,
        tool,
        refused: true,
      });
      return { isError: true, content: [{ type: 'text', text: message }] };
    }
  };
}
