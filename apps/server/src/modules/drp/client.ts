import {
  parseDiscovery,
  DrpErrorSchema,
  ExerciseStatusSchema,
  PairwiseResponseSchema,
} from '@cleardocket/domain/drp/protocol';
import type { DrpBusiness, ExerciseStatus } from '@cleardocket/domain/drp/protocol';
import { AppError } from '../../lib/app-error';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch';
import type { SafeFetchResult } from '../../lib/safe-fetch';

/**
 * The HTTP side of DRP 0.9.4 (docs/drp.md), every call through the SSRF-guarded fetch: a
 * business's endpoints are addresses from the web, public ones only (loopback in tests).
 */
export type DrpHttp = { allowLoopback: boolean };

const TIMEOUT_MS = 15_000;

/** Why a business could not be reached or answered nonsense: said to the caller, never guessed past. */
export class DrpUnavailable extends AppError {
  constructor(message: string) {
    super('conflict', message, 409);
  }
}

async function call(http: DrpHttp, url: string, init?: { method: string; body?: string; token?: string }) {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init?.token) headers.authorization = `Bearer ${init.token}`;
  const body = Buffer.from(init?.body ?? '', 'utf8');
  if (init?.body !== undefined) {
    headers['content-type'] = 'text/plain';
    headers['content-length'] = String(body.length);
  }
  try {
    return await safeFetch(
      url,
      { allowLoopback: http.allowLoopback, timeoutMs: TIMEOUT_MS, maxBytes: 256 * 1024 },
      // Discovery is a plain GET that may follow the site's redirects (http → https, apex → www);
      // an API call carries our token and is not redirected anywhere.
      init ? { method: init.method, headers, body } : undefined,
    );
  } catch (error) {
    if (error instanceof SafeFetchError)
      throw new DrpUnavailable(`The business's DRP address could not be reached: ${error.message}`);
    throw error;
  }
}

function json(result: SafeFetchResult): unknown {
  try {
    return JSON.parse(result.body) as unknown;
  } catch {
    return null;
  }
}

/** A non-200 answer in words: the 3.06 error body when there is one, else the status. */
function refusal(what: string, result: SafeFetchResult): DrpUnavailable {
  const error = DrpErrorSchema.safeParse(json(result));
  const said = error.success ? `: ${error.data.message}` : '';
  return new DrpUnavailable(`The business refused the ${what} (HTTP ${result.status})${said}.`);
}

/**
 * Discovery: `/.well-known/data-rights.json` on the site's own origin. Null when the site has none
 * (404) — it simply does not speak DRP; anything else odd is an error the caller reports.
 */
export async function discover(http: DrpHttp, origin: string): Promise<DrpBusiness | null> {
  const url = new URL('/.well-known/data-rights.json', origin);
  const result = await call(http, url.href);
  if (result.status === 404 || result.status === 410) return null;
  if (result.status !== 200) throw refusal('discovery', result);
  const business = parseDiscovery(json(result), url.host);
  if (!business)
    throw new DrpUnavailable('The business publishes a data-rights.json that is not a DRP discovery document.');
  return business;
}

/** 2.05: the pair-wise token, for a message signed with our agent key. */
export async function pairwiseSetup(http: DrpHttp, apiBase: string, agentId: string, signed: string): Promise<string> {
  const result = await call(http, `${apiBase}/v1/agent/${encodeURIComponent(agentId)}`, {
    method: 'POST',
    body: signed,
  });
  if (result.status !== 200) throw refusal('pair-wise key set-up', result);
  const answer = PairwiseResponseSchema.safeParse(json(result));
  if (!answer.success || answer.data['agent-id'] !== agentId) {
    throw new DrpUnavailable('The business answered the key set-up with something other than our token.');
  }
  return answer.data.token;
}

function status(what: string, result: SafeFetchResult): ExerciseStatus {
  if (result.status !== 200 && result.status !== 201) throw refusal(what, result);
  const answer = ExerciseStatusSchema.safeParse(json(result));
  if (!answer.success) throw new DrpUnavailable(`The business answered the ${what} without a DRP status.`);
  return answer.data;
}

/** 2.01: the signed exercise request. The raw answer is kept as the business's own words. */
export async function exercise(http: DrpHttp, apiBase: string, token: string, signed: string) {
  const result = await call(http, `${apiBase}/v1/data-rights-request`, { method: 'POST', body: signed, token });
  return { status: status('request', result), raw: result.body };
}

/** 2.02: the request's status now. */
export async function pollStatus(http: DrpHttp, apiBase: string, token: string, requestId: string) {
  const result = await call(http, `${apiBase}/v1/data-rights-request/${encodeURIComponent(requestId)}`, {
    method: 'GET',
    token,
  });
  return { status: status('status query', result), raw: result.body };
}

/** 2.04: revoke, signed; the answer carries the new `revoked` state. */
export async function revoke(http: DrpHttp, apiBase: string, token: string, requestId: string, signed: string) {
  const result = await call(http, `${apiBase}/v1/data-rights-request/${encodeURIComponent(requestId)}`, {
    method: 'DELETE',
    body: signed,
    token,
  });
  return { status: status('revocation', result), raw: result.body };
}
