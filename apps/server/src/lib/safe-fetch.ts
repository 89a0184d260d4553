import { lookup } from 'node:dns';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';
import type { LookupFunction } from 'node:net';

/**
 * Fetches a page for evidence and verification (ARCHITECTURE §9): http and https only, public
 * addresses only (loopback only when a test allows it), 5 s, 1 MB, at most 3 redirects, each
 * checked again. The address is checked inside the connection's own DNS lookup, so a name that
 * resolves differently the second time (DNS rebinding) cannot slip through.
 */
/** A request other than a plain GET (push deliveries POST); never follows redirects. */
export type SafeRequest = { method: string; headers: Record<string, string>; body: Buffer };

export type SafeFetchOptions = {
  allowLoopback?: boolean;
  /** Tests only (decision 039): names that resolve to 127.0.0.1, when loopback is allowed. */
  loopbackHosts?: readonly string[];
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};
export type SafeFetchResult = {
  status: number;
  body: string;
  finalUrl: string;
  truncated: boolean;
  /** The raw answer, for callers that pass it on (the verification browser's guarded requests). */
  headers: IncomingHttpHeaders;
  bytes: Buffer;
};

export class SafeFetchError extends Error {
  constructor(
    readonly kind: 'refused' | 'unreachable',
    message: string,
  ) {
    super(message);
    this.name = 'SafeFetchError';
  }
}

/** The IPv4 address in the last 32 bits of an IPv6 address. */
function lastIPv4(address: ipaddr.IPv6): ipaddr.IPv4 {
  const [high = 0, low = 0] = address.parts.slice(6);
  return new ipaddr.IPv4([high >> 8, high & 255, low >> 8, low & 255]);
}

/** IPv6 forms that only wrap an IPv4 address: judged as that address, or refused when obsolete. */
function unwrap(address: ipaddr.IPv6): ipaddr.IPv4 | 'refuse' | null {
  const parts = address.parts;
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d
      return lastIPv4(address);
    case 'rfc6052': // NAT64 64:ff9b::a.b.c.d; the local-use 64:ff9b:1::/48 is refused
      return parts[2] === 0 && parts[3] === 0 && parts[4] === 0 && parts[5] === 0 ? lastIPv4(address) : 'refuse';
    case '6to4': // 2002:AABB:CCDD::/48 carries any IPv4 address (127.0.0.1, 169.254.169.254)
    case 'teredo':
      return 'refuse';
    default:
      // IPv4-compatible ::a.b.c.d (deprecated): the whole ::/96 but :: and ::1, judged by range below.
      return parts.slice(0, 6).every((part) => part === 0) && address.range() === 'unicast' ? 'refuse' : null;
  }
}

/**
 * Whether a fetch may connect to `address`: public unicast only (ipaddr.js's ranges: private,
 * loopback, link-local, unique-local, reserved and the rest are refused), IPv4 wrapped in IPv6
 * judged as the IPv4 it carries (issue 13 item 8: `::ffff:0:7f00:1`, `2002:a9fe:a9fe::`…).
 * Loopback passes only when a test allows it.
 */
export function isPublicAddress(address: string, allowLoopback = false): boolean {
  if (isIP(address) === 0) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6') {
    const inner = unwrap(parsed as ipaddr.IPv6);
    if (inner === 'refuse') return false;
    if (inner) parsed = inner;
  }
  const range = parsed.range();
  if (range === 'loopback') return allowLoopback;
  return range === 'unicast';
}

/**
 * Whether a test set `host` to stand for a site served on loopback (decision 039): only with
 * loopback allowed, which the configuration refuses in production.
 */
export function isLoopbackStandIn(host: string, allowLoopback: boolean, loopbackHosts: readonly string[] = []) {
  return allowLoopback && loopbackHosts.includes(host.toLowerCase());
}

function guardedLookup(allowLoopback: boolean, loopbackHosts: readonly string[]): LookupFunction {
  return (hostname, options, callback) => {
    const resolve = isLoopbackStandIn(hostname, allowLoopback, loopbackHosts)
      ? (_: string, __: object, done: (error: null, addresses: LookupAddress[]) => void) =>
          done(null, [{ address: '127.0.0.1', family: 4 }])
      : lookup;
    resolve(hostname, { ...options, all: true }, (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const refused = addresses.find((entry) => !isPublicAddress(entry.address, allowLoopback));
      if (refused || addresses.length === 0) {
        return callback(new SafeFetchError('refused', 'The address points to a private network.'), '', 0);
      }
      if ((options as { all?: boolean }).all)
        return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

function requestOnce(
  url: URL,
  options: Required<SafeFetchOptions>,
  send?: SafeRequest,
): Promise<{ status: number; location?: string; body: Buffer; truncated: boolean; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    const literal = isIP(url.hostname.replace(/^\[|\]$/g, ''));
    if (literal && !isPublicAddress(url.hostname.replace(/^\[|\]$/g, ''), options.allowLoopback)) {
      reject(new SafeFetchError('refused', 'The address points to a private network.'));
      return;
    }
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: send?.method ?? 'GET',
        lookup: guardedLookup(options.allowLoopback, options.loopbackHosts),
        timeout: options.timeoutMs,
        headers: send?.headers ?? {
          'user-agent': 'ClearDocket evidence check',
          accept: 'text/html,text/plain;q=0.9,*/*;q=0.5',
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        let truncated = false;
        response.on('data', (chunk: Buffer) => {
          if (truncated) return;
          size += chunk.length;
          if (size > options.maxBytes) {
            truncated = true;
            chunks.push(chunk.subarray(0, chunk.length - (size - options.maxBytes)));
            response.destroy();
            finish();
            return;
          }
          chunks.push(chunk);
        });
        let done = false;
        const finish = () => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            headers: response.headers,
            body: Buffer.concat(chunks),
            truncated,
          });
        };
        response.on('end', finish);
        response.on('error', (error) => (truncated ? finish() : reject(error)));
      },
    );
    const timer = setTimeout(
      () => request.destroy(new SafeFetchError('unreachable', 'The page did not answer within 5 seconds.')),
      options.timeoutMs,
    );
    request.on('timeout', () =>
      request.destroy(new SafeFetchError('unreachable', 'The page did not answer within 5 seconds.')),
    );
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(
        error instanceof SafeFetchError ? error : new SafeFetchError('unreachable', 'The page could not be reached.'),
      );
    });
    request.end(send?.body);
  });
}

export async function safeFetch(
  target: string,
  options: SafeFetchOptions = {},
  send?: SafeRequest,
): Promise<SafeFetchResult> {
  const settings: Required<SafeFetchOptions> = {
    allowLoopback: options.allowLoopback ?? false,
    loopbackHosts: options.loopbackHosts ?? [],
    timeoutMs: options.timeoutMs ?? 5000,
    maxBytes: options.maxBytes ?? 1024 * 1024,
    maxRedirects: options.maxRedirects ?? 3,
  };
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new SafeFetchError('refused', 'Not a web address.');
  }
  for (let hop = 0; ; hop++) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      throw new SafeFetchError('refused', 'Only http and https pages are fetched.');
    }
    const response = await requestOnce(url, settings, send);
    if (!send && response.status >= 300 && response.status < 400 && response.location) {
      if (hop >= settings.maxRedirects) throw new SafeFetchError('unreachable', 'Too many redirects.');
      url = new URL(response.location, url);
      continue;
    }
    return {
      status: response.status,
      body: response.body.toString('utf8'),
      finalUrl: url.toString(),
      truncated: response.truncated,
      headers: response.headers,
      bytes: response.body,
    };
  }
}
