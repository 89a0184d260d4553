import type { FastifyPluginAsyncContract } from '../../lib/zod-contract';
import { passwordRoutes } from './password-routes';
import { phoneRoutes } from './phone-routes';
import { signInRoutes } from './sign-in-routes';
import { signUpRoutes } from './sign-up-routes';
import type { SignUpFollowUps } from './sign-up-routes';

type IdentityRouteOptions = { adminEmails: string[]; followUps: SignUpFollowUps; secureCookies: boolean };

/** The product's own identity routes (Better Auth behind them, never mounted whole): one plugin per resource. */
const identityRoutes: FastifyPluginAsyncContract<IdentityRouteOptions> = async (fastify, options) => {
  const { adminEmails, followUps, secureCookies } = options;
  const deps = { db: fastify.db, auth: fastify.auth, adminEmails, canTextCodes: fastify.sms.reachesPeople };
  await fastify.register(signUpRoutes, { deps, followUps });
  await fastify.register(signInRoutes, { deps, secureCookies });
  await fastify.register(phoneRoutes, { deps });
  await fastify.register(passwordRoutes, { deps });
};

export default identityRoutes;
