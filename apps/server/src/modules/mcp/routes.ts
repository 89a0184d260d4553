import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { McpBodySchema, McpResponseSchema } from '@cleardocket/domain/mcp/contract';
import { AppError } from '../../lib/app-error';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { apiKeyOf } from '../api-keys/service';
import { buildMcpServer } from './service';

/**
 * The MCP server (`POST /api/mcp`, issue 18 item 5): Streamable HTTP in stateless mode with JSON
 * answers, authorised by an API key only (a cookie session is refused: assistants use keys). Each
 * request gets its own server and transport, so any web process can answer any call.
 */
const mcpRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['mcp'];
  fastify.addHook('onRequest', fastify.requireUser);

  fastify.post(
    '/mcp',
    { schema: { tags, body: McpBodySchema, response: { 200: McpResponseSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      const key = apiKeyOf(request);
      if (!key) throw new AppError('unauthorized', 'The MCP server takes an API key: Authorization: Bearer cdk_…');
      const server = buildMcpServer(fastify, key, reply);
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      reply.hijack();
      // The hijacked answer skips the app's onSend hooks: the headers that matter here are set now.
      reply.raw.setHeader('cache-control', 'no-store');
      reply.raw.setHeader('x-content-type-options', 'nosniff');
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request.raw, reply.raw, request.body);
    },
  );

  // Stateless: no stream to open with GET and no session to end with DELETE (the MCP spec's 405).
  // Protocol answers, not operations of the API: left out of the OpenAPI document.
  const notOffered = () => {
    throw new AppError('method_not_allowed', 'This MCP server is stateless: send each message with POST.', 405);
  };
  const notOfferedSchema = { tags, hide: true, response: { ...ERROR_RESPONSES } };
  fastify.get('/mcp', { schema: notOfferedSchema }, notOffered);
  fastify.delete('/mcp', { schema: notOfferedSchema }, notOffered);
};

export default mcpRoutes;
