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

const isJson = (type: unknown) => typeof type === 'string' && type.startsWith('application/json');

const HEADER_ENTRIES = Object.entries({ ...SECURITY_HEADERS, 'content-security-policy': NON_PAGE_CSP });

export default fp(
  async (fastify) => {
    // A callback hook (no promise per response) with the header list worked out once: this runs
    // on every response, so it is on the authenticated-read budget's hot path.
    fastify.addHook('onSend', (_request, reply, payload, done) => {
      for (const [name, value] of HEADER_ENTRIES) {
        if (!reply.hasHeader(name)) reply.header(name, value);
      }
      // API answers carry personal data: no cache keeps them unless a route says otherwise.
      if (!reply.hasHeader('cache-control') && isJson(reply.getHeader('content-type'))) {
        reply.header('cache-control', 'no-store');
      }
      done(null, payload);
    });
  },
  { name: 'security-headers' },
);
