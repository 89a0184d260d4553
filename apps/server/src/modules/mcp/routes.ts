import type { FastifyReply } from 'fastify';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { KEY_READS } from '@cleardocket/domain/api-keys/rules';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { McpBodySchema, McpResponseSchema } from '@cleardocket/domain/mcp/contract';
import type { Config } from '../../env';
import { AppError } from '../../lib/app-error';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { apiKeyOf, keyLimitKey, refuseOverLimit } from '../api-keys/service';
import { protectedResourceMetadataUrl } from './protected-resource';
import { buildMcpServer } from './service';

/** The MCP spec's answer to a method a stateless Streamable HTTP server does not offer. */
const ALLOWED_METHODS = 'POST';

/**
 * The MCP server (`POST /api/mcp`, issue 18 item 5, issue 33 item 4): Streamable HTTP in stateless
 * mode with JSON answers, authorised by an API key only (a cookie session is refused: assistants
 * use keys). Each request gets its own server and transport, so any web process can answer any
 * call. Every JSON-RPC message counts against the key's limit: a batch of 50 is 50 requests.
 */
const mcpRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  const tags = ['mcp'];
  const challenge = `Bearer resource_metadata="${protectedResourceMetadataUrl(config.publicUrl)}"`;
  // RFC 9728 §5.1 and the MCP authorization spec: a 401 says where the resource's metadata is.
  fastify.addHook('onSend', async (_request, reply, payload) => {
    if (reply.statusCode === 401) reply.header('www-authenticate', challenge);
    return payload;
  });
  fastify.addHook('onRequest', fastify.requireUser);

  fastify.post(
    '/mcp',
    {
      // Either scope may talk to the server; its write tools check the scope themselves.
      config: { keyScopes: KEY_READS },
      schema: { tags, body: McpBodySchema, response: { 200: McpResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const key = apiKeyOf(request);
      if (!key) throw new AppError('unauthorized', 'The MCP server takes an API key: Authorization: Bearer cdk_…');
      // The bearer path counted this request once; the other messages of a batch count too.
      const extra = Array.isArray(request.body) ? request.body.length - 1 : 0;
      if (extra > 0) {
        const taken = fastify.rateCounts.take(keyLimitKey(key.id), config.apiKeys.rateLimit, extra);
        if (!taken.allowed) refuseOverLimit(reply, taken.retryAfterSeconds);
      }
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

  // Stateless: no stream to open with GET and no session to end with DELETE (the MCP spec's 405,
  // with the Allow header RFC 9110 §15.5.6 asks for). Protocol answers, not operations of the API:
  // left out of the OpenAPI document.
  const notOffered = (_request: unknown, reply: FastifyReply) => {
    reply.header('allow', ALLOWED_METHODS);
    throw new AppError('method_not_allowed', 'This MCP server is stateless: send each message with POST.', 405);
  };
  const notOfferedRoute = {
    config: { keyScopes: KEY_READS },
    schema: { tags, hide: true, response: { ...ERROR_RESPONSES } },
  };
  fastify.get('/mcp', notOfferedRoute, notOffered);
  fastify.delete('/mcp', notOfferedRoute, notOffered);
};

export default mcpRoutes;
