import { ERROR_RESPONSES } from '@cleardocket/domain/errors/contract';
import { RegistryCatalogueSchema } from '@cleardocket/domain/registry/contract';
import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { registryCatalogue } from './service';

/** The registry catalogue for operators: every broker, its flags and its classified route. */
const registryRoutes: FastifyPluginAsyncContract = async (fastify) => {
  fastify.addHook('onRequest', fastify.requireAdmin);
  fastify.get(
    '/admin/registry',
    { schema: { tags: ['operator'], response: { 200: RegistryCatalogueSchema, ...ERROR_RESPONSES } } },
    async () => registryCatalogue(fastify.db),
  );
};

export default registryRoutes;
