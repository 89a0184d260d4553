import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Config } from '../env';

/** Load balancers probe these over plain http; they carry no personal data. */
const PROBES = new Set(['/healthz', '/readyz']);

/**
 * Whether the request reached us over https. Behind a trusted proxy (TRUST_PROXY) its
 * X-Forwarded-Proto says so; without one, the header is read only to avoid a redirect loop
 * behind a proxy nobody configured: trusting it can only spare its sender a redirect.
 */
function isHttps(request: FastifyRequest, trustProxy: boolean): boolean {
  if (trustProxy) return request.protocol === 'https';
  if (request.protocol === 'https') return true;
  const forwarded = request.headers['x-forwarded-proto'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim().toLowerCase();
  return first === 'https';
}

/** When PUBLIC_URL is https, a plain-http request is sent there (308 keeps method and body). */
export default fp<{ config: Config }>(
  async (fastify, { config }) => {
    const publicUrl = new URL(config.publicUrl);
    if (publicUrl.protocol !== 'https:') return;
    fastify.addHook('onRequest', (request, reply, done) => {
      const path = request.url.split('?')[0] ?? '/';
      if (PROBES.has(path) || isHttps(request, config.trustProxy)) return done();
      void reply.redirect(`${publicUrl.origin}${request.url}`, 308);
    });
  },
  { name: 'https-redirect' },
);
