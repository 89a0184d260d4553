import type { FastifyReply, FastifyRequest } from 'fastify';

/** Node request headers as a fetch Headers object (Better Auth's API takes those). */
export function toWebHeaders(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else headers.set(name, value);
  }
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
