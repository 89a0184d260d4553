import {
  AgentEntrySchema,
  DrpRequestResponseSchema,
  RevokeBodySchema,
  StatusCallbackBodySchema,
  TokenParamsSchema,
} from '@cleardocket/domain/drp/contract';
import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { IdParamsSchema } from '@cleardocket/domain/wire';
import { z } from 'zod';
import type { Config } from '../../env';
import { signedInUserId } from '../../lib/request-user';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { agentDirectoryEntry } from './keys';
import { drpDeps, latestRequest, revokeRequest, sendRequest } from './service';
import type { DrpRequestRow } from './service';
import { receiveCallback } from './status';

const toWire = (row: DrpRequestRow | null) =>
  row && {
    domain: row.domain,
    exercise: row.exercise,
    state: row.state,
    reason: row.reason,
    processingDetails: row.processingDetails,
    userVerificationUrl: row.userVerificationUrl,
    expectedBy: row.expectedBy,
    createdAt: row.createdAt,
  };

/**
 * The Data Rights Protocol agent's HTTP side (docs/drp.md): our directory entry, the status
 * callback businesses call, and the member's send / read / revoke of a removal's DRP request.
 */
const drpRoutes: FastifyPluginAsyncContract<{ config: Config }> = async (fastify, { config }) => {
  const tags = ['drp'];
  const deps = drpDeps(fastify, config);

  fastify.get('/drp/agent', { schema: { tags, response: { 200: AgentEntrySchema, ...ERROR_RESPONSES } } }, async () =>
    agentDirectoryEntry(fastify.db, config.publicUrl),
  );

  // No cookie, no session: the unguessable address names the one request it may change.
  fastify.post(
    '/drp/status/:token',
    {
      schema: {
        tags,
        params: TokenParamsSchema,
        body: StatusCallbackBodySchema,
        response: { 200: z.object({}), ...ERROR_RESPONSES },
      },
    },
    async (request) => {
      await receiveCallback(deps, request.params.token, request.body);
      return {};
    },
  );

  const response = { 200: DrpRequestResponseSchema, ...ERROR_RESPONSES };
  const onRequest = fastify.requireUser;
  fastify.get(
    '/drp/removals/:id',
    { onRequest, schema: { tags, params: IdParamsSchema, response } },
    async (request) => {
      const row = await latestRequest(fastify.db, signedInUserId(request), request.params.id);
      return { request: toWire(row) };
    },
  );
  fastify.post(
    '/drp/removals/:id',
    {
      onRequest,
      schema: { tags, params: IdParamsSchema, response: { 201: DrpRequestResponseSchema, ...ERROR_RESPONSES } },
    },
    async (request, reply) => {
      const row = await sendRequest(deps, signedInUserId(request), request.params.id);
      return reply.code(201).send({ request: toWire(row) });
    },
  );
  fastify.post(
    '/drp/removals/:id/revoke',
    { onRequest, schema: { tags, params: IdParamsSchema, body: RevokeBodySchema, response } },
    async (request) => {
      const row = await revokeRequest(deps, signedInUserId(request), request.params.id, request.body.reason || null);
      return { request: toWire(row) };
    },
  );
};

export default drpRoutes;
