import { lookup } from 'node:dns';
import type { LookupAddress } from 'node:dns';
import http from 'node:http';
import type { IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';
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

const blocked = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  blocked.addSubnet(network, prefix, 'ipv6');
}
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

export function isPublicAddress(address: string, allowLoopback = false): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  // IPv4-mapped IPv6 (::ffff:a.b.c.d) is judged as the IPv4 address it carries. (BlockList
  // also matches IPv4 addresses against IPv6 rules, so no ::ffff:0:0/96 rule is listed.)
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return isPublicAddress(mapped, allowLoopback);
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (allowLoopback && loopback.check(address, type)) return true;
  return !blocked.check(address, type);
}

function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
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
        lookup: guardedLookup(options.allowLoopback),
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

/** The readable text of an HTML page: scripts, styles and tags removed, whitespace collapsed. */
export function pageText(html: string): string {
  return html
    .replace(/<(script|style|noscript)[^>]*>[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}
