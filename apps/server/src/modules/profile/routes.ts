import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { AddressInputSchema, AddressUpdateSchema, ProfileUpdateSchema } from '@cleardocket/domain/profile/address';
import {
  AddressListSchema,
  AddressParamsSchema,
  AddressSchema,
  ProfileSchema,
} from '@cleardocket/domain/profile/contract';
import { NoContentSchema } from '@cleardocket/domain/wire';
import { KEY_READS } from '@cleardocket/domain/api-keys/rules';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import * as profile from './service';
import { signedInUserId } from '../../lib/request-user';

/** Profile and addresses (spec §3, §7), every call scoped to the signed-in member. */
const profileRoutes: FastifyPluginAsyncContract = async (fastify) => {
  const tags = ['profile'];
  fastify.addHook('onRequest', fastify.requireUser);
  const userId = signedInUserId;

  // The one profile route an API key may call, for reading (docs/api-keys.md).
  fastify.get(
    '/profile',
    { config: { keyScopes: KEY_READS }, schema: { tags, response: { 200: ProfileSchema, ...ERROR_RESPONSES } } },
    async (request) => profile.getCombinedProfile(fastify.db, userId(request)),
  );

  fastify.patch(
    '/profile',
    { schema: { tags, body: ProfileUpdateSchema, response: { 200: ProfileSchema, ...ERROR_RESPONSES } } },
    async (request) => profile.updateProfile(fastify.db, userId(request), request.body),
  );

  fastify.post(
    '/profile/sync',
    { schema: { tags, response: { 200: ProfileSchema, ...ERROR_RESPONSES } } },
    async (request) => {
      await profile.syncProfile(fastify.db, userId(request));
      return profile.getCombinedProfile(fastify.db, userId(request));
    },
  );

  fastify.get(
    '/profile/addresses',
    { schema: { tags, response: { 200: AddressListSchema, ...ERROR_RESPONSES } } },
    async (request) => ({
      addresses: await profile.listAddresses(fastify.db, userId(request)),
    }),
  );

  fastify.post(
    '/profile/addresses',
    {
      schema: { tags, body: AddressInputSchema, response: { 201: AddressSchema, ...ERROR_RESPONSES } },
      config: { idempotent: true },
    },
    async (request, reply) => reply.code(201).send(await profile.addAddress(fastify.db, userId(request), request.body)),
  );

  fastify.patch(
    '/profile/addresses/:addressId',
    {
      schema: {
        tags,
        params: AddressParamsSchema,
        body: AddressUpdateSchema,
        response: { 200: AddressSchema, ...ERROR_RESPONSES },
      },
    },
    async (request) => profile.changeAddress(fastify.db, userId(request), request.params.addressId, request.body),
  );

  fastify.delete(
    '/profile/addresses/:addressId',
    { schema: { tags, params: AddressParamsSchema, response: { 204: NoContentSchema, ...ERROR_RESPONSES } } },
    async (request, reply) => {
      await profile.removeAddress(fastify.db, userId(request), request.params.addressId);
      return reply.code(204).send();
    },
  );
};

export default profileRoutes;
