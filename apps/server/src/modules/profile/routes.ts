import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AddressInputSchema, AddressUpdateSchema, ProfileUpdateSchema } from '@cleardocket/domain/profile/address';
import { AddressParamsSchema, AddressSchema, CombinedProfileSchema } from './schemas';
import * as profile from './service';
import { signedInUserId } from '../../lib/request-user';

/** Profile and addresses (spec §3, §7), every call scoped to the signed-in member. */
const profileRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['profile'];
  fastify.addHook('onRequest', fastify.requireUser);
  const userId = signedInUserId;

  fastify.get('/profile', { schema: { tags, response: { 200: CombinedProfileSchema } } }, async (request) =>
    profile.getCombinedProfile(fastify.db, userId(request)),
  );

  fastify.patch(
    '/profile',
    { schema: { tags, body: ProfileUpdateSchema, response: { 200: CombinedProfileSchema } } },
    async (request) => profile.updateProfile(fastify.db, userId(request), request.body),
  );

  fastify.post('/profile/sync', { schema: { tags, response: { 200: CombinedProfileSchema } } }, async (request) => {
    await profile.syncProfile(fastify.db, userId(request));
    return profile.getCombinedProfile(fastify.db, userId(request));
  });

  fastify.get(
    '/profile/addresses',
    { schema: { tags, response: { 200: z.object({ addresses: z.array(AddressSchema) }) } } },
    async (request) => ({
      addresses: await profile.listAddresses(fastify.db, userId(request)),
    }),
  );

  fastify.post(
    '/profile/addresses',
    { schema: { tags, body: AddressInputSchema, response: { 201: AddressSchema } } },
    async (request, reply) => reply.code(201).send(await profile.addAddress(fastify.db, userId(request), request.body)),
  );

  fastify.patch(
    '/profile/addresses/:addressId',
    { schema: { tags, params: AddressParamsSchema, body: AddressUpdateSchema, response: { 200: AddressSchema } } },
    async (request) => profile.changeAddress(fastify.db, userId(request), request.params.addressId, request.body),
  );

  fastify.delete(
    '/profile/addresses/:addressId',
    { schema: { tags, params: AddressParamsSchema } },
    async (request, reply) => {
      await profile.removeAddress(fastify.db, userId(request), request.params.addressId);
      return reply.code(204).send();
    },
  );
};

export default profileRoutes;
