import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The header Better Auth reads a new session's address from (modules/identity/auth.ts): always
 * Fastify's `request.ip` (which honours TRUST_PROXY), never a value the client sent.
 */
export const CLIENT_IP_HEADER = 'x-cleardocket-client-ip';

/** Node request headers as a fetch Headers object (Better Auth's API takes those). */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined || name === CLIENT_IP_HEADER) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

/**
 * Only what a new session records of its request, the address and the user-agent (issue 32): for
 * the calls that start a session from a password or a code, which need nothing else of it.
 */
export function toDeviceHeaders(request: FastifyRequest): Headers {
  const headers = new Headers({ [CLIENT_IP_HEADER]: request.ip });
  const userAgent = request.headers['user-agent'];
  if (userAgent) headers.set('user-agent', userAgent.slice(0, 512));
  return headers;
}

/** Copies fetch response headers onto the reply, each Set-Cookie kept separate. */
export function copyWebHeaders(from: Headers, reply: FastifyReply): void {
  from.forEach((value, name) => {
    if (name === 'set-cookie' || name === 'content-length' || name === 'content-encoding') return;
    reply.header(name, value);
  });
  const cookies = from.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
}
