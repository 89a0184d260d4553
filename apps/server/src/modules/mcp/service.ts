import type { FastifyInstance, FastifyReply } from 'fastify';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { BRAND } from '@cleardocket/domain/brand';
import type { ApiKeyUse } from '../api-keys/service';
import { registerRequestTools } from './request-tools';
import { registerSearchTools } from './search-tools';
import { toolRunner } from './tool-context';

/**
 * One MCP server for one request of one API key (stateless Streamable HTTP): the tools call the
 * same services with the same scoping as the web's routes (the key's owner's rows only, the
 * plan's entitlements, the scan limit), write tools need a write key, and every call is in the
 * member's activity log.
 */
export function buildMcpServer(fastify: FastifyInstance, key: ApiKeyUse, reply: FastifyReply): McpServer {
  const server = new McpServer({ name: `${BRAND.name} MCP`, version: '1.0.0' });
  const context = { server, fastify, db: fastify.db, userId: key.userId, reply, run: toolRunner(fastify, key) };
  registerSearchTools(context);
  registerRequestTools(context);
  // Only what the server really does: its tool list never changes, so no list_changed
  // notifications are promised (the SDK advertises them for any server with tools).
  server.server.registerCapabilities({ tools: { listChanged: false } });
  return server;
}
