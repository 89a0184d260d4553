import fp from 'fastify-plugin';
import { NON_PAGE_CSP } from '../lib/csp';

/** Headers every response carries (ARCHITECTURE §9). A page sets its own CSP before this runs. */
export const SECURITY_HEADERS: Record<string, string> = {
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'x-dns-prefetch-control': 'off',
};

export default fp(
  async (fastify) => {
    fastify.addHook('onSend', async (_request, reply, payload) => {
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', NON_PAGE_CSP);
      reply.removeHeader('x-powered-by');
      return payload;
    });
  },
  { name: 'security-headers' },
);
